import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, dirname } from "node:path";

const SRC = join(import.meta.dir, "..", "src");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") && !p.endsWith(".generated.ts") ? [p] : [];
  });
}

/** Every module a file imports: package names as written, our own files as paths under src/. */
function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+["']([^"']+)["']/g), ...text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!);
  return specs.map((s) => (s.startsWith(".") ? relative(SRC, resolve(dirname(file), s)) : s));
}

const rules: { layer: string; forbidden: RegExp; why: string }[] = [
  { layer: "http", forbidden: /^(db|embed|cli)(\/|$)|^drizzle-orm|^bun:sqlite$/, why: "routes call services; they never touch storage or the model" },
  { layer: "domain", forbidden: /^(http|cli|mcp|runtime)(\/|$)|^elysia$|^@elysiajs\//, why: "services never import transport" },
  { layer: "db", forbidden: /^(http|domain|cli|embed|runtime)(\/|$)/, why: "storage imports nothing of ours" },
  { layer: "embed", forbidden: /^(http|domain|cli|db|runtime)(\/|$)/, why: "the embedder imports nothing of ours" },
  { layer: "cli", forbidden: /^http(\/|$)|^elysia$/, why: "the CLI calls the same services as the API, not the API" },
  // The tool server reads the routes' TypeBox models (one schema per operation), never storage or the model.
  { layer: "mcp", forbidden: /^(db|embed|cli|runtime)(\/|$)|^drizzle-orm|^bun:sqlite$|^elysia$/, why: "tools call services, as routes do" },
];

describe("architecture", () => {
  for (const rule of rules) {
    test(`src/${rule.layer} imports nothing forbidden (${rule.why})`, () => {
      const offenders = files(join(SRC, rule.layer)).flatMap((f) =>
        imports(f)
          .filter((i) => rule.forbidden.test(i))
          .map((i) => `${relative(SRC, f)} -> ${i}`),
      );
      expect(offenders).toEqual([]);
    });
  }
});

describe("the CLI's entry", () => {
  test("loads a command's module only when that command runs (loading all of them cost every command, and the job runner, 0.6 s and 90 MB)", () => {
    const text = readFileSync(join(SRC, "cli", "index.ts"), "utf8");
    const eager = [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+["']([^"']+)["']/g)].map((m) => m[1]!);
    expect(eager.filter((s) => s.startsWith("./commands/"))).toEqual([]);
    const lazy = new Set([...text.matchAll(/import\(\s*["']\.\/commands\/([^"']+)["']\s*\)/g)].map((m) => m[1]!));
    const commands = readdirSync(join(SRC, "cli", "commands"))
      .filter((f) => /export const \w+Command\b/.test(readFileSync(join(SRC, "cli", "commands", f), "utf8")))
      .map((f) => f.replace(/\.ts$/, ""));
    expect(commands.length).toBeGreaterThan(10);
    expect([...lazy].sort()).toEqual(commands.sort());
  });
});

/**
 * Issue 25: the domain moves to the async store (`await q`, `first(q)`, `store.tx`) one area at a time.
 * Until the move is done this is a ratchet, not a ban: each sync-SQLite idiom may occur at most as often
 * as the last converted commit left it. Lower a ceiling when a conversion removes uses; never raise one.
 */
const SYNC_IDIOMS: { idiom: string; ceiling: number }[] = [
  { idiom: ".get()", ceiling: 0 },
  { idiom: ".all()", ceiling: 0 },
  { idiom: ".run()", ceiling: 0 },
  { idiom: "$client", ceiling: 1 },
  { idiom: "cachedStatement(", ceiling: 0 },
  { idiom: ".query(", ceiling: 0 },
];

describe("src/domain moves to the async store", () => {
  const texts = files(join(SRC, "domain")).map((f) => ({ f: relative(SRC, f), text: readFileSync(f, "utf8") }));
  for (const { idiom, ceiling } of SYNC_IDIOMS) {
    test(`"${idiom}" occurs at most ${ceiling} times`, () => {
      const perFile = texts.map(({ f, text }) => [f, text.split(idiom).length - 1] as const).filter(([, n]) => n > 0);
      const total = perFile.reduce((s, [, n]) => s + n, 0);
      if (total > 0) console.log(`${idiom}: ${total} left in ${perFile.map(([f, n]) => `${f} (${n})`).join(", ")}`);
      expect(total).toBeLessThanOrEqual(ceiling);
    });
  }
});
