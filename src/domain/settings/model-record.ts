import { count, eq } from "drizzle-orm";
import { first, tables, withTx } from "../../db";
import type { Runtime } from "../context";

/** What made a database's vectors: the model id, its dimension, and the SHA-256 of the ONNX file loaded. */
export interface ModelIdentity {
  id: string;
  dims: number;
  fingerprint: string;
}

const short = (fp: string) => fp.slice(0, 12);

export class ModelMismatchError extends Error {
  constructor(recorded: { id: string; dims: number; fingerprint?: string | null }, configured: ModelIdentity) {
    const sameName = recorded.id === configured.id && recorded.dims === configured.dims;
    super(
      sameName && !recorded.fingerprint
        ? `this database holds vectors but no record of the model file that made them. Run \`engram reembed\` to rebuild ` +
            `every vector with "${configured.id}".`
        : sameName
        ? `this database's vectors were made by another build of "${recorded.id}" (model file sha256 ${short(recorded.fingerprint ?? "")}..., ` +
            `the file in use is ${short(configured.fingerprint)}...: the model folder was rebuilt or replaced). Run \`engram reembed\` ` +
            `to rebuild every vector with the model file in use, or put the earlier file back.`
        : `this database's vectors were made by "${recorded.id}" (${recorded.dims} dims) but ENGRAM_EMBED_MODEL is ` +
            `"${configured.id}" (${configured.dims} dims). Run \`engram reembed\` to rebuild every vector with ` +
            `"${configured.id}", or set ENGRAM_EMBED_MODEL=${recorded.id}.`,
    );
    this.name = "ModelMismatchError";
  }
}

const KEYS = { id: "embed_model", dims: "embed_dims", fingerprint: "embed_model_sha256" } as const;

async function setting(rt: Pick<Runtime, "db">, key: string): Promise<string | null> {
  return (await first(rt.db.select().from(tables.settings).where(eq(tables.settings.key, key))))?.value ?? null;
}

/** The recorded model; `fingerprint` is null in a database from before fingerprints were recorded. */
export async function readModelRecord(rt: Pick<Runtime, "db">): Promise<{ id: string; dims: number; fingerprint: string | null } | null> {
  const id = await setting(rt, KEYS.id);
  const dims = await setting(rt, KEYS.dims);
  return id && dims ? { id, dims: Number(dims), fingerprint: await setting(rt, KEYS.fingerprint) } : null;
}

export async function writeModelRecord(rt: Pick<Runtime, "db">, model: ModelIdentity): Promise<void> {
  await withTx(rt.db, async (tx) => {
    for (const [key, value] of [[KEYS.id, model.id], [KEYS.dims, String(model.dims)], [KEYS.fingerprint, model.fingerprint]] as const) {
      await tx.insert(tables.settings).values({ key, value }).onConflictDoUpdate({ target: tables.settings.key, set: { value } });
    }
  });
}

/**
 * The guard at start: a database remembers which model file made its vectors and refuses another. A
 * database with no vectors yet simply adopts the configured model (and its dimension).
 *
 * A database from before fingerprints has a name and dimension only: it adopts the fingerprint of the
 * file its vectors came from, which is the file in use unless this process just replaced an older
 * converter's build (`replaced`: then the old file's, and the check that follows asks for reembed).
 * Returns what happened, for the caller to log.
 */
export async function adoptOrCheckModel(
  rt: Pick<Runtime, "db" | "store">,
  model: ModelIdentity,
  replaced: string | null = null,
): Promise<"checked" | "adopted" | "adopted-fingerprint"> {
  let recorded = await readModelRecord(rt);
  let result: "checked" | "adopted-fingerprint" = "checked";
  if (recorded && recorded.fingerprint === null && recorded.id === model.id && recorded.dims === model.dims) {
    const fingerprint = replaced ?? model.fingerprint;
    await writeModelRecord(rt, { ...recorded, fingerprint });
    recorded = { ...recorded, fingerprint };
    result = "adopted-fingerprint";
  }
  if (recorded) {
    if (recorded.id !== model.id || recorded.dims !== model.dims || recorded.fingerprint !== model.fingerprint) {
      throw new ModelMismatchError(recorded, model);
    }
    return result;
  }
  const memories = (await first(rt.db.select({ n: count() }).from(tables.memories)))!.n;
  if (memories > 0) {
    // Vectors from before the record existed were made with the only model of that time: the default.
    throw new ModelMismatchError({ id: "all-MiniLM-L6-v2", dims: (await rt.store.vectors.dims(rt.db)) ?? 384 }, model);
  }
  if ((await rt.store.vectors.dims(rt.db)) !== model.dims) await withTx(rt.db, (tx) => rt.store.vectors.recreate(tx, model.dims));
  await writeModelRecord(rt, model);
  return "adopted";
}
