/**
 * BERT encoder (all-MiniLM-L6-v2 shape) as an ONNX graph, opset 17.
 *
 * Inputs : input_ids, attention_mask, token_type_ids  int64 [batch, seq]
 * Output : last_hidden_state                          float32 [batch, seq, hidden]
 *
 * The encoder runs on the rows of the real tokens only, [tokens, hidden]: padding is
 * removed after the embeddings and put back (as zero rows) only around the attention
 * core, which needs the [batch, seq] layout; linear layers, LayerNorm and GELU, nearly
 * all of the work, never see a pad row. Every per-token step works row by row, so a
 * token's result does not depend on how much padding its batch had. Q, K and V are one
 * matmul with a [hidden, 3*hidden] weight followed by Split; GELU is written in the erf
 * form ONNX Runtime fuses into one Gelu kernel. The output keeps the [batch, seq, hidden]
 * shape; pad positions hold zeros.
 *
 * Quantized graph (see QuantizeSpec): int8 weights in 7 bits (see WEIGHT_MAX), or 8 bits in the
 * first and last layers (see wideLayers, WideWeights), symmetric, one scale per output column;
 * the activations entering each linear layer are quantized to uint8 at run time.
 */
import {
  attrFloat,
  attrInt,
  attrInts,
  type AttrValue,
  DataType,
  type DataTypeId,
  modelProto,
  nodeProto,
  type TensorData,
  tensorProto,
  valueInfo,
} from "./onnx-proto.ts";
import type { ProtoWriter } from "./protobuf.ts";
import { quantizeRows, transposeF32, transposeInt8 } from "./quantize.ts";

export interface BertConfig {
  hidden_size: number;
  num_attention_heads: number;
  num_hidden_layers: number;
  intermediate_size: number;
  layer_norm_eps: number;
  vocab_size: number;
  max_position_embeddings: number;
  type_vocab_size: number;
}

/** Weight lookup by the BertModel parameter name, values as fp32. */
export type WeightSource = (name: string) => { data: Float32Array; shape: number[] };

/**
 * How the activations entering each linear layer are quantized to uint8:
 * - "row" (default): asymmetric, one scale and zero point per token row. Closest to
 *   fp32, and a text's vector does not depend on the other texts in the batch
 *   (needed for micro-batching). Runs as QuantizeLinear (per axis) +
 *   com.microsoft MatMulIntegerToFloat (per-row A scale, per-column B scale).
 *   That kernel takes only a scalar A zero point, so the zero-point term
 *   zp_r·Σ_k W[k, n] is computed inside the integer GEMM: J extra columns of A
 *   hold zp_r and J extra int8 rows of B sum to −Σ_k W[k, n].
 * - "tensor": DynamicQuantizeLinear, one scale and zero point for the whole batch
 *   (the layout of the reference export; ORT fuses it into DynamicQuantizeMatMul).
 *   About a quarter less CPU, but vectors shift with the batch (cosine down to 0.95
 *   between a text embedded alone and inside a mixed batch).
 * - "static": one constant scale and zero point per layer, from the input ranges
 *   calibrated once on fixed texts (see calibration.ts): QuantizeLinear with constants +
 *   MatMulIntegerToFloat with the bias folded in. Batch-independent like "row" (nothing
 *   depends on the other rows) at about the cost of "tensor"; values outside the
 *   calibrated range are clipped.
 */
export type ActivationQuant = "row" | "tensor" | "static";

/**
 * Linear-layer weights use 7 bits (|q| ≤ 63). ONNX Runtime multiplies uint8 activations by
 * int8 weights with VPMADDUBSW on CPUs with AVX2 or AVX-512 but no VNNI; it adds each pair of
 * products into a saturating int16, and 255·127·2 overflows it. On such a CPU (an AVX2-only
 * AMD EPYC, say) 8-bit weights gave cos(q8, fp32) down to 0.31; 255·63·2 cannot overflow.
 * Measured on 24 sentences: min / mean cosine to fp32 0.9893 / 0.9961 (8-bit on a VNNI CPU:
 * 0.9917 / 0.9980). VNNI CPUs compute either exactly, so one file serves every CPU.
 */
const WEIGHT_MAX = 63;

/**
 * 8-bit weights without the saturation: stored as uint8 with zero point 128, so ONNX Runtime
 * takes its u8u8 kernel, which widens to int16 before multiplying (VPMADDWD) and is exact on
 * every CPU. It is slower than u8s8 (all layers: 0.81-0.86x sentences/s on the AVX2 EPYC), so
 * only the layers that lose most to 7 bits get it. Measured on the 24 sentences of
 * test/embed/sentences.ts against fp32, min / mean cosine, CPU per call vs all-7-bit:
 * all 7-bit 0.9893 / 0.9961; first layer 0.9900 / 0.9969; first and last 0.9908 / 0.9972
 * (0.96-0.97x); every layer 0.9917 / 0.9980 (0.81-0.86x); Q, K, V only 0.9918 / 0.9967 (0.86-0.91x).
 */
const WIDE_MAX = 127;

/**
 * How the wide layers' 8-bit weights are stored:
 * - "uint8" (the portable file): q + 128 with a zero point of 128, the u8u8 kernel, exact on every CPU.
 * - "int8": plain int8, no zero point, ONNX Runtime's u8s8 kernel: exact only where it does not saturate
 *   (VNNI CPUs; exact-int8.ts checks at load), and there 2.3-2.6x faster per wide layer than u8u8 (an
 *   AVX-512 VNNI EPYC: the two wide layers took 40% of the integer GEMMs' time). Both compute the same
 *   int32 sums Σ (a − za)·q, so a file built each way gives bitwise-identical vectors on such a CPU.
 */
export type WideWeights = "uint8" | "int8";

/** "static" with tokenClasses: a class gets its own step where its range is this much wider than ordinary tokens'. */
const SEPARATE_CLASS = 1.5;

export interface QuantizeSpec {
  /** int8 per-row word-embedding table */
  embeddings: boolean;
  activation: ActivationQuant;
  /** encoder layers (negative: from the end) whose linear weights use 8 bits (see WIDE_MAX, WideWeights) */
  wideLayers?: number[];
  /** how the wide layers' weights are stored (default "uint8", see WideWeights) */
  wideWeights?: WideWeights;
  /** "static": calibrated range of each linear layer's input channels, by layer name (e.g. `encoder.layer.0.attention.self.qkv`) */
  ranges?: Readonly<Record<string, ChannelRanges[]>>;
  /**
   * "static": token ids whose rows get scales of their own (class i + 1 for the i-th id; every other
   * token is class 0); ranges hold one entry per class. [CLS] rows carry values 4-8x larger than
   * other tokens' in the first layers, and one scale for both would waste most of the 8 bits on them.
   */
  tokenClasses?: number[];
  /**
   * "static": how much of each input channel's range moves into the weights (SmoothQuant's α).
   * Channel k is divided by d_k = r_k^α / w_k^(1−α) (r_k: its calibrated width, w_k: the largest
   * weight it meets) before a quantization step common to all channels, and its weights are
   * multiplied by d_k. Absent: one step for all channels (per tensor, d_k = 1).
   */
  smoothing?: number;
  /** "static": layers (name suffixes, e.g. `output.dense`) whose inputs stay quantized per row */
  rowLayers?: string[];
}

/** Calibrated range of each input channel of a linear layer (both hold 0). */
export interface ChannelRanges {
  lo: number[];
  hi: number[];
}

/** A linear layer's pieces every activation scheme writes alike (see `linear` in buildBertOnnx). */
interface LinearParts {
  /** y + bias (as y − (−bias) before a GELU) */
  addBias(y: string): string;
  /** int8 weights, stored as uint8 + 128 in wide layers of the portable file */
  wInit(name: string, dims: number[], v: Int8Array): string;
  /** the weight zero point input: 128 per column for uint8-stored weights, else none ("") */
  wZp(): string;
}

export interface GraphOptions {
  quantize: false | QuantizeSpec;
  producerVersion: string;
  /** fp32 only, for calibration: each linear layer's input is also a graph output named `<layer>.input` */
  tapLinearInputs?: boolean;
}

class GraphBuilder {
  readonly nodes: ProtoWriter[] = [];
  readonly initializers: ProtoWriter[] = [];
  private readonly initNames = new Set<string>();
  private counter = 0;

  init(name: string, type: DataTypeId, dims: number[], data: TensorData): string {
    if (this.initNames.has(name)) throw new Error(`duplicate initializer ${name}`);
    this.initNames.add(name);
    this.initializers.push(tensorProto(name, type, dims, data));
    return name;
  }

  f32(name: string, dims: number[], data: Float32Array | number[]): string {
    return this.init(name, DataType.FLOAT, dims, data instanceof Float32Array ? data : Float32Array.from(data));
  }

  i64(name: string, values: number[]): string {
    return this.init(name, DataType.INT64, [values.length], BigInt64Array.from(values.map((v) => BigInt(v))));
  }

  /** operator domains used besides the default one */
  readonly domains = new Set<string>();

  /** Adds a node; returns its output names. */
  nodeN(
    op: string,
    inputs: string[],
    outputs: string[] | number,
    attrs: Record<string, AttrValue> = {},
    domain = "",
  ): string[] {
    const id = ++this.counter;
    const outs =
      typeof outputs === "number" ? Array.from({ length: outputs }, (_, i) => `${op}_${id}_out${i}`) : outputs;
    this.nodes.push(nodeProto(op, inputs, outs, `${op}_${id}`, attrs, domain));
    if (domain) this.domains.add(domain);
    return outs;
  }

  node(op: string, inputs: string[], attrs: Record<string, AttrValue> = {}, output?: string): string {
    return this.nodeN(op, inputs, output ? [output] : 1, attrs)[0]!;
  }
}

function expectShape(name: string, got: number[], want: number[]): void {
  if (got.length !== want.length || got.some((d, i) => d !== want[i])) {
    throw new Error(`weight ${name}: shape [${got}] but expected [${want}]`);
  }
}

export function buildBertOnnx(cfg: BertConfig, weights: WeightSource, opts: GraphOptions): ProtoWriter {
  const H = cfg.hidden_size;
  const NH = cfg.num_attention_heads;
  const HD = H / NH;
  if (!Number.isInteger(HD)) throw new Error("hidden_size must be a multiple of num_attention_heads");
  const I = cfg.intermediate_size;
  const eps = cfg.layer_norm_eps;
  const quant = opts.quantize;
  const g = new GraphBuilder();

  const w = (name: string, shape: number[]): Float32Array => {
    const t = weights(name);
    expectShape(name, t.shape, shape);
    return t.data;
  };

  // constants, created on first use
  const consts = new Map<string, string>();
  const once = (name: string, make: () => string) => {
    let n = consts.get(name);
    if (!n) consts.set(name, (n = make()));
    return n;
  };
  const cF = (name: string, v: number) => once(name, () => g.f32(name, [], [v]));
  const cI64 = (name: string, v: number[]) => once(name, () => g.i64(name, v));

  // [B, S] from input_ids; the encoder itself works on [B*S, H] rows
  const cRows = cI64("const_shape_rows_hidden", [-1, H]);
  const shapeBS = g.node("Shape", ["input_ids"]);
  const shapeHeads = g.node("Concat", [shapeBS, cI64("const_heads_dims", [NH, HD])], { axis: attrInt(0) });
  const shapeOut = g.node("Concat", [shapeBS, cI64("const_hidden_dim", [H])], { axis: attrInt(0) });
  const toFloat = (t: string) => g.node("Cast", [t], { to: attrInt(DataType.FLOAT) });
  const zeroU8 = () => once("const_zero_u8", () => g.init("const_zero_u8", DataType.UINT8, [], Uint8Array.of(0)));
  const reduceRows = (op: "ReduceMax" | "ReduceMin", x: string) =>
    g.node(op, [x], { axes: attrInts([1]), keepdims: attrInt(1) });

  /**
   * y = x · Wᵀ + b for a PyTorch Linear weight [out, in]; x is [rows, in].
   * `biasBeforeGelu`: add the bias with Sub(y, −b), which keeps ORT from fusing it
   * with the following GELU into BiasGelu (slower on CPU than Gelu alone).
   */
  const wideLayers = new Set((quant ? (quant.wideLayers ?? []) : []).map((l) => (l < 0 ? cfg.num_hidden_layers + l : l)));
  let wide = false; // set per encoder layer below
  const asUint8 = !quant || (quant.wideWeights ?? "uint8") === "uint8";
  const taps: { name: string; width: number }[] = []; // tapLinearInputs
  let rowClass: ((column?: boolean) => string) | null = null; // static + tokenClasses: each real token's class, [tokens] or [tokens, 1]
  /**
   * x·(1/d_k) (see QuantizeSpec.smoothing; no Mul without it) is quantized with a constant step
   * S_c per token class c (see tokenClasses) and one zero point z, and the weights of input channel k
   * are multiplied by d_k: y_n = S_c·ws_n·Σ_k (q_k − z)·Wq[k, n] + b_n, one MatMulIntegerToFloat.
   */
  const staticLinear = (
    x: string,
    prefix: string,
    weight: Float32Array,
    out: number,
    inn: number,
    bias: Float32Array,
    range: ChannelRanges[],
    shared: LinearParts,
  ): string => {
    const alpha = quant ? quant.smoothing : undefined;
    const d = new Float32Array(inn).fill(1);
    if (alpha !== undefined) {
      for (let k = 0; k < inn; k++) {
        let wk = 1e-6;
        for (let n = 0; n < out; n++) wk = Math.max(wk, Math.abs(weight[n * inn + k]!));
        const width = Math.max(...range.map((r) => r.hi[k]! - r.lo[k]!), 1e-6);
        d[k] = width ** alpha / wk ** (1 - alpha);
      }
    }
    const span = range.map((r) => {
      let lo = 0;
      let hi = 0;
      for (let k = 0; k < inn; k++) {
        lo = Math.min(lo, r.lo[k]! / d[k]!);
        hi = Math.max(hi, r.hi[k]! / d[k]!);
      }
      return { lo, hi };
    });
    // A class whose range is not much wider than ordinary tokens' shares their step (fewer nodes, bias
    // inside the GEMM): only the layers where [CLS] rows stand out keep a step per class.
    const wider = span.some((sp) => sp.hi - sp.lo > SEPARATE_CLASS * (span[0]!.hi - span[0]!.lo));
    if (!wider) span.splice(0, span.length, { lo: Math.min(...span.map((sp) => sp.lo)), hi: Math.max(...span.map((sp) => sp.hi)) });
    // class 0 (ordinary tokens) sets the zero point; the others keep it and widen their step to fit
    const S0 = Math.max((span[0]!.hi - span[0]!.lo) / 255, 1e-30);
    const zp = Math.min(255, Math.max(0, Math.round(-span[0]!.lo / S0)));
    const steps = span.map(({ lo, hi }, c) =>
      Math.fround(c === 0 ? S0 : Math.max(hi / (255 - zp), zp > 0 ? -lo / zp : 0, 1e-30)),
    );
    const scaled = alpha === undefined ? weight : new Float32Array(weight.length);
    if (alpha !== undefined) for (let n = 0; n < out; n++) for (let k = 0; k < inn; k++) scaled[n * inn + k] = weight[n * inn + k]! * d[k]!;
    const q = quantizeRows(scaled, out, inn, wide ? WIDE_MAX : WEIGHT_MAX);
    const wt = transposeInt8(q.values, out, inn);
    const wq = shared.wInit(wide && asUint8 ? `${prefix}.weight_t_uint8` : `${prefix}.weight_t_int8`, [inn, out], wt);
    const xz = g.init(`${prefix}.input_zp`, DataType.UINT8, [], Uint8Array.of(zp));
    const xin = alpha === undefined ? x : g.node("Mul", [x, g.f32(`${prefix}.input_smooth`, [inn], d.map((v) => 1 / v))]);
    let xq: string;
    let xs: string;
    if (steps.length === 1) {
      xs = g.f32(`${prefix}.input_scale`, [], steps);
      xq = g.node("QuantizeLinear", [xin, xs, xz]);
    } else {
      const table = g.f32(`${prefix}.input_scale_by_class`, [steps.length], steps);
      const zTable = g.init(`${prefix}.input_zp_by_class`, DataType.UINT8, [steps.length], new Uint8Array(steps.length).fill(zp));
      const rows = rowClass!();
      xq = g.node("QuantizeLinear", [xin, g.node("Gather", [table, rows], { axis: attrInt(0) }), g.node("Gather", [zTable, rows], { axis: attrInt(0) })], {
        axis: attrInt(0),
      });
      xs = g.node("Gather", [table, rowClass!(true)], { axis: attrInt(0) }); // [tokens, 1]
    }
    const ins = [xq, wq, xs, g.f32(`${prefix}.weight_scale`, [out], q.scales), xz];
    ins.push(shared.wZp());
    // ONNX Runtime 1.30 gives wrong results for a per-row A scale together with the bias input: add it after
    if (steps.length > 1) return shared.addBias(g.nodeN("MatMulIntegerToFloat", ins, 1, {}, "com.microsoft")[0]!);
    ins.push(g.f32(`${prefix}.bias`, [out], bias));
    return g.nodeN("MatMulIntegerToFloat", ins, 1, {}, "com.microsoft")[0]!;
  };

  const linear = (x: string, prefix: string, weight: Float32Array, out: number, inn: number, bias: Float32Array, biasBeforeGelu = false): string => {
    // Sub of −b before GELU keeps ORT from fusing the bias with it into BiasGelu (slower on CPU than Gelu alone)
    const addBias = (y: string) =>
      biasBeforeGelu && quant
        ? g.node("Sub", [y, g.f32(`${prefix}.bias_neg`, [out], bias.map((v) => -v))])
        : g.node("Add", [y, g.f32(`${prefix}.bias`, [out], bias)]);
    // wide weights of the portable file: uint8 q + 128 with a zero point of 128 per column
    const inUint8 = wide && asUint8;
    const wInit = (name: string, dims: number[], v: Int8Array) =>
      inUint8 ? g.init(name, DataType.UINT8, dims, Uint8Array.from(v, (c) => c + 128)) : g.init(name, DataType.INT8, dims, v);
    const wZp = () => (inUint8 ? g.init(`${prefix}.weight_zp`, DataType.UINT8, [out], new Uint8Array(out).fill(128)) : "");
    if (opts.tapLinearInputs) taps.push({ name: g.node("Identity", [x], {}, `${prefix}.input`), width: inn });
    if (!quant) {
      const wt = g.f32(`${prefix}.weight_t`, [inn, out], transposeF32(weight, out, inn));
      return addBias(g.node("MatMul", [x, wt]));
    }
    const mode = quant.activation === "static" && quant.rowLayers?.some((sfx) => prefix.endsWith(sfx)) ? "row" : quant.activation;
    if (mode === "static") {
      const range = quant.ranges?.[prefix];
      const classes = 1 + (quant.tokenClasses?.length ?? 0);
      if (!range || range.length !== classes || range.some((r) => r.lo.length !== inn || r.hi.length !== inn)) {
        throw new Error(`static activation quantization: no calibrated range for ${prefix}`);
      }
      return staticLinear(x, prefix, weight, out, inn, bias, range, { addBias, wInit, wZp });
    }
    const wMax = wide ? WIDE_MAX : WEIGHT_MAX;
    const q = quantizeRows(weight, out, inn, wMax); // one scale per output column
    const ws = g.f32(`${prefix}.weight_scale`, [out], q.scales);
    const wt = transposeInt8(q.values, out, inn); // [in, out]

    if (mode === "tensor") {
      const wq = wInit(`${prefix}.weight_t_int8`, [inn, out], wt);
      const [xq, xs, xz] = g.nodeN("DynamicQuantizeLinear", [x], 3) as [string, string, string];
      const mf = toFloat(g.node("MatMulInteger", inUint8 ? [xq, wq, xz, wZp()] : [xq, wq, xz]));
      return g.node("Add", [g.node("Mul", [mf, g.node("Mul", [xs, ws])]), g.f32(`${prefix}.bias`, [out], bias)]);
    }

    // per row r: lo = min(0, min x_r), hi = max(0, max x_r), s_r = (hi − lo)/255, zp_r = round(−lo/s_r)
    const zero = cF("const_zero", 0);
    const hi = g.node("Max", [reduceRows("ReduceMax", x), zero]);
    const lo = g.node("Min", [reduceRows("ReduceMin", x), zero]);
    const s = g.node("Max", [g.node("Mul", [g.node("Sub", [hi, lo]), cF("const_inv255", 1 / 255)]), cF("const_tiny", 1e-30)]);
    // −lo/s_r ≤ 255 by construction, so the cast cannot wrap
    const zpU8 = g.node("Cast", [g.node("Round", [g.node("Div", [g.node("Neg", [lo]), s])])], {
      to: attrInt(DataType.UINT8),
    }); // [rows, 1]
    const flat = cI64("const_shape_flat", [-1]);
    const xq = g.node("QuantizeLinear", [x, g.node("Reshape", [s, flat]), g.node("Reshape", [zpU8, flat])], {
      axis: attrInt(0),
    });

    // Σ_k Wq[k, n] split into J rows (|part| ≤ wMax) that sum to its negation
    const colSum = new Float64Array(out);
    for (let n = 0; n < out; n++) {
      let acc = 0;
      for (let k = 0; k < inn; k++) acc += q.values[n * inn + k]!;
      colSum[n] = acc;
    }
    let J = 1;
    for (const v of colSum) J = Math.max(J, Math.ceil(Math.abs(v) / wMax));
    const bExt = new Int8Array((inn + J) * out);
    bExt.set(wt);
    for (let n = 0; n < out; n++) {
      let rest = -colSum[n]!;
      for (let j = 0; j < J; j++) {
        const part = Math.trunc(rest / (J - j)); // |rest| ≤ wMax·(J − j) holds throughout
        bExt[(inn + j) * out + n] = part;
        rest -= part;
      }
    }
    const wq = wInit(`${prefix}.weight_t_int8_zp${J}`, [inn + J, out], bExt);
    const zpCols = g.node("Expand", [zpU8, cI64(`const_shape_1_${J}`, [1, J])]); // [rows, J]
    const aExt = g.node("Concat", [xq, zpCols], { axis: attrInt(1) });
    // s_r · ((q − zp_r)·Wq)[r, n] · ws_n in one kernel
    const ins = inUint8 ? [aExt, wq, s, ws, zeroU8(), wZp()] : [aExt, wq, s, ws];
    const y = g.nodeN("MatMulIntegerToFloat", ins, 1, {}, "com.microsoft")[0]!;
    return addBias(y);
  };

  const layerNorm = (x: string, prefix: string, output?: string) =>
    g.node(
      "LayerNormalization",
      [x, g.f32(`${prefix}.weight`, [H], w(`${prefix}.weight`, [H])), g.f32(`${prefix}.bias`, [H], w(`${prefix}.bias`, [H]))],
      { axis: attrInt(-1), epsilon: attrFloat(eps) },
      output,
    );

  // ---- embeddings → [B, S, H]
  const wordW = w("embeddings.word_embeddings.weight", [cfg.vocab_size, H]);
  let word: string;
  if (!quant || !quant.embeddings) {
    word = g.node("Gather", [g.f32("embeddings.word_embeddings.weight", [cfg.vocab_size, H], wordW), "input_ids"], {
      axis: attrInt(0),
    });
  } else {
    const q = quantizeRows(wordW, cfg.vocab_size, H); // one scale per token row
    const tq = g.init("embeddings.word_embeddings.weight_int8", DataType.INT8, [cfg.vocab_size, H], q.values);
    const ts = g.f32("embeddings.word_embeddings.row_scale", [cfg.vocab_size, 1], q.scales);
    const rows = toFloat(g.node("Gather", [tq, "input_ids"], { axis: attrInt(0) }));
    word = g.node("Mul", [rows, g.node("Gather", [ts, "input_ids"], { axis: attrInt(0) })]); // scale [B, S, 1]
  }
  const typeW = w("embeddings.token_type_embeddings.weight", [cfg.type_vocab_size, H]);
  const typeEmb = g.node(
    "Gather",
    [g.f32("embeddings.token_type_embeddings.weight", [cfg.type_vocab_size, H], typeW), "token_type_ids"],
    { axis: attrInt(0) },
  );
  const posW = w("embeddings.position_embeddings.weight", [cfg.max_position_embeddings, H]);
  const seqLen = g.node("Shape", ["input_ids"], { start: attrInt(1), end: attrInt(2) }); // [S]
  const zero1 = cI64("const_zero_1d", [0]);
  const posEmb = g.node("Slice", [
    g.f32("embeddings.position_embeddings.weight", [cfg.max_position_embeddings, H], posW),
    zero1,
    seqLen,
    zero1,
  ]);
  const emb = layerNorm(g.node("Add", [g.node("Add", [word, typeEmb]), posEmb]), "embeddings.LayerNorm");
  // The real tokens are rows tokIdx of the [B*S, ·] layout. padMap gives each of the B*S positions
  // 1 + its row among the real tokens (the running count of the flat mask), or 0 for padding:
  // gathered from [zero row; token rows], it restores the padded layout. Inside the encoder the
  // pad positions may hold any finite row (row 0): attention masks them as keys and drops them as queries.
  const maskFlat = g.node("Reshape", ["attention_mask", cI64("const_shape_flat", [-1])]);
  const tokIdx = g.node("Reshape", [g.node("NonZero", [maskFlat]), cI64("const_shape_flat", [-1])]);
  const padMap = g.node("Mul", [g.node("CumSum", [maskFlat, g.i64("const_axis_0", [0])]), maskFlat]);
  const anyRow = g.node("Max", [g.node("Sub", [padMap, cI64("const_one_i64", [1])]), cI64("const_zero_i64", [0])]);
  const unpad = (t: string) => g.node("Gather", [t, tokIdx], { axis: attrInt(0) });
  const padAny = (t: string) => g.node("Gather", [t, anyRow], { axis: attrInt(0) });
  const padZero = (t: string, width: number) =>
    g.node("Gather", [g.node("Concat", [g.f32(`const_zero_row_${width}`, [1, width], new Float32Array(width)), t], { axis: attrInt(0) }), padMap], {
      axis: attrInt(0),
    });
  let x = unpad(g.node("Reshape", [emb, cRows])); // [tokens, H]
  if (quant && quant.activation === "static" && quant.tokenClasses?.length) {
    const ids = unpad(g.node("Reshape", ["input_ids", cI64("const_shape_flat", [-1])]));
    let cls = g.node("Mul", [ids, cI64("const_zero_i64", [0])]);
    quant.tokenClasses.forEach((id, i) => {
      const hit = g.node("Cast", [g.node("Equal", [ids, g.i64(`const_token_class_${i + 1}`, [id])])], { to: attrInt(DataType.INT64) });
      cls = g.node("Add", [cls, g.node("Mul", [hit, g.i64(`const_class_${i + 1}`, [i + 1])])]);
    });
    const column = g.node("Unsqueeze", [cls, cI64("const_axes_1", [1])]);
    rowClass = (col = false) => (col ? column : cls);
  }

  // ---- attention mask → additive bias [B, 1, 1, S]
  const maskF = toFloat("attention_mask");
  const maskBias = g.node("Unsqueeze", [
    g.node("Mul", [g.node("Sub", [cF("const_one", 1), maskF]), cF("const_mask_neg", -3.4028234663852886e38)]),
    cI64("const_axes_1_2", [1, 2]),
  ]);

  // ---- encoder layers
  for (let l = 0; l < cfg.num_hidden_layers; l++) {
    const p = `encoder.layer.${l}`;
    wide = wideLayers.has(l);
    const qkvW = new Float32Array(3 * H * H);
    const qkvB = new Float32Array(3 * H);
    ["query", "key", "value"].forEach((part, i) => {
      qkvW.set(w(`${p}.attention.self.${part}.weight`, [H, H]), i * H * H);
      qkvB.set(w(`${p}.attention.self.${part}.bias`, [H]), i * H);
    });
    const qkv = padAny(linear(x, `${p}.attention.self.qkv`, qkvW, 3 * H, H, qkvB)); // [B*S, 3H]
    const [q, k, v] = g.nodeN("Split", [qkv], 3, { axis: attrInt(1) }) as [string, string, string];
    const heads = (t: string, perm: number[]) =>
      g.node("Transpose", [g.node("Reshape", [t, shapeHeads])], { perm: attrInts(perm) });
    const qh = heads(q, [0, 2, 1, 3]); // [B, NH, S, HD]
    const kh = heads(k, [0, 2, 3, 1]); // [B, NH, HD, S]
    const vh = heads(v, [0, 2, 1, 3]);
    const scores = g.node("Add", [
      g.node("Mul", [g.node("MatMul", [qh, kh]), cF("const_attn_scale", 1 / Math.sqrt(HD))]),
      maskBias,
    ]);
    const probs = g.node("Softmax", [scores], { axis: attrInt(-1) });
    const ctx = unpad(
      g.node("Reshape", [g.node("Transpose", [g.node("MatMul", [probs, vh])], { perm: attrInts([0, 2, 1, 3]) }), cRows]),
    ); // [tokens, H]
    const attnOut = linear(
      ctx,
      `${p}.attention.output.dense`,
      w(`${p}.attention.output.dense.weight`, [H, H]),
      H,
      H,
      w(`${p}.attention.output.dense.bias`, [H]),
    );
    x = layerNorm(g.node("Add", [attnOut, x]), `${p}.attention.output.LayerNorm`);

    const h = linear(
      x,
      `${p}.intermediate.dense`,
      w(`${p}.intermediate.dense.weight`, [I, H]),
      I,
      H,
      w(`${p}.intermediate.dense.bias`, [I]),
      true,
    );
    // exact GELU: 0.5·h·(1 + erf(h/√2))
    const erfPlusOne = g.node("Add", [g.node("Erf", [g.node("Div", [h, cF("const_sqrt2", Math.SQRT2)])]), cF("const_one", 1)]);
    const gelu = g.node("Mul", [g.node("Mul", [h, cF("const_half", 0.5)]), erfPlusOne]);
    const o = linear(
      gelu,
      `${p}.output.dense`,
      w(`${p}.output.dense.weight`, [H, I]),
      H,
      I,
      w(`${p}.output.dense.bias`, [H]),
    );
    x = layerNorm(g.node("Add", [o, x]), `${p}.output.LayerNorm`);
  }
  g.node("Reshape", [padZero(x, H), shapeOut], {}, "last_hidden_state");

  const dims = ["batch_size", "sequence_length"];
  return modelProto({
    graphName: "bert_encoder",
    nodes: g.nodes,
    initializers: g.initializers,
    inputs: ["input_ids", "attention_mask", "token_type_ids"].map((n) => valueInfo(n, DataType.INT64, dims)),
    outputs: [
      valueInfo("last_hidden_state", DataType.FLOAT, [...dims, H]),
      ...taps.map((t) => valueInfo(t.name, DataType.FLOAT, ["tokens", t.width])),
    ],
    opset: 17,
    extraOpsets: Object.fromEntries([...g.domains].sort().map((d) => [d, 1])),
    irVersion: 8,
    producerName: "engram-embed-build",
    producerVersion: opts.producerVersion,
    docString: (quant
      ? "BERT encoder; linear layers: int8 weights (symmetric, per output column" +
        (wideLayers.size ? `; 8-bit as ${asUint8 ? "uint8" : "int8"} in layers ${[...wideLayers].sort().join(", ")}` : "; 7-bit") +
        "), uint8 activations " +
        (quant.activation === "static"
          ? "quantized with calibrated constant scales per layer" + (quant.rowLayers?.length ? ` (per token row at run time: ${quant.rowLayers.join(", ")})` : "")
          : `quantized per ${quant.activation === "row" ? "token row" : "tensor"} at run time`) +
        (quant.embeddings ? "; word embeddings int8 per row" : "")
      : "BERT encoder; fp32 weights") + "; padding removed: per-token layers run on the real tokens only",
  });
}
