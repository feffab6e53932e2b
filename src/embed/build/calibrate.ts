/**
 * Calibrates the input range of every linear layer for the "static" int8 graph, once, by
 * running the fp32 graph (with those inputs exposed) over a calibration text set:
 *   ORT_DISABLE_TELEMETRY=1 bun src/embed/build/calibrate.ts [--quantile q] > ranges.json
 * The texts are the extractor's golden inputs and dev sequences (chat turns, not
 * test/embed/sentences.ts, which the accuracy figures are taken on) and a few lines in
 * other scripts. Dev tool: the converter reads the committed table (calibration.ts), so a
 * build needs neither this script nor ONNX Runtime at build time, and a file's bytes do
 * not depend on the CPU that built it.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { locateSource, loadSourceModel } from "./index.ts";
import { buildBertOnnx } from "./onnx-graph.ts";

const ROOT = join(import.meta.dir, "../../..");

/** A few lines outside the chat data: other scripts, code, numbers (none from test/embed/sentences.ts). */
const EXTRA = [
  "Wir treffen uns morgen um neun Uhr am Hauptbahnhof.",
  "Elle a oublié son parapluie dans le métro ce matin.",
  "Mi hermana vive en Valencia desde hace diez años.",
  "Я люблю читать книги по вечерам.",
  "今日はとても暑いので、冷たいお茶を飲みたい。",
  "他每天早上六点起床跑步。",
  "안녕하세요, 만나서 반갑습니다.",
  "שלום לכולם, מה שלומכם?",
  "नमस्ते, आप कैसे हैं?",
  "ΤΟ πρωί πίνω πάντα καφέ.",
  "SELECT id, name FROM users WHERE created_at > now() - interval '7 days';",
  "git rebase -i HEAD~3 && git push --force-with-lease",
  "Order 99812-B shipped 2024-11-02, tracking 1Z999AA10123456784, total $1,024.50",
  "🎉🎉 happy birthday!!! 🎂🎈",
  "a",
  "?",
  "The committee postponed the vote on the budget amendment until the auditors deliver their report, " +
    "which is expected at the end of the quarter, and asked every department to freeze new hiring meanwhile.",
];

export function calibrationTexts(): string[] {
  const lines = (p: string) =>
    readFileSync(join(ROOT, p), "utf8")
      .split("\n")
      .filter((l) => l.trim());
  const golden = lines("bench/data/extract-golden-inputs.jsonl").map((l) => (JSON.parse(l) as { text: string }).text);
  const seq = lines("test/extract/data/dev-sequences.jsonl").flatMap((l) =>
    (JSON.parse(l) as { steps: { text: string }[] }).steps.map((s) => s.text),
  );
  const picked = golden.filter((_, i) => i % 17 === 0);
  return [...new Set([...picked, ...seq, ...EXTRA])];
}

/** [lo, hi] of each linear layer's input over the texts; `quantile` < 1 drops the extreme tail. */
export async function calibrate(texts: string[], quantile = 1): Promise<Record<string, [number, number]>> {
  const { cfg, weights, files } = await loadSourceModel(locateSource().dir);
  const dir = mkdtempSync(join(tmpdir(), "engram-calibrate-"));
  try {
    const bytes = buildBertOnnx(cfg, weights, { quantize: false, producerVersion: "calibration", exposeLinearInputs: true }).toBytes();
    const ort = (await import("onnxruntime-node")) as typeof import("onnxruntime-node");
    const session = await ort.InferenceSession.create(bytes);
    const { AutoTokenizer, env } = await import("@huggingface/transformers");
    env.allowRemoteModels = false;
    // the tokenizer files the converter generates
    const { writeFileSync, mkdirSync } = await import("node:fs");
    mkdirSync(join(dir, "m"), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "m", name), text);
    env.localModelPath = `${dir}/`;
    const tok = await AutoTokenizer.from_pretrained("m");
    const values = new Map<string, number[]>();
    const names = session.outputNames.filter((n) => n.endsWith(".input"));
    for (const text of texts) {
      const enc = tok(text, { truncation: true, max_length: 256 }) as Record<string, { data: BigInt64Array; dims: number[] }>;
      const feeds: Record<string, InstanceType<typeof ort.Tensor>> = {};
      for (const k of ["input_ids", "attention_mask", "token_type_ids"]) feeds[k] = new ort.Tensor("int64", enc[k]!.data, enc[k]!.dims);
      const out = await session.run(feeds, names);
      for (const n of names) {
        const d = out[n]!.data as Float32Array;
        let lo = Infinity;
        let hi = -Infinity;
        for (const v of d) {
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
        const arr = values.get(n) ?? [];
        arr.push(lo, hi);
        values.set(n, arr);
      }
    }
    const ranges: Record<string, [number, number]> = {};
    for (const [n, arr] of values) {
      const los = arr.filter((_, i) => i % 2 === 0).sort((a, b) => a - b);
      const his = arr.filter((_, i) => i % 2 === 1).sort((a, b) => a - b);
      const k = Math.min(los.length - 1, Math.floor((1 - quantile) * los.length));
      ranges[n.slice(0, -".input".length)] = [los[k]!, his[his.length - 1 - k]!];
    }
    await session.release();
    return ranges;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const qi = process.argv.indexOf("--quantile");
  const texts = calibrationTexts();
  const ranges = await calibrate(texts, qi > 0 ? Number(process.argv[qi + 1]) : 1);
  console.error(`${texts.length} calibration texts`);
  console.log(JSON.stringify(ranges, null, 1));
}
