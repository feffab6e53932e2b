/**
 * Whether this machine's ONNX Runtime multiplies uint8 activations by 8-bit int8 weights exactly, the
 * condition for running the int8 file (Q8_INT8_FILE) in place of the portable one: both then compute the
 * same int32 sums and give bitwise-identical vectors.
 *
 * Without VNNI, x86 CPUs multiply with VPMADDUBSW, which adds each pair of products into a saturating
 * int16: 255·127·2 overflows it (see WEIGHT_MAX in build/onnx-graph.ts). Rather than read CPU flags (and
 * trust that ONNX Runtime picks the kernel they suggest), one tiny model with the same operator runs
 * the largest products (255·±127), at row counts that select ONNX Runtime's different code paths (one
 * row, a few, many), and its sums are compared with exact ones. A few milliseconds, once per machine
 * (cached beside the model, see probeWithCache).
 */
import { createHash } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { threadId } from "node:worker_threads";
import { DataType, modelProto, nodeProto, tensorProto, valueInfo } from "./build/onnx-proto.ts";

/** Input widths of the model's linear layers (hidden and intermediate sizes of MiniLM-L6). */
const WIDTHS = [384, 1536];
/** Weight column patterns: all +127, all −127, alternating (their sums with all-255 activations: ±32385·k, 0). */
const PATTERNS: ((k: number) => number)[] = [() => 127, () => -127, (k) => (k % 2 ? 127 : -127)];
/** 16 columns, the patterns in turn: one whole panel of ONNX Runtime's packed weights, not only its edge code. */
const COLUMNS = Array.from({ length: 16 }, (_, c) => PATTERNS[c % PATTERNS.length]!);
const ROWS = [1, 3, 40];

function probeModel(): Uint8Array {
  const nodes = [];
  const initializers = [tensorProto("one", DataType.FLOAT, [], Float32Array.of(1)), tensorProto("zero", DataType.UINT8, [], Uint8Array.of(0))];
  for (const k of WIDTHS) {
    const b = new Int8Array(k * COLUMNS.length);
    for (let i = 0; i < k; i++) COLUMNS.forEach((w, c) => (b[i * COLUMNS.length + c] = w(i)));
    initializers.push(tensorProto(`b${k}`, DataType.INT8, [k, COLUMNS.length], b));
    // The model's operator and input layout: uint8 A with a zero point, int8 B without one.
    nodes.push(nodeProto("MatMulIntegerToFloat", [`a${k}`, `b${k}`, "one", "one", "zero"], [`y${k}`], `mm${k}`, {}, "com.microsoft"));
  }
  return modelProto({
    graphName: "exact_int8_probe",
    nodes,
    initializers,
    inputs: WIDTHS.map((k) => valueInfo(`a${k}`, DataType.UINT8, ["rows", k])),
    outputs: WIDTHS.map((k) => valueInfo(`y${k}`, DataType.FLOAT, ["rows", COLUMNS.length])),
    opset: 17,
    extraOpsets: { "com.microsoft": 1 },
    irVersion: 8,
    producerName: "engram-exact-int8-probe",
    producerVersion: "1",
  }).toBytes();
}

type Ort = typeof import("onnxruntime-node");

async function probe(ort: Ort): Promise<boolean> {
  const session = await ort.InferenceSession.create(probeModel(), { intraOpNumThreads: 1 });
  // Each column's sum over an all-255 row, computed exactly here, then rounded as the float output is.
  const exactSums = WIDTHS.map((k) =>
    COLUMNS.map((w) => {
      let sum = 0;
      for (let i = 0; i < k; i++) sum += 255 * w(i);
      return Math.fround(sum);
    }),
  );
  try {
    for (const rows of ROWS) {
      const feeds: Record<string, InstanceType<typeof ort.Tensor>> = {};
      for (const k of WIDTHS) feeds[`a${k}`] = new ort.Tensor("uint8", new Uint8Array(rows * k).fill(255), [rows, k]);
      const out = await session.run(feeds);
      for (const [j, k] of WIDTHS.entries()) {
        const want = exactSums[j]!;
        const y = out[`y${k}`]!.data as Float32Array;
        for (let i = 0; i < y.length; i++) if (y[i] !== want[i % COLUMNS.length]) return false;
      }
    }
    return true;
  } finally {
    await session.release();
  }
}

/** Bump when the probe changes: answers cached by an older probe are not read. */
const PROBE_VERSION = "1";
export const PROBE_CACHE_FILE = ".exact-int8.json";

/** What the answer depends on: the CPU as the system describes it (model and flags) and ONNX Runtime's version; null where unknown. */
function machineKey(ortVersion: string): string | null {
  try {
    const info = readFileSync("/proc/cpuinfo", "utf8");
    const field = (k: string) => info.match(new RegExp(`^${k}\\s*:(.*)$`, "m"))?.[1]?.trim() ?? "";
    return createHash("sha256")
      .update([PROBE_VERSION, process.arch, ortVersion, field("model name"), field("flags") || field("Features")].join("\n"))
      .digest("hex");
  } catch {
    return null;
  }
}

/**
 * The probe's answer, kept in `dir` (the model folder) for this machine: every embedder (each worker of
 * the server, the job runner and `engram reembed`) would otherwise build and drop a probe session at load.
 * A cache written for another CPU or ONNX Runtime (a copied folder) is not read.
 */
export async function probeWithCache(dir: string | undefined): Promise<boolean> {
  // The ONNX Runtime transformers.js runs on, loaded only here (the server's own thread never needs it).
  const ort = await import("onnxruntime-node");
  const key = machineKey(ort.env.versions.node ?? ort.env.versions.common);
  const file = dir && key ? join(dir, PROBE_CACHE_FILE) : null;
  if (file) {
    try {
      const cached = JSON.parse(readFileSync(file, "utf8")) as { key?: unknown; exact?: unknown };
      if (cached.key === key && typeof cached.exact === "boolean") return cached.exact;
    } catch {
      // none yet, or unreadable: probe
    }
  }
  const exact = await probe(ort);
  if (file) {
    try {
      const tmp = `${file}.${process.pid}-${threadId}.tmp`;
      writeFileSync(tmp, JSON.stringify({ key, exact }) + "\n");
      renameSync(tmp, file);
    } catch {
      // a read-only folder: probe again next time
    }
  }
  return exact;
}

let answer: Promise<boolean> | null = null;

/** True when this machine's int8 products are exact (see the module comment); false also when the probe cannot run. Once per thread. */
export function exactInt8Products(cacheDir?: string): Promise<boolean> {
  answer ??= probeWithCache(cacheDir).catch(() => false);
  return answer;
}
