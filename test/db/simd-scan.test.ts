import { expect, test } from "bun:test";
import { countKernel, hasRelaxedSimd, kernelMemory, paddedDims, paddedDims4, scanKernel, scanKernel4, scanKernel4List, NIBBLE_CHUNK, nibbleScanKernel, selectKernel } from "../../src/db/simd-scan";

// The emitted kernels against a plain loop over the same bytes, at dimensions that need padding.
const rnd = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

test("this engine has relaxed SIMD (the int4 index's fast kernel)", () => {
  expect(hasRelaxedSimd).toBe(true);
});

for (const dims of [40, 384]) {
  test(`int8 kernel equals the scalar dot product (${dims} dims)`, () => {
    const P = paddedDims(dims);
    const n = 37;
    const memory = kernelMemory(4 * 65536);
    const [Q, SC, OUT, ROWS] = [0, 2 * P, 2 * P + 4 * n, 2 * P + 8 * n];
    const q = new Int16Array(memory.buffer, Q, P);
    const rows = new Int8Array(memory.buffer, ROWS, n * P);
    const scales = new Float32Array(memory.buffer, SC, n);
    for (let d = 0; d < dims; d++) q[d] = rnd(-32767, 32767);
    for (let i = 0; i < n; i++) {
      scales[i] = Math.random();
      for (let d = 0; d < dims; d++) rows[i * P + d] = rnd(-127, 127);
    }
    scanKernel(dims, memory)(ROWS, n, Q, SC, OUT, 1234);
    const out = new Float32Array(memory.buffer, OUT, n);
    for (let i = 0; i < n; i++) {
      let s = 0;
      for (let d = 0; d < dims; d++) s += rows[i * P + d]! * q[d]!;
      expect(out[i]).toBe(Math.fround(Math.fround(s - 1234) * scales[i]!));
    }
  });

  for (const relaxed of [true, false]) test(`int4 kernel (${relaxed ? "relaxed SIMD, int8 query" : "int16 query"}) equals the scalar dot product of the nibbles (${dims} dims)`, () => {
    const P = paddedDims4(dims);
    const n = 37;
    const memory = kernelMemory(4 * 65536);
    const [Q, SC, OUT, ROWS] = [0, 2 * P, 2 * P + 4 * n, 2 * P + 8 * n];
    const q = relaxed ? new Int8Array(memory.buffer, Q, P) : new Int16Array(memory.buffer, Q, P);
    const rows = new Uint8Array(memory.buffer, ROWS, (n * P) / 2);
    const scales = new Float32Array(memory.buffer, SC, n);
    for (let d = 0; d < dims; d++) q[d] = relaxed ? rnd(-127, 127) : rnd(-32767, 32767);
    const codes = Array.from({ length: n }, () => Array.from({ length: P }, (_, d) => (d < dims ? rnd(0, 15) : 0)));
    for (let i = 0; i < n; i++) {
      scales[i] = Math.random();
      for (let b = 0; b < P / 32; b++) for (let j = 0; j < 16; j++) rows[(i * P) / 2 + 16 * b + j] = codes[i]![32 * b + j]! | (codes[i]![32 * b + 16 + j]! << 4);
    }
    scanKernel4(dims, memory, relaxed)(ROWS, n, Q, SC, OUT, -99);
    const out = new Float32Array(memory.buffer, OUT, n);
    for (let i = 0; i < n; i++) {
      let s = 0;
      for (let d = 0; d < dims; d++) s += codes[i]![d]! * q[d]!;
      expect(out[i]).toBe(Math.fround(Math.fround(s + 99) * scales[i]!));
    }
  });
}

for (const dims of [42, 384, 2000]) {
  test(`int4 kernel over listed slots equals the scalar dot product of those rows (${dims} dims)`, () => {
    const P = paddedDims4(dims);
    const n = 37;
    const memory = kernelMemory(4 * 65536);
    const [Q, SC, OUT, LIST, ROWS] = [0, 2 * P, 2 * P + 4 * n, 2 * P + 8 * n + 16, 2 * P + 12 * n + 64];
    const q = new Int8Array(memory.buffer, Q, P);
    const rows = new Uint8Array(memory.buffer, ROWS, (n * P) / 2);
    const scales = new Float32Array(memory.buffer, SC, n);
    for (let d = 0; d < dims; d++) q[d] = rnd(-127, 127);
    const codes = Array.from({ length: n }, () => Array.from({ length: P }, (_, d) => (d < dims ? rnd(0, 15) : 0)));
    for (let i = 0; i < n; i++) {
      scales[i] = Math.random();
      for (let b = 0; b < P / 32; b++) for (let j = 0; j < 16; j++) rows[(i * P) / 2 + 16 * b + j] = codes[i]![32 * b + j]! | (codes[i]![32 * b + 16 + j]! << 4);
    }
    const slots = [5, 0, 36, 5, 17, 2];
    new Int32Array(memory.buffer, LIST, slots.length).set(slots);
    scanKernel4List(dims, memory)(ROWS, slots.length, Q, SC, OUT, -99, LIST);
    const out = new Float32Array(memory.buffer, OUT, slots.length);
    slots.forEach((slot, i) => {
      let s = 0;
      for (let d = 0; d < dims; d++) s += codes[slot]![d]! * q[d]!;
      expect(out[i]).toBe(Math.fround(Math.fround(s + 99) * scales[slot]!));
    });
  });

  for (const relaxed of [true, false]) test(`nibble-table kernel sums each row's table entries (${dims / 2} groups, ${relaxed ? "relaxed" : "strict"} swizzle)`, () => {
    const G = dims / 2;
    const blocks = 3;
    const memory = kernelMemory(4 * 65536);
    const [TABLE, OUT, BITS] = [0, 16 * G, 16 * G + 64 * blocks];
    const table = new Int8Array(memory.buffer, TABLE, 16 * G);
    // Entries within the kernel's bounds, as the caller must keep them.
    const top = Math.min(Math.floor(127 / NIBBLE_CHUNK), Math.floor(32767 / G));
    for (let i = 0; i < table.length; i++) table[i] = rnd(-top, top);
    const nibbles = Array.from({ length: 32 * blocks }, () => Array.from({ length: G }, () => rnd(0, 15)));
    const bits = new Uint8Array(memory.buffer, BITS, 16 * G * blocks);
    nibbles.forEach((row, r) => {
      const at = (r >> 5) * 16 * G;
      const lane = r & 31;
      row.forEach((v, g) => (bits[at + 16 * g + (lane & 15)]! |= lane < 16 ? v : v << 4));
    });
    nibbleScanKernel(G, memory, relaxed)(BITS, blocks, TABLE, OUT);
    const out = new Int16Array(memory.buffer, OUT, 32 * blocks);
    nibbles.forEach((row, r) => expect(out[r]).toBe(row.reduce((s, v, g) => s + table[16 * g + v]!, 0)));
  });
}

// The first pass's cut and candidates: int16 scores over the whole range, at lengths around the
// select kernel's 8 lanes, and candidate lists cut off at `max` mid-block.
for (const n of [0, 1, 7, 8, 9, 23, 1000]) {
  test(`count and select kernels over ${n} int16 scores`, () => {
    const memory = kernelMemory(2 * 65536 * 4 + 64 * 1024);
    const [SCORES, LIST, BINS] = [0, 4096, 16384];
    const scores = new Int16Array(memory.buffer, SCORES, n);
    for (let i = 0; i < n; i++) scores[i] = i % 5 === 0 ? [-32768, 32767, 0][i % 3]! : rnd(-32768, 32767);
    // Not read: what follows the n scores
    new Int16Array(memory.buffer, SCORES + 2 * n, 8).fill(32767);
    const bins = new Int32Array(memory.buffer, BINS, 65536);
    countKernel(memory)(SCORES, n, BINS + 4 * 32768);
    const want = new Int32Array(65536);
    for (const v of scores) want[v + 32768]!++;
    expect(Array.from(bins)).toEqual(Array.from(want));
    const select = selectKernel(memory);
    for (const cut of [-32768, -1, 0, 20_000, 32767]) {
      const above = Array.from(scores.keys()).filter((i) => scores[i]! >= cut).map((i) => 1000 + i);
      for (const max of [1, 5, 1 << 20]) {
        const m = select(SCORES, n, cut, LIST, max, 1000);
        expect(m).toBe(Math.min(max, above.length));
        expect(Array.from(new Int32Array(memory.buffer, LIST, m))).toEqual(above.slice(0, max));
      }
    }
  });
}
