import { count, eq } from "drizzle-orm";
import { tables, vec, withTx } from "../../db";
import type { Runtime } from "../context";

export class ModelMismatchError extends Error {
  constructor(recorded: { id: string; dims: number }, configured: { id: string; dims: number }) {
    super(
      `this database's vectors were made by "${recorded.id}" (${recorded.dims} dims) but ENGRAM_EMBED_MODEL is ` +
        `"${configured.id}" (${configured.dims} dims). Run \`engram reembed\` to rebuild every vector with ` +
        `"${configured.id}", or set ENGRAM_EMBED_MODEL=${recorded.id}.`,
    );
    this.name = "ModelMismatchError";
  }
}

export function readModelRecord(rt: Pick<Runtime, "db">): { id: string; dims: number } | null {
  const id = rt.db.select().from(tables.settings).where(eq(tables.settings.key, "embed_model")).get();
  const dims = rt.db.select().from(tables.settings).where(eq(tables.settings.key, "embed_dims")).get();
  return id && dims ? { id: id.value, dims: Number(dims.value) } : null;
}

export function writeModelRecord(rt: Pick<Runtime, "db">, model: { id: string; dims: number }): void {
  withTx(rt.db, (tx) => {
    for (const [key, value] of [["embed_model", model.id], ["embed_dims", String(model.dims)]] as const) {
      tx.insert(tables.settings).values({ key, value }).onConflictDoUpdate({ target: tables.settings.key, set: { value } }).run();
    }
  });
}

/**
 * The guard at start: a database remembers which model made its vectors and refuses another. A
 * database with no vectors yet simply adopts the configured model (and its dimension).
 */
export function adoptOrCheckModel(rt: Pick<Runtime, "db">, model: { id: string; dims: number }): void {
  const recorded = readModelRecord(rt);
  if (recorded) {
    if (recorded.id !== model.id || recorded.dims !== model.dims) throw new ModelMismatchError(recorded, model);
    return;
  }
  const memories = rt.db.select({ n: count() }).from(tables.memories).get()!.n;
  if (memories > 0) {
    // Vectors from before the record existed were made with the only model of that time: the default.
    throw new ModelMismatchError({ id: "all-MiniLM-L6-v2", dims: vec.vectorDims(rt.db.$client) ?? 384 }, model);
  }
  if (vec.vectorDims(rt.db.$client) !== model.dims) vec.recreateVectorTable(rt.db.$client, model.dims);
  writeModelRecord(rt, model);
}
