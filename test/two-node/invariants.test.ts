import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { skipPg } from "../helpers/pg";
import { startReceiver, type Receiver } from "../helpers/webhook-receiver";
import { adminAccount, allAtOnce, startTwoNodes, type Node, type TwoNodes } from "../helpers/two-nodes";

// What SQLite's single writer gives for free must hold with two nodes writing at once (issue 25, plan
// §2.8): every test fires its requests at once, split across both nodes, and checks the one outcome a
// single writer would allow. Each limit is reached by many requests in flight together, on one node's
// connection pool as well as across nodes.
const skip = skipPg();
const ADMIN = "admin-token-for-two-node-tests-0123456789";

describe.skipIf(skip)("two nodes writing at once", () => {
  let n: TwoNodes;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = startReceiver();
    n = await startTwoNodes({
      env: {
        ENGRAM_ADMIN_TOKEN: ADMIN,
        ENGRAM_WEBHOOK_ALLOW_PRIVATE: "1",
        // A model extractor with no calls left today: batches stay queued (so three stay open) and no
        // extraction competes for the two cores; nothing here needs facts extracted.
        ENGRAM_EXTRACTOR: "ollama",
        OLLAMA_HOST: "http://127.0.0.1:9",
        ENGRAM_DAILY_MODEL_BUDGET: "0",
      },
    });
  }, 120_000);
  afterAll(async () => {
    await n?.close();
    receiver?.stop();
  });

  const node = (i: number): Node => (i % 2 === 0 ? n.a : n.b);
  const send = (i: number, key: string, method: string, path: string, body?: unknown) => () =>
    node(i).fetch(path, { method, headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const codes = (rs: { status: number; body: any }[]) => rs.map((r) => (r.status < 300 ? String(r.status) : `${r.status} ${r.body?.code}`)).sort();
  const count = (rs: { status: number }[], status: number) => rs.filter((r) => r.status === status).length;

  test("agent cap: ten new agent ids at once on a hobby account (cap 2) take exactly two slots", async () => {
    const s = await adminAccount(n.a, ADMIN, "hobby");
    const rs = await allAtOnce(Array.from({ length: 10 }, (_, i) => send(i, s.api_key, "POST", "/v1/memories", { content: `Note ${i} from its own agent.`, agent_id: `agent-${i}` })));
    expect(codes(rs)).toEqual([...Array(2).fill("201"), ...Array(8).fill("403 agent_cap_exceeded")]);
    const [slots] = await n.sql`select count(*)::int as n from agent_namespaces where account_id = ${s.account_id}`;
    expect(slots.n).toBe(2);
    const [memories] = await n.sql`select count(*)::int as n from memories where account_id = ${s.account_id}`;
    expect(memories.n).toBe(2);
  }, 60_000);

  test("quota: writes at once never pass the limit plus grace, and the 80% warning is sent once", async () => {
    const s = await adminAccount(n.a, ADMIN, "hobby"); // 10,000 writes a month, 11,000 with grace
    // One end user per write: writes of one user would also queue behind that user's scope lock.
    const month = new Date().toISOString().slice(0, 7);
    const seed = (used: number) => n.sql`insert into usage_counters (account_id, month, kind, used) values (${s.account_id}, ${month}, 'writes', ${used})
      on conflict (account_id, month, kind) do update set used = excluded.used`;
    await seed(7_990);
    const below = await allAtOnce(Array.from({ length: 20 }, (_, i) => send(i, s.api_key, "POST", "/v1/memories", { content: `Warming note ${i}.`, user_id: `user-${i}` })));
    expect(count(below, 201)).toBe(20);
    const warnings = await n.sql`select data from outbox where account_id = ${s.account_id} and type = 'quota.warning'`;
    expect(warnings.length).toBe(1);

    await seed(10_995);
    const rs = await allAtOnce(Array.from({ length: 20 }, (_, i) => send(i, s.api_key, "POST", "/v1/memories", { content: `Last notes ${i}.`, user_id: `user-${i}` })));
    expect(codes(rs)).toEqual([...Array(5).fill("201"), ...Array(15).fill("429 quota_exceeded")]);
    const [usage] = await n.sql`select used from usage_counters where account_id = ${s.account_id} and month = ${month} and kind = 'writes'`;
    expect(Number(usage.used)).toBe(11_000);
    const [memories] = await n.sql`select count(*)::int as n from memories where account_id = ${s.account_id}`;
    expect(memories.n).toBe(25);
  }, 60_000);

  test("three-batch limit: batches posted at once, three accepted, the rest too_many_batches", async () => {
    // No rate limit: its per-account counter row would queue the requests one behind the other.
    for (let round = 0; round < 3; round++) {
      const s = await adminAccount(n.a, ADMIN, "unlimited");
      const rs = await allAtOnce(Array.from({ length: 6 }, (_, i) => send(i, s.api_key, "POST", "/v1/batch", { memories: [{ content: `Batch ${i} item.` }] })));
      expect(codes(rs)).toEqual([...Array(3).fill("202"), ...Array(3).fill("429 too_many_batches")]);
      const [batches] = await n.sql`select count(*)::int as n from batches where account_id = ${s.account_id}`;
      expect(batches.n).toBe(3);
    }
  }, 60_000);

  test("rate limit: 80 requests at once on a hobby account (60 a minute) across both nodes, exactly 60 answered", async () => {
    const s = await adminAccount(n.a, ADMIN, "hobby");
    // All in one calendar minute: the window starts again at the next one.
    if (new Date().getUTCSeconds() > 50) await Bun.sleep((61 - new Date().getUTCSeconds()) * 1000);
    const rs = await allAtOnce(Array.from({ length: 80 }, (_, i) => send(i, s.api_key, "GET", "/v1/memories")));
    expect(codes(rs)).toEqual([...Array(60).fill("200"), ...Array(20).fill("429 rate_limit_exceeded")]);
  }, 60_000);

  test("sign-up limit: twelve sign-ups from one address at once across both nodes, ten accounts", async () => {
    const rs = await allAtOnce(Array.from({ length: 12 }, (_, i) => () => node(i).fetch("/v1/agents/init", { method: "POST" })));
    expect(codes(rs)).toEqual([...Array(10).fill("201"), ...Array(2).fill("429 signup_rate_limited")]);
    const [signups] = await n.sql`select count(*)::int as n from signups`;
    expect(signups.n).toBe(10);
  }, 60_000);

  test("webhook fan-out: events written on both nodes reach the receiver once each, in event order, one at a time", async () => {
    const s = await adminAccount(n.a, ADMIN, "unlimited");
    let inFlight = 0;
    let most = 0;
    receiver.reply = async () => {
      most = Math.max(most, ++inFlight);
      await Bun.sleep(15);
      inFlight--;
      return new Response("ok");
    };
    const hook = await n.b.fetch("/admin/v1/webhooks", {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN}`, "content-type": "application/json" },
      body: JSON.stringify({ url: receiver.url, events: ["memory.created"], account_id: s.account_id }),
    });
    expect(hook.status).toBe(201);
    const N = 30;
    const rs = await allAtOnce(Array.from({ length: N }, (_, i) => send(i, s.api_key, "POST", "/v1/memories", { content: `Event note ${i}.`, user_id: `u${i % 3}` })));
    expect(count(rs, 201)).toBe(N);
    const mine = () => receiver.received.filter((r) => r.body?.event === "memory.created" && rs.some((x) => x.body.id === r.body.data.id));
    for (let i = 0; i < 300 && mine().length < N; i++) await Bun.sleep(100);
    await Bun.sleep(1500); // both workers poll at least once more: a second copy would arrive now
    const got = mine().map((r) => r.body.data.id as string);
    expect(got.length).toBe(N);
    expect(new Set(got).size).toBe(N);
    // Event order is the order events became visible (outbox.pos), whichever node wrote them.
    const order = (await n.sql`select data from outbox where account_id = ${s.account_id} and type = 'memory.created' order by pos`).map((r: { data: string }) => JSON.parse(r.data).id);
    expect(got).toEqual(order);
    expect(most).toBe(1);
    const [deliveries] = await n.sql`select count(*)::int as n, count(distinct outbox_id)::int as d from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where e.account_id = ${s.account_id}`;
    expect(deliveries).toEqual({ n: N, d: N });
  }, 90_000);
});
