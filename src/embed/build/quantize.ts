/**
 * Symmetric int8 weight quantization (no zero point, range [-qmax, qmax], 127 unless told).
 * Scales are stored as float32 and the int8 values are computed against the
 * stored float32 scale, so dequantization is exactly `q * scale`.
 */

function roundHalfEven(x: number): number {
  const r = Math.round(x);
  // Math.round rounds .5 up; move exact ties to the even neighbour.
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

function quantizeWithScale(v: number, scale: number, qmax: number): number {
  const q = roundHalfEven(v / scale);
  return q > qmax ? qmax : q < -qmax ? -qmax : q;
}

function scaleFor(maxAbs: number, qmax: number): number {
  const s = Math.fround(maxAbs / qmax);
  return s > 0 && Number.isFinite(s) ? s : 1;
}

export interface QuantizedMatrix {
  values: Int8Array;
  scales: Float32Array;
}

/**
 * Per-row quantization of a row-major [rows, cols] matrix: one scale per row.
 * A PyTorch Linear weight is [out, in], so its rows are the output columns of
 * the [in, out] MatMul operand; use `transposeInt8` afterwards for that layout.
 */
export function quantizeRows(w: Float32Array, rows: number, cols: number, qmax = 127): QuantizedMatrix {
  if (w.length !== rows * cols) throw new Error("quantizeRows: size mismatch");
  const values = new Int8Array(rows * cols);
  const scales = new Float32Array(rows);
  for (let r = 0; r < rows; r++) {
    const base = r * cols;
    let m = 0;
    for (let c = 0; c < cols; c++) {
      const a = Math.abs(w[base + c]!);
      if (a > m) m = a;
    }
    const s = scaleFor(m, qmax);
    scales[r] = s;
    for (let c = 0; c < cols; c++) values[base + c] = quantizeWithScale(w[base + c]!, s, qmax);
  }
  return { values, scales };
}

export function transposeF32(w: Float32Array, rows: number, cols: number): Float32Array {
  const out = new Float32Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out[c * rows + r] = w[r * cols + c]!;
  return out;
}

export function transposeInt8(w: Int8Array, rows: number, cols: number): Int8Array {
  const out = new Int8Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out[c * rows + r] = w[r * cols + c]!;
  return out;
}
