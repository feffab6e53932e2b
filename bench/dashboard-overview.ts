// How long GET /admin/v1/overview takes as an install grows: the dashboard's front page runs a handful
// of grouped scans over memories, facts, audit events and deliveries. Rows are copied in SQL from a few
// real ones (so every column is as the app writes it), spread over 60 days and 10 projects.
//   ORT_DISABLE_TELEMETRY=1 bun bench/dashboard-overview.ts [rows=100000]
import { startTestApp } from "../test/helpers/app";

const N = Number(process.argv[2] ?? 100_000);
const t = startTestApp();
const accounts = await Promise.all(Array.from({ length: 10 }, () => t.signUp()));
for (const a of accounts) {
  await t.addMemory(a.api_key, { content: "I live in Lisbon.", user_id: "u" });
  await t.addMemory(a.api_key, { content: "I moved to Berlin.", user_id: "u" });
}
await t.drain();
const db = t.storage.sqlite;
const cols = (table: string) => (db.query(`pragma table_info(${table})`).all() as { name: string }[]).map((c) => c.name).filter((c) => c !== "seq" && c !== "id");
const copy = (table: string, idCol: boolean, times: number) => {
  const c = cols(table);
  const day = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (abs(random()) % 60) || ' days')";
  const select = c.map((x) => (x === "created_at" || x === "ts" ? day : x)).join(", ");
  for (let i = 0; i < times; i++) {
    db.run(`insert into ${table} (${idCol ? "id, " : ""}${c.join(", ")}) select ${idCol ? "id || '-' || hex(randomblob(6)), " : ""}${select} from ${table} limit ${N}`);
  }
};
const t0 = performance.now();
const doublings = Math.ceil(Math.log2(N / 20));
copy("memories", true, doublings);
copy("facts", true, doublings);
copy("audit_events", false, doublings);
const count = (table: string) => (db.query(`select count(*) n from ${table}`).get() as { n: number }).n;
console.log(`filled in ${((performance.now() - t0) / 1000).toFixed(1)} s: memories ${count("memories")}, facts ${count("facts")}, audit_events ${count("audit_events")}`);
const times: number[] = [];
for (let i = 0; i < 8; i++) {
  const s = performance.now();
  const r = await t.admin("GET", "/overview");
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  times.push(performance.now() - s);
}
// The first call also counts the past days of the audit log (kept for the day); later ones read today only.
const later = times.slice(1).sort((a, b) => a - b);
console.log(`GET /admin/v1/overview: first ${times[0]!.toFixed(1)} ms; then median ${later[3]!.toFixed(1)} ms, min ${later[0]!.toFixed(1)} ms, max ${later[6]!.toFixed(1)} ms (7 runs)`);
t.close();
