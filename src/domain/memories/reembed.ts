import { and, asc, count, eq, gt } from "drizzle-orm";
import { first, tables, withTx, type Tx } from "../../db";
import type { Runtime } from "../context";
import { writeModelRecord } from "../settings/model-record";
import { vectorBlob } from "./view";
import { tripleText } from "../facts/prepare";
import { predicateWords } from "../facts/vocabulary";

const BATCH = 64;

/** How far a rebuild has come: `done` of `total` rows of one kind. */
export type ReembedProgress = (kind: "memories" | "facts", done: number, total: number) => void;

/**
 * Rebuilds every vector with the configured model (the contract's `engram reembed`): the vector table is
 * made anew with the model's dimension, then memories, then facts (the vector that ranks each against a
 * query), are embedded in batches, one transaction each, then the project's learned predicates (the
 * vectors new phrasings are matched against). A vector left from the old model would be compared with
 * the new model's: a wrong ranking or a wrong predicate, not an error. The model record is written last,
 * so an interrupted run leaves the database refusing to serve until reembed runs again.
 */
export async function reembedAll(rt: Runtime, progress: ReembedProgress): Promise<{ memories: number; facts: number; predicates: number }> {
  // Loading first gives the dimension before anything is dropped.
  await rt.embedder.embedOne("dimension probe");
  const dims = rt.embedder.dims;
  await withTx(rt.db, (tx) => rt.store.vectors.recreate(tx, dims));
  const memories = await reembedMemories(rt, progress);
  const facts = await reembedFacts(rt, progress);
  const predicates = await reembedPredicates(rt);
  await writeModelRecord(rt, { id: rt.embedder.modelId, dims, fingerprint: rt.embedder.fingerprint });
  return { memories, facts, predicates };
}

/**
 * Every row of a table in seq order, BATCH at a time: `read` gives the rows after a seq, `text` what each
 * is embedded as, `write` stores a batch's vectors in one transaction, while the next batch embeds.
 */
async function inBatches<R extends { seq: number }>(
  rt: Runtime,
  total: number,
  read: (after: number) => Promise<R[]>,
  text: (row: R) => string,
  write: (tx: Tx, row: R, vector: Float32Array) => Promise<unknown>,
  progress: (done: number, total: number) => void,
): Promise<number> {
  let done = 0;
  let rows = await read(0);
  let vectors = rt.embedder.embed(rows.map(text));
  while (rows.length > 0) {
    // The next batch embeds while this one is written: the model is the slow part.
    const next = await read(rows[rows.length - 1]!.seq);
    const nextVectors = rt.embedder.embed(next.map(text));
    nextVectors.catch(() => {}); // awaited on the next turn; observed here should this batch's write fail
    const vs = await vectors;
    await withTx(rt.db, async (tx) => {
      for (const [i, r] of rows.entries()) await write(tx, r, vs[i]!);
    });
    done += rows.length;
    progress(done, total);
    rows = next;
    vectors = nextVectors;
  }
  return done;
}

async function reembedMemories(rt: Runtime, progress: ReembedProgress): Promise<number> {
  const m = tables.memories;
  const total = (await first(rt.db.select({ n: count() }).from(m)))!.n;
  return inBatches(
    rt,
    total,
    (after) => rt.db
      .select({ seq: m.seq, content: m.content, projectId: m.projectId, userId: m.userId, agentId: m.agentId, runId: m.runId, deletedAt: m.deletedAt })
      .from(m).where(gt(m.seq, after)).orderBy(asc(m.seq)).limit(BATCH),
    (r) => r.content,
    async (tx, r, vector) => {
      await tx.update(m).set({ embedding: vectorBlob(vector) }).where(eq(m.seq, r.seq));
      if (!r.deletedAt) await rt.store.vectors.write(tx, { seq: r.seq, projectId: r.projectId, userId: r.userId, agentId: r.agentId, runId: r.runId }, vector);
    },
    (done, total) => progress("memories", done, total),
  );
}

/** Every fact, closed ones too (a view `as_of` an earlier instant ranks them), from the words it was written with. */
async function reembedFacts(rt: Runtime, progress: ReembedProgress): Promise<number> {
  const f = tables.facts;
  const total = (await first(rt.db.select({ n: count() }).from(f)))!.n;
  return inBatches(
    rt,
    total,
    (after) => rt.db.select({ seq: f.seq, subject: f.subject, predicateRaw: f.predicateRaw, object: f.object }).from(f).where(gt(f.seq, after)).orderBy(asc(f.seq)).limit(BATCH),
    (r) => tripleText(r.subject, r.predicateRaw, r.object),
    (tx, r, vector) => tx.update(f).set({ embedding: vectorBlob(vector) }).where(eq(f.seq, r.seq)),
    (done, total) => progress("facts", done, total),
  );
}

/** A project learns a few dozen predicates: one model call, one transaction. */
async function reembedPredicates(rt: Runtime): Promise<number> {
  const p = tables.predicates;
  const rows = await rt.db.select({ projectId: p.projectId, name: p.name, phrase: p.phrase }).from(p);
  if (rows.length === 0) return 0;
  // A row with no phrasing on record (none was kept with similarity 1): its name, in words, as a seed's.
  const vectors = await rt.embedder.embed(rows.map((r) => r.phrase ?? predicateWords(r.name)));
  await withTx(rt.db, async (tx) => {
    for (const [i, r] of rows.entries()) await tx.update(p).set({ embedding: vectorBlob(vectors[i]!) }).where(and(eq(p.projectId, r.projectId), eq(p.name, r.name)));
  });
  return rows.length;
}
