import { onlyFlags } from "../args";
import type { Command } from "../index";
import { withInstall } from "./with-install";

export const migrateCommand: Command = async (args, flags, config, io) => {
  onlyFlags(flags, [], "migrate");
  await withInstall(config, () => undefined); // opening applies what is pending
  io.out(`database at ${config.dataDir}/engram.db is up to date`);
  return 0;
};
