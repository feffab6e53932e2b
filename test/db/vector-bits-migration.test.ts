import { afterAll, expect, test } from "bun:test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStorage, runMigrations } from "../../src/db";
import { migrationsDir, vecExtensionPath } from "../../src/runtime/paths";

// A database made before migration 0016 holds vectors in memory_vectors only; 0016 must build the
// project-wide bit index from them.
const dir = mkdtempSync(join(tmpdir(), "engram-mig16-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("migration 0016 builds memory_vector_bits from the vectors already stored", () => {
  const before = join(dir, "migrations-before");
  cpSync(migrationsDir(), before, { recursive: true });
  rmSync(join(before, "0016_memory_vector_bits.sql"));
  const journalPath = join(before, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag !== "0016_memory_vector_bits");
  writeFileSync(journalPath, JSON.stringify(journal));

  const storage = openStorage(join(dir, "engram.db"), { vecExtensionPath: vecExtensionPath() });
  try {
    runMigrations(storage, before);
    const db = storage.sqlite;
    expect(db.query("select count(*) as n from sqlite_master where name = 'memory_vector_bits'").get()).toEqual({ n: 0 });
    const vector = (i: number) => Float32Array.from({ length: 384 }, (_, d) => Math.sin(i * 7 + d * (i + 1)));
    const rows = [
      { seq: 1, project: "p1", user: "u1", agent: "a" },
      { seq: 2, project: "p1", user: "u2", agent: "" },
      { seq: 3, project: "p2", user: "", agent: "b" },
    ];
    const ins = db.prepare("insert into memory_vectors(seq, project_id, user_id, embedding, agent_id, run_id) values (?, ?, ?, ?, ?, '')");
    for (const r of rows) ins.run(r.seq, r.project, r.user, new Uint8Array(vector(r.seq).buffer), r.agent);

    runMigrations(storage, migrationsDir());
    const bits = db.query("select seq, project_id as project, agent_id as agent from memory_vector_bits order by seq").all();
    expect(bits).toEqual(rows.map(({ seq, project, agent }) => ({ seq, project, agent })));
    // Each row holds the sign bits of its float vector: a query equal to vector 2 finds it at Hamming distance 0.
    const hit = db
      .query("select seq, distance from memory_vector_bits where embedding match vec_quantize_binary(?) and k = 1 and project_id = 'p1'")
      .get(new Uint8Array(vector(2).buffer));
    expect(hit).toEqual({ seq: 2, distance: 0 });
  } finally {
    storage.close();
  }
});
