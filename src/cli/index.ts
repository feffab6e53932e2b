import { ConfigError, loadConfig, type Config } from "../config";
import { DomainError } from "../domain/errors";
import { setLogLevel } from "../log";
import { parseArgs, UsageError } from "./args";
import { jobConfig, JOB_PROCESS_COMMAND } from "../runtime/job-process";

export interface CliIO {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
  /** Re-runs the program with ORT_DISABLE_TELEMETRY=1 when it is missing (never returns then). */
  reexec?: () => Promise<void>;
}

export type Command = (args: string[], flags: Record<string, string>, config: Config, io: CliIO) => Promise<number>;

/**
 * Each command's module loads when it runs: `engram accounts list` does not load the HTTP app, nor the
 * job runner the app and the MCP SDK (loading every command took 0.6 s and 90 MB before any work).
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  serve: async () => (await import("./commands/serve")).serveCommand,
  migrate: async () => (await import("./commands/migrate")).migrateCommand,
  accounts: async () => (await import("./commands/accounts")).accountsCommand,
  projects: async () => (await import("./commands/projects")).projectsCommand,
  keys: async () => (await import("./commands/keys")).keysCommand,
  backup: async () => (await import("./commands/backup")).backupCommand,
  "copy-to-postgres": async () => (await import("./commands/copy-to-postgres")).copyToPostgresCommand,
  models: async () => (await import("./commands/models")).modelsCommand,
  reembed: async () => (await import("./commands/reembed")).reembedCommand,
  webhooks: async () => (await import("./commands/webhooks")).webhooksCommand,
  mcp: async () => (await import("./commands/mcp")).mcpCommand,
  extract: async () => (await import("./commands/extract")).extractCommand,
  // Not in USAGE: `serve` starts it (runtime/job-process.ts).
  [JOB_PROCESS_COMMAND]: async () => (await import("./commands/jobs")).jobsCommand,
};

export const USAGE = `usage: engram [command] [options]
  serve                      run the HTTP API and workers (default)
  migrate                    apply pending database migrations and exit
  accounts list | create [--name N] [--tier T] | tier ACCOUNT TIER
  projects list [--account A] | create --account A --name N
  keys create --project P --scopes memories:read,memories:write [--expires 30d]
  keys list [--project P] | revoke KEY_ID | move KEY_ID --project P
  webhooks create --url U --events E[,E] (--project P | --account A) | list [--account A]
  webhooks test ID | delete ID | enable ID | deliveries ID [--limit N]
  backup FILE                consistent copy of the database, safe while the server runs
  copy-to-postgres URL       copy this SQLite install into an empty PostgreSQL database (vectors included)
  models build | list | pull HF_ID   the embedding models under ENGRAM_MODELS_DIR
  reembed                    rebuild every vector with ENGRAM_EMBED_MODEL, in batches
  mcp [--key K]              the tool server (MCP) over stdio, acting with ENGRAM_API_KEY or --key
  extract "TEXT" [--explain] [--now ISO] [--json]   the facts the built-in rules read, and (--explain) why
Configuration comes from ENGRAM_* variables; a lower-case flag of the same name wins (--engram_port 9000).`;

/** The usage lines of one command (`engram keys --help`, `engram help keys`), else all of them. */
export function usageOf(command: string | undefined): string {
  const lines = USAGE.split("\n");
  const own = command ? lines.filter((l) => l.startsWith(`  ${command} `)) : [];
  return own.length > 0 ? ["usage:", ...own.map((l) => `  engram ${l.trimStart()}`), lines[lines.length - 1]!].join("\n") : USAGE;
}

const BOOLEAN_FLAGS = ["help", "json", "explain"];

/** Runs one CLI invocation; returns the exit code (0 ok, 1 refused or failed, 2 bad usage). */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  // What Engram writes (the database, its WAL, backups, the admin token, models) holds users' words:
  // readable by this account only, whatever the shell's umask. Files made before keep their modes.
  process.umask(0o077);
  let config: Config | undefined;
  try {
    const { positionals, flags } = parseArgs(argv, BOOLEAN_FLAGS);
    if (flags.help || positionals[0] === "help") {
      io.out(usageOf(positionals[0] === "help" ? positionals[1] : positionals[0]));
      return 0;
    }
    const name = positionals[0] ?? "serve";
    const load = COMMANDS[name];
    if (!load) throw new UsageError(`unknown command "${name}" (run \`engram help\`)`);
    // The job runner takes the server's resolved configuration whole (commands/jobs.ts): its environment
    // alone may hold a value the server's own flag overrode (`ENGRAM_PORT=abc engram serve --engram_port 8533`).
    config = name === JOB_PROCESS_COMMAND ? jobConfig(io.env) : loadConfig(io.env, flags);
    // Only the commands that run the model need ONNX Runtime's telemetry off (see runtime/reexec.ts).
    if (io.reexec && (name === "serve" || name === "reembed" || name === "mcp" || name === JOB_PROCESS_COMMAND)) await io.reexec();
    setLogLevel(config.logLevel);
    const command = await load();
    return await command(positionals.slice(1), flags, config, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`engram: ${err.message}`);
      return 2;
    }
    if (err instanceof ConfigError) {
      io.err(`engram: bad configuration: ${err.message}`);
      return 2;
    }
    if (err instanceof DomainError) {
      io.err(`engram: ${err.code}: ${err.message}`);
      return 1;
    }
    const folder = config && folderSetting(err, config);
    if (folder) {
      io.err(`engram: bad configuration: ${folder}`);
      return 2;
    }
    io.err(`engram: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

/** A file-system error on the data or models folder (a file in its place, no permission), named by its setting. */
function folderSetting(err: unknown, config: Config): string | null {
  const e = err as { code?: unknown; path?: unknown; message?: unknown };
  if (typeof e.code !== "string" || !["EEXIST", "ENOTDIR", "ENOENT", "EACCES", "EPERM", "EROFS"].includes(e.code) || typeof e.path !== "string") return null;
  const inside = (dir: string) => e.path === dir || (e.path as string).startsWith(`${dir}/`) || dir.startsWith(`${e.path as string}/`);
  const name = inside(config.dataDir) ? "ENGRAM_DATA_DIR" : inside(config.modelsDir) ? "ENGRAM_MODELS_DIR" : null;
  return name && `${name}: cannot use ${name === "ENGRAM_DATA_DIR" ? config.dataDir : config.modelsDir} (${String(e.message)})`;
}
