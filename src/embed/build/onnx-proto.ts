/**
 * ONNX ModelProto encoding on top of the minimal protobuf writer.
 * Field numbers follow onnx.proto (IR version 8).
 */
import { ProtoWriter } from "./protobuf.ts";

export const DataType = { FLOAT: 1, UINT8: 2, INT8: 3, INT32: 6, INT64: 7 } as const;
export type DataTypeId = (typeof DataType)[keyof typeof DataType];

const AttrType = { FLOAT: 1, INT: 2, STRING: 3, FLOATS: 6, INTS: 7 } as const;

export type AttrValue =
  | { kind: "int"; value: number }
  | { kind: "float"; value: number }
  | { kind: "ints"; value: number[] }
  | { kind: "string"; value: string };

export const attrInt = (value: number): AttrValue => ({ kind: "int", value });
export const attrFloat = (value: number): AttrValue => ({ kind: "float", value });
export const attrInts = (value: number[]): AttrValue => ({ kind: "ints", value });

export type TensorData = Float32Array | Int8Array | Uint8Array | BigInt64Array | Int32Array;

function littleEndianBytes(data: TensorData): Uint8Array {
  // Typed arrays use the platform byte order; the converter checks for a little-endian host.
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

export function tensorProto(name: string, dataType: DataTypeId, dims: number[], data: TensorData): ProtoWriter {
  const count = dims.reduce((a, b) => a * b, 1);
  if (count !== data.length) throw new Error(`tensor ${name}: ${data.length} values for dims [${dims}]`);
  const w = new ProtoWriter();
  for (const d of dims) w.varint(1, d); // dims
  w.varint(2, dataType); // data_type
  w.string(8, name); // name
  w.bytes(9, littleEndianBytes(data)); // raw_data
  return w;
}

function attributeProto(name: string, v: AttrValue): ProtoWriter {
  const w = new ProtoWriter();
  w.string(1, name);
  switch (v.kind) {
    case "float":
      w.float(2, v.value).varint(20, AttrType.FLOAT);
      break;
    case "int":
      w.varint(3, v.value).varint(20, AttrType.INT);
      break;
    case "string":
      w.string(4, v.value).varint(20, AttrType.STRING);
      break;
    case "ints":
      for (const x of v.value) w.varint(8, x);
      w.varint(20, AttrType.INTS);
      break;
  }
  return w;
}

export function nodeProto(
  opType: string,
  inputs: string[],
  outputs: string[],
  name: string,
  attrs: Record<string, AttrValue> = {},
  domain = "",
): ProtoWriter {
  const w = new ProtoWriter();
  for (const i of inputs) w.string(1, i);
  for (const o of outputs) w.string(2, o);
  w.string(3, name);
  w.string(4, opType);
  for (const [k, v] of Object.entries(attrs)) w.message(5, attributeProto(k, v));
  if (domain) w.string(7, domain);
  return w;
}

/** ValueInfoProto for a tensor; string dims are symbolic (dim_param). */
export function valueInfo(name: string, elemType: DataTypeId, dims: Array<number | string>): ProtoWriter {
  const shape = new ProtoWriter();
  for (const d of dims) {
    const dim = new ProtoWriter();
    if (typeof d === "string") dim.string(2, d);
    else dim.varint(1, d);
    shape.message(1, dim);
  }
  const tensorType = new ProtoWriter().varint(1, elemType).message(2, shape);
  const typeProto = new ProtoWriter().message(1, tensorType);
  return new ProtoWriter().string(1, name).message(2, typeProto);
}

export interface ModelParts {
  graphName: string;
  nodes: ProtoWriter[];
  initializers: ProtoWriter[];
  inputs: ProtoWriter[];
  outputs: ProtoWriter[];
  opset: number;
  /** extra operator sets, e.g. { "com.microsoft": 1 } */
  extraOpsets?: Record<string, number>;
  irVersion: number;
  producerName: string;
  producerVersion: string;
  docString?: string;
}

export function modelProto(p: ModelParts): ProtoWriter {
  const graph = new ProtoWriter();
  for (const n of p.nodes) graph.message(1, n);
  graph.string(2, p.graphName);
  for (const t of p.initializers) graph.message(5, t);
  for (const i of p.inputs) graph.message(11, i);
  for (const o of p.outputs) graph.message(12, o);

  const model = new ProtoWriter();
  model.varint(1, p.irVersion);
  model.string(2, p.producerName);
  model.string(3, p.producerVersion);
  if (p.docString) model.string(6, p.docString);
  model.message(7, graph);
  model.message(8, new ProtoWriter().string(1, "").varint(2, p.opset)); // opset_import ai.onnx
  for (const [domain, version] of Object.entries(p.extraOpsets ?? {})) {
    model.message(8, new ProtoWriter().string(1, domain).varint(2, version));
  }
  return model;
}
