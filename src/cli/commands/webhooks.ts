import {
  createWebhook,
  enableWebhook,
  listWebhookDeliveries,
  listWebhooks,
  removeWebhook,
  sendTestWebhook,
} from "../../domain/webhooks";
import { need, onlyFlags, UsageError } from "../args";
import type { Command } from "../index";
import { table, withInstall } from "./with-install";

const USAGE = "usage: engram webhooks create --url U --events E[,E] (--project P | --account A) | list [--account A] | test ID | delete ID | enable ID | deliveries ID [--limit N]";

function oneId(rest: string[], sub: string): string {
  if (rest.length !== 1) throw new UsageError(`usage: engram webhooks ${sub} ID`);
  return rest[0]!;
}

export const webhooksCommand: Command = async (args, flags, config, io) => {
  const [sub, ...rest] = args;
  switch (sub) {
    case "create": {
      onlyFlags(flags, ["url", "events", "project", "account", "json"], "webhooks create");
      if (rest.length) throw new UsageError(USAGE);
      const url = need(flags, "url", "webhooks create");
      const events = need(flags, "events", "webhooks create");
      if ((flags.project === undefined) === (flags.account === undefined)) {
        throw new UsageError('"webhooks create" needs exactly one of --project P or --account A');
      }
      return withInstall(config, async (ctx) => {
        const w = await createWebhook(ctx, { url, events, projectId: flags.project, accountId: flags.account });
        if (flags.json) io.out(JSON.stringify(w));
        else {
          io.out(w.secret);
          io.err(`webhook ${w.id} for ${w.project_id ? `project ${w.project_id}` : `every project of account ${w.account_id}`}, events ${w.events.join(",")}; the secret is shown only this once`);
        }
        return 0;
      });
    }
    case "list":
      onlyFlags(flags, ["account", "json"], "webhooks list");
      if (rest.length) throw new UsageError(USAGE);
      return withInstall(config, async (ctx) => {
        const rows = await listWebhooks(ctx, { accountId: flags.account });
        io.out(flags.json ? JSON.stringify(rows) : table(rows as never, ["id", "account_id", "project_id", "url", "events", "enabled", "disabled_at", "legacy_signature"]));
        return 0;
      });
    case "test": {
      onlyFlags(flags, ["json"], "webhooks test");
      const id = oneId(rest, "test");
      return withInstall(config, async (ctx) => {
        const d = await sendTestWebhook(ctx, id);
        io.out(flags.json ? JSON.stringify(d) : `${d.id}\tqueued: a test memory.created goes out with the next worker pass of \`engram serve\``);
        return 0;
      });
    }
    case "delete": {
      onlyFlags(flags, ["json"], "webhooks delete");
      const id = oneId(rest, "delete");
      return withInstall(config, async (ctx) => {
        const r = await removeWebhook(ctx, id);
        io.out(flags.json ? JSON.stringify(r) : `${r.id}\tdeleted`);
        return 0;
      });
    }
    case "enable": {
      onlyFlags(flags, ["json"], "webhooks enable");
      const id = oneId(rest, "enable");
      return withInstall(config, async (ctx) => {
        const w = await enableWebhook(ctx, id);
        io.out(flags.json ? JSON.stringify(w) : `${w.id}\tenabled`);
        return 0;
      });
    }
    case "deliveries": {
      onlyFlags(flags, ["limit", "json"], "webhooks deliveries");
      const id = oneId(rest, "deliveries");
      const limit = flags.limit === undefined ? undefined : Number(flags.limit);
      if (limit !== undefined && !/^\d+$/.test(flags.limit!)) throw new UsageError("--limit must be an integer from 1 to 200");
      return withInstall(config, async (ctx) => {
        const rows = await listWebhookDeliveries(ctx, id, { limit });
        const shown = rows.map((d) => ({ ...d, result: d.last_status_code ?? d.last_error ?? "-" }));
        io.out(flags.json ? JSON.stringify(rows) : table(shown as never, ["id", "event", "status", "attempts", "result", "last_attempt_at", "next_attempt_at"]));
        return 0;
      });
    }
    default:
      throw new UsageError(USAGE);
  }
};
