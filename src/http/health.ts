import { Elysia, t } from "elysia";

export interface ReadyState {
  database: boolean;
  model: { ready: boolean; id: string; dims: number | null; error: string | null };
}

export function healthRoutes(readiness: () => ReadyState) {
  return new Elysia()
    .get("/healthz", () => ({ ok: true as const }), {
      detail: { hide: true },
      response: t.Object({ ok: t.Literal(true) }),
    })
    .get(
      "/readyz",
      ({ status }) => {
        const state = readiness();
        const notReady = [!state.database && "database", !state.model.ready && "model"].filter(Boolean) as string[];
        const body = { ready: notReady.length === 0, not_ready: notReady, ...state };
        return notReady.length === 0 ? body : status(503, body);
      },
      { detail: { hide: true } },
    );
}
