import * as sqlite from "./schema";
import * as pg from "./schema/pg";
import type { Dialect } from "./store";

// The table objects the domain builds its queries from (plan §0.3): one import, `tables`, whose binding
// follows the backend the process opened. The PostgreSQL schema mirrors the SQLite one name for name and
// row type for row type (test/pg/schema-parity.test.ts), so the domain is typed against the SQLite one
// and runs unchanged on either. One backend per process: opening an install rebinds it.

export let tables: typeof sqlite = sqlite;

/** Binds `tables` to the schema of `dialect` (the install's backend). */
export function useTables(dialect: Dialect): void {
  tables = dialect === "postgres" ? (pg as unknown as typeof sqlite) : sqlite;
}
