import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ManualClock } from "../../../src/domain/clock";
import { createWebhook, startWebhookWorker } from "../../../src/domain/webhooks";
import { checkUrl, refusedReason, type Resolver } from "../../../src/domain/webhooks/address";
import { pinnedRequest, sendOnce } from "../../../src/domain/webhooks/deliver";
import { startTestApp } from "../../helpers/app";
import { startReceiver } from "../../helpers/webhook-receiver";

// The guard is ON here (no ENGRAM_WEBHOOK_ALLOW_PRIVATE). Only literal IPs, `localhost` and names
// answered by an injected resolver are used: nothing leaves the machine.
const clock = new ManualClock(0);
clock.set("2026-05-20T12:00:00Z");
const t = startTestApp({ clock });
const rx = startReceiver();
afterAll(() => {
  rx.stop();
  t.close();
});

const REFUSED_V4 = [
  "0.0.0.0", "0.1.2.3", "10.0.0.1", "10.255.255.255", "100.64.0.1", "100.127.255.254", "127.0.0.1", "127.8.9.10",
  "169.254.169.254", "172.16.0.1", "172.31.255.255", "192.0.0.8", "192.0.2.1", "192.88.99.1", "192.168.1.1",
  "198.18.0.1", "198.19.255.255", "198.51.100.7", "203.0.113.9", "224.0.0.1", "239.255.255.250", "240.0.0.1", "255.255.255.255",
];
const REFUSED_V6 = [
  "::", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:8.8.8.8", "::127.0.0.1", "64:ff9b::127.0.0.1", "64:ff9b::a00:1",
  "64:ff9b::a9fe:a9fe", "64:ff9b:1::1", "100::1", "fc00::1", "fd12:3456::1", "fe80::1", "fe80::1%eth0", "febf::1", "fec0::1",
  "ff02::1", "ff05::1:3", "2001:db8::1", "2001::1", "2002:7f00:1::1", "2002:c0a8:101::1", "3fff::1", "5f00::1", "4000::1", "::2",
];
const PUBLIC = ["8.8.8.8", "1.1.1.1", "100.63.255.255", "100.128.0.1", "172.32.0.1", "192.169.0.1", "2606:4700:4700::1111", "2a00:1450:4001::200e", "64:ff9b::808:808", "2002:808:808::1"];

describe("address classification", () => {
  test("refuses every private, loopback, link-local, reserved, multicast, CGNAT, mapped and NAT64 form", () => {
    for (const a of [...REFUSED_V4, ...REFUSED_V6]) expect([a, refusedReason(a)]).toEqual([a, expect.any(String)]);
  });
  test("allows public unicast, NAT64 and 6to4 of public IPv4", () => {
    for (const a of PUBLIC) expect([a, refusedReason(a)]).toEqual([a, null]);
  });
});

describe("checkUrl with the guard on", () => {
  const resolver = (answers: Record<string, string[]>): Resolver => async (host) => {
    const a = answers[host];
    if (!a) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    return a.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  test("https only", async () => {
    await expect(checkUrl("http://8.8.8.8/", { allowPrivate: false })).rejects.toThrow("must be an https:// URL");
    await expect(checkUrl("ftp://8.8.8.8/", { allowPrivate: false })).rejects.toThrow();
    expect((await checkUrl("https://8.8.8.8/x", { allowPrivate: false })).address).toBe("8.8.8.8");
  });
  test("a host with one refused address among public ones is refused; the first checked address is used", async () => {
    const r = resolver({ "mixed.test": ["8.8.8.8", "10.0.0.5"], "good.test": ["2606:4700::1", "1.1.1.1"] });
    await expect(checkUrl("https://mixed.test/", { allowPrivate: false, resolve: r })).rejects.toThrow("10.0.0.5: private");
    await expect(checkUrl("https://nowhere.test/", { allowPrivate: false, resolve: r })).rejects.toThrow("could not be resolved");
    expect(await checkUrl("https://good.test/h", { allowPrivate: false, resolve: r })).toMatchObject({ hostname: "good.test", address: "2606:4700::1" });
  });
  test("URL forms of loopback (hex, decimal, short, bracketed) are normalized, then refused", async () => {
    for (const u of ["https://0x7f000001/", "https://2130706433/", "https://127.1/", "https://[::1]/", "https://[0:0:0:0:0:ffff:7f00:1]/", "https://localhost/"]) {
      await expect(checkUrl(u, { allowPrivate: false })).rejects.toThrow("refused address");
    }
  });
});

describe("POST /admin/v1/webhooks with the guard on", () => {
  test("422 invalid_request naming url for every refused kind, and for http://", async () => {
    const s = await t.signUp();
    const urls = [
      ...REFUSED_V4.map((a) => `https://${a}/hook`),
      ...REFUSED_V6.filter((a) => !a.includes("%")).map((a) => `https://[${a}]/hook`),
      "https://localhost/hook",
      "http://8.8.8.8/hook",
      "not a url",
    ];
    for (const url of urls) {
      const r = await t.admin("POST", "/webhooks", { url, events: ["*"], project_id: s.project_id });
      expect([url, r.status, r.body.code, r.body.message.startsWith("url: ")]).toEqual([url, 422, "invalid_request", true]);
    }
    expect((await t.admin("GET", `/webhooks?account_id=${s.account_id}`)).body.webhooks).toEqual([]);
  });
});

describe("delivery with the guard on", () => {
  test("a host that now resolves to a refused address (DNS rebinding): the attempt fails and sends nothing", async () => {
    const s = await t.signUp();
    const answers: Record<string, string[]> = { "hooks.rebind.test": ["93.184.216.34"] };
    const resolve: Resolver = async (h) => (answers[h] ?? []).map((address) => ({ address, family: 4 }));
    const ctx = { ...t.rt, actor: "dashboard" as const, ip: null };
    const hook = await createWebhook(ctx, { url: "https://hooks.rebind.test/in", events: ["*"], projectId: s.project_id }, { resolve });
    answers["hooks.rebind.test"] = ["127.0.0.1"];
    const calls: string[] = [];
    const spy = (async (u: string) => {
      calls.push(u);
      return new Response("ok");
    }) as unknown as typeof fetch;
    const worker = startWebhookWorker(t.rt, { autostart: false, resolve, fetch: spy, random: () => 0.5 });
    await t.admin("POST", `/webhooks/${hook.id}/test`);
    await worker.runUntilIdle();
    expect(calls).toEqual([]);
    const [d] = (await t.admin("GET", `/webhooks/${hook.id}/deliveries`)).body.deliveries;
    expect(d).toMatchObject({ status: "pending", attempts: 1, last_status_code: null });
    expect(d.last_error).toContain("address refused, nothing sent");
    expect(d.last_error).toContain("127.0.0.1: loopback");
    // back to a public answer: the retry goes to that checked address, Host and SNI on the name
    answers["hooks.rebind.test"] = ["93.184.216.34"];
    const seen: { url: string; init: any }[] = [];
    const spy2 = (async (url: string, init: any) => {
      seen.push({ url, init });
      return new Response("ok");
    }) as unknown as typeof fetch;
    const worker2 = startWebhookWorker(t.rt, { autostart: false, resolve, fetch: spy2, random: () => 0.5 });
    clock.advanceMs(5_000);
    await worker2.runUntilIdle();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe("https://93.184.216.34/in");
    expect(seen[0]!.init.headers.host).toBe("hooks.rebind.test");
    expect(seen[0]!.init.tls).toEqual({ serverName: "hooks.rebind.test" });
    expect(seen[0]!.init.redirect).toBe("manual");
    await worker.stop();
    await worker2.stop();
  });

  test("a literal private address is refused at delivery too; the local receiver gets nothing", async () => {
    const before = rx.received.length;
    const r = await sendOnce(
      { url: `${rx.url.replace("http:", "https:")}/x`, secret: "whsec_AAAA", legacySignature: false, deliveryId: "msg_1", body: "{}" },
      { allowPrivate: false, timeoutMs: 1000, nowSeconds: () => 0 },
    );
    expect(r).toEqual({ kind: "failed", status: null, error: expect.stringContaining("127.0.0.1: loopback") });
    const plain = await sendOnce(
      { url: `${rx.url}/x`, secret: "whsec_AAAA", legacySignature: false, deliveryId: "msg_1", body: "{}" },
      { allowPrivate: false, timeoutMs: 1000, nowSeconds: () => 0 },
    );
    expect(plain).toEqual({ kind: "failed", status: null, error: expect.stringContaining("https://") });
    expect(rx.received.length).toBe(before);
  });
});

describe("pinned connection (Bun fetch)", () => {
  const openssl = Bun.which("openssl");
  test.skipIf(!openssl)("connects to the checked address while TLS (SNI, certificate name) and Host use the hostname", async () => {
    const dir = mkdtempSync(join(tmpdir(), "engram-tls-"));
    try {
      const p = Bun.spawnSync([openssl!, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"),
        "-days", "1", "-subj", "/CN=hooks.example.test", "-addext", "subjectAltName=DNS:hooks.example.test"]);
      expect(p.exitCode).toBe(0);
      const cert = readFileSync(join(dir, "cert.pem"), "utf8");
      const key = readFileSync(join(dir, "key.pem"), "utf8");
      const server = startReceiver({ tls: { cert, key } });
      try {
        const port = new URL(server.url).port;
        const checked = { url: new URL(`https://hooks.example.test:${port}/in`), hostname: "hooks.example.test", address: "127.0.0.1" };
        const req = pinnedRequest(checked);
        expect(req.url).toBe(`https://127.0.0.1:${port}/in`);
        const res = await fetch(req.url, { method: "POST", body: "{}", headers: req.headers, tls: { ...req.tls, ca: cert } } as RequestInit);
        expect(res.status).toBe(200);
        expect(server.received[0]!.headers.host).toBe(`hooks.example.test:${port}`);
        // the certificate is checked against the hostname: a certificate for another name fails
        const wrong = pinnedRequest({ ...checked, url: new URL(`https://other.test:${port}/in`), hostname: "other.test" });
        await expect(fetch(wrong.url, { method: "POST", body: "{}", headers: wrong.headers, tls: { ...wrong.tls, ca: cert } } as RequestInit)).rejects.toThrow();
        expect(server.received).toHaveLength(1);
      } finally {
        server.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
