import { eq, isNull, type Placeholder, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/** `col = v`, or `col IS NULL` for a null v: scopes compare null-safely (no end user equals no end user). */
export const eqOrNull = (col: AnySQLiteColumn, v: string | Placeholder | null): SQL => (v === null ? isNull(col) : eq(col, v));

/** The number a metadata filter string also matches ("5", " 5 ", "5.0"; contract §9), or null. */
export const numericString = (value: string): number | null => (value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : null);
