import { onlyFlags } from "../args";
import type { Command } from "../index";
import { withInstall } from "./with-install";

export const migrateCommand: Command = async (args, flags, config, io) => {
  onlyFlags(flags, [], "migrate");
  await withInstall(config, () => undefined); // opening applies what is pending
  io.out(config.databaseUrl === null ? `database at ${config.dataDir}/engram.db is up to date` : `PostgreSQL database ${databaseName(config.databaseUrl)} is up to date`);
  return 0;
};

/** The database's name and host, never the URL (it may carry a password). */
export function databaseName(url: string): string {
  const u = new URL(url);
  return `"${decodeURIComponent(u.pathname.slice(1))}" on ${u.host}`;
}
