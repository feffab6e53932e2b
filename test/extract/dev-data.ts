// The dev fixtures are data (test/extract/data/*.jsonl, one case or sequence a line), read here; the
// dev-set*.ts and dev-sequences*.ts modules only name them and hold their types.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export function devData<T>(file: string): T[] {
  return readFileSync(join(import.meta.dir, "data", file), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}
