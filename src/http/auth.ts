import { Elysia } from "elysia";
import type { AdminCtx, Ctx, Runtime } from "../domain/context";
import { requestInfo } from "./front";

/**
 * Gives an operation its `ctx`. The key was already checked by the front controller (front.ts),
 * which runs before body parsing; this only hands the result to the handler.
 */
export function auth(rt: Runtime) {
  return new Elysia().derive({ as: "scoped" }, ({ request }) => {
    const info = requestInfo(request);
    if (!info.principal) throw new Error("route reached without an authenticated key: mark it op({ auth: 'key' })");
    const ctx: Ctx = { ...rt, actor: "rest", principal: info.principal, ip: info.ip };
    return { ctx };
  });
}

/** The admin API's context: the operator, acting as the dashboard does. */
export function adminAuth(rt: Runtime) {
  return new Elysia().derive({ as: "scoped" }, ({ request }) => {
    const ctx: AdminCtx = { ...rt, actor: "dashboard", ip: requestInfo(request).ip };
    return { ctx };
  });
}
