import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { onlyFlags, UsageError } from "../args";
import type { Command } from "../index";
import { withInstall } from "./with-install";

export const backupCommand: Command = async (args, flags, config, io) => {
  onlyFlags(flags, [], "backup");
  if (args.length !== 1) throw new UsageError("usage: engram backup FILE");
  const target = resolve(args[0]!);
  if (existsSync(target)) throw new UsageError(`${target} already exists; choose a new file`);
  await withInstall(config, (ctx) => {
    // VACUUM INTO reads one snapshot of the database, so the copy is consistent while writers run.
    ctx.db.$client.prepare("VACUUM INTO ?").run(target);
  });
  io.out(`backup written to ${target}`);
  return 0;
};
