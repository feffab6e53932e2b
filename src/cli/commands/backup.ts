import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { openSqliteInstall } from "../../boot";
import { databaseName } from "./migrate";
import { onlyFlags, UsageError } from "../args";
import type { Command } from "../index";

export const backupCommand: Command = async (args, flags, config, io) => {
  onlyFlags(flags, [], "backup");
  if (args.length !== 1) throw new UsageError("usage: engram backup FILE");
  if (config.databaseUrl !== null) {
    // Contract §11: PostgreSQL is backed up with its own tools, which copy a consistent snapshot while
    // the nodes keep writing; a file copy of ours could not be restored into another server anyway.
    io.err(
      [
        `engram backup copies the SQLite file; this install keeps its state in PostgreSQL (ENGRAM_DATABASE_URL: database ${databaseName(config.databaseUrl)}).`,
        "Back it up with PostgreSQL's own tools, e.g.:",
        `  pg_dump --format=custom --file=${args[0] ?? "engram.dump"} "$ENGRAM_DATABASE_URL"`,
        "and restore into an empty database (with the vector extension available) with:",
        `  pg_restore --dbname="$ENGRAM_DATABASE_URL" ${args[0] ?? "engram.dump"}`,
        "For continuous backups use the server's WAL archiving or your provider's snapshots.",
      ].join("\n"),
    );
    return 1;
  }
  const target = resolve(args[0]!);
  if (existsSync(target)) throw new UsageError(`${target} already exists; choose a new file`);
  const { storage } = openSqliteInstall(config);
  try {
    // VACUUM INTO reads one snapshot of the database, so the copy is consistent while writers run. On
    // the writer connection: the reader is query_only, which refuses it.
    storage.sqlite.prepare("VACUUM INTO ?").run(target);
  } finally {
    storage.close();
  }
  io.out(`backup written to ${target}`);
  return 0;
};
