/**
 * Calibration of the "static" activation scheme (see ActivationQuant): the range of each linear
 * layer's input, measured once by running the fp32 graph over fixed texts (calibration-texts.txt,
 * one text per call, in file order) and stored in calibration-ranges.json beside this file.
 *
 * The build reads the stored table instead of calibrating: ONNX Runtime's fp32 kernels round
 * differently from one CPU to the next, so ranges measured at build time could differ between
 * machines, and with them the model file and its fingerprint. Stored ranges keep the build a pure
 * function of the npm weights. `bun bench/calibrate.ts` remeasures and rewrites the table (for new
 * weights or other texts); test/embed/converter.test.ts checks the stored table against a fresh
 * measurement.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { InferenceSession, Tensor } from "onnxruntime-common";
import table from "./calibration-ranges.json" with { type: "json" };
import { type BertConfig, buildBertOnnx, type ChannelRanges, type WeightSource } from "./onnx-graph.ts";
import type { GeneratedFiles } from "./tokenizer-files.ts";
import { importTransformers } from "../transformers.ts";

export interface CalibrationTable {
  /** sha256 of model.fp16.safetensors the ranges were measured on; other weights get no static ranges */
  weights_sha256: string;
  texts: number;
  /** token ids with ranges of their own (see QuantizeSpec.tokenClasses) */
  token_classes: number[];
  /** per linear layer, by name (`encoder.layer.0.attention.self.qkv`): each input channel's range, per token class */
  ranges: Record<string, ChannelRanges[]>;
}

export const CALIBRATION: CalibrationTable = table as CalibrationTable;

export const CALIBRATION_TEXTS_FILE = join(import.meta.dir, "calibration-texts.txt");

export function calibrationTexts(): string[] {
  return readFileSync(CALIBRATION_TEXTS_FILE, "utf8").split("\n").filter((l) => l.length > 0);
}

/** Token ids ([CLS] ... [SEP]) of each text, by the tokenizer the converter writes. */
export async function tokenizeTexts(files: GeneratedFiles, texts: string[]): Promise<number[][]> {
  const dir = mkdtempSync(join(tmpdir(), "engram-calibration-"));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const { AutoTokenizer, env } = await importTransformers();
    env.allowRemoteModels = false;
    env.localModelPath = `${tmpdir()}/`;
    const tokenizer = await AutoTokenizer.from_pretrained(dir.slice(tmpdir().length + 1));
    return texts.map((t) => tokenizer.encode(t));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The ONNX Runtime pieces calibration needs (onnxruntime-node's module), passed in so the build never loads it. */
export interface Ort {
  InferenceSession: { create(model: Uint8Array, options?: InferenceSession.SessionOptions): Promise<InferenceSession> };
  Tensor: new (type: "int64", data: BigInt64Array, dims: number[]) => Tensor;
}

/** Rounds outwards to 3 significant digits, so the stored table does not carry the last bits of one CPU's rounding. */
function outward(v: number, up: boolean): number {
  if (v === 0) return 0;
  const exp = Math.floor(Math.log10(Math.abs(v))) - 2;
  const m = up ? Math.ceil(v / 10 ** exp) : Math.floor(v / 10 ** exp);
  return Number(`${m}e${exp}`);
}

/**
 * Runs the fp32 graph over `tokenized` texts one at a time and returns, for each linear layer and
 * token class (0: ordinary tokens, i + 1: tokenClasses[i]), the smallest and largest value each input
 * channel took (rounded outwards). One text per call and
 * order-free statistics: the result does not depend on batching.
 */
export async function calibrate(
  ort: Ort,
  cfg: BertConfig,
  weights: WeightSource,
  tokenized: number[][],
  tokenClasses: number[],
): Promise<Record<string, ChannelRanges[]>> {
  const classes = 1 + tokenClasses.length;
  const classOf = (id: number) => tokenClasses.indexOf(id) + 1;
  const graph = buildBertOnnx(cfg, weights, { quantize: false, producerVersion: "calibration", tapLinearInputs: true }).toBytes();
  const session = await ort.InferenceSession.create(graph, { intraOpNumThreads: 1, interOpNumThreads: 1 });
  const taps = session.outputNames.filter((n) => n.endsWith(".input"));
  const seen = new Map<string, { lo: Float32Array; hi: Float32Array }[]>();
  try {
    for (const ids of tokenized) {
      const S = ids.length;
      const t = (data: BigInt64Array) => new ort.Tensor("int64", data, [1, S]);
      const out = await session.run({
        input_ids: t(BigInt64Array.from(ids, (v) => BigInt(v))),
        attention_mask: t(new BigInt64Array(S).fill(1n)),
        token_type_ids: t(new BigInt64Array(S)),
      });
      for (const name of taps) {
        const x = out[name]!;
        const [rows, width] = x.dims as [number, number];
        const data = x.data as Float32Array;
        let all = seen.get(name);
        // start at 0: ranges hold 0
        if (!all) seen.set(name, (all = Array.from({ length: classes }, () => ({ lo: new Float32Array(width), hi: new Float32Array(width) }))));
        for (let r = 0; r < rows; r++) {
          const m = all[classOf(ids[r]!)]!;
          for (let c = 0; c < width; c++) {
            const v = data[r * width + c]!;
            if (v < m.lo[c]!) m.lo[c] = v;
            if (v > m.hi[c]!) m.hi[c] = v;
          }
        }
      }
    }
  } finally {
    await session.release();
  }
  const ranges: Record<string, ChannelRanges[]> = {};
  for (const name of [...taps].sort()) {
    ranges[name.slice(0, -".input".length)] = seen.get(name)!.map((m) => ({
      lo: Array.from(m.lo, (v) => outward(v, false)),
      hi: Array.from(m.hi, (v) => outward(v, true)),
    }));
  }
  return ranges;
}
