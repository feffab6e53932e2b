import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { skipPg } from "../helpers/pg";
import { childPids, signUp, startTwoNodes, type TwoNodes } from "../helpers/two-nodes";

// Issue 25: "a batch survives one node being killed mid-import", losing and duplicating nothing. The
// node running the import dies with kill -9 (its whole process group, job runner included, as a machine
// failure would); its lease on the job runs out (ENGRAM_JOB_LEASE_SECONDS, shortened here) and the other
// node's runner resumes after the last committed chunk.
const skip = skipPg();
const ITEMS = 200;

describe.skipIf(skip)("a batch on two nodes", () => {
  let n: TwoNodes;
  beforeAll(async () => {
    n = await startTwoNodes({ env: { ENGRAM_EXTRACTOR: "rules", ENGRAM_JOB_LEASE_SECONDS: "2" } });
  }, 120_000);
  afterAll(async () => {
    await n?.close();
  });

  test("node A is killed mid-import; node B finishes it after the lease runs out: every item once", async () => {
    // Only A runs jobs while the batch starts (B's runner is paused), so A is the node that holds it.
    const runnersB = childPids(n.b);
    expect(runnersB.length).toBeGreaterThan(0);
    for (const pid of runnersB) process.kill(pid, "SIGSTOP");
    const { api_key, account_id } = await signUp(n.a);
    const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
    const memories = Array.from({ length: ITEMS }, (_, i) => ({ content: `Imported note number ${i}: the colour of day ${i} was ${i % 7 === 0 ? "blue" : "green"}.`, user_id: `u${i % 5}` }));
    const posted = await n.a.fetch("/v1/batch", { method: "POST", headers, body: JSON.stringify({ memories }) });
    expect(posted.status).toBe(202);
    const { id } = (await posted.json()) as { id: string };

    let importedAtKill = 0;
    for (let i = 0; i < 3000 && importedAtKill === 0; i++) {
      const [row] = await n.sql`select imported from batches where id = ${id}`;
      importedAtKill = Number(row.imported);
      if (importedAtKill === 0) await Bun.sleep(10);
    }
    // Seen once in ~25 CI runs, not reproduced: A imported nothing in 30 s. What to look at next time.
    if (importedAtKill === 0) console.error(await stuckReport(n));
    await n.a.kill("SIGKILL");
    expect(importedAtKill).toBeGreaterThan(0);
    const [atKill] = await n.sql`select imported, status from batches where id = ${id}`;
    expect(atKill.status).toBe("processing"); // killed mid-import, not after it
    expect(Number(atKill.imported)).toBeLessThan(ITEMS);

    for (const pid of runnersB) process.kill(pid, "SIGCONT");
    let batch = { status: "processing", imported: 0, failed: 0 };
    for (let i = 0; i < 600 && batch.status !== "completed"; i++) {
      batch = (await (await n.b.fetch(`/v1/batch/${id}`, { headers })).json()) as typeof batch;
      if (batch.status !== "completed") await Bun.sleep(100);
    }
    expect(batch).toMatchObject({ status: "completed", received: ITEMS, imported: ITEMS, failed: 0, errors: [] });
    const [counts] = await n.sql`select count(*)::int as n, count(distinct content)::int as d from memories where account_id = ${account_id}`;
    expect(counts).toEqual({ n: ITEMS, d: ITEMS });
    const [job] = await n.sql`select status, attempts from jobs where kind = 'batch-import' and idempotency_key = ${id}`;
    expect(job.status).toBe("done");
    expect(Number(job.attempts)).toBe(2); // A's run, then B's after the lease ran out
  }, 90_000);
});

describe.skipIf(skip)("a batch whose runner stalls", () => {
  let n: TwoNodes;
  beforeAll(async () => {
    n = await startTwoNodes({ env: { ENGRAM_EXTRACTOR: "rules", ENGRAM_JOB_LEASE_SECONDS: "1" } });
  }, 120_000);
  afterAll(async () => {
    await n?.close();
  });

  test("A's runner freezes past its lease, B takes the batch over, A wakes up and carries on: both import, no item twice", async () => {
    const { api_key, account_id } = await signUp(n.a);
    const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
    // B's runner is paused first, so A's takes the batch; then A's is paused and B's woken.
    const runnersA = childPids(n.a);
    const runnersB = childPids(n.b);
    expect(runnersA.length).toBeGreaterThan(0);
    for (const pid of runnersB) process.kill(pid, "SIGSTOP");
    const memories = Array.from({ length: ITEMS }, (_, i) => ({ content: `Stalled note number ${i}: shelf ${i} holds ${i % 3 === 0 ? "books" : "plates"}.`, user_id: `u${i % 4}` }));
    const posted = await n.a.fetch("/v1/batch", { method: "POST", headers, body: JSON.stringify({ memories }) });
    expect(posted.status).toBe(202);
    const { id } = (await posted.json()) as { id: string };
    let imported = 0;
    for (let i = 0; i < 3000 && imported === 0; i++) {
      imported = Number((await n.sql`select imported from batches where id = ${id}`)[0].imported);
      if (imported === 0) await Bun.sleep(10);
    }
    for (const pid of runnersA) process.kill(pid, "SIGSTOP");
    for (const pid of runnersB) process.kill(pid, "SIGCONT");
    // B's runner claims the job once A's lease has run out, and imports; then A's wakes mid-step.
    for (let i = 0; i < 300; i++) {
      const [job] = await n.sql`select attempts from jobs where kind = 'batch-import' and idempotency_key = ${id}`;
      if (Number(job.attempts) >= 2) break;
      await Bun.sleep(20);
    }
    for (const pid of runnersA) process.kill(pid, "SIGCONT");
    let batch = { status: "processing" };
    for (let i = 0; i < 600 && batch.status !== "completed"; i++) {
      batch = (await (await n.b.fetch(`/v1/batch/${id}`, { headers })).json()) as typeof batch;
      if (batch.status !== "completed") await Bun.sleep(100);
    }
    expect(batch).toMatchObject({ status: "completed", received: ITEMS, imported: ITEMS, failed: 0 });
    const [counts] = await n.sql`select count(*)::int as n, count(distinct content)::int as d from memories where account_id = ${account_id}`;
    expect(counts).toEqual({ n: ITEMS, d: ITEMS });
  }, 90_000);
});

/** The jobs, the database sessions (what each waits on) and both nodes' logs, for a run that did not move. */
async function stuckReport(n: TwoNodes): Promise<string> {
  const jobs = await n.sql`select id, kind, status, attempts, run_at, lease_until, last_error from jobs order by id`;
  const sessions = await n.sql`select pid, application_name, state, wait_event_type, wait_event, left(query, 160) as query from pg_stat_activity where datname = current_database()`;
  return [
    "node A imported nothing:",
    `jobs: ${JSON.stringify(jobs)}`,
    `sessions: ${JSON.stringify(sessions)}`,
    `node A log (end):\n${n.a.log().slice(-8000)}`,
    `node B log (end):\n${n.b.log().slice(-4000)}`,
  ].join("\n");
}
