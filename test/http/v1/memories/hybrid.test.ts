import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp } from "../../../helpers/app";

// A fixture where the two rankings disagree: a rare order code only the keyword index finds, and a
// paraphrase that shares no word with the query, which only the vectors find.
const t = startTestApp();
const a = await t.signUp();
const b = await t.signUp();
afterAll(() => t.close());
const add = (body: Record<string, unknown>, key = a.api_key) => t.addMemory(key, body);
const search = (body: Record<string, unknown>, key = a.api_key) => t.json("POST", "/v1/memories/search", { key, body });
const ids = (r: { body: { results: { id: string }[] } }) => r.body.results.map((h) => h.id);

const QUERY = "When will parcel QZ7731 be delivered?";
const code = await add({ content: "Things to remember for the tax return: the accountant is Priya, file before April, the receipt number for the standing desk is QZ7731", user_id: "u1" });
const paraphrase = await add({ content: "The courier says my package arrives at the door on Thursday", user_id: "u1" });
const fillers = [
  "Shipping to the cabin takes two weeks",
  "Ordered new running shoes online last week",
  "Prefers green tea in the morning",
  "Her brother plays bass in a jazz band",
  "Allergic to peanuts",
  "Runs 10 km every Sunday along the river",
  "Is learning Portuguese for a trip to Lisbon",
  "The cat is called Miso",
  "Works remotely on Mondays and Fridays",
  "Dislikes horror films",
  "Birthday is on the 3rd of May",
  "Keeps a sourdough starter in the fridge",
];
// A day apart: none is a follow-up turn of another (those are lifted; see the follow-up tests below).
for (const [i, content] of fillers.entries()) await add({ content, user_id: "u1", timestamp: new Date(Date.UTC(2025, 0, 1 + i)).toISOString() });
// Other scopes hold the code too: they must never surface.
const otherUser = await add({ content: "QZ7731 QZ7731 parcel delivered", user_id: "u2" });
const otherProject = await add({ content: "QZ7731 QZ7731 parcel delivered", user_id: "u1" }, b.api_key);

describe("POST /v1/memories/search mode", () => {
  test("semantic (the default) misses the code; hybrid puts the code and the paraphrase on top", async () => {
    const plain = await search({ query: QUERY, user_id: "u1", limit: 2 });
    expect(plain.status).toBe(200);
    expect(ids(plain)).not.toContain(code.id);
    expect(ids(plain)[0]).toBe(paraphrase.id);
    expect(ids(await search({ query: QUERY, user_id: "u1", limit: 2, mode: "semantic" }))).toEqual(ids(plain));

    const hybrid = await search({ query: QUERY, user_id: "u1", limit: 2, mode: "hybrid" });
    expect(hybrid.status).toBe(200);
    expect(ids(hybrid).slice(0, 2).sort()).toEqual([code.id, paraphrase.id].sort());
  });

  test("hybrid score: the documented fusion of the two signals, in [0, 1], 4 decimals, best first; min_score applies to it", async () => {
    const r = await search({ query: QUERY, user_id: "u1", limit: 14, mode: "hybrid" });
    const hits = r.body.results as { id: string; score: number }[];
    expect(hits).toHaveLength(14); // every memory of u1's scope
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
    for (const h of hits) {
      expect(h.score).toBeGreaterThanOrEqual(0);
      expect(h.score).toBeLessThanOrEqual(1);
      expect(h.score).toBe(Math.round(h.score * 10_000) / 10_000);
    }
    // Only the code memory holds a word of the query: of u1's 14 memories, 1 holds "qz7731" and none
    // "parcel" or "delivered" (each counts half its IDF in the whole). Its keyword share is then
    // ln(1 + 13.5/1.5) / (ln(1 + 13.5/1.5) + 2 * 0.5 * ln(1 + 14.5/0.5)); the rest hold nothing (share 0).
    // Every memory's cosine is mapped onto [0, 1] by mean +- 3 sd of the semantic candidates (all 14
    // here, whose cosines semantic mode reports); fused = (cosine part + 2.5 * share) / 3.5.
    const cosines = (await search({ query: QUERY, user_id: "u1", limit: 14 })).body.results as { id: string; score: number }[];
    const mean = cosines.reduce((a, c) => a + c.score, 0) / cosines.length;
    const sd = Math.sqrt(cosines.reduce((a, c) => a + (c.score - mean) ** 2, 0) / cosines.length);
    const part = (x: number) => Math.min(1, Math.max(0, (x - mean + 3 * sd) / (6 * sd)));
    const byId = new Map(hits.map((h) => [h.id, h.score]));
    expect(hits[0]!.id).toBe(code.id);
    const codeCos = cosines.find((c) => c.id === code.id)!.score;
    const share = Math.log(10) / (Math.log(10) + Math.log(30));
    expect(byId.get(code.id)!).toBeCloseTo((part(codeCos) + 2.5 * share) / 3.5, 3);
    // The rest: their own fused score, or (written minutes apart, each is a neighbour of another) the
    // mean of it and a neighbour's, never less.
    const own = cosines.map((c) => (c.id === code.id ? byId.get(code.id)! : part(c.score) / 3.5));
    for (const [i, c] of cosines.entries()) {
      if (c.id === code.id) continue;
      const got = byId.get(c.id)!;
      expect(got).toBeGreaterThanOrEqual(own[i]! - 0.0005);
      if (got > own[i]! + 0.0005) expect(own.some((o) => Math.abs((o + own[i]!) / 2 - got) < 0.0005)).toBe(true);
    }
    const high = await search({ query: QUERY, user_id: "u1", limit: 14, mode: "hybrid", min_score: 0.2 });
    expect(ids(high)).toEqual(hits.filter((h) => h.score >= 0.2).map((h) => h.id));
    expect(ids(high).length).toBeLessThan(hits.length);
  });

  test("hybrid keeps the scope: another user's or project's matching memories never appear", async () => {
    const mine = ids(await search({ query: QUERY, user_id: "u1", limit: 50, mode: "hybrid" }));
    expect(mine).not.toContain(otherUser.id);
    expect(mine).not.toContain(otherProject.id);
    const project = ids(await search({ query: QUERY, limit: 50, mode: "hybrid" }));
    expect(project).toContain(otherUser.id);
    expect(project).not.toContain(otherProject.id);
    expect(ids(await search({ query: QUERY, limit: 50, mode: "hybrid" }, b.api_key))).toEqual([otherProject.id]);
    expect(ids(await search({ query: QUERY, user_id: "nobody", mode: "hybrid" }))).toEqual([]);
  });

  test("hybrid applies metadata filters to both rankings", async () => {
    const tagged = await add({ content: "QZ7731 returned to sender", user_id: "u9", metadata: { kind: "return" } });
    await add({ content: "QZ7731 collected", user_id: "u9", metadata: { kind: "pickup" } });
    expect(ids(await search({ query: QUERY, user_id: "u9", metadata: { kind: "return" }, mode: "hybrid" }))).toEqual([tagged.id]);
  });

  test("422 naming mode for an unknown value", async () => {
    for (const mode of ["keyword", "", 1, null]) {
      const r = await search({ query: QUERY, mode });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe("invalid_request");
      expect(r.body.message).toBe('mode: must be one of "semantic", "hybrid"');
    }
  });

  test("OpenAPI documents mode and what score means in each", async () => {
    const doc = await t.json("GET", "/openapi.json");
    const text = JSON.stringify(doc.body);
    expect(text).toContain("hybrid");
    expect(text).toContain("the share of the query it holds");
    expect(text).toContain("`score` = (semantic part + 2.5 * keyword part) / 3.5");
  });
});

describe("GET /v1/context fuses keyword and vector candidates", () => {
  test("a rare code reaches a small block that cosine alone would not fill with it", async () => {
    // Fillers near the query in meaning that share none of its words: only the target matches by keyword.
    for (let i = 0; i < 30; i++) await add({ content: `Note ${i}: the courier with my package is late again`, user_id: "c1" });
    const target = await add({ content: "Tax notes: the accountant is Priya, file before April, the desk receipt is ZK4410", user_id: "c1" });
    const query = "When will my delivery ZK4410 arrive?";
    const semantic = ids(await search({ query, user_id: "c1", limit: 7 }));
    expect(semantic).not.toContain(target.id);
    const r = await t.json("GET", `/v1/context?${new URLSearchParams({ query, user_id: "c1", token_budget: "200" })}`, { key: a.api_key });
    expect(r.status).toBe(200);
    expect(r.body.sources).toContain(target.id);
    expect(r.body.degraded).toBe(false);
  });

  test("memories sharing only a common word with the query do not crowd out the closest one in meaning", async () => {
    // 25 notes all matching the query's word "dog" by keyword, and the answer, which shares no word with
    // it. Rank fusion put the answer (1st by cosine alone) behind every note that was also ranked by
    // keyword, out of a small block; score fusion sees the keyword ranking has nothing that stands out.
    const answer = await add({ content: "We adopted a whippet from the greyhound rescue last spring", user_id: "d1" });
    for (let i = 0; i < 25; i++) await add({ content: `Reminder ${i}: swap the dog-walking rota at the office on Thursday`, user_id: "d1" });
    const query = "What breed is my dog?";
    expect(ids(await search({ query, user_id: "d1", limit: 1 }))).toEqual([answer.id]);
    const r = await t.json("GET", `/v1/context?${new URLSearchParams({ query, user_id: "d1", token_budget: "200" })}`, { key: a.api_key });
    expect(r.status).toBe(200);
    expect(r.body.sources).toContain(answer.id);
    expect(ids(await search({ query, user_id: "d1", limit: 3, mode: "hybrid" }))[0]).toBe(answer.id);
  });

  test("keyword candidates stay in the context's scope", async () => {
    const r = await t.json("GET", `/v1/context?${new URLSearchParams({ query: QUERY, user_id: "u1", token_budget: "8000" })}`, { key: a.api_key });
    expect(r.status).toBe(200);
    expect(r.body.sources).toContain(code.id);
    expect(r.body.sources).not.toContain(otherUser.id);
    expect(r.body.sources).not.toContain(otherProject.id);
  });
});

describe("follow-up turns (hybrid search and context)", () => {
  // The same conversation for several end users; only how the follow-up turn sits differs.
  const QUESTION = "What's my father called?";
  const ANCHOR = "my dad is coming over on saturday to fix the fence";
  const FOLLOW_UP = "his name is Ernesto, stubborn as a mule";
  const OTHERS = [
    "the plumber left a card on the mat",
    "Miso knocked a glass off the table again",
    "booked the dentist for the 14th",
    "trying a new focaccia recipe tonight",
    "the office moved to the fourth floor",
    "watched two episodes of the heist show",
  ];
  const at = (minutes: number) => new Date(Date.UTC(2025, 4, 3, 9, 0) + minutes * 60_000).toISOString();
  /** Writes the conversation for `user`; the follow-up comes `gap` minutes after the anchor, by `agent`. */
  async function conversation(user: string, opts: { gap: number; followUp?: string; agent?: string; before?: boolean }) {
    let minute = 0;
    for (const content of OTHERS.slice(0, 3)) await add({ content, user_id: user, timestamp: at((minute += 600)) });
    minute += 600;
    const turn = (t: number) => add({ content: opts.followUp ?? FOLLOW_UP, user_id: user, timestamp: at(t), ...(opts.agent ? { agent_id: opts.agent } : {}) });
    // before: the neighbour is said `gap` minutes before the anchor instead of after it.
    const early = opts.before ? await turn(minute - opts.gap) : null;
    const anchor = await add({ content: ANCHOR, user_id: user, timestamp: at(minute) });
    const follow = early ?? (await turn(minute + opts.gap));
    minute += Math.max(opts.gap, 0) + 600;
    for (const content of OTHERS.slice(3)) await add({ content, user_id: user, timestamp: at((minute += 600)) });
    return { anchor, follow };
  }
  const scores = async (user: string) => {
    const r = await search({ query: QUESTION, user_id: user, limit: 50, mode: "hybrid" });
    expect(r.status).toBe(200);
    return new Map((r.body.results as { id: string; score: number }[]).map((h) => [h.id, h.score]));
  };

  test("the turn after a strong hit scores at least the mean of its own score and its anchor's", async () => {
    const near = await conversation("f-near", { gap: 2 });
    const apart = await conversation("f-apart", { gap: 120 }); // two hours later: not the same sitting
    const lifted = await scores("f-near");
    const own = await scores("f-apart");
    // Same memories, same query: unlifted, the two users' scores are equal turn for turn.
    const anchorScore = own.get(apart.anchor.id)!;
    const followOwn = own.get(apart.follow.id)!;
    expect(lifted.get(near.anchor.id)).toBe(anchorScore);
    expect(anchorScore).toBeGreaterThan(followOwn); // the anchor is the turn that says "dad"
    expect(lifted.get(near.follow.id)!).toBeCloseTo((anchorScore + followOwn) / 2, 3);
  });

  test("the turn before a strong hit is lifted the same way, and a neighbour needs no pronoun", async () => {
    const before = await conversation("f-before", { gap: 2, before: true });
    const beforeApart = await conversation("f-before-apart", { gap: 120, before: true });
    const own = await scores("f-before-apart");
    expect((await scores("f-before")).get(before.follow.id)!).toBeCloseTo((own.get(beforeApart.anchor.id)! + own.get(beforeApart.follow.id)!) / 2, 3);
    const plain = await conversation("f-plain", { gap: 2, followUp: "Ernesto, stubborn as a mule" });
    const plainApart = await conversation("f-plain-apart", { gap: 120, followUp: "Ernesto, stubborn as a mule" });
    const plainOwn = await scores("f-plain-apart");
    const lifted = (await scores("f-plain")).get(plain.follow.id)!;
    expect(lifted).toBeGreaterThan(plainOwn.get(plainApart.follow.id)!);
    expect(lifted).toBeCloseTo((plainOwn.get(plainApart.anchor.id)! + plainOwn.get(plainApart.follow.id)!) / 2, 3);
  });

  test("no lift from another agent, across end users, or more than 30 minutes apart", async () => {

    const agent = await conversation("f-agent", { gap: 2, agent: "other-agent" });
    const apart = await conversation("f-apart-2", { gap: 120 });
    expect((await scores("f-agent")).get(agent.follow.id)).toBe((await scores("f-apart-2")).get(apart.follow.id)!);

    // Written right after another user's anchor, the follow-up of a user with no anchor stays as it is.
    await add({ content: ANCHOR, user_id: "f-x", timestamp: at(0) });
    const lone = await add({ content: FOLLOW_UP, user_id: "f-y", timestamp: at(1) });
    await add({ content: OTHERS[0]!, user_id: "f-y", timestamp: at(600) });
    const alone = await add({ content: FOLLOW_UP, user_id: "f-z", timestamp: at(1) });
    await add({ content: OTHERS[0]!, user_id: "f-z", timestamp: at(600) });
    expect((await scores("f-y")).get(lone.id)).toBe((await scores("f-z")).get(alone.id)!);
  });

  test("a follow-up of a deleted anchor is not lifted, and the context block follows the same ranking", async () => {
    const near = await conversation("f-del", { gap: 2 });
    const apart = await conversation("f-del-apart", { gap: 120 });
    const ctx = await t.json("GET", `/v1/context?${new URLSearchParams({ query: QUESTION, user_id: "f-del", token_budget: "60" })}`, { key: a.api_key });
    expect(ctx.status).toBe(200);
    expect(ctx.body.sources).toContain(near.follow.id);
    expect((await scores("f-del")).get(near.follow.id)).not.toBe((await scores("f-del-apart")).get(apart.follow.id)!);
    for (const m of [near.anchor, apart.anchor]) expect((await t.json("DELETE", `/v1/memories/${m.id}`, { key: a.api_key })).status).toBe(200);
    const after = await scores("f-del");
    expect(after.has(near.anchor.id)).toBe(false);
    expect(after.get(near.follow.id)).toBe((await scores("f-del-apart")).get(apart.follow.id)!);
  });
});

describe("turns joined through a name (hybrid search and context)", () => {
  // One turn names the partner, another says what she does; the second shares no word with the question.
  const QUESTION = "What does the partner who is moving to Bergen with me do for work?";
  const ANCHOR = "big news: my partner Solveig is moving to Bergen with me in August";
  const OTHERS = [
    "work has been hectic all week, three deadlines",
    "my boss wants the quarterly report by Friday",
    "the commute to work takes forever on the bus",
    "I should ask for a raise at work soon",
    "what should I pack for a move in the summer",
    "the movers quoted far too much for the piano",
    "Bergen apparently gets rain most days of the year",
    "my partner and I argued about the sofa again",
  ];
  const day = (n: number) => new Date(Date.UTC(2025, 2, 1 + n)).toISOString();
  /** The conversation for `user`, days apart (no follow-up lift); `target` is the turn about the partner's job. */
  async function conversation(user: string, target: string) {
    const anchor = await add({ content: ANCHOR, user_id: user, timestamp: day(0) });
    for (const [i, content] of OTHERS.entries()) await add({ content, user_id: user, timestamp: day(1 + i) });
    const job = await add({ content: target, user_id: user, timestamp: day(20) });
    return { anchor, job };
  }
  const ranked = async (user: string) => (await search({ query: QUESTION, user_id: user, limit: 20, mode: "hybrid" })).body.results as { id: string; score: number }[];

  test("a turn naming someone a top candidate names is lifted to the mean of its own score and that candidate's", async () => {
    const named = await conversation("n-named", "Solveig starts at the aquarium as a marine biologist next month");
    const other = await conversation("n-other", "Ingrid starts at the aquarium as a marine biologist next month");
    const withName = await ranked("n-named");
    const without = await ranked("n-other");
    expect(withName[0]!.id).toBe(named.anchor.id);
    // Without the shared name the job turn ranks below the turns that share "work" or "partner".
    const rankOf = (hits: { id: string }[], id: string) => hits.findIndex((h) => h.id === id);
    expect(rankOf(without, other.job.id)).toBeGreaterThan(2);
    expect(rankOf(withName, named.job.id)).toBeLessThan(3);
    const anchorScore = withName[0]!.score;
    const lifted = withName.find((h) => h.id === named.job.id)!.score;
    const ownLike = without.find((h) => h.id === other.job.id)!.score;
    expect(lifted).toBeGreaterThan(ownLike);
    expect(lifted).toBeLessThanOrEqual(anchorScore);
    expect(lifted).toBeCloseTo((anchorScore + ownLike) / 2, 1);
    // The context block follows the same ranking: a small block holds both turns of the chain.
    const ctx = await t.json("GET", `/v1/context?${new URLSearchParams({ query: QUESTION, user_id: "n-named", token_budget: "120" })}`, { key: a.api_key });
    expect(ctx.body.sources).toEqual(expect.arrayContaining([named.anchor.id, named.job.id]));
  });

  test("a name the question already says is no bridge, and semantic mode lifts nothing", async () => {
    const named = await conversation("n-asked", "Solveig starts at the aquarium as a marine biologist next month");
    const asked = (await search({ query: `${QUESTION} Solveig`, user_id: "n-asked", limit: 20, mode: "hybrid" })).body.results as { id: string; score: number }[];
    // Both turns match the name as a keyword now; neither is lifted above its anchor's mean by a bridge.
    expect(asked.find((h) => h.id === named.job.id)!.score).toBeLessThanOrEqual(asked[0]!.score);
    const semantic = ids(await search({ query: QUESTION, user_id: "n-asked", limit: 3 }));
    expect(semantic).not.toContain(named.job.id);
  });
});
