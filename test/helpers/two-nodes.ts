import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SQL } from "bun";
import { testModelsDir } from "../embed/model-dir";
import { freePort, MAIN, ROOT } from "./cli";
import { freshDatabase, type TestDatabase } from "./pg";

// Several nodes on one PostgreSQL database (issue 25, contract §11): real `engram serve` processes, each
// with its own data folder, port and job runner, sharing nothing but ENGRAM_DATABASE_URL. What one node
// keeps in memory the other cannot see, so a test that passes here proves the state lives in the database.

export interface Node {
  readonly name: string;
  /** http://127.0.0.1:port */
  readonly url: string;
  readonly dataDir: string;
  /** The serve process (its job runner is a child of it). */
  proc: ReturnType<typeof Bun.spawn>;
  /** fetch against this node: `node.fetch("/v1/ping", { headers })`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Everything the process wrote to stderr so far (structured log lines). */
  log(): string;
  /** Sends a signal to the serve process and its children (the job runner), waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<number>;
  /** Starts the node again on the same data folder, port and database. */
  restart(): Promise<void>;
}

export interface TwoNodes {
  a: Node;
  b: Node;
  db: TestDatabase;
  /** A probe on the shared database (one connection), closed with `close()`. */
  sql: SQL;
  close(): Promise<void>;
}

export interface NodeOptions {
  /** Extra environment for both nodes (ENGRAM_EXTRACTOR, ENGRAM_OLLAMA_URL, ENGRAM_ADMIN_TOKEN, …). */
  env?: Record<string, string>;
  /** Per-node extra environment, applied after `env`. */
  envA?: Record<string, string>;
  envB?: Record<string, string>;
}

/** Two `engram serve` processes on one fresh, migrated database; both answer /readyz when this resolves. */
export async function startTwoNodes(opts: NodeOptions = {}): Promise<TwoNodes> {
  const db = await freshDatabase();
  const modelsDir = await testModelsDir();
  const make = (name: string, extra: Record<string, string> = {}) => spawnNode(name, db.url, modelsDir, { ...opts.env, ...extra });
  const [a, b] = await Promise.all([make("a", opts.envA), make("b", opts.envB)]);
  const sql = new SQL(db.url, { max: 1 });
  return {
    a,
    b,
    db,
    sql,
    async close() {
      await Promise.all([a.kill("SIGTERM"), b.kill("SIGTERM")]);
      await sql.close();
      await db.drop();
      for (const n of [a, b]) rmSync(n.dataDir, { recursive: true, force: true });
    },
  };
}

async function spawnNode(name: string, databaseUrl: string, modelsDir: string, extra: Record<string, string>): Promise<Node> {
  const dataDir = mkdtempSync(join(tmpdir(), `engram-node-${name}-`));
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  let stderr = "";
  const start = () => {
    const proc = Bun.spawn(["bun", MAIN, "serve"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "/tmp",
        ORT_DISABLE_TELEMETRY: "1",
        ENGRAM_LOG: "info",
        ENGRAM_DATA_DIR: dataDir,
        ENGRAM_MODELS_DIR: modelsDir,
        ENGRAM_PORT: String(port),
        ENGRAM_DATABASE_URL: databaseUrl,
        ...extra,
      },
      stdout: "ignore",
      stderr: "pipe",
      // Own process group: kill() reaches the job runner too, as a machine failure would.
      detached: true,
    });
    void (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of proc.stderr as ReadableStream<Uint8Array>) stderr += decoder.decode(chunk, { stream: true });
    })();
    return proc;
  };
  const node: Node = {
    name,
    url,
    dataDir,
    proc: start(),
    fetch: (path, init) => fetch(`${url}${path}`, init),
    log: () => stderr,
    async kill(signal = "SIGTERM") {
      if (node.proc.exitCode !== null || node.proc.signalCode !== null) return node.proc.exitCode ?? -1;
      // The job runner runs in a session of its own (a Ctrl-C reaches only the server): signalled by pid.
      const children = descendants(node.proc.pid);
      try {
        process.kill(-node.proc.pid, signal);
      } catch {
        node.proc.kill(signal);
      }
      for (const pid of children) {
        try {
          process.kill(pid, signal);
        } catch {
          // already gone
        }
      }
      return node.proc.exited;
    },
    async restart() {
      await node.kill("SIGTERM");
      node.proc = start();
      await ready(node);
    },
  };
  await ready(node);
  return node;
}

/** The processes a node started (its job runner), to pause or kill one alone. */
export const childPids = (node: Node): number[] => descendants(node.proc.pid);

/** Every process below `pid` (from /proc), children first. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // exited meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of parentOf) if (parent === p) (out.push(child), walk(child));
  };
  walk(pid);
  return out;
}

async function ready(node: Node): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (node.proc.exitCode !== null) break;
    if (await node.fetch("/readyz").then((r) => r.status === 200, () => false)) return;
    await Bun.sleep(100);
  }
  throw new Error(`node ${node.name} did not become ready (exit ${node.proc.exitCode}):\n${node.log()}`);
}

/** A new account on `node` (open sign-up): its key and id. */
export async function signUp(node: Node): Promise<{ api_key: string; account_id: string }> {
  const r = await node.fetch("/v1/agents/init", { method: "POST" });
  if (r.status !== 200 && r.status !== 201) throw new Error(`sign-up on node ${node.name}: ${r.status} ${await r.text()}`);
  return (await r.json()) as { api_key: string; account_id: string };
}

/**
 * A new account of `tier` made through `node`'s admin API (nodes started with ENGRAM_ADMIN_TOKEN), with a
 * project and a read-write key: unlike sign-up, it uses none of the address's ten sign-ups a day.
 */
export async function adminAccount(node: Node, adminToken: string, tier: string): Promise<{ api_key: string; account_id: string; project_id: string }> {
  const call = async (path: string, body: unknown) => {
    const r = await node.fetch(`/admin/v1${path}`, { method: "POST", headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    if (r.status !== 201) throw new Error(`admin ${path} on node ${node.name}: ${r.status} ${await r.text()}`);
    return (await r.json()) as Record<string, string>;
  };
  const account = await call("/accounts", { tier });
  const project = await call(`/accounts/${account.id}/projects`, { name: "default" });
  const key = await call("/keys", { project_id: project.id, scopes: ["memories:read", "memories:write"] });
  return { api_key: key.api_key!, account_id: account.id!, project_id: project.id! };
}

/** A memory's status read through `node` once it has left `processing` (or still `processing` after about 15 s). */
export async function settledStatus(node: Node, id: string, headers: Record<string, string>): Promise<string> {
  let status = "processing";
  for (let i = 0; i < 150 && status === "processing"; i++) {
    status = ((await (await node.fetch(`/v1/memories/${id}`, { headers })).json()) as { status: string }).status;
    if (status === "processing") await Bun.sleep(100);
  }
  return status;
}

/** Fires every request at once and answers their statuses and bodies, in the order given. */
export async function allAtOnce(requests: (() => Promise<Response>)[]): Promise<{ status: number; body: any }[]> {
  return Promise.all(requests.map(async (go) => {
    const r = await go();
    const text = await r.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: r.status, body };
  }));
}
