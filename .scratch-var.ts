import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { pipeline, env } from "@huggingface/transformers";
import { loadSourceModel, locateSource } from "./src/embed/build/index.ts";
import { buildBertOnnx, type QuantizeSpec } from "./src/embed/build/onnx-graph.ts";
import { SENTENCES } from "./test/embed/sentences.ts";
env.allowRemoteModels = false;
const ALL = ["qkv", "attn_out", "ffn_in", "ffn_out"] as const;
const variants: Record<string, QuantizeSpec> = {
  asym_all: { embeddings: true, linear: [...ALL], activation: "token_asym" },
  wonly: { embeddings: true, linear: [...ALL], activation: "none" },
  wonly_noemb: { embeddings: false, linear: [...ALL], activation: "none" },
  tok_all: { embeddings: true, linear: [...ALL], activation: "token" },
  tok_noffnout: { embeddings: true, linear: ["qkv", "attn_out", "ffn_in"], activation: "token" },
  all_emb: { embeddings: true, linear: [...ALL], activation: "tensor" },
  all_noemb: { embeddings: false, linear: [...ALL], activation: "tensor" },
  no_ffnout: { embeddings: true, linear: ["qkv", "attn_out", "ffn_in"], activation: "tensor" },
  no_attnout: { embeddings: true, linear: ["qkv", "ffn_in", "ffn_out"], activation: "tensor" },
  no_qkv: { embeddings: true, linear: ["attn_out", "ffn_in", "ffn_out"], activation: "tensor" },
  no_ffnin: { embeddings: true, linear: ["qkv", "attn_out", "ffn_out"], activation: "tensor" },
};
const only = process.argv.slice(2);
const src = await loadSourceModel(locateSource().dir);
const cos = (a: Float32Array, b: Float32Array) => { let s=0; for (let i=0;i<a.length;i++) s+=a[i]!*b[i]!; return s; };
async function run(root: string, dtype: "q8"|"fp32", texts: string[]) {
  env.localModelPath = root;
  const ex = await pipeline("feature-extraction", "all-MiniLM-L6-v2", { dtype });
  const single: Float32Array[] = [];
  for (const t of texts) single.push(((await ex([t], { pooling: "mean", normalize: true })).data as Float32Array).slice());
  const b = (await ex(texts, { pooling: "mean", normalize: true })).data as Float32Array;
  const batch = texts.map((_, i) => b.slice(i*384, (i+1)*384));
  const s32 = Array.from({length:32},(_, i)=>`This is sentence number ${i} about something interesting.`);
  await ex(s32, { pooling: "mean", normalize: true });
  const ts: number[] = [];
  for (let k=0;k<8;k++){ const t0=performance.now(); await ex(s32, { pooling: "mean", normalize: true }); ts.push(performance.now()-t0); }
  ts.sort((a,b)=>a-b);
  await ex.dispose();
  return { single, batch, ms: ts[4]! };
}
const fp = await run("/tmp/scratch/models", "fp32", SENTENCES);
console.log("fp32 ms/32", fp.ms.toFixed(1));
for (const [name, spec] of Object.entries(variants)) {
  if (only.length && !only.includes(name)) continue;
  const root = `/tmp/scratch/var/${name}`;
  const dir = join(root, "all-MiniLM-L6-v2");
  mkdirSync(join(dir, "onnx"), { recursive: true });
  for (const [f, t] of Object.entries(src.files)) writeFileSync(join(dir, f), t);
  writeFileSync(join(dir, "onnx/model_quantized.onnx"), buildBertOnnx(src.cfg, src.weights, { quantize: spec, producerVersion: "x" }).toBytes());
  const r = await run(root, "q8", SENTENCES);
  const cs = SENTENCES.map((_, i) => cos(r.single[i]!, fp.single[i]!));
  const cb = SENTENCES.map((_, i) => cos(r.batch[i]!, fp.batch[i]!));
  const worst = cs.map((c, i) => [c, i] as const).sort((a,b)=>a[0]-b[0]).slice(0,3).map(([c,i])=>`${JSON.stringify(SENTENCES[i]!.slice(0,20))}=${c.toFixed(4)}`);
  console.log(name, "ms/32", r.ms.toFixed(1), "min cos single", Math.min(...cs).toFixed(4), "min cos batch", Math.min(...cb).toFixed(4), worst.join(" "));
}
