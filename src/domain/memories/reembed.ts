import { asc, count, eq, gt } from "drizzle-orm";
import { first, tables, withTx } from "../../db";
import type { Runtime } from "../context";
import { writeModelRecord } from "../settings/model-record";
import { vectorBlob } from "./view";

const BATCH = 64;

/**
 * Rebuilds every memory's vector with the configured model: the vector table is made anew with the
 * model's dimension, then memories are embedded in batches (one transaction each). The model record is
 * written last, so an interrupted run leaves the database refusing to serve until reembed runs again.
 */
export async function reembedAll(rt: Runtime, progress: (done: number, total: number) => void): Promise<number> {
  const m = tables.memories;
  const total = (await first(rt.db.select({ n: count() }).from(m)))!.n;
  // Loading first gives the dimension before anything is dropped.
  await rt.embedder.embedOne("dimension probe");
  const dims = rt.embedder.dims;
  await withTx(rt.db, (tx) => rt.store.vectors.recreate(tx, dims));
  let after = 0;
  let done = 0;
  for (;;) {
    const rows = await rt.db
      .select({ seq: m.seq, content: m.content, projectId: m.projectId, userId: m.userId, agentId: m.agentId, runId: m.runId, deletedAt: m.deletedAt })
      .from(m)
      .where(gt(m.seq, after))
      .orderBy(asc(m.seq))
      .limit(BATCH);
    if (rows.length === 0) break;
    const vectors = await rt.embedder.embed(rows.map((r) => r.content));
    await withTx(rt.db, async (tx) => {
      for (const [i, r] of rows.entries()) {
        await tx.update(m).set({ embedding: vectorBlob(vectors[i]!) }).where(eq(m.seq, r.seq));
        if (!r.deletedAt) await rt.store.vectors.write(tx, { seq: r.seq, projectId: r.projectId, userId: r.userId, agentId: r.agentId, runId: r.runId }, vectors[i]!);
      }
    });
    after = rows[rows.length - 1]!.seq;
    done += rows.length;
    progress(done, total);
  }
  await writeModelRecord(rt, { id: rt.embedder.modelId, dims, fingerprint: rt.embedder.fingerprint });
  return done;
}
