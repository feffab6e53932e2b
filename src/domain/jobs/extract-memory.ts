import { eq } from "drizzle-orm";
import { tables, withTx } from "../../db";
import type { JobRow } from "../../db/schema";
import { extractMemoryFacts } from "../facts/from-memory";
import { completeInTx } from "./queue";
import type { JobHandler } from "./runner";

interface Payload {
  memory_id: string;
  version: string;
}

/** Extraction of one memory version; enqueued with the write, keyed `<memory id>@<version>`. */
export const extractMemoryHandler: JobHandler = {
  async run(rt, job: JobRow) {
    const p = job.payload as unknown as Payload;
    await extractMemoryFacts(rt, p.memory_id, p.version, { actor: "worker", claimEffects: (tx) => completeInTx(tx, rt.clock, job) });
  },
  giveUp(rt, job) {
    const p = job.payload as unknown as Payload;
    withTx(rt.db, (tx) => {
      const m = tables.memories;
      const row = tx.select({ seq: m.seq, updatedAt: m.updatedAt, createdAt: m.createdAt }).from(m).where(eq(m.id, p.memory_id)).get();
      if (row && (row.updatedAt ?? row.createdAt) === p.version) tx.update(m).set({ status: "error" }).where(eq(m.seq, row.seq)).run();
    });
  },
};
