import { createKey, listKeys, moveKey, parseExpiresIn, revokeKey } from "../../domain/keys";
import { need, onlyFlags, UsageError } from "../args";
import type { Command } from "../index";
import { table, withInstall } from "./with-install";

export const keysCommand: Command = async (args, flags, config, io) => {
  const [sub, ...rest] = args;
  switch (sub) {
    case "create": {
      onlyFlags(flags, ["project", "scopes", "expires", "json"], "keys create");
      const projectId = need(flags, "project", "keys create");
      const scopes = need(flags, "scopes", "keys create");
      // Checked here to name the flag (the domain names the API's field, expires_in).
      if (flags.expires !== undefined) {
        try {
          parseExpiresIn(flags.expires, "--expires");
        } catch (err) {
          throw new UsageError(err instanceof Error ? err.message : String(err));
        }
      }
      return withInstall(config, async (ctx) => {
        const k = await createKey(ctx, { projectId, scopes, expiresIn: flags.expires });
        if (flags.json) io.out(JSON.stringify(k));
        else {
          io.out(k.api_key);
          io.err(`key ${k.id} for project ${k.project_id}, scopes ${k.scopes.join(",")}${k.expires_at ? `, expires ${k.expires_at}` : ""}; it is shown only this once`);
        }
        return 0;
      });
    }
    case "list":
      onlyFlags(flags, ["project", "json"], "keys list");
      return withInstall(config, async (ctx) => {
        const rows = await listKeys(ctx, { projectId: flags.project });
        io.out(flags.json ? JSON.stringify(rows) : table(rows as never, ["id", "prefix", "project_id", "scopes", "expires_at", "revoked_at"]));
        return 0;
      });
    case "revoke":
      onlyFlags(flags, ["json"], "keys revoke");
      if (rest.length !== 1) throw new UsageError("usage: engram keys revoke KEY_ID");
      return withInstall(config, async (ctx) => {
        const k = await revokeKey(ctx, rest[0]!);
        io.out(flags.json ? JSON.stringify(k) : `${k.id}\trevoked_at=${k.revoked_at}`);
        return 0;
      });
    case "move": {
      onlyFlags(flags, ["project", "json"], "keys move");
      if (rest.length !== 1) throw new UsageError("usage: engram keys move KEY_ID --project P");
      const projectId = need(flags, "project", "keys move");
      return withInstall(config, async (ctx) => {
        const k = await moveKey(ctx, rest[0]!, projectId);
        io.out(flags.json ? JSON.stringify(k) : `${k.id}\tproject=${k.project_id}`);
        return 0;
      });
    }
    default:
      throw new UsageError("usage: engram keys create|list|revoke|move ...");
  }
};
