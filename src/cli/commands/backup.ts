import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { openInstall } from "../../boot";
import { onlyFlags, UsageError } from "../args";
import type { Command } from "../index";

export const backupCommand: Command = async (args, flags, config, io) => {
  onlyFlags(flags, [], "backup");
  if (args.length !== 1) throw new UsageError("usage: engram backup FILE");
  const target = resolve(args[0]!);
  if (existsSync(target)) throw new UsageError(`${target} already exists; choose a new file`);
  const { storage } = openInstall(config);
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
