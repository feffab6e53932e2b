import type { Database } from "bun:sqlite";
import { is, sql, type Placeholder } from "drizzle-orm";
import { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { checkStatementUse } from "./statements";
import type { Q } from "./store";

/**
 * What a hot statement's builder sees for each value: a placeholder bound at every call, or null when
 * the call's value is null or undefined. Null values are built into the SQL (`is null`, a NULL column),
 * so eqOrNull and the like work unchanged; each pattern of null values is its own statement.
 */
export type Slots<V> = { readonly [K in keyof V]-?: null extends V[K] ? Placeholder | null : undefined extends V[K] ? Placeholder | null : Placeholder };

interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): PromiseLike<R> | R };
}

type Prepared = ReturnType<Preparable<unknown>["prepare"]>;

/**
 * A statement of the write and extraction paths whose SQL drizzle builds once, not at every call:
 * building costs about 20 µs a statement, more than SQLite takes to run most of them, and a 500-item
 * import runs some 12,000 (bench/batch.ts). On SQLite the built statement is kept per query handle,
 * connection and pattern of null values; on PostgreSQL it is built at each call as before (a
 * transaction's handle lives for one transaction, and the round trip outweighs the building).
 * `build` must read values only through its slots, never decide on them otherwise.
 */
export function prepared<V extends object, R>(name: string, build: (q: Q, v: Slots<V>) => Preparable<R>): (q: Q, values: V) => Promise<R> {
  const built = new WeakMap<object, WeakMap<Database, Map<string, Prepared>>>();
  return async (q, given) => {
    const values = given as Record<string, unknown>;
    let nulls = "";
    for (const k in values) if (values[k] == null) nulls += `${k},`;
    const slots = (): Slots<V> => {
      const s: Record<string, Placeholder | null> = {};
      for (const k in values) s[k] = values[k] == null ? null : sql.placeholder(k);
      return s as Slots<V>;
    };
    if (!is(q, BaseSQLiteDatabase)) return (await build(q, slots()).prepare(name).execute(values)) as R;
    // The connection the handle stands for now: the read handle moves between the writer and the reader.
    const connection = (q as unknown as { $client: Database }).$client;
    checkStatementUse(connection);
    let byConnection = built.get(q);
    if (!byConnection) built.set(q, (byConnection = new WeakMap()));
    let byNulls = byConnection.get(connection);
    if (!byNulls) byConnection.set(connection, (byNulls = new Map()));
    let p = byNulls.get(nulls);
    if (!p) byNulls.set(nulls, (p = build(q, slots()).prepare(name)));
    const result = p.execute(values) as { sync?: () => R } | R;
    // bun:sqlite's result runs when awaited or asked: run it now, in the caller's synchronous stretch.
    return (result as { sync?: () => R }).sync ? (result as { sync: () => R }).sync() : (result as R);
  };
}
