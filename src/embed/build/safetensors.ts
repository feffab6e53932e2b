/**
 * Minimal reader for the safetensors format
 * (8-byte little-endian header length, JSON header, raw tensor bytes).
 * Only what the converter needs: F16/F32/I64 tensors, fp16 → fp32 widening.
 */
import { readFile } from "node:fs/promises";

export type SafetensorsDtype = "F16" | "F32" | "I64";

export interface RawTensor {
  name: string;
  dtype: SafetensorsDtype;
  shape: number[];
  /** The tensor's bytes (a copy, so it is aligned and owns its buffer). */
  bytes: Uint8Array;
}

const DTYPE_SIZE: Record<SafetensorsDtype, number> = { F16: 2, F32: 4, I64: 8 };

export async function readSafetensors(path: string): Promise<Map<string, RawTensor>> {
  const file = new Uint8Array(await readFile(path));
  return parseSafetensors(file, path);
}

export function parseSafetensors(file: Uint8Array, label = "safetensors"): Map<string, RawTensor> {
  if (file.byteLength < 8) throw new Error(`${label}: file too short`);
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const headerLen = Number(view.getBigUint64(0, true));
  if (headerLen <= 0 || 8 + headerLen > file.byteLength) {
    throw new Error(`${label}: bad header length ${headerLen}`);
  }
  const header = JSON.parse(new TextDecoder().decode(file.subarray(8, 8 + headerLen))) as Record<
    string,
    { dtype: string; shape: number[]; data_offsets: [number, number] } | Record<string, string>
  >;
  const dataStart = 8 + headerLen;
  const out = new Map<string, RawTensor>();
  for (const name of Object.keys(header).sort()) {
    if (name === "__metadata__") continue;
    const entry = header[name] as { dtype: string; shape: number[]; data_offsets: [number, number] };
    const dtype = entry.dtype as SafetensorsDtype;
    if (!(dtype in DTYPE_SIZE)) throw new Error(`${label}: tensor ${name} has unsupported dtype ${entry.dtype}`);
    const [start, end] = entry.data_offsets;
    const count = entry.shape.reduce((a, b) => a * b, 1);
    if (end - start !== count * DTYPE_SIZE[dtype] || start < 0 || dataStart + end > file.byteLength) {
      throw new Error(`${label}: tensor ${name} has inconsistent offsets`);
    }
    out.set(name, {
      name,
      dtype,
      shape: [...entry.shape],
      bytes: file.slice(dataStart + start, dataStart + end),
    });
  }
  return out;
}

let fp16Table: Float32Array | null = null;

/** Exact fp16 → fp32 values for all 65536 bit patterns. */
function halfTable(): Float32Array {
  if (fp16Table) return fp16Table;
  const bits = new Uint32Array(65536);
  for (let h = 0; h < 65536; h++) {
    const sign = (h & 0x8000) << 16;
    const exp = (h >> 10) & 0x1f;
    const mant = h & 0x3ff;
    let f: number;
    if (exp === 0) {
      if (mant === 0) {
        f = sign; // ±0
      } else {
        // subnormal half: normalise into an fp32 normal
        let e = -1;
        let m = mant;
        do {
          e++;
          m <<= 1;
        } while ((m & 0x400) === 0);
        f = sign | ((127 - 15 - e) << 23) | ((m & 0x3ff) << 13);
      }
    } else if (exp === 0x1f) {
      f = sign | 0x7f800000 | (mant << 13); // inf / nan
    } else {
      f = sign | ((exp - 15 + 127) << 23) | (mant << 13);
    }
    bits[h] = f >>> 0;
  }
  fp16Table = new Float32Array(bits.buffer);
  return fp16Table;
}

/** The tensor's values as fp32 (F16 widened exactly, F32 copied). */
export function toFloat32(t: RawTensor): Float32Array {
  if (t.dtype === "F32") return new Float32Array(t.bytes.buffer, t.bytes.byteOffset, t.bytes.byteLength / 4).slice();
  if (t.dtype !== "F16") throw new Error(`tensor ${t.name}: cannot convert ${t.dtype} to float32`);
  const table = halfTable();
  const src = new Uint16Array(t.bytes.buffer, t.bytes.byteOffset, t.bytes.byteLength / 2);
  const dst = new Float32Array(src.length);
  for (let i = 0; i < src.length; i++) dst[i] = table[src[i]!]!;
  return dst;
}
