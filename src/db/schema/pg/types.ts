import { customType } from "drizzle-orm/pg-core";

// Column types of the PostgreSQL schema that have no exact pg-core twin of the SQLite column
// (issue 25, plan §2.3). The JS types equal the SQLite schema's, so one domain reads both.

/**
 * JSON kept as text, as SQLite keeps it: drizzle's json/jsonb columns are stored as JSON *strings*
 * through bun-sql (drizzle-orm#4942, fixed only in drizzle v1), and text keeps the writer's key order.
 * Queries that look inside cast (`metadata::jsonb`).
 */
export const jsonText = <T>(name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => "text",
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => JSON.parse(value) as T,
  })(name);

/**
 * A pgvector `vector` holding what SQLite holds as a blob: the float32 little-endian bytes of a unit
 * vector. The text form round-trips exactly: String() of a float32 value is the shortest decimal that
 * parses back to the same float32 (pgvector parses with strtof, and prints the shortest form too).
 */
export const vector = (name: string, dims?: number) =>
  customType<{ data: Buffer; driverData: string }>({
    dataType: () => (dims ? `vector(${dims})` : "vector"),
    toDriver: (value) => vectorText(value),
    fromDriver: (value) => vectorBuffer(value),
  })(name);

export function vectorText(bytes: Uint8Array): string {
  const f = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return `[${Array.from(f).join(",")}]`;
}

export function vectorBuffer(text: string): Buffer {
  const inner = text.trim().slice(1, -1);
  const f = inner === "" ? new Float32Array(0) : Float32Array.from(inner.split(","), Number);
  return Buffer.from(f.buffer);
}
