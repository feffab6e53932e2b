import { createAccount, listAccounts, parseTier, updateAccount } from "../../domain/accounts";
import { onlyFlags, UsageError } from "../args";
import type { Command } from "../index";
import { table, withInstall } from "./with-install";

export const accountsCommand: Command = async (args, flags, config, io) => {
  const [sub, ...rest] = args;
  switch (sub) {
    case "list":
      onlyFlags(flags, ["json"], "accounts list");
      return withInstall(config, async (ctx) => {
        const rows = await listAccounts(ctx);
        io.out(flags.json ? JSON.stringify(rows) : table(rows as never, ["id", "tier", "name", "login_enabled", "created_at"]));
        return 0;
      });
    case "create":
      onlyFlags(flags, ["name", "tier", "json"], "accounts create");
      return withInstall(config, async (ctx) => {
        const a = await createAccount(ctx, { name: flags.name, tier: flags.tier });
        io.out(flags.json ? JSON.stringify(a) : `${a.id}\ttier=${a.tier}`);
        return 0;
      });
    case "tier": {
      onlyFlags(flags, ["json"], "accounts tier");
      if (rest.length !== 2) throw new UsageError("usage: engram accounts tier ACCOUNT_ID TIER");
      const tier = parseTierArg(rest[1]!);
      return withInstall(config, async (ctx) => {
        const a = await updateAccount(ctx, rest[0]!, { tier });
        io.out(flags.json ? JSON.stringify(a) : `${a.id}\ttier=${a.tier}`);
        return 0;
      });
    }
    default:
      throw new UsageError(`usage: engram accounts list | create [--name N] [--tier T] | tier ACCOUNT_ID TIER`);
  }
};

function parseTierArg(value: string): string {
  try {
    return parseTier(value, "TIER");
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}
