/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/// <reference lib="dom.asynciterable" />
// The dashboard's entry: login, the frame (navigation, live status line) and a hash router. Each page
// renders into <main> from /admin/v1 answers; links are plain anchors, so the keyboard and the back
// button work as on any site.
import { login, logout, resume } from "./api.ts";
import { h, run, say } from "./dom.ts";
import { auditPage, memoryPage, projectPage, userPage } from "./pages/browse.ts";
import { accountsPage, keysPage } from "./pages/manage.ts";
import { overviewPage } from "./pages/overview.ts";
import { timelinePage } from "./pages/timeline.ts";
import { deliveriesPage, webhooksPage } from "./pages/webhooks.ts";

type Page = (main: HTMLElement, ...params: string[]) => Promise<void>;

const ROUTES: [RegExp, Page][] = [
  [/^$|^overview$/, overviewPage],
  [/^accounts$/, accountsPage],
  [/^keys$/, keysPage],
  [/^webhooks$/, webhooksPage],
  [/^webhooks\/([^/]+)$/, deliveriesPage],
  [/^audit$/, auditPage],
  [/^browse$/, projectPage],
  [/^browse\/([^/]+)$/, projectPage],
  [/^browse\/([^/]+)\/user\/([^/]+)$/, userPage],
  [/^browse\/([^/]+)\/timeline\/([^/]+)$/, timelinePage],
  [/^browse\/([^/]+)\/memory\/([^/]+)$/, memoryPage],
];

const NAV: [string, string][] = [
  ["overview", "Overview"],
  ["accounts", "Accounts & projects"],
  ["keys", "Keys"],
  ["webhooks", "Webhooks"],
  ["audit", "Audit log"],
  ["browse", "Memories & facts"],
];

const root = document.getElementById("root")!;

function showLogin(message?: string): void {
  const input = h("input", { type: "password", name: "token", id: "token", autocomplete: "current-password", required: true, "aria-describedby": "token-hint" });
  const error = h("p", { class: "status error", role: "alert" }, message ?? "");
  const f = h(
    "form",
    { class: "login", "aria-labelledby": "login-title" },
    h("h1", { id: "login-title" }, "Engram"),
    h("label", { for: "token" }, "Admin token"),
    input,
    h("small", { id: "token-hint" }, "In the data folder's admin-token file, or ENGRAM_ADMIN_TOKEN."),
    h("button", { type: "submit" }, "Log in"),
    error,
  );
  f.addEventListener("submit", (e) => {
    e.preventDefault();
    const token = input.value;
    input.value = "";
    login(token).then(
      () => showApp(),
      (err: Error) => {
        error.textContent = err.message;
        input.focus();
      },
    );
  });
  root.replaceChildren(h("div", { class: "login-wrap" }, f));
  input.focus();
}

function showApp(): void {
  const main = h("main", { id: "main", tabindex: -1 });
  const nav = h(
    "nav",
    { "aria-label": "Sections" },
    h("ul", {}, NAV.map(([href, text]) => h("li", {}, h("a", { href: `#/${href}`, "data-section": href }, text)))),
  );
  const out = h("button", { type: "button", class: "logout" }, "Log out");
  out.addEventListener("click", () => void run(async () => {
    await logout();
    location.hash = "";
    showLogin("Logged out.");
  }));
  root.replaceChildren(
    h("a", { href: "#main", class: "skip" }, "Skip to content"),
    h("header", {}, h("a", { href: "#/overview", class: "brand" }, "Engram"), nav, out),
    h("p", { id: "status", class: "status", role: "status", "aria-live": "polite" }),
    main,
  );
  void route();
}

async function route(): Promise<void> {
  const main = document.getElementById("main");
  if (!main) return;
  // A page's own parameters follow "?" in the hash (read by the page); the route is what comes before.
  const path = decodeURIComponent(location.hash.replace(/^#\/?/, "").split("?")[0]!);
  for (const a of document.querySelectorAll<HTMLAnchorElement>("nav a")) {
    const current = path === a.dataset.section || path.startsWith(`${a.dataset.section}/`) || (path === "" && a.dataset.section === "overview");
    if (current) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
  say("");
  for (const [re, page] of ROUTES) {
    const m = re.exec(path);
    if (!m) continue;
    main.replaceChildren(h("p", { class: "loading" }, "Loading…"));
    await run(() => page(main, ...m.slice(1).map((x) => x ?? "")));
    main.querySelector("h1")?.setAttribute("tabindex", "-1");
    if (document.activeElement === document.body || document.activeElement?.closest("nav")) main.querySelector<HTMLElement>("h1")?.focus();
    return;
  }
  main.replaceChildren(h("h1", {}, "Not found"), h("p", {}, "No such page."));
}

window.addEventListener("hashchange", () => void route());
window.addEventListener("engram:logged-out", () => showLogin("Your session ended; log in again."));
resume().then((ok) => (ok ? showApp() : showLogin()), () => showLogin());
