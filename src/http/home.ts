import { Elysia } from "elysia";
import { ENGRAM_VERSION } from "../version";

const LINKS = {
  docs: "/docs",
  openapi: "/openapi.json",
  dashboard: "/dashboard",
  health: "/healthz",
};

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Engram</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>Engram ${ENGRAM_VERSION}</h1>
<p>A self-hosted memory service for AI agents. This address serves the API under <code>/v1</code>.</p>
<ul>
<li><a href="${LINKS.docs}">API reference</a> (<a href="${LINKS.openapi}">OpenAPI document</a>)</li>
<li><a href="${LINKS.dashboard}">Dashboard</a> (log in with the admin token)</li>
<li><a href="${LINKS.health}">Health</a></li>
</ul>
</body></html>
`;

/** `/`: where a person (or a script) who found the port goes next. HTML for a browser, JSON otherwise. */
export const homeRoutes = new Elysia().get(
  "/",
  ({ request }) => {
    if ((request.headers.get("accept") ?? "").includes("text/html")) {
      return new Response(page, { headers: { "content-type": "text/html; charset=utf-8" } });
    }
    return Response.json({ name: "engram", version: ENGRAM_VERSION, api: "/v1", ...LINKS });
  },
  { detail: { hide: true } },
);
