import type { SQL } from "bun";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// Our own migrator for PostgreSQL (issue 25, plan §2.4). drizzle's pg migrator runs the pending
// migrations in one transaction but takes no lock, so two nodes starting together would both see the
// same migration pending and both apply it (the second fails or, for IF NOT EXISTS statements, records
// it twice). Here the whole run holds a transaction-scoped advisory lock: the second node waits, then
// finds nothing pending. The bookkeeping table is drizzle's own (drizzle.__drizzle_migrations), so
// drizzle-kit still reads the state of a database migrated here.

export const PG_MIGRATIONS_DIR = fileURLToPath(new URL("../../../migrations-pg", import.meta.url));

/** The advisory lock key of a migration run (any constant: every node computes the same). */
export const MIGRATE_LOCK = "engram:migrate";

export interface PgMigration {
  tag: string;
  /** The journal's `when`: the key under which the migration is recorded as applied. */
  when: number;
  hash: string;
  statements: string[];
}

interface Journal {
  dialect: string;
  entries: { tag: string; when: number; breakpoints: boolean }[];
}

/** The migrations of a folder in journal order (drizzle's layout: meta/_journal.json + TAG.sql). */
export function readPgMigrations(folder = PG_MIGRATIONS_DIR): PgMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as Journal;
  if (journal.dialect !== "postgresql") throw new Error(`${folder}: the journal is for ${journal.dialect}, not postgresql`);
  return journal.entries.map((e) => {
    const text = readFileSync(join(folder, `${e.tag}.sql`), "utf8");
    return {
      tag: e.tag,
      when: e.when,
      hash: createHash("sha256").update(text).digest("hex"),
      statements: text.split("--> statement-breakpoint").filter((s) => s.trim() !== ""),
    };
  });
}

/**
 * Applies every migration of `folder` not yet recorded, in journal order, in one transaction under the
 * migration lock; returns the tags it applied (none when another node got there first).
 */
export async function migratePg(client: SQL, folder = PG_MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readPgMigrations(folder);
  return client.begin(async (tx) => {
    // First statement of the transaction: nothing below runs on two nodes at once.
    await tx`select pg_advisory_xact_lock(hashtextextended(${MIGRATE_LOCK}, 0))`;
    await tx.unsafe("create schema if not exists drizzle").simple();
    await tx
      .unsafe("create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)")
      .simple();
    const rows: { created_at: string }[] = await tx`select created_at from drizzle.__drizzle_migrations`;
    const applied = new Set(rows.map((r) => Number(r.created_at)));
    const done: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.when)) continue;
      for (const statement of m.statements) {
        try {
          await tx.unsafe(statement).simple();
        } catch (err) {
          throw migrationError(m.tag, statement, err);
        }
      }
      await tx`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.when})`;
      done.push(m.tag);
    }
    return done;
  });
}

function migrationError(tag: string, statement: string, err: unknown): Error {
  const e = err as { errno?: string; message?: string };
  // 42501 insufficient_privilege, 0A000 feature_not_supported / 58P01 (extension files missing).
  if (/create extension/i.test(statement) && (e.errno === "42501" || e.errno === "58P01" || e.errno === "0A000" || /extension/i.test(e.message ?? ""))) {
    return new Error(
      `migration ${tag}: cannot create the pgvector extension (${e.message}). Install pgvector 0.8 or later on the server and run ` +
        `"create extension vector;" in this database as a superuser, then start again.`,
      { cause: err },
    );
  }
  return new Error(`migration ${tag} failed: ${e.message ?? String(err)}`, { cause: err });
}
