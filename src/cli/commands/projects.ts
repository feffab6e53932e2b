import { createProject, listProjects } from "../../domain/projects";
import { need, onlyFlags, UsageError } from "../args";
import type { Command } from "../index";
import { table, withInstall } from "./with-install";

export const projectsCommand: Command = async (args, flags, config, io) => {
  switch (args[0]) {
    case "list":
      onlyFlags(flags, ["account", "json"], "projects list");
      return withInstall(config, async (ctx) => {
        const rows = await listProjects(ctx, { accountId: flags.account });
        io.out(flags.json ? JSON.stringify(rows) : table(rows as never, ["id", "account_id", "name", "archived", "created_at"]));
        return 0;
      });
    case "create": {
      onlyFlags(flags, ["account", "name", "json"], "projects create");
      const accountId = need(flags, "account", "projects create");
      const name = need(flags, "name", "projects create");
      return withInstall(config, async (ctx) => {
        const p = await createProject(ctx, { accountId, name });
        io.out(flags.json ? JSON.stringify(p) : `${p.id}\taccount=${p.account_id}\tname=${p.name}`);
        return 0;
      });
    }
    default:
      throw new UsageError("usage: engram projects list [--account A] | create --account A --name N");
  }
};
