import { importBatch } from "../batch/import";
import type { JobHandler } from "./runner";

/** One job per batch, keyed by its `job_` id; resumable (see importBatch). */
export const batchImportHandler: JobHandler = { run: importBatch };
