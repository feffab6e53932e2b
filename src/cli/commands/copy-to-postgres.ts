import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { openSqliteInstall } from "../../boot";
import { copyToPostgres, CopyRefused } from "../../db/copy";
import { openPgStore } from "../../db/pg/store";
import { ADMIN_TOKEN_SETTING } from "../../runtime/admin-token";
import { onlyFlags, UsageError } from "../args";
import type { Command } from "../index";
import { databaseName } from "./migrate";
import { table } from "./with-install";

const USAGE = "usage: engram copy-to-postgres postgres://user:password@host:port/database";

/** The target URL, checked without ever echoing it (it may carry a password). */
function targetUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`URL is not a valid URL (${USAGE})`);
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new UsageError(`URL must be a postgres:// or postgresql:// URL (got a "${url.protocol.replace(/:$/, "")}" URL)`);
  }
  if (url.pathname === "" || url.pathname === "/") throw new UsageError(`URL names no database (${USAGE})`);
  return url;
}

/**
 * `engram copy-to-postgres URL` (contract §11): the SQLite install of ENGRAM_DATA_DIR into an empty
 * PostgreSQL database, vectors included (no re-embedding), checked by row counts and sampled vectors.
 * Stop the server first: the copy reads one snapshot, and what is written after it stays behind.
 */
export const copyToPostgresCommand: Command = async (args, flags, config, io) => {
  onlyFlags(flags, [], "copy-to-postgres");
  if (args.length !== 1) throw new UsageError(USAGE);
  const url = targetUrl(args[0]!);
  const file = join(config.dataDir, "engram.db");
  if (!existsSync(file)) throw new UsageError(`there is no SQLite database at ${file} to copy (set ENGRAM_DATA_DIR to the install's data folder)`);
  const name = databaseName(url.toString());
  const secret = url.password ? decodeURIComponent(url.password) : null;
  const tokenFile = join(config.dataDir, "admin-token");
  const token = existsSync(tokenFile) ? readFileSync(tokenFile, "utf8").trim() : "";

  const source = openSqliteInstall(config);
  const target = openPgStore(url.toString(), { max: 1 });
  const started = performance.now();
  try {
    io.out(`copying ${file} into PostgreSQL database ${name}`);
    const report = await copyToPostgres(source.storage.sqlite, target, {
      extraSettings: token ? [{ key: ADMIN_TOKEN_SETTING, value: token }] : [],
    });
    const s = (performance.now() - started) / 1000;
    io.out(table(report.tables.map((t) => ({ ...t, check: t.postgres === t.sqlite ? "ok" : `ok (+${t.postgres - t.sqlite}: the admin token)` })) as never, ["table", "sqlite", "postgres", "check"]));
    io.out(`${report.vectorsCompared} sampled vectors are byte-equal in both databases`);
    if (report.skipped.length) io.out(`not copied (SQLite's own indexes; PostgreSQL keeps its own): ${report.skipped.join(", ")}`);
    io.out(`copied ${report.tables.reduce((n, t) => n + t.sqlite, 0)} rows in ${s.toFixed(1)} s (indexes built after the load: ${(report.indexMs / 1000).toFixed(1)} s)`);
    io.out(`next: start every node with ENGRAM_DATABASE_URL set to this database${token ? " (the admin token is the same as before)" : ""}`);
    return 0;
  } catch (err) {
    if (err instanceof CopyRefused) {
      io.err(`engram: copy-to-postgres refused: ${err.message}`);
      return 1;
    }
    // Nothing was written (one transaction). The server's words, never the URL's password.
    let message = err instanceof Error ? err.message : String(err);
    if (secret) message = message.replaceAll(secret, "***");
    io.err(`engram: copy-to-postgres into ${name} failed, nothing was copied: ${message}`);
    return 1;
  } finally {
    await target.close().catch(() => undefined);
    await source.close();
  }
};
