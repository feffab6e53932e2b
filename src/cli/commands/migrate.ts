import { openInstall } from "../../boot";
import { onlyFlags } from "../args";
import type { Command } from "../index";

export const migrateCommand: Command = async (args, flags, config, io) => {
  onlyFlags(flags, [], "migrate");
  const opened = await openInstall(config); // opening applies what is pending
  await opened.close();
  const where = config.databaseUrl === null ? `database at ${config.dataDir}/engram.db` : `PostgreSQL database ${databaseName(config.databaseUrl)}`;
  io.out(opened.applied === 0 ? `${where} is up to date` : `${where}: applied ${opened.applied} migration${opened.applied === 1 ? "" : "s"}; it is up to date`);
  return 0;
};

/** The database's name and host, never the URL (it may carry a password). */
export function databaseName(url: string): string {
  const u = new URL(url);
  return `"${decodeURIComponent(u.pathname.slice(1))}" on ${u.host}`;
}
