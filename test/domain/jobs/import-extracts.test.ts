import { afterAll, describe, expect, test } from "bun:test";
import { and, eq, inArray } from "drizzle-orm";
import { tables } from "../../../src/db";
import { EMBED_CHUNK, LAST_STEPS, stepEnd } from "../../../src/domain/batch/import";
import { ManualClock, formatTs } from "../../../src/domain/clock";
import { batchImportHandler } from "../../../src/domain/jobs/batch-import";
import { claimKeys, claimUpTo } from "../../../src/domain/jobs/queue";
import { startTestApp } from "../../helpers/app";

// A batch import with the rules extractor runs the extraction jobs of each step's memories itself once the
// step after it is written (batch/import.ts): the same jobs, claimed by key, run as the runner runs them.
const clock = new ManualClock(0);
clock.set("2026-03-02T10:00:00Z");
const app = startTestApp({ clock });
afterAll(() => app.close());
const jobs = tables.jobs;
const memories = tables.memories;

const CITIES = ["Porto", "Lyon", "Graz", "Turku", "Bergen", "Cork", "Gdansk", "Leeds"];

describe("batch import and extraction", () => {
  test("each step's memories are extracted by the import once the next step is written; the last two (small) steps are left to the runner", async () => {
    const { api_key } = await app.signUp();
    const n = 2 * EMBED_CHUNK + 44; // four steps: EMBED_CHUNK, the rest before the last two, LAST_STEPS, LAST_STEPS
    const extractedByImport = n - 2 * LAST_STEPS;
    const items = Array.from({ length: n }, (_, i) => ({ content: `I live in ${CITIES[i % CITIES.length]} now, said note ${i}`, user_id: `u${i % 5}` }));
    const r = await app.json("POST", "/v1/batch", { key: api_key, body: { memories: items } });
    expect(r.status).toBe(202);

    // Only the import job runs here, not the runner.
    const [job] = await claimUpTo(app.rt.db, app.rt.clock, ["batch-import"], 60_000, 1);
    expect(job?.kind).toBe("batch-import");
    await batchImportHandler.run(app.rt, job!);

    const written = await app.rt.db.select({ id: memories.id, status: memories.status, content: memories.content }).from(memories).orderBy(memories.seq);
    expect(written).toHaveLength(n);
    const extractions = await app.rt.db.select({ key: jobs.idempotencyKey, status: jobs.status, attempts: jobs.attempts }).from(jobs).where(eq(jobs.kind, "extract-memory"));
    const statusOf = new Map(extractions.map((j) => [j.key.split("@")[0]!, j]));
    written.forEach((m, i) => {
      const first = i < extractedByImport;
      expect({ i, memory: m.status, job: statusOf.get(m.id)?.status }).toEqual({ i, memory: first ? "ready" : "processing", job: first ? "done" : "pending" });
    });
    // What the import extracted is readable, and came from the steps before the last two only.
    const facts = await app.json("GET", "/v1/facts?user_id=u0&include_invalidated=true", { key: api_key });
    expect(facts.status).toBe(200);
    expect(facts.body.facts.length).toBeGreaterThan(0);
    const firstStep = new Set(written.slice(0, extractedByImport).map((m) => m.id));
    for (const f of facts.body.facts as { predicate: string; source_memory_ids: string[] }[]) {
      expect(f.predicate).toBe("lives_in");
      expect(f.source_memory_ids.every((id) => firstStep.has(id))).toBe(true);
    }

    await app.drain();
    const after = await app.rt.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs).where(eq(jobs.kind, "extract-memory"));
    expect(after.every((j) => j.status === "done" && j.attempts === 1)).toBe(true); // each ran once
    const ready = await app.rt.db.select({ status: memories.status }).from(memories);
    expect(ready.every((m) => m.status === "ready")).toBe(true);
  });

  test("steps are EMBED_CHUNK items, then the rest before the last two, which are LAST_STEPS each; a resumed import's steps cover the rest", () => {
    const steps = (from: number, total: number) => {
      const out: number[] = [];
      for (let i = from; i < total; i = stepEnd(i, total)) out.push(stepEnd(i, total) - i);
      return out;
    };
    expect(steps(0, 500)).toEqual([128, 128, 128, 52, 32, 32]);
    expect(steps(0, 2 * EMBED_CHUNK + 44)).toEqual([128, 108, 32, 32]);
    expect(steps(0, 192)).toEqual([128, 32, 32]);
    expect(steps(0, 193)).toEqual([128, 1, 32, 32]);
    expect(steps(0, 70)).toEqual([6, 32, 32]);
    expect(steps(0, 64)).toEqual([32, 32]);
    expect(steps(0, 40)).toEqual([32, 8]);
    expect(steps(0, 1)).toEqual([1]);
    // After a crash the import resumes at the batch's next index, wherever that is.
    expect(steps(32, 500)).toEqual([128, 128, 128, 20, 32, 32]);
    expect(steps(470, 500)).toEqual([30]);
    expect([EMBED_CHUNK, LAST_STEPS]).toEqual([128, 32]);
  });

  test("claiming by key takes only pending jobs of the kind that are due; one another runner holds is left to it", async () => {
    const now = formatTs(clock.nowMicros());
    const later = formatTs(clock.nowMicros() + 60_000_000);
    const row = (key: string, kind: string, status: "pending" | "running" | "done", runAt: string) => ({
      kind, idempotencyKey: key, payload: {}, status, runAt, leaseToken: status === "running" ? "other" : null, leaseUntil: status === "running" ? later : null, createdAt: now, updatedAt: now,
    });
    await app.rt.store.tx((tx) =>
      tx.insert(jobs).values([
        row("k-due", "extract-memory", "pending", now),
        row("k-held", "extract-memory", "running", now),
        row("k-backoff", "extract-memory", "pending", later),
        row("k-done", "extract-memory", "done", now),
        row("k-other-kind", "prune-audit", "pending", now),
        row("k-due-2", "extract-memory", "pending", now),
      ]),
    );
    const keys = ["k-due-2", "k-due", "k-held", "k-backoff", "k-done", "k-other-kind", "k-absent"];
    const claimed = await claimKeys(app.rt.db, app.rt.clock, "extract-memory", keys, 30_000);
    expect(claimed.map((j) => j.idempotencyKey)).toEqual(["k-due", "k-due-2"]); // in id order
    expect(claimed.every((j) => j.status === "running" && j.attempts === 1 && j.leaseToken !== null && j.leaseToken === claimed[0]!.leaseToken)).toBe(true);
    const held = await app.rt.db.select().from(jobs).where(and(eq(jobs.idempotencyKey, "k-held")));
    expect(held[0]).toMatchObject({ status: "running", leaseToken: "other" });
    const rest = await app.rt.db.select({ key: jobs.idempotencyKey, status: jobs.status }).from(jobs).where(inArray(jobs.idempotencyKey, ["k-backoff", "k-done", "k-other-kind"]));
    expect(Object.fromEntries(rest.map((j) => [j.key, j.status]))).toEqual({ "k-backoff": "pending", "k-done": "done", "k-other-kind": "pending" });
    expect(await claimKeys(app.rt.db, app.rt.clock, "extract-memory", keys, 30_000)).toEqual([]); // a second claim finds nothing
  });
});
