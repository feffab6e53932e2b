/**
 * The README's examples, pasted in order on a fresh install, must work (issue 18 item 7).
 *
 * Convention (stated at the top of README.md too): every fenced block whose info string is exactly
 * `sh` is run; any other fence (```bash, ```text, ```json, ...) is shown, not run. The `sh` blocks run
 * in README order in ONE bash session (variables carry from block to block) against a real
 * `engram serve` on a fresh temp data folder and a free port; `http://127.0.0.1:8420` in them is
 * replaced by that server's address. `set -euo pipefail` is on and `curl` fails on any non-2xx answer
 * (--fail-with-body), so an example that gets an error fails the test, naming its block and line.
 * A section added later (MCP, dashboard) is covered the same way: fence what can run here as `sh`, and
 * what cannot (a desktop client's config, a browser step) as `bash` or `text`.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testModelsDir } from "./embed/model-dir";
import { freePort, MAIN, ROOT } from "./helpers/cli";

const README_URL = "http://127.0.0.1:8420";

interface Block {
  line: number;
  code: string;
}

/** The `sh` blocks of a Markdown text, with the line each starts on. */
export function runnableBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
    if (open[1] === "sh") blocks.push({ line: start + 1, code: body.join("\n") });
  }
  return blocks;
}

const dir = mkdtempSync(join(tmpdir(), "engram-readme-"));
let server: ReturnType<typeof Bun.spawn> | null = null;
let base = "";

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = Bun.spawn(["bun", MAIN, "serve"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      ORT_DISABLE_TELEMETRY: "1",
      ENGRAM_LOG: "warn",
      ENGRAM_DATA_DIR: join(dir, "data"),
      ENGRAM_MODELS_DIR: await testModelsDir(),
      ENGRAM_PORT: String(port),
    },
    stdout: "ignore",
    stderr: "pipe",
  });
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`server exited ${server.exitCode}: ${await new Response(server.stderr as ReadableStream).text()}`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await Bun.sleep(100);
  }
  throw new Error("server did not become ready");
});

afterAll(async () => {
  if (server) {
    server.kill("SIGTERM");
    await server.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe("README examples", () => {
  test("finds the convention's blocks: the tour is run, the install and CLI synopses are not", () => {
    const blocks = runnableBlocks(readFileSync(join(ROOT, "README.md"), "utf8"));
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    const all = blocks.map((b) => b.code).join("\n");
    expect(all).toContain("/v1/agents/init");
    expect(all).toContain("expected_updated_at");
    expect(all).not.toContain("npm i -g");
    // The sample in the test's own doc comment is not a block.
    expect(runnableBlocks("text\n```bash\nexit 1\n```\n```sh\necho ok\n```\n")).toEqual([{ line: 5, code: "echo ok" }]);
  });

  test("every sh block works pasted in order on a fresh install", async () => {
    const blocks = runnableBlocks(readFileSync(join(ROOT, "README.md"), "utf8"));
    const script = [
      "set -euo pipefail",
      // Every example call must succeed: an HTTP error fails the run with the answer's body.
      'curl() { command curl --show-error --fail-with-body "$@"; echo; }',
      ...blocks.flatMap((b, i) => [`echo "::block ${i + 1} (README.md line ${b.line})" >&2`, b.code.replaceAll(README_URL, base)]),
      'echo "::done" >&2',
    ].join("\n");
    const proc = Bun.spawn(["bash", "-c", script], { cwd: dir, stdout: "pipe", stderr: "pipe", env: { PATH: process.env.PATH ?? "" } });
    const timer = setTimeout(() => proc.kill(), 90_000);
    const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
    clearTimeout(timer);
    const last = stderr.match(/::block \d+ \(README.md line \d+\)/g)?.at(-1) ?? "before the first block";
    if (code !== 0 || !stderr.includes("::done")) {
      throw new Error(`README example failed in ${last} (exit ${code}).\nstderr:\n${stderr.slice(-2000)}\nstdout (end):\n${stdout.slice(-2000)}`);
    }
    // The answers the tour relies on, seen in its output.
    expect(stdout).toContain('"api_key":"svc_self_');
    expect(stdout).toContain('"content":"I moved to Porto in March."');
    expect(stdout).toContain('"forgotten":true');
    expect(stdout).toContain('"erasure":"permanent"');
  }, 120_000);
});
