import { Elysia } from "elysia";
// Embedded as files so /docs works offline and inside the compiled executable.
import bundlePath from "swagger-ui-dist/swagger-ui-bundle.js" with { type: "file" };
import cssPath from "swagger-ui-dist/swagger-ui.css" with { type: "file" };

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Engram API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/docs/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: "/openapi.json", dom_id: "#ui", deepLinking: true });</script>
</body></html>`;

export const docsRoutes = new Elysia()
  .get("/docs", () => new Response(PAGE, { headers: { "content-type": "text/html; charset=utf-8" } }), {
    detail: { hide: true },
  })
  .get("/docs/swagger-ui-bundle.js", () => new Response(Bun.file(bundlePath), { headers: { "content-type": "text/javascript" } }), {
    detail: { hide: true },
  })
  .get("/docs/swagger-ui.css", () => new Response(Bun.file(cssPath), { headers: { "content-type": "text/css" } }), {
    detail: { hide: true },
  });
