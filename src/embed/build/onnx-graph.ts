/**
 * BERT encoder (all-MiniLM-L6-v2 shape) as an ONNX graph, opset 17.
 *
 * Inputs : input_ids, attention_mask, token_type_ids  int64 [batch, seq]
 * Output : last_hidden_state                          float32 [batch, seq, hidden]
 *
 * Layout choices (made for ONNX Runtime's CPU graph fusions):
 * - Q, K and V are one MatMul with a [hidden, 3*hidden] weight followed by Split.
 * - GELU is written as 0.5*x * (1 + erf(x / sqrt 2)), the form ORT fuses into Gelu.
 * - Quantized linear layers are DynamicQuantizeLinear → MatMulInteger → Cast →
 *   Mul(Mul(x_scale, w_scale)) → Add(bias), the form ORT fuses into
 *   DynamicQuantizeMatMul; every DynamicQuantizeLinear feeds exactly one MatMulInteger.
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

export type LinearKind = "qkv" | "attn_out" | "ffn_in" | "ffn_out";

/**
 * How a linear layer's activations are quantized before MatMulInteger:
 * - "tensor": DynamicQuantizeLinear, one uint8 scale/zero point for the whole batch
 *   (ORT fuses it into DynamicQuantizeMatMul: fast; a vector depends slightly on the
 *   rest of the batch);
 * - "row": asymmetric uint8 with a scale and zero point per token, via QuantizeLinear
 *   per axis; closer to fp32 and batch-independent, but ~6 extra elementwise ops.
 */
export type ActivationQuant = "tensor" | "row" | "rownorm" | "rowsym";

export interface QuantizeSpec {
  /** int8 per-row word-embedding table */
  embeddings: boolean;
  /** int8 weights (per output column) for these layers; layers not listed stay fp32 */
  linear: Partial<Record<LinearKind, ActivationQuant>>;
}

export interface GraphOptions {
  quantize: false | QuantizeSpec;
  producerVersion: string;
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

  /** Adds a node; returns its output names. */
  nodeN(op: string, inputs: string[], outputs: string[] | number, attrs: Record<string, AttrValue> = {}): string[] {
    const id = ++this.counter;
    const outs =
      typeof outputs === "number" ? Array.from({ length: outputs }, (_, i) => `${op}_${id}_out${i}`) : outputs;
    this.nodes.push(nodeProto(op, inputs, outs, `${op}_${id}`, attrs));
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

  // shared constants
  const cOne = g.f32("const_one", [], [1]);
  const cHalf = g.f32("const_half", [], [0.5]);
  const cSqrt2 = g.f32("const_sqrt2", [], [Math.SQRT2]);
  const cMaskNeg = g.f32("const_mask_neg", [], [-3.4028234663852886e38]); // lowest float32
  const cAttnScale = g.f32("const_attn_scale", [], [1 / Math.sqrt(HD)]);
  const cRows = g.i64("const_shape_rows_hidden", [-1, H]);
  const cAxes12 = g.i64("const_axes_1_2", [1, 2]);
  const cZero1 = g.i64("const_zero_1d", [0]);
  const rowQuant = quant && Object.values(quant.linear).some((m) => m !== "tensor");
  const cZeroF = rowQuant ? g.f32("const_zero", [], [0]) : "";
  const cInv255 = rowQuant ? g.f32("const_inv255", [], [1 / 255]) : "";
  const cTiny = rowQuant ? g.f32("const_tiny", [], [1e-30]) : "";
  const cFlat = rowQuant ? g.i64("const_shape_flat", [-1]) : "";
  const cInv127 = rowQuant ? g.f32("const_inv127", [], [1 / 127]) : "";
  const cZp128 = rowQuant ? g.init("const_zp128", DataType.UINT8, [], Uint8Array.of(128)) : "";
  const cZp128Vec = rowQuant ? g.init("const_zp128_vec", DataType.UINT8, [1], Uint8Array.of(128)) : "";

  // The encoder works on [B*S, hidden] rows; [B, S] comes from input_ids.
  const shapeBS = g.node("Shape", ["input_ids"]); // [B, S]
  const shapeHeads = g.node("Concat", [shapeBS, g.i64("const_heads_dims", [NH, HD])], { axis: attrInt(0) });
  const shapeOut = g.node("Concat", [shapeBS, g.i64("const_hidden_dim", [H])], { axis: attrInt(0) });

  /** y = x · Wᵀ + b for a PyTorch Linear weight [out, in]; x is [rows, in]. */
  const linear = (
    kind: LinearKind,
    x: string,
    prefix: string,
    wOut: Float32Array,
    out: number,
    inn: number,
    bias: Float32Array,
  ): string => {
    const b = g.f32(`${prefix}.bias`, [out], bias);
    const mode = quant ? quant.linear[kind] : undefined;
    if (!mode) {
      const wt = g.f32(`${prefix}.weight_t`, [inn, out], transposeF32(wOut, out, inn));
      return g.node("Add", [g.node("MatMul", [x, wt]), b]);
    }
    const q = quantizeRows(wOut, out, inn); // one scale per output column
    const wq = g.init(`${prefix}.weight_t_int8`, DataType.INT8, [inn, out], transposeInt8(q.values, out, inn));
    const ws = g.f32(`${prefix}.weight_scale`, [out], q.scales);
    if (mode === "rowsym") {
      // symmetric per row: s = max|x| / 127, q = round(x / s) + 128, zero point 128 (a scalar for MatMulInteger)
      const s = g.node("Max", [g.node("Mul", [g.node("ReduceMax", [g.node("Abs", [x])], { axes: attrInts([1]), keepdims: attrInt(1) }), cInv127]), cTiny]);
      const sFlat = g.node("Reshape", [s, cFlat]);
      const zpRows = g.node("Expand", [cZp128Vec, g.node("Shape", [sFlat])]);
      const xq = g.node("QuantizeLinear", [x, sFlat, zpRows], { axis: attrInt(0) });
      const mf = g.node("Cast", [g.node("MatMulInteger", [xq, wq, cZp128])], { to: attrInt(DataType.FLOAT) });
      return g.node("Add", [g.node("Mul", [g.node("Mul", [mf, s]), ws]), b]);
    }
    if (mode === "rownorm") {
      // rows scaled to max |x| = 1, then per-tensor quantization (fused by ORT), then scaled back
      const r = g.node("Max", [g.node("ReduceMax", [g.node("Abs", [x])], { axes: attrInts([1]), keepdims: attrInt(1) }), cTiny]);
      const xn = g.node("Div", [x, r]);
      const [xq, xs, xz] = g.nodeN("DynamicQuantizeLinear", [xn], 3) as [string, string, string];
      const mf = g.node("Cast", [g.node("MatMulInteger", [xq, wq, xz])], { to: attrInt(DataType.FLOAT) });
      const yn = g.node("Mul", [mf, g.node("Mul", [xs, ws])]);
      return g.node("Add", [g.node("Mul", [yn, r]), b]);
    }
    if (mode === "tensor") {
      // the pattern ORT fuses into DynamicQuantizeMatMul (bias included)
      const [xq, xs, xz] = g.nodeN("DynamicQuantizeLinear", [x], 3) as [string, string, string];
      const mi = g.node("MatMulInteger", [xq, wq, xz]);
      const mf = g.node("Cast", [mi], { to: attrInt(DataType.FLOAT) });
      return g.node("Add", [g.node("Mul", [mf, g.node("Mul", [xs, ws])]), b]);
    }
    // per row r: lo = min(0, min x_r), hi = max(0, max x_r), s = (hi - lo) / 255,
    // zp = round(-lo / s), q = sat_u8(round(x / s) + zp).
    // MatMulInteger only takes a scalar zero point, so it runs with none and
    // x·W = s · (q·W − zp · Σ_k W[k, n]) · w_scale[n] is corrected afterwards.
    const hi = g.node("Max", [g.node("ReduceMax", [x], { axes: attrInts([1]), keepdims: attrInt(1) }), cZeroF]);
    const lo = g.node("Min", [g.node("ReduceMin", [x], { axes: attrInts([1]), keepdims: attrInt(1) }), cZeroF]);
    const s = g.node("Max", [g.node("Mul", [g.node("Sub", [hi, lo]), cInv255]), cTiny]); // [rows, 1]
    const zpf = g.node("Round", [g.node("Div", [g.node("Neg", [lo]), s])]); // [rows, 1]
    const zp = g.node("Cast", [g.node("Reshape", [zpf, cFlat])], { to: attrInt(DataType.UINT8) });
    const xq = g.node("QuantizeLinear", [x, g.node("Reshape", [s, cFlat]), zp], { axis: attrInt(0) });
    const colSum = new Float32Array(out);
    for (let r = 0; r < out; r++) {
      let acc = 0;
      for (let c = 0; c < inn; c++) acc += q.values[r * inn + c]!;
      colSum[r] = acc;
    }
    const mf = g.node("Cast", [g.node("MatMulInteger", [xq, wq])], { to: attrInt(DataType.FLOAT) });
    const centered = g.node("Sub", [mf, g.node("Mul", [zpf, g.f32(`${prefix}.weight_colsum`, [out], colSum)])]);
    return g.node("Add", [g.node("Mul", [g.node("Mul", [centered, s]), ws]), b]);
  };

  const layerNorm = (x: string, prefix: string) =>
    g.node(
      "LayerNormalization",
      [x, g.f32(`${prefix}.weight`, [H], w(`${prefix}.weight`, [H])), g.f32(`${prefix}.bias`, [H], w(`${prefix}.bias`, [H]))],
      { axis: attrInt(-1), epsilon: attrFloat(eps) },
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
    const rows = g.node("Cast", [g.node("Gather", [tq, "input_ids"], { axis: attrInt(0) })], {
      to: attrInt(DataType.FLOAT),
    });
    word = g.node("Mul", [rows, g.node("Gather", [ts, "input_ids"], { axis: attrInt(0) })]); // scale [B, S, 1]
  }
  const typeEmb = g.node(
    "Gather",
    [
      g.f32(
        "embeddings.token_type_embeddings.weight",
        [cfg.type_vocab_size, H],
        w("embeddings.token_type_embeddings.weight", [cfg.type_vocab_size, H]),
      ),
      "token_type_ids",
    ],
    { axis: attrInt(0) },
  );
  const seqLen = g.node("Shape", ["input_ids"], { start: attrInt(1), end: attrInt(2) }); // [S]
  const posEmb = g.node("Slice", [
    g.f32(
      "embeddings.position_embeddings.weight",
      [cfg.max_position_embeddings, H],
      w("embeddings.position_embeddings.weight", [cfg.max_position_embeddings, H]),
    ),
    cZero1,
    seqLen,
    cZero1,
  ]);
  const emb = layerNorm(g.node("Add", [g.node("Add", [word, typeEmb]), posEmb]), "embeddings.LayerNorm");
  let x = g.node("Reshape", [emb, cRows]); // [B*S, H]

  // ---- attention mask → additive bias [B, 1, 1, S]
  const maskF = g.node("Cast", ["attention_mask"], { to: attrInt(DataType.FLOAT) });
  const maskBias = g.node("Unsqueeze", [g.node("Mul", [g.node("Sub", [cOne, maskF]), cMaskNeg]), cAxes12]);

  // ---- encoder layers
  for (let l = 0; l < cfg.num_hidden_layers; l++) {
    const p = `encoder.layer.${l}`;
    const qkvW = new Float32Array(3 * H * H);
    const qkvB = new Float32Array(3 * H);
    ["query", "key", "value"].forEach((part, i) => {
      qkvW.set(w(`${p}.attention.self.${part}.weight`, [H, H]), i * H * H);
      qkvB.set(w(`${p}.attention.self.${part}.bias`, [H]), i * H);
    });
    const qkv = linear("qkv", x, `${p}.attention.self.qkv`, qkvW, 3 * H, H, qkvB); // [B*S, 3H]
    const [q, k, v] = g.nodeN("Split", [qkv], 3, { axis: attrInt(1) }) as [string, string, string];
    const heads = (t: string, perm: number[]) =>
      g.node("Transpose", [g.node("Reshape", [t, shapeHeads])], { perm: attrInts(perm) });
    const qh = heads(q, [0, 2, 1, 3]); // [B, NH, S, HD]
    const kh = heads(k, [0, 2, 3, 1]); // [B, NH, HD, S]
    const vh = heads(v, [0, 2, 1, 3]);
    const scores = g.node("Add", [g.node("Mul", [g.node("MatMul", [qh, kh]), cAttnScale]), maskBias]);
    const probs = g.node("Softmax", [scores], { axis: attrInt(-1) });
    const ctx = g.node("Reshape", [
      g.node("Transpose", [g.node("MatMul", [probs, vh])], { perm: attrInts([0, 2, 1, 3]) }),
      cRows,
    ]);
    const attnOut = linear(
      "attn_out",
      ctx,
      `${p}.attention.output.dense`,
      w(`${p}.attention.output.dense.weight`, [H, H]),
      H,
      H,
      w(`${p}.attention.output.dense.bias`, [H]),
    );
    x = layerNorm(g.node("Add", [attnOut, x]), `${p}.attention.output.LayerNorm`);

    const h = linear(
      "ffn_in",
      x,
      `${p}.intermediate.dense`,
      w(`${p}.intermediate.dense.weight`, [I, H]),
      I,
      H,
      w(`${p}.intermediate.dense.bias`, [I]),
    );
    // exact GELU
    const erfPlusOne = g.node("Add", [g.node("Erf", [g.node("Div", [h, cSqrt2])]), cOne]);
    const gelu = g.node("Mul", [g.node("Mul", [h, cHalf]), erfPlusOne]);
    const o = linear(
      "ffn_out",
      gelu,
      `${p}.output.dense`,
      w(`${p}.output.dense.weight`, [H, I]),
      H,
      I,
      w(`${p}.output.dense.bias`, [H]),
    );
    x = layerNorm(g.node("Add", [o, x]), `${p}.output.LayerNorm`);
  }
  g.node("Reshape", [x, shapeOut], {}, "last_hidden_state");

  const dims = ["batch_size", "sequence_length"];
  return modelProto({
    graphName: "bert_encoder",
    nodes: g.nodes,
    initializers: g.initializers,
    inputs: ["input_ids", "attention_mask", "token_type_ids"].map((n) => valueInfo(n, DataType.INT64, dims)),
    outputs: [valueInfo("last_hidden_state", DataType.FLOAT, [...dims, H])],
    opset: 17,
    irVersion: 8,
    producerName: "engram-embed-build",
    producerVersion: opts.producerVersion,
    docString: quant
      ? "BERT encoder; int8 weights (symmetric, per output column), uint8 activations quantized per " +
        Object.entries(quant.linear)
          .map(([k, v]) => `${v} in ${k}`)
          .join(", ") +
        (quant.embeddings ? "; word embeddings int8 per row" : "")
      : "BERT encoder; fp32 weights",
  });
}
