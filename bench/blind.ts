// The rules extractor on the blind set (test/fixtures/blind, written by a helper that never read the
// extractor; see its README), beside the held-out set (test/fixtures/facts) in the same run: triple precision
// and recall, per category. Neither set is tuned on. Prints figures; asserts nothing.
// Run: ORT_DISABLE_TELEMETRY=1 bun bench/blind.ts [--verbose]   (--verbose lists the misses and extras)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { printScore, scoreStatements, type Statement } from "./lib/score-statements";

const verbose = process.argv.includes("--verbose");
const read = (f: string): Statement[] => readFileSync(join(import.meta.dir, "..", "test", "fixtures", f), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as Statement);

const blind = read("blind/blind.jsonl");
printScore(`blind set, ${blind.length} statements`, await scoreStatements(blind, verbose));
const heldOut = read("facts/statements.jsonl");
printScore(`held-out set, ${heldOut.length} statements`, await scoreStatements(heldOut));
