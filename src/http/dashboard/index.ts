import { Elysia, t } from "elysia";
import type { Runtime } from "../../domain/context";
import { DomainError } from "../../domain/errors";
import { errorResponse } from "../errors";
import { requestInfo } from "../front";
import { ASSETS, PAGE } from "./assets";
import { checkOrigin, clearedCookie, login, logout, requireCsrf, sessionCookie, sessionOf } from "./session";

const hidden = { hide: true };

/** No framing, no inline script, nothing fetched from elsewhere: the page is one of ours only. */
const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "cache-control": "no-store", ...headers } });

/**
 * /dashboard: the page, its script modules and stylesheet (all inside the program), and the login
 * that turns the admin token into a session cookie. Everything the page shows or changes it asks of
 * /admin/v1 with that cookie; nothing here reads the database.
 */
export const dashboardRoutes = (rt: Runtime, adminToken: () => string) => {
  const secure = rt.config.publicUrl.startsWith("https:");
  return new Elysia()
    .get("/dashboard", () => new Response(PAGE, { headers: PAGE_HEADERS }), { detail: hidden })
    .get(
      "/dashboard/assets/:file",
      ({ params, request }) => {
        const asset = ASSETS.get(params.file);
        if (!asset) return errorResponse(new DomainError("not_found", `No such path: /dashboard/assets/${params.file}`), new URL(request.url).pathname);
        return new Response(asset.body(), { headers: { "content-type": asset.type, "cache-control": "no-cache" } });
      },
      { detail: hidden },
    )
    .get(
      "/dashboard/session",
      async ({ request }) => {
        const s = await sessionOf(rt, request);
        return s ? json({ csrf: s.csrf, expires_at: s.expires_at }) : errorResponse(new DomainError("invalid_key", "Not logged in."), "/dashboard/session");
      },
      { detail: hidden },
    )
    .post(
      "/dashboard/login",
      async ({ request, body }) => {
        checkOrigin(request);
        const ip = requestInfo(request).ip ?? "unknown";
        const s = await login(rt, ip, body.token, adminToken());
        return json({ csrf: s.csrf, expires_at: s.expires_at }, 200, { "set-cookie": sessionCookie(s.id, secure) });
      },
      { body: t.Object({ token: t.String({ maxLength: 1000 }) }), detail: hidden },
    )
    .post(
      "/dashboard/logout",
      async ({ request }) => {
        const s = await sessionOf(rt, request);
        if (!s) throw new DomainError("invalid_key", "Not logged in.");
        requireCsrf(request, s);
        await logout(rt, s);
        return new Response(null, { status: 204, headers: { "set-cookie": clearedCookie(secure) } });
      },
      { detail: hidden },
    );
};
