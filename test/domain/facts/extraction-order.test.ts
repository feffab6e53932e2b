// A memory's extraction reads every fact the earlier memories of its scope (project, end user, agent) wrote,
// however the jobs were grouped, claimed or retried; other scopes never wait for it. The "model" is a real
// HTTP server speaking Ollama's /api/chat, scripted per memory text (one text fails until told otherwise).
import { describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { withTx } from "../../../src/db";
import { pg } from "../../helpers/app";
import { SELF } from "../../../src/extract/types";
import { promptedText, startFakeOllama, startOllamaApp } from "../../helpers/fake-ollama";

const fact = (predicate: string, object: string, tense = "current") => ({
  subject: SELF, subject_type: "self", predicate_raw: predicate.replace(/_/g, " "), predicate, object, object_type: "unknown", object_is_literal: false,
  tense, valid_from: null, valid_until: null, confidence: 0.9,
});
const none = { facts: [], aliases: [], endings: [], replacements: [], realizations: [], namings: [] };
const answers = new Map<string, Record<string, unknown>>([
  ["I'm planning to move to Berlin.", { ...none, facts: [fact("lives_in", "Berlin", "planned")] }],
  ["We finally moved!", { ...none, realizations: [{ subject: SELF, predicates: ["lives_in"], raw: "moved", valid_from: null }] }],
  ["I have a dog called Max.", { ...none, facts: [fact("has_pet", "Max")] }],
  ["We lost Max.", { ...none, endings: [{ subject: SELF, object: "Max", predicates: [], raw: "lost", valid_until: null }] }],
  ["I like tea.", { ...none, facts: [fact("likes", "tea")] }],
  ["I like Boom.", { ...none, facts: [fact("likes", "Boom")] }],
]);
let failing = "";
const model = startFakeOllama((req) => {
  const text = promptedText(req);
  if (text === failing) return { status: 404, error: "model not loaded" }; // not retried within the call: the job fails
  return { json: { reasoning: "scripted", ...(answers.get(text) ?? none) } };
});
const { app, clock } = startOllamaApp(model);
const { api_key: key } = await app.signUp();

async function add(content: string, user: string, timestamp?: string) {
  clock.advanceMs(1000);
  const r = await app.json("POST", "/v1/memories", { key, body: { content, user_id: user, ...(timestamp ? { timestamp } : {}) } });
  expect(r.status).toBe(201);
  return r.body.id as string;
}
const status = async (id: string) => (await app.json("GET", `/v1/memories/${id}`, { key })).body.status as string;
const facts = async (user: string) =>
  ((await app.json("GET", `/v1/facts?user_id=${user}&include_invalidated=true`, { key })).body.facts as { predicate: string; object: string; tense: string; valid_from: string | null; invalid_at: string | null }[]);
const lines = async (user: string) => (await facts(user)).map((f) => `${f.predicate} ${f.object} (${f.tense})`).sort();

describe("extraction in acceptance order, per scope", () => {
  test("a failed extraction holds back the later memories of its user until it is retried; another user's go on", async () => {
    failing = "I'm planning to move to Berlin.";
    const plan = await add("I'm planning to move to Berlin.", "mover");
    const moved = await add("We finally moved!", "mover");
    const other = await add("I like tea.", "bystander");
    await app.drain();
    // The plan's job failed and waits out its backoff; the message after it was not read without it.
    expect(await status(plan)).toBe("processing");
    expect(await status(moved)).toBe("processing");
    expect(await status(other)).toBe("ready");
    expect(await lines("bystander")).toEqual(["likes tea (current)"]);
    expect(await lines("mover")).toEqual([]);
    // The retry succeeds, then the held-back message reads the plan it carries out.
    failing = "";
    clock.advanceMs(120_000);
    await app.drain();
    expect([await status(plan), await status(moved)]).toEqual(["ready", "ready"]);
    expect(await lines("mover")).toEqual(["lives_in Berlin (current)"]);
  });

  test("a memory whose facts fail to be written is rolled back alone: the others applied with it keep theirs, its user's later ones wait", async () => {
    // A real failure inside the write (the database refuses the row), in the middle of a group applied together.
    const ddl = async (...qs: string[]) => withTx(app.rt.db, async (tx) => {
      for (const q of qs) await app.rt.store.sql.run(tx, sql.raw(q));
    });
    if (pg) {
      await ddl(
        "create function refuse_boom() returns trigger language plpgsql as $$ begin if new.object = 'Boom' then raise exception 'refused'; end if; return new; end $$",
        "create trigger refuse_boom before insert on facts for each row execute function refuse_boom()",
      );
    } else await ddl("create trigger refuse_boom before insert on facts when new.object = 'Boom' begin select raise(abort, 'refused'); end");
    const first = await add("I like tea.", "steady");
    const boom = await add("I like Boom.", "writer");
    const after = await add("I like tea.", "writer");
    const other = await add("I like tea.", "reader");
    await app.drain();
    expect([await status(first), await status(boom), await status(after), await status(other)]).toEqual(["ready", "processing", "processing", "ready"]);
    expect(await lines("steady")).toEqual(["likes tea (current)"]);
    expect(await lines("reader")).toEqual(["likes tea (current)"]);
    expect(await lines("writer")).toEqual([]);
    await (pg ? ddl("drop trigger refuse_boom on facts", "drop function refuse_boom()") : ddl("drop trigger refuse_boom"));
    clock.advanceMs(120_000);
    await app.drain();
    expect([await status(boom), await status(after)]).toEqual(["ready", "ready"]);
    expect(await lines("writer")).toEqual(["likes Boom (current)", "likes tea (current)"]);
  });

  test("a backdated ending processed after a newer fact never closes it before its valid_from", async () => {
    await add("I have a dog called Max.", "backdated", "2026-03-01T09:00:00Z");
    await app.drain();
    await add("We lost Max.", "backdated", "2024-05-01T09:00:00Z");
    await app.drain();
    const all = await facts("backdated");
    for (const f of all) if (f.invalid_at !== null && f.valid_from !== null) expect(f.invalid_at >= f.valid_from).toBe(true);
    expect(all.filter((f) => f.tense === "current").map((f) => `${f.predicate} ${f.object} from ${f.valid_from}`)).toEqual(["has_pet Max from 2026-03-01T09:00:00.000000Z"]);
  });

  test("an ending said after the fact closes it", async () => {
    await add("I have a dog called Max.", "timely", "2026-03-01T09:00:00Z");
    await add("We lost Max.", "timely", "2026-03-20T09:00:00Z");
    await app.drain();
    expect(await lines("timely")).toEqual(["has_pet Max (past)"]);
  });
});
