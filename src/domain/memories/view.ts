import type { MemoryRow } from "../../db/schema";
import type { FactView, FactWriteView } from "../facts/view";

export interface MemoryView {
  id: string;
  content: string;
  user_id: string | null;
  agent_id: string | null;
  run_id: string | null;
  metadata: Record<string, unknown>;
  status: "processing" | "ready" | "error";
  created_at: string;
  updated_at: string | null;
  /** Read shape on get; write shape on an inline add or edit. */
  facts: (FactView | FactWriteView)[];
}

export function toMemoryView(row: Omit<MemoryRow, "embedding" | "seq"> & Partial<Pick<MemoryRow, "embedding" | "seq">>, facts: (FactView | FactWriteView)[] = []): MemoryView {
  return {
    id: row.id,
    content: row.content,
    user_id: row.userId,
    agent_id: row.agentId,
    run_id: row.runId,
    metadata: JSON.parse(row.metadata) as Record<string, unknown>,
    status: row.status,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    facts,
  };
}

export const vectorBlob = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
