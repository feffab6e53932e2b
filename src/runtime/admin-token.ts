import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Config } from "../config";
import { first, tables, type Store } from "../db";
import { randomBase62 } from "../domain/ids";
import { log } from "../log";

/** The settings row that holds the install's admin token on PostgreSQL. */
export const ADMIN_TOKEN_SETTING = "admin_token";

const newToken = () => "adm_" + randomBase62(40);

function readFile(file: string): string | null {
  if (!existsSync(file)) return null;
  const token = readFileSync(file, "utf8").trim();
  return token === "" ? null : token;
}

function writeFile(config: Config, file: string, token: string, flag: "wx" | "w"): void {
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, token + "\n", { mode: 0o600, flag });
  chmodSync(file, 0o600);
}

/**
 * ENGRAM_ADMIN_TOKEN when set, else the install's own token, made at first start.
 *
 * SQLite: the token is the data folder's admin-token file (one machine, one folder; deleting the file
 * and restarting makes a new one, and a copy of the database file carries no token).
 *
 * PostgreSQL: several nodes share the database and nothing else, so the token is a settings row that
 * the first node to start inserts and every other node reads (insert-if-absent: nodes starting together
 * agree). The first node offers its data folder's file, if it has one, so an install moved over by
 * copy-to-postgres keeps its token. Each node then writes the install's token into its own data folder,
 * where the operator looks for it (`cat data/admin-token`), replacing a different one.
 */
export async function adminToken(config: Config, store: Store): Promise<string> {
  if (config.adminToken) return config.adminToken;
  const file = join(config.dataDir, "admin-token");
  const mine = readFile(file);
  if (store.dialect === "sqlite") {
    if (mine) return mine;
    const token = newToken();
    writeFile(config, file, token, "wx");
    return token;
  }
  const token = await claimSetting(store, ADMIN_TOKEN_SETTING, mine ?? newToken());
  if (mine !== token) {
    if (mine) log.warn("the data folder's admin-token file held another token: replaced by the install's, kept in the database", { file });
    writeFile(config, file, token, "w");
  }
  return token;
}

/** The value of a settings row, `offer` when the row did not exist (and is now inserted). */
export async function claimSetting(store: Store, key: string, offer: string): Promise<string> {
  const s = tables.settings;
  await store.tx((tx) => tx.insert(s).values({ key, value: offer }).onConflictDoNothing({ target: s.key }), { name: "claim-setting" });
  return (await first(store.db.select({ value: s.value }).from(s).where(eq(s.key, key))))!.value;
}
