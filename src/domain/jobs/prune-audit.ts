import { withTx } from "../../db";
import type { JobRow } from "../../db/schema";
import { pruneAudit } from "../audit/list";
import { formatTs } from "../clock";
import type { Runtime } from "../context";
import { completeInTx, enqueue } from "./queue";
import type { JobHandler } from "./runner";

const DAY_US = 86_400_000_000;

/** Schedules the prune for today (idempotent: one job per UTC day). */
export async function schedulePrune(rt: Runtime, dayUs = rt.clock.nowMicros()): Promise<void> {
  const day = formatTs(dayUs).slice(0, 10);
  await withTx(rt.db, async (tx) => enqueue(tx, rt.clock, { kind: "prune-audit", key: day, payload: {}, runAt: `${day}T03:00:00.000000Z` }));
}

/** The daily retention job of the audit log; each run schedules the next day's. */
export const pruneAuditHandler: JobHandler = {
  async run(rt: Runtime, job: JobRow) {
    await pruneAudit(rt);
    await withTx(rt.db, async (tx) => {
      await completeInTx(tx, rt.clock, job);
      const next = formatTs(rt.clock.nowMicros() + DAY_US).slice(0, 10);
      await enqueue(tx, rt.clock, { kind: "prune-audit", key: next, payload: {}, runAt: `${next}T03:00:00.000000Z` });
    });
  },
};
