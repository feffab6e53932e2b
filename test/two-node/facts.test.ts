import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { skipPg } from "../helpers/pg";
import { adminAccount, allAtOnce, startTwoNodes, type Node, type TwoNodes } from "../helpers/two-nodes";

// One open fact per triple, and contradiction checks that see each other, with two nodes writing the
// same end user's facts at once (issue 25, plan §2.8: the scope lock). Extraction runs inline, inside
// each node's request, so the two nodes' extractions of one user really run at the same time (a job
// runner would take them one after the other, in acceptance order).
const skip = skipPg();
const ADMIN = "admin-token-for-two-node-fact-tests-0123456789";

describe.skipIf(skip)("two nodes writing one user's facts at once", () => {
  let n: TwoNodes;
  let key: string;
  let project: string;
  beforeAll(async () => {
    n = await startTwoNodes({ env: { ENGRAM_ADMIN_TOKEN: ADMIN, ENGRAM_EXTRACTOR: "rules", ENGRAM_EXTRACTION: "inline" } });
    const s = await adminAccount(n.a, ADMIN, "unlimited");
    key = s.api_key;
    project = s.project_id;
  }, 120_000);
  afterAll(async () => {
    await n?.close();
  });

  const node = (i: number): Node => (i % 2 === 0 ? n.a : n.b);
  const send = (i: number, path: string, body: unknown) => () =>
    node(i).fetch(path, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  const openFacts = (user: string, predicate: string) =>
    n.sql`select object, observation_count from facts where project_id = ${project} and user_id = ${user} and predicate = ${predicate} and invalid_at is null`;

  test("the same statement added through both nodes at once: one open fact, observed twice", async () => {
    for (const user of ["ann", "bob", "cyd", "dan", "eli", "flo", "gil", "hob"]) {
      const rs = await allAtOnce([0, 1].map((i) => send(i, "/v1/memories", { content: "I work at Acme Corp.", user_id: user })));
      expect(rs.map((r) => [r.status, r.body.status])).toEqual([[201, "ready"], [201, "ready"]]);
      const open = await openFacts(user, "works_at");
      expect(open.map((f: { object: string; observation_count: number }) => [f.object, Number(f.observation_count)])).toEqual([["Acme Corp", 2]]);
    }
  }, 60_000);

  test("contradicting statements through both nodes at once: exactly one place stays open, the other is superseded", async () => {
    for (const user of ["eve", "fay", "gus", "hal"]) {
      const rs = await allAtOnce(["Leeds", "York"].map((city, i) => send(i, "/v1/memories", { content: `I live in ${city}.`, user_id: user })));
      expect(rs.map((r) => r.status)).toEqual([201, 201]);
      expect((await openFacts(user, "lives_in")).length).toBe(1);
      const closed = await n.sql`select close_reason from facts where project_id = ${project} and user_id = ${user} and predicate = 'lives_in' and invalid_at is not null`;
      expect(closed.map((f: { close_reason: string }) => f.close_reason)).toEqual(["superseded"]);
    }
  }, 60_000);

  test("direct fact writes through both nodes at once: the same triple is reconfirmed, contradictions supersede", async () => {
    const same = { subject: "ivy", subject_type: "self", predicate: "works_at", object: "Globex", user_id: "ivy" };
    const rs = await allAtOnce([0, 1, 2, 3].map((i) => send(i, "/v1/facts", same)));
    expect(rs.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(rs.map((r) => r.body.id)).size).toBe(1);
    expect((await openFacts("ivy", "works_at")).map((f: { observation_count: number }) => Number(f.observation_count))).toEqual([4]);
    const places = await allAtOnce(["Leeds", "York", "Hull", "Bath"].map((city, i) => send(i, "/v1/facts", { subject: "ivy", subject_type: "self", predicate: "lives_in", object: city, user_id: "ivy" })));
    expect(places.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect((await openFacts("ivy", "lives_in")).length).toBe(1);
  }, 60_000);
});
