// The dashboard's browser code: plain TypeScript modules under src/dashboard, carried inside the program
// as text (so the single executable has them, no network, no build step for development) and served as
// JavaScript after Bun strips the types. The browser loads them as ES modules, importing each other by
// their file names under /dashboard/assets/.
import * as api from "../../dashboard/api.ts" with { type: "text" };
import * as app from "../../dashboard/app.ts" with { type: "text" };
import * as charts from "../../dashboard/charts.ts" with { type: "text" };
import * as dom from "../../dashboard/dom.ts" with { type: "text" };
import * as browse from "../../dashboard/pages/browse.ts" with { type: "text" };
import * as manage from "../../dashboard/pages/manage.ts" with { type: "text" };
import * as webhooks from "../../dashboard/pages/webhooks.ts" with { type: "text" };
import * as overview from "../../dashboard/pages/overview.ts" with { type: "text" };
import * as timeline from "../../dashboard/pages/timeline.ts" with { type: "text" };
import { CSS } from "../../dashboard/style";
import { ENGRAM_VERSION } from "../../version";

const textOf = (m: unknown) => (m as { default: string }).default;

const MODULES: Record<string, unknown> = {
  "api.ts": api,
  "app.ts": app,
  "charts.ts": charts,
  "dom.ts": dom,
  "browse.ts": browse,
  "manage.ts": manage,
  "webhooks.ts": webhooks,
  "overview.ts": overview,
  "timeline.ts": timeline,
};

interface Asset {
  type: string;
  body(): string;
}

const transpiler = new Bun.Transpiler({ loader: "ts", target: "browser" });

/** Pages import siblings as "./x.ts" or "../x.ts"; served flat, every module is "./x.ts". */
const flat = (js: string) => js.replace(/from\s*"\.\.?\/(?:pages\/)?([a-z-]+\.ts)"/g, 'from "./$1"');

function lazy(make: () => string): () => string {
  let v: string | null = null;
  return () => (v ??= make());
}

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#2b5fab"/><circle cx="8" cy="8" r="3" fill="#fff"/></svg>`;

export const ASSETS = new Map<string, Asset>([
  ["style.css", { type: "text/css; charset=utf-8", body: () => CSS }],
  // The page names its icon, so a browser does not ask for /favicon.ico (a 404 on every load).
  ["icon.svg", { type: "image/svg+xml", body: () => ICON }],
  ...Object.entries(MODULES).map(([name, mod]): [string, Asset] => [
    name,
    { type: "text/javascript; charset=utf-8", body: lazy(() => flat(transpiler.transformSync(textOf(mod)))) },
  ]),
]);

export const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Engram dashboard</title>
<link rel="icon" href="/dashboard/assets/icon.svg">
<link rel="stylesheet" href="/dashboard/assets/style.css">
<script type="module" src="/dashboard/assets/app.ts"></script>
</head><body data-version="${ENGRAM_VERSION}"><div id="root"><p class="boot">Loading the dashboard…</p></div>
<noscript>The dashboard needs JavaScript.</noscript></body></html>`;
