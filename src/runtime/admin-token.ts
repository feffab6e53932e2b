import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";
import { randomBase62 } from "../domain/ids";

/** ENGRAM_ADMIN_TOKEN when set, else the token kept in the data folder, made at first start. */
export function adminToken(config: Config): string {
  if (config.adminToken) return config.adminToken;
  const file = join(config.dataDir, "admin-token");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.dataDir, { recursive: true });
  const token = "adm_" + randomBase62(40);
  writeFileSync(file, token + "\n", { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return token;
}
