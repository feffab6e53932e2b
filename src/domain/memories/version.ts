import type { MemoryRow } from "../../db/schema";

/** The version of a memory an extraction is for: a newer edit makes older extractions moot. */
export const memoryVersion = (m: Pick<MemoryRow, "updatedAt" | "createdAt">) => m.updatedAt ?? m.createdAt;

/** When a memory was said: its request timestamp, else when this version was written. */
export const saidAt = (m: Pick<MemoryRow, "eventAt" | "updatedAt" | "createdAt">) => m.eventAt ?? memoryVersion(m);
