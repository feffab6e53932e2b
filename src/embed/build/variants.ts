// Experiment (issue 24 item 2): builds int8 variants, prints min/mean cosine to fp32 and CPU per call, interleaved.
// ORT_DISABLE_TELEMETRY=1 V=row7,u8first bun src/embed/build/variants.ts  (RANGES=<calibrate.ts output> for static ones)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
const W = join(import.meta.dir, "../../..");
const { buildDefaultModel, Q8_SPEC } = await import(`${W}/src/embed/build/index.ts`);
const { loadEmbedder } = await import(`${W}/src/embed/index.ts`);
const { cosine } = await import(`${W}/test/embed/model-dir.ts`);
const { SENTENCES } = await import(`${W}/test/embed/sentences.ts`);
const ranges = JSON.parse(readFileSync(process.env.RANGES ?? "/tmp/i24e-ranges.json", "utf8"));
const all: Record<string, any> = {
  row7: Q8_SPEC,
  u8firstLast: { ...Q8_SPEC, weightU8: ["layer.0.attention.self.qkv","layer.0.attention.output.dense","layer.0.intermediate.dense","layer.0.output.dense","layer.5.attention.self.qkv","layer.5.attention.output.dense","layer.5.intermediate.dense","layer.5.output.dense"] },
  u8qkv0: { ...Q8_SPEC, weightU8: ["layer.0.attention.self.qkv"] },
  u8qkv: { ...Q8_SPEC, weightU8: ["qkv"] },
  u8attnOut: { ...Q8_SPEC, weightU8: ["attention.output.dense"] },
  u8inter: { ...Q8_SPEC, weightU8: ["intermediate.dense"] },
  u8down: { ...Q8_SPEC, weightU8: [".output.dense"] },
  u8ffnDown: { ...Q8_SPEC, weightU8: ["0.output.dense","1.output.dense","2.output.dense","3.output.dense","4.output.dense","5.output.dense"] },
  u8first: { ...Q8_SPEC, weightU8: ["layer.0.attention.self.qkv","layer.0.attention.output.dense","layer.0.intermediate.dense","layer.0.output.dense"] },
  u8last: { ...Q8_SPEC, weightU8: ["layer.5.attention.self.qkv","layer.5.attention.output.dense","layer.5.intermediate.dense","layer.5.output.dense"] },
  sym7: { embeddings: true, activation: "rowsym" },
  symU8: { embeddings: true, activation: "rowsym", weightU8: true, weightMax: 127 },
  rowU8: { ...Q8_SPEC, weightU8: true, weightMax: 127 },
  st7: { embeddings: true, activation: "static", ranges },
  stU8: { embeddings: true, activation: "static", ranges, weightU8: true, weightMax: 127 },
  stA7W8: { embeddings: true, activation: "static", ranges, weightMax: 127, activationMax: 127 },
  st7keepDown: { embeddings: true, activation: "static", ranges, keepFloat: ["output.dense"] },
  stU8keepDown: { embeddings: true, activation: "static", ranges, weightU8: true, weightMax: 127, keepFloat: ["output.dense"] },
  tensor7: { embeddings: true, activation: "tensor" },
};
const names = (process.env.V ?? Object.keys(all).join(",")).split(",");
const dirs: string[] = [];
const es: any[] = [];
const fpDir = mkdtempSync(join(tmpdir(), "i24e-v-"));
await buildDefaultModel(fpDir, {});
dirs.push(fpDir);
const fp32 = await loadEmbedder({ modelsDir: fpDir, modelId: "all-MiniLM-L6-v2", dtype: "fp32" });
const vf = await fp32.embed(SENTENCES);
const acc: Record<string, string> = {};
for (const n of names) {
  const d = mkdtempSync(join(tmpdir(), "i24e-v-"));
  dirs.push(d);
  await buildDefaultModel(d, { q8Spec: all[n] });
  const e = await loadEmbedder({ modelsDir: d, modelId: "all-MiniLM-L6-v2", dtype: "q8", threads: process.env.T ? Number(process.env.T) : undefined });
  es.push(e);
  const vq = await e.embed(SENTENCES);
  const c = SENTENCES.map((_: string, i: number) => cosine(vq[i], vf[i]));
  const w = c.indexOf(Math.min(...c));
  acc[n] = `min ${Math.min(...c).toFixed(4)} (${JSON.stringify(SENTENCES[w]).slice(0, 20)}) mean ${(c.reduce((a: number, b: number) => a + b) / c.length).toFixed(4)}`;
  // batch independence
  const alone = await e.embed([SENTENCES[0]]);
  const inB = await e.embed([...SENTENCES].reverse());
  let md = 0;
  const v2 = inB[SENTENCES.length - 1];
  for (let i = 0; i < v2.length; i++) md = Math.max(md, Math.abs(v2[i] - alone[0][i]));
  acc[n] += ` batchdiff ${md.toExponential(1)}`;
  console.log(n, acc[n]);
}
const short = SENTENCES.filter((s: string) => s.length < 60 && s.length > 0);
const b32 = Array.from({ length: 32 }, (_, i) => short[i % short.length]);
const mixed = Array.from({ length: 320 }, (_, i) => SENTENCES[(i * 7) % SENTENCES.length]);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [label, texts, rounds] of [["b32", b32, Number(process.env.R32 ?? 15)], ["mixed320", mixed, Number(process.env.RM ?? 3)]] as const) {
  for (const e of es) await e.embed(texts);
  const cs: number[][] = es.map(() => []);
  const ws: number[][] = es.map(() => []);
  for (let r = 0; r < rounds; r++) for (const [i, e] of es.entries()) {
    const t0 = performance.now(); const c0 = cpu();
    await e.embed(texts);
    cs[i].push(cpu() - c0); ws[i].push(performance.now() - t0);
  }
  names.forEach((n, i) => console.log(`${label} ${n.padEnd(14)} cpu ${med(cs[i]).toFixed(1)} ms (${(texts.length / med(cs[i]) * 1000).toFixed(0)} texts per cpu-s, x${(med(cs[0]) / med(cs[i])).toFixed(2)} vs ${names[0]}) wall ${med(ws[i]).toFixed(1)}`));
}
for (const e of es) await e.close();
await fp32.close();
for (const d of dirs) rmSync(d, { recursive: true, force: true });
