import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../../../src/domain/clock";
import { SELF } from "../../../../src/extract/types";
import { startFakeOllama } from "../../../helpers/fake-ollama";
import { startTestApp } from "../../../helpers/app";

// ENGRAM_DAILY_MODEL_BUDGET with the `ollama` extractor, played by a real HTTP server: each extraction
// of a memory is one model call; while the UTC day's calls are spent, extraction and batch imports wait
// until 00:00 UTC and inline edits answer 503 writes_paused.

const answer = (object: string) => ({
  reasoning: "one fact about the speaker",
  facts: [{ subject: SELF, subject_type: "self", predicate_raw: "likes", predicate: "likes", object, object_type: "concept", object_is_literal: true, tense: "current", valid_from: null, valid_until: null, confidence: 0.9 }],
  aliases: [],
});
// The model answers with what the text says is liked ("I like X").
const ollama = startFakeOllama((req) => ({ json: answer(/I like (\w+)/.exec(req.messages.map((m) => m.content).join("\n"))?.[1] ?? "nothing") }));
afterAll(() => ollama.stop());

function install(extraction: "async" | "inline") {
  const clock = new ManualClock(0);
  clock.set("2026-05-10T22:00:00Z");
  const app = startTestApp({ clock, env: { ENGRAM_EXTRACTOR: "ollama", OLLAMA_HOST: ollama.url, ENGRAM_DAILY_MODEL_BUDGET: "2", ENGRAM_EXTRACTION: extraction } });
  return { app, clock };
}

describe("daily model budget", () => {
  test("extraction stops at the budget; the rest stays processing until 00:00 UTC, then runs", async () => {
    const { app, clock } = install("async");
    const { api_key } = await app.signUp();
    const ids: string[] = [];
    for (const word of ["tea", "jazz", "chess"]) {
      const r = await app.json("POST", "/v1/memories", { key: api_key, body: { content: `I like ${word}`, user_id: "u1" } });
      expect(r.status).toBe(201);
      ids.push(r.body.id);
    }
    const calls = ollama.requests.length;
    await app.drain();
    expect(ollama.requests.length - calls).toBe(2);
    const status = async () => Promise.all(ids.map(async (id) => (await app.json("GET", `/v1/memories/${id}`, { key: api_key })).body.status));
    expect(await status()).toEqual(["ready", "ready", "processing"]);

    clock.set("2026-05-10T23:59:59Z");
    await app.drain();
    expect(await status()).toEqual(["ready", "ready", "processing"]);
    clock.set("2026-05-11T00:00:01Z");
    await app.drain();
    expect(await status()).toEqual(["ready", "ready", "ready"]);
    expect(ollama.requests.length - calls).toBe(3);
    app.close();
  });

  test("a batch posted while the budget is spent is accepted (202) and waits pending until 00:00 UTC", async () => {
    const { app, clock } = install("async");
    const { api_key } = await app.signUp();
    for (const word of ["tea", "jazz"]) await app.json("POST", "/v1/memories", { key: api_key, body: { content: `I like ${word}`, user_id: "u1" } });
    await app.drain(); // spends the day's 2 calls
    const posted = await app.json("POST", "/v1/batch", { key: api_key, body: { memories: [{ content: "I like golf", user_id: "u2" }, { content: "I like opera", user_id: "u2" }] } });
    expect(posted.status).toBe(202);
    expect(posted.body.status).toBe("processing");
    await app.drain();
    const waiting = await app.json("GET", `/v1/batch/${posted.body.id}`, { key: api_key });
    expect(waiting.body).toMatchObject({ status: "pending", imported: 0, failed: 0 });

    clock.set("2026-05-11T00:00:01Z");
    await app.drain();
    const done = await app.json("GET", `/v1/batch/${posted.body.id}`, { key: api_key });
    expect(done.body).toMatchObject({ status: "completed", imported: 2, failed: 0 });
    const facts = (await app.json("GET", "/v1/facts?user_id=u2", { key: api_key })).body.facts.map((f: { object: string }) => f.object).sort();
    expect(facts).toEqual(["golf", "opera"]);
    app.close();
  });

  test("inline: an add still stores and answers processing; an edit is refused 503 writes_paused with Retry-After, nothing written", async () => {
    const { app, clock } = install("inline");
    const { api_key } = await app.signUp();
    const first = await app.json("POST", "/v1/memories", { key: api_key, body: { content: "I like tea", user_id: "u1" } });
    expect(first.body).toMatchObject({ status: "ready" });
    await app.json("POST", "/v1/memories", { key: api_key, body: { content: "I like jazz", user_id: "u1" } });
    const paused = await app.json("POST", "/v1/memories", { key: api_key, body: { content: "I like chess", user_id: "u1" } });
    expect(paused.status).toBe(201);
    expect(paused.body).toMatchObject({ status: "processing", facts: [] });

    const edit = await app.json("PATCH", `/v1/memories/${first.body.id}`, { key: api_key, body: { content: "I like coffee" } });
    expect(edit.status).toBe(503);
    expect(edit.body.code).toBe("writes_paused");
    expect(edit.res.headers.get("retry-after")).toBe(String(2 * 3600));
    expect((await app.json("GET", `/v1/memories/${first.body.id}`, { key: api_key })).body.content).toBe("I like tea");

    clock.set("2026-05-11T00:00:01Z");
    await app.drain();
    expect((await app.json("GET", `/v1/memories/${paused.body.id}`, { key: api_key })).body.status).toBe("ready");
    const edited = await app.json("PATCH", `/v1/memories/${first.body.id}`, { key: api_key, body: { content: "I like coffee" } });
    expect(edited.status).toBe(200);
    app.close();
  });
});
