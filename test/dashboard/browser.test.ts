// The dashboard end to end in a real browser: Debian's Chromium driven by playwright-core, against the
// real app listening on a loopback port. Screenshots go to a temp folder (printed), never the repo.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { startWebhookWorker, type WebhookWorker } from "../../src/domain/webhooks";
import { verifySignature } from "../domain/webhooks/helpers";
import { startTestApp } from "../helpers/app";
import { startReceiver } from "../helpers/webhook-receiver";
import { seedMovedUser } from "./seed";

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const t = startTestApp({ env: { ENGRAM_WEBHOOK_ALLOW_PRIVATE: "on" } });
const rx = startReceiver();
const seed = await seedMovedUser(t);
const shots = mkdtempSync(join(tmpdir(), "engram-dashboard-shots-"));
const profile = mkdtempSync(join(tmpdir(), "engram-chromium-"));
let worker: WebhookWorker;
let browser: BrowserContext;
let page: Page;
let base = "";
const offsite: string[] = [];
const missing: string[] = [];

beforeAll(async () => {
  t.app.listen({ hostname: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${t.app.server!.port}`;
  worker = startWebhookWorker(t.rt, { pollMs: 100, timeoutMs: 5000 });
  // A fresh profile folder per run (playwright passes it as --user-data-dir).
  browser = await chromium.launchPersistentContext(profile, { executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS, viewport: { width: 1280, height: 900 } });
  page = browser.pages()[0] ?? (await browser.newPage());
  page.on("request", (r) => {
    if (!r.url().startsWith(base) && !r.url().startsWith("data:")) offsite.push(r.url());
  });
  // Nothing the page asks for is missing (headless Chromium asks for no favicon; a windowed one does).
  page.on("response", (r) => {
    if (r.status() === 404) missing.push(r.url());
  });
  console.log(`screenshots: ${shots}`);
});

afterAll(async () => {
  await browser?.close();
  await worker?.stop();
  await t.app.stop();
  rx.stop();
  t.close();
  rmSync(profile, { recursive: true, force: true });
});

const shot = (name: string) => page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });

describe("dashboard in Chromium", () => {
  test("log in with the admin token; a wrong one is refused", async () => {
    await page.goto(`${base}/dashboard`);
    await page.getByLabel("Admin token").fill("not-the-token");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect_(page.getByRole("alert")).toHaveText("Invalid admin token.");
    await page.getByLabel("Admin token").fill(t.adminToken);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Overview" }).waitFor();
    expect(await page.getByText(seed.s.account_id).count()).toBe(0); // named, not by id
    await page.getByRole("heading", { name: /Seeded/ }).waitFor();
    expect(await page.locator("figure.chart svg").count()).toBeGreaterThanOrEqual(2);
    // The token is nowhere in the page's storage or URL.
    const stored = await page.evaluate(() => JSON.stringify({ l: { ...localStorage }, s: { ...sessionStorage }, c: document.cookie, u: location.href }));
    expect(stored).not.toContain(t.adminToken);
    const cookies = await browser.cookies();
    expect(cookies.find((c) => c.name === "engram_session")).toMatchObject({ httpOnly: true, sameSite: "Strict" });
    await shot("overview-1280");
  });

  test("create a key (shown once) and use it against /v1/ping", async () => {
    await page.getByRole("link", { name: "Keys" }).click();
    await page.getByRole("heading", { name: "Keys" }).waitFor();
    await page.getByLabel("Project").selectOption(seed.s.project_id);
    await page.getByLabel("Expires in").fill("30d");
    await page.getByRole("button", { name: "Create key" }).click();
    const key = (await page.locator(".once .secret").textContent())!;
    expect(key).toMatch(/^svc_self_[0-9A-Za-z]{40}$/);
    await shot("keys-1280");
    const ping = await fetch(`${base}/v1/ping`, { headers: { authorization: `Bearer ${key}` } });
    expect(ping.status).toBe(200);
    expect((await ping.json()).project_id).toBe(seed.s.project_id);
    // Listed afterwards by prefix only.
    await page.getByRole("link", { name: "Overview" }).click();
    await page.getByRole("link", { name: "Keys" }).click();
    await page.getByRole("heading", { name: "Keys" }).waitFor();
    expect(await page.locator("body").textContent()).not.toContain(key);
    expect(await page.getByText(`${key.slice(0, 13)}…`).count()).toBe(1);
    // The project filter is part of the address, so it survives reloads and the back button.
    await page.getByLabel("Show keys of").selectOption(seed.s.project_id);
    await page.waitForURL(/#\/keys\?project=/);
    await page.getByText(`${key.slice(0, 13)}…`).waitFor();
    expect(await page.getByLabel("Show keys of").inputValue()).toBe(seed.s.project_id);
  });

  test("create a webhook to a local receiver and send a test that arrives signed", async () => {
    await page.getByRole("link", { name: "Webhooks" }).click();
    await page.getByRole("heading", { name: "Webhooks" }).waitFor();
    await page.getByLabel("URL").fill(`${rx.url}/dash-hook`);
    await page.getByLabel("For").selectOption(`project:${seed.s.project_id}`);
    await page.getByRole("button", { name: "Create endpoint" }).click();
    const secret = (await page.locator(".once .secret").textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole("button", { name: "Send test" }).click();
    await page.getByText(/Test event queued/).waitFor();
    const deadline = Date.now() + 15_000;
    while (!rx.received.some((r) => r.path === "/dash-hook") && Date.now() < deadline) await Bun.sleep(100);
    const got = rx.received.find((r) => r.path === "/dash-hook")!;
    expect(got).toBeDefined();
    expect(got.body.data.test).toBe(true);
    expect(verifySignature(got, secret)).toBe(true);
    await page.getByRole("link", { name: "Deliveries" }).click();
    await page.getByRole("heading", { name: "Deliveries" }).waitFor();
    await page.getByRole("cell", { name: "delivered" }).waitFor();
    await shot("deliveries-1280");
  });

  test("browse a user's memories and facts, with closed ones and as_of", async () => {
    await page.getByRole("link", { name: "Memories & facts" }).click();
    await page.getByLabel("Project").selectOption(seed.s.project_id);
    await page.getByRole("link", { name: "ana", exact: true }).click();
    await page.getByRole("heading", { name: /End user/ }).waitFor();
    const memories = page.locator("table", { has: page.locator("caption", { hasText: "Memories, newest first" }) });
    await expect_(memories.locator("tbody tr").first()).toContainText("I moved to Berlin.");
    await expect_(memories.locator("tbody tr").nth(1)).toContainText("I live in Lisbon.");
    const facts = page.locator("table", { has: page.locator("caption", { hasText: /facts/i }) }).last();
    await expect_(facts).toContainText("Berlin");
    expect(await facts.textContent()).not.toContain("Lisbon");
    await page.getByLabel(/include closed facts/).check();
    await expect_(facts).toContainText("Lisbon");
    // Two memories are one page: no pager buttons that could only be disabled.
    expect(await page.getByRole("button", { name: "Older →" }).count()).toBe(0);
    // The closed fact names what closed it by its value, not by an id prefix every fact shares.
    await expect_(facts.locator("tbody tr", { hasText: "Lisbon" })).toContainText("by Berlin");
    await shot("user-1280");
    await page.getByLabel("Search (hybrid)").fill("Lisbon");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: "I live in Lisbon." }).first().click();
    await page.getByRole("heading", { name: /Memory/ }).waitFor();
    await expect_(page.locator("table", { has: page.locator("caption", { hasText: "History" }) })).toContainText("fact_superseded");
  });

  test("the timeline shows the superseded fact linked to its successor; the cursor sets as_of", async () => {
    await page.goto(`${base}/dashboard#/browse/${seed.s.project_id}/timeline/ana`);
    await page.getByRole("heading", { name: /Fact timeline/ }).waitFor();
    expect(await page.locator(`svg.timeline [data-fact="${seed.old.id}"] rect.bar.closed`).count()).toBe(1);
    expect(await page.locator(`svg.timeline [data-fact="${seed.now.id}"] rect.bar.open`).count()).toBe(1);
    expect(await page.locator(`svg.timeline path.supersede[data-from="${seed.old.id}"][data-to="${seed.now.id}"]`).count()).toBe(1);
    await page.getByLabel("As of (UTC)").fill("2025-06-01T12:00");
    await page.getByLabel("As of (UTC)").press("Enter");
    await page.getByLabel("As of (UTC)").blur();
    const list = page.locator("table", { has: page.locator("caption", { hasText: "Facts valid at 2025-06-01" }) });
    await expect_(list).toContainText("Lisbon");
    expect(await list.textContent()).not.toContain("Berlin");
    await shot("timeline-1280");
    // The source memory is one click (or one Enter on the focused bar) away.
    await page.locator(`svg.timeline a[data-fact="${seed.now.id}"]`).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: new RegExp(seed.berlin.id) }).waitFor();
  });

  test("a hundred facts: every one a bar, lanes labelled, supersessions linked", async () => {
    const predicates = ["lives_in", "works_at", "likes", "owns", "plays", "speaks", "drives", "reads"];
    const start = Date.parse("2024-01-01T00:00:00Z");
    for (let i = 0; i < 100; i++) {
      const r = await t.json("POST", "/v1/facts", {
        key: seed.s.api_key,
        body: { subject: "max", predicate: predicates[i % predicates.length], object: `thing ${i}`, user_id: "max", valid_from: new Date(start + i * 7 * 86_400_000).toISOString() },
      });
      expect(r.status).toBe(201);
    }
    const all = (await t.admin("GET", `/projects/${seed.s.project_id}/facts?user_id=max&include_invalidated=true&limit=200`)).body.facts as { predicate: string; invalidated_by: string | null }[];
    expect(all).toHaveLength(100);
    await page.goto(`${base}/dashboard#/browse/${seed.s.project_id}/timeline/max`);
    await page.getByRole("heading", { name: /Fact timeline/ }).waitFor();
    expect(await page.locator("svg.timeline rect.bar").count()).toBe(100);
    expect(await page.locator("svg.timeline .lane-label").count()).toBe(new Set(all.map((f) => f.predicate)).size);
    expect(await page.locator("svg.timeline path.supersede").count()).toBe(all.filter((f) => f.invalidated_by).length);
    await shot("timeline-100-1280");
  });

  test("values that follow each other within a day: their labels never overlap", async () => {
    for (const [object, at] of [["34", "2026-03-15T09:00:00Z"], ["35", "2026-03-15T10:00:00Z"], ["puppy", "2026-03-15T09:00:00Z"], ["Max", "2026-03-15T09:30:00Z"]] as const) {
      const predicate = /\d/.test(object) ? "age" : "has_pet";
      const r = await t.json("POST", "/v1/facts", { key: seed.s.api_key, body: { subject: "zoe", subject_type: "self", predicate, object, user_id: "zoe", valid_from: at } });
      expect(r.status).toBe(201);
    }
    await page.goto(`${base}/dashboard#/browse/${seed.s.project_id}/timeline/zoe`);
    await page.getByRole("heading", { name: /Fact timeline/ }).waitFor();
    const boxes = await page.locator("svg.timeline text.bar-label").evaluateAll((els) => els.map((e) => { const b = (e as SVGGraphicsElement).getBBox(); return { t: e.textContent, x: b.x, y: b.y, w: b.width, h: b.height }; }));
    expect(boxes).toHaveLength(4);
    await shot("timeline-same-day-1280");
    for (const a of boxes) {
      for (const b of boxes) {
        if (a === b) continue;
        const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
        expect([a.t, b.t, overlap]).toEqual([a.t, b.t, false]);
      }
    }
  });

  test("readable at 390 px: navigation wraps and the timeline scrolls inside its box", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/dashboard#/browse/${seed.s.project_id}/timeline/ana`);
    await page.getByRole("heading", { name: /Fact timeline/ }).waitFor();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    await shot("timeline-390");
    await page.goto(`${base}/dashboard#/overview`);
    await page.getByRole("heading", { name: "Overview" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot("overview-390");
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test("the audit log shows the dashboard's own actions and reads, filtered", async () => {
    await page.getByRole("link", { name: "Audit log" }).click();
    await page.getByLabel("Log of").selectOption(`account:${seed.s.account_id}`);
    await page.getByLabel("Action").selectOption("key_create");
    await page.getByRole("button", { name: "Filter" }).click();
    const events = page.locator("table", { has: page.locator("caption", { hasText: "Events" }) });
    await expect_(events).toContainText("key_create");
    const rows = await events.locator("tbody tr").allTextContents();
    expect(rows.some((r) => r.includes("dashboard"))).toBe(true);
    expect(rows.every((r) => r.includes("key_create"))).toBe(true);
    await page.getByLabel("Action").selectOption("read");
    await page.getByLabel("End user").fill("ana");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect_(events).toContainText("memories");
    expect((await events.locator("tbody tr").allTextContents()).some((r) => r.includes("dashboard") && r.includes("read"))).toBe(true);
  });

  test("log out: the session cookie stops working", async () => {
    const before = (await browser.cookies()).find((c) => c.name === "engram_session")!;
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByLabel("Admin token").waitFor();
    const r = await fetch(`${base}/admin/v1/accounts`, { headers: { cookie: `engram_session=${before.value}` } });
    expect(r.status).toBe(401);
    expect(offsite).toEqual([]);
    expect(missing).toEqual([]);
  });
});

/** Polls a locator until `check` passes (playwright-core has no test runner's expect). */
function expect_(loc: ReturnType<Page["locator"]>) {
  const poll = async (check: (text: string) => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    let last = "";
    while (Date.now() < deadline) {
      last = (await loc.textContent().catch(() => "")) ?? "";
      if (check(last)) return;
      await Bun.sleep(50);
    }
    throw new Error(`expected ${what}; got ${JSON.stringify(last.slice(0, 300))}`);
  };
  return {
    toContainText: (s: string) => poll((x) => x.includes(s), `text containing ${JSON.stringify(s)}`),
    toHaveText: (s: string) => poll((x) => x.trim() === s, `text ${JSON.stringify(s)}`),
  };
}
