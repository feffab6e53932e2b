/**
 * Approximate dot products of one query against many int8 vectors, in WebAssembly SIMD.
 *
 * sqlite-vec 0.1.9's prebuilt library scans without SIMD (int8 top-100 over 100,000 vectors: ~200 ms),
 * so the project-wide candidate scan runs here instead. The module is emitted from bytes (no toolchain),
 * specialised for one dimension with the inner loop fully unrolled. Per row: sum over d of
 * row[d] (int8) * query[d] (int16), via i16x8.extend + i32x4.dot_i16x8_s (x86 pmaddwd), times the
 * row's float scale. Overflow cannot happen: a lane sums dims/4 products of at most 127 * 32767, below
 * 2^31 up to 2,048 dimensions.
 */

/** Signed/unsigned LEB128. */
function uleb(n: number): number[] {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
}
function sleb(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (b & 0x40) === 0) || (n === -1 && (b & 0x40) !== 0)) return [...out, b];
    out.push(b | 0x80);
  }
}
const str = (s: string) => [...uleb(s.length), ...new TextEncoder().encode(s)];
const section = (id: number, body: number[]) => [id, ...uleb(body.length), ...body];

const SIMD = 0xfd;
const simd = (op: number) => [SIMD, ...uleb(op)];
const OP = {
  v128Load: 0x00,
  v128And: 0x4e,
  i8x16ShrU: 0x6d,
  i16x8ExtendLowU: 0x89,
  i16x8ExtendHighU: 0x8a,
  v128Const: 0x0c,
  i32x4ExtractLane: 0x1b,
  i16x8ExtendLowS: 0x87,
  i16x8ExtendHighS: 0x88,
  i32x4Add: 0xae,
  i32x4DotI16x8S: 0xba,
  i16x8ShrU: 0x8d,
  i32x4RelaxedDotI8x16I7x16AddS: 0x113,
  v128Store: 0x0b,
  i8x16Swizzle: 0x0e,
  i8x16RelaxedSwizzle: 0x100,
  i16x8Add: 0x8e,
  i8x16Add: 0x6e,
  i16x8Splat: 0x10,
  i16x8GeS: 0x35,
  i16x8Bitmask: 0x84,
};
const memarg = (offset: number) => [0x00, ...uleb(offset)];
/** local.get, local.set, local.tee of local `l`. */
const get = (l: number) => [0x20, l];
const set = (l: number) => [0x21, l];
const tee = (l: number) => [0x22, l];
/**
 * The end of a dot kernel's row: out[0] (f32) = scale[0] * (the lanes of acc0 + acc1, summed, - bias);
 * out and scale are address locals, bias an i32 local. acc0 is overwritten.
 */
const storeScaledDot = (acc0: number, acc1: number, out: number, bias: number, scale: number) => [
  ...get(acc0), ...get(acc1), ...simd(OP.i32x4Add), ...set(acc0),
  ...get(out),
  ...get(acc0), ...simd(OP.i32x4ExtractLane), 0,
  ...get(acc0), ...simd(OP.i32x4ExtractLane), 1, 0x6a, // i32.add
  ...get(acc0), ...simd(OP.i32x4ExtractLane), 2, 0x6a,
  ...get(acc0), ...simd(OP.i32x4ExtractLane), 3, 0x6a,
  ...get(bias), 0x6b, // i32.sub
  0xb2, // f32.convert_i32_s
  ...get(scale), 0x2a, ...memarg(0), // f32.load
  0x94, // f32.mul
  0x38, ...memarg(0), // f32.store
];

/** The most pages a kernel's memory may have (4 GiB). */
const MAX_PAGES = 65536;
/**
 * Every kernel imports a shared memory (min 1 page, max MAX_PAGES): the first pass of a large search is
 * split with a helper thread that reads the same memory (./scan-helper.ts).
 */
const MEMORY_IMPORT = [0x02, 0x03, 1, ...uleb(MAX_PAGES)];

/** A memory the kernels can import: shared, of `bytes` rounded up to whole pages, never grown. */
export function kernelMemory(bytes: number): WebAssembly.Memory {
  const pages = Math.max(1, Math.ceil(bytes / 65536));
  if (pages > MAX_PAGES) throw new RangeError(`a kernel memory of ${bytes} bytes is over 4 GiB`);
  return new WebAssembly.Memory({ initial: pages, maximum: pages, shared: true });
}

/** A module of one exported function "scan" of `params` i32 parameters (and an i32 result when `result`), over the shared memory. */
function moduleOf(params: number, result: boolean, body: number[]): Uint8Array<ArrayBuffer> {
  const code = [1, ...uleb(body.length), ...body];
  return new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, [1, 0x60, params, ...new Array(params).fill(0x7f), ...(result ? [1, 0x7f] : [0])]),
    ...section(2, [1, ...str("m"), ...str("memory"), ...MEMORY_IMPORT]),
    ...section(3, [1, 0]),
    ...section(7, [1, ...str("scan"), 0x00, 0]),
    ...section(10, code),
  ]);
}

const modules = new Map<string, WebAssembly.Module>();

/** Dimensions the kernel reads per row: rows are padded with zeros to a multiple of 16. */
export const paddedDims = (dims: number) => Math.ceil(dims / 16) * 16;

/**
 * scan(rows, n, query, scales, out, bias): for i < n, out[i] = scales[i] * (dot(rows + i*P, query) - bias), where
 * rows are P = paddedDims(dims) int8 bytes each, query is P int16 values, scales and out are f32.
 */
function moduleBytes(dims: number): Uint8Array<ArrayBuffer> {
  const P = paddedDims(dims);
  const [ROWS, N, QUERY, SCALES, OUT, BIAS, ACC0, ACC1, R] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const body: number[] = [
    ...[0x01, 0x03, 0x7b], // three v128 locals: acc0, acc1, r
    ...get(N), 0x45, 0x04, 0x40, 0x0f, 0x0b, // if n == 0: return
    0x03, 0x40, // loop
    ...simd(OP.v128Const), ...new Array(16).fill(0), ...set(ACC0),
    ...simd(OP.v128Const), ...new Array(16).fill(0), ...set(ACC1),
  ];
  for (let b = 0; b < P / 16; b++) {
    body.push(
      ...get(ROWS), ...simd(OP.v128Load), ...memarg(16 * b), ...tee(R),
      ...simd(OP.i16x8ExtendLowS),
      ...get(QUERY), ...simd(OP.v128Load), ...memarg(32 * b),
      ...simd(OP.i32x4DotI16x8S), ...get(ACC0), ...simd(OP.i32x4Add), ...set(ACC0),
      ...get(R), ...simd(OP.i16x8ExtendHighS),
      ...get(QUERY), ...simd(OP.v128Load), ...memarg(32 * b + 16),
      ...simd(OP.i32x4DotI16x8S), ...get(ACC1), ...simd(OP.i32x4Add), ...set(ACC1),
    );
  }
  body.push(
    ...storeScaledDot(ACC0, ACC1, OUT, BIAS, SCALES),
    ...get(ROWS), 0x41, ...sleb(P), 0x6a, ...set(ROWS),
    ...get(SCALES), 0x41, 4, 0x6a, ...set(SCALES),
    ...get(OUT), 0x41, 4, 0x6a, ...set(OUT),
    ...get(N), 0x41, 1, 0x6b, ...tee(N), 0x0d, 0, // br_if loop while n != 0
    0x0b, // end loop
    0x0b, // end function
  );
  return moduleOf(6, false, body);
}

/**
 * The int4 variant: rows of P4 = ceil(dims/32)*32 nibbles (P4/2 bytes); in block b, byte j holds dim
 * 32b+j in its low nibble and 32b+16+j in its high one, each stored as value + 8 (0..15). out[i] =
 * scales[i] * (sum(nibble * query) - bias): with bias = 8 * sum(query), the dot product of the values.
 */
export const paddedDims4 = (dims: number) => Math.ceil(dims / 32) * 32;
/**
 * `list`: the rows scored are the slots listed at a 7th parameter (n i32 values), out[i] for the i-th
 * listed slot: rows + slot * P4/2 and scales + 4 * slot (the second stage of a two-stage search).
 */
function moduleBytes4(dims: number, relaxed: boolean, list = false): Uint8Array<ArrayBuffer> {
  const P = paddedDims4(dims);
  const params = list ? 7 : 6;
  const [ROWS, N, QUERY, SCALES, OUT, BIAS, LIST] = [0, 1, 2, 3, 4, 5, 6];
  const [ACC0, ACC1, R, MASK, LO, HI] = [0, 1, 2, 3, 4, 5].map((i) => params + i) as [number, number, number, number, number, number];
  // In list mode the row and scale addresses of the listed slot; else ROWS and SCALES themselves.
  const [ROW, SCALE] = list ? [params + 6, params + 7] : [ROWS, SCALES];
  const body: number[] = [
    ...(list ? [0x02, 0x06, 0x7b, 0x02, 0x7f] : [0x01, 0x06, 0x7b]),
    ...simd(OP.v128Const), ...new Array(16).fill(0x0f), ...set(MASK),
    ...get(N), 0x45, 0x04, 0x40, 0x0f, 0x0b,
    0x03, 0x40,
    ...simd(OP.v128Const), ...new Array(16).fill(0), ...set(ACC0),
    ...simd(OP.v128Const), ...new Array(16).fill(0), ...set(ACC1),
  ];
  if (list) {
    body.push(
      ...get(ROWS), ...get(LIST), 0x28, 0x02, 0x00, 0x41, ...sleb(P / 2), 0x6c, 0x6a, ...set(ROW), // rows + slot * P/2
      ...get(SCALES), ...get(LIST), 0x28, 0x02, 0x00, 0x41, 2, 0x74, 0x6a, ...set(SCALE), // scales + (slot << 2)
      ...get(LIST), 0x41, 4, 0x6a, ...set(LIST),
    );
  }
  const dot = (src: number, ext: number, qOffset: number, acc: number) => [
    ...get(src), ...simd(ext), ...get(QUERY), ...simd(OP.v128Load), ...memarg(qOffset),
    ...simd(OP.i32x4DotI16x8S), ...get(acc), ...simd(OP.i32x4Add), ...set(acc),
  ];
  for (let b = 0; b < P / 32 && relaxed; b++) {
    // Relaxed SIMD's 4-way int8 dot (x86 pmaddubsw + pmaddwd): codes (0..15) are its 7-bit operand,
    // so the result is the same on every engine; the query is int8 here, one byte per dimension.
    body.push(
      ...get(ROW), ...simd(OP.v128Load), ...memarg(16 * b), ...set(R),
      ...get(QUERY), ...simd(OP.v128Load), ...memarg(32 * b),
      ...get(R), ...get(MASK), ...simd(OP.v128And),
      ...get(ACC0), ...simd(OP.i32x4RelaxedDotI8x16I7x16AddS), ...set(ACC0),
      ...get(QUERY), ...simd(OP.v128Load), ...memarg(32 * b + 16),
      ...get(R), 0x41, 4, ...simd(OP.i16x8ShrU), ...get(MASK), ...simd(OP.v128And),
      ...get(ACC1), ...simd(OP.i32x4RelaxedDotI8x16I7x16AddS), ...set(ACC1),
    );
  }
  for (let b = 0; b < P / 32 && !relaxed; b++) {
    body.push(
      ...get(ROW), ...simd(OP.v128Load), ...memarg(16 * b), ...set(R),
      ...get(R), ...get(MASK), ...simd(OP.v128And), ...set(LO),
      ...get(R), 0x41, 4, ...simd(OP.i8x16ShrU), ...set(HI),
      ...dot(LO, OP.i16x8ExtendLowU, 64 * b, ACC0),
      ...dot(LO, OP.i16x8ExtendHighU, 64 * b + 16, ACC1),
      ...dot(HI, OP.i16x8ExtendLowU, 64 * b + 32, ACC0),
      ...dot(HI, OP.i16x8ExtendHighU, 64 * b + 48, ACC1),
    );
  }
  body.push(
    ...storeScaledDot(ACC0, ACC1, OUT, BIAS, SCALE),
    ...(list ? [] : [...get(ROWS), 0x41, ...sleb(P / 2), 0x6a, ...set(ROWS), ...get(SCALES), 0x41, 4, 0x6a, ...set(SCALES)]),
    ...get(OUT), 0x41, 4, 0x6a, ...set(OUT),
    ...get(N), 0x41, 1, 0x6b, ...tee(N), 0x0d, 0,
    0x0b, 0x0b,
  );
  return moduleOf(params, false, body);
}

/**
 * The first pass of a two-stage search ("fast scan"): each row is G nibbles (4-bit codes, whatever they
 * stand for; project-index.ts packs two components of 2 bits each), stored in blocks of 32 rows: block
 * k holds, for each group g, 16 bytes whose byte j has row 32k+j's nibble low and row 32k+16+j's high.
 * The query is a table of 16 int8 per group (what each nibble value scores), looked up 16 rows at a
 * time (i8x16.swizzle, x86 pshufb) and summed in int16: the table's entries must keep |sum| <= 32767
 * and |entry| <= 127 / NIBBLE_CHUNK.
 *
 * nibbleScan(blocks, nblocks, table, out): out holds 32 int16 per block, row order.
 */
export const NIBBLE_CHUNK = 4;
function nibbleModuleBytes(G: number, relaxed: boolean): Uint8Array<ArrayBuffer> {
  // Indices are nibbles (0..15), where relaxed SIMD's swizzle (a bare x86 pshufb) is defined alike on
  // every engine; the strict one spends instructions zeroing lanes for indices >= 16 that never come.
  // bench: the 2-bit pass over 100,000 rows 1.85-2.06 -> 1.62-1.65 ms.
  const swizzle = relaxed ? OP.i8x16RelaxedSwizzle : OP.i8x16Swizzle;
  const [BLOCKS, NB, TABLE, OUT] = [0, 1, 2, 3];
  const [MASK, C, L, VLO, VHI, A0, A1, A2, A3] = [4, 5, 6, 7, 8, 9, 10, 11, 12];
  const zero = () => [...simd(OP.v128Const), ...new Array(16).fill(0)];
  const add = (src: number, ext: number, acc: number) => [...get(src), ...simd(ext), ...get(acc), ...simd(OP.i16x8Add), ...set(acc)];
  const body: number[] = [
    ...[0x01, 0x09, 0x7b],
    ...simd(OP.v128Const), ...new Array(16).fill(0x0f), ...set(MASK),
    ...get(NB), 0x45, 0x04, 0x40, 0x0f, 0x0b,
    0x03, 0x40,
    ...zero(), ...set(A0), ...zero(), ...set(A1), ...zero(), ...set(A2), ...zero(), ...set(A3),
  ];
  // NIBBLE_CHUNK groups' lookups are summed in int8 (the caller keeps entries within 127 / NIBBLE_CHUNK),
  // then widened to the int16 sums once: a third fewer instructions than widening every lookup.
  for (let g0 = 0; g0 < G; g0 += NIBBLE_CHUNK) {
    for (let g = g0; g < Math.min(G, g0 + NIBBLE_CHUNK); g++) {
      // The high nibbles by a 16-bit shift and the mask: x86 has no 8-bit shift, which an engine emulates.
      const lo = [...get(L), ...get(C), ...get(MASK), ...simd(OP.v128And), ...simd(swizzle)];
      const hi = [...get(L), ...get(C), 0x41, 4, ...simd(OP.i16x8ShrU), ...get(MASK), ...simd(OP.v128And), ...simd(swizzle)];
      body.push(
        ...get(BLOCKS), ...simd(OP.v128Load), ...memarg(16 * g), ...set(C),
        ...get(TABLE), ...simd(OP.v128Load), ...memarg(16 * g), ...set(L),
        ...(g === g0 ? [...lo, ...set(VLO), ...hi, ...set(VHI)] : [...get(VLO), ...lo, ...simd(OP.i8x16Add), ...set(VLO), ...get(VHI), ...hi, ...simd(OP.i8x16Add), ...set(VHI)]),
      );
    }
    body.push(...add(VLO, OP.i16x8ExtendLowS, A0), ...add(VLO, OP.i16x8ExtendHighS, A1), ...add(VHI, OP.i16x8ExtendLowS, A2), ...add(VHI, OP.i16x8ExtendHighS, A3));
  }
  body.push(
    ...get(OUT), ...get(A0), ...simd(OP.v128Store), ...memarg(0),
    ...get(OUT), ...get(A1), ...simd(OP.v128Store), ...memarg(16),
    ...get(OUT), ...get(A2), ...simd(OP.v128Store), ...memarg(32),
    ...get(OUT), ...get(A3), ...simd(OP.v128Store), ...memarg(48),
    ...get(BLOCKS), 0x41, ...sleb(16 * G), 0x6a, ...set(BLOCKS),
    ...get(OUT), 0x41, ...sleb(64), 0x6a, ...set(OUT),
    ...get(NB), 0x41, 1, 0x6b, ...tee(NB), 0x0d, 0,
    0x0b, 0x0b,
  );
  return moduleOf(4, false, body);
}


/**
 * The first pass's cut and candidates, in place of JavaScript loops over every row's int16 score:
 * count(scores, n, bins) adds 1 to the i32 at bins + 4 * score for each of n scores (a histogram whose
 * bin for score 0 is at `bins`); select(scores, n, cut, list, max, first) writes first + i for each i
 * with scores[i] >= cut, in order, into list (i32) until max are written, and returns how many. Scores
 * are tested 8 at a time (i16x8.ge_s, bitmask): most blocks of 8 hold no candidate.
 */
function countModuleBytes(): Uint8Array<ArrayBuffer> {
  const [SCORES, N, BINS, AT] = [0, 1, 2, 3];
  return moduleOf(3, false, [
    0x01, 0x01, 0x7f,
    ...get(N), 0x45, 0x04, 0x40, 0x0f, 0x0b,
    0x03, 0x40,
    ...get(BINS), ...get(SCORES), 0x2e, 0x01, 0x00, 0x41, 2, 0x74, 0x6a, ...tee(AT), // bins + 4 * i32.load16_s
    ...get(AT), 0x28, 0x02, 0x00, 0x41, 1, 0x6a, 0x36, 0x02, 0x00, // i32.store(at, i32.load(at) + 1)
    ...get(SCORES), 0x41, 2, 0x6a, ...set(SCORES),
    ...get(N), 0x41, 1, 0x6b, ...tee(N), 0x0d, 0,
    0x0b, 0x0b,
  ]);
}

function selectModuleBytes(): Uint8Array<ArrayBuffer> {
  const [SCORES, N, CUT, LIST, MAX, FIRST, M, BITS, I, VCUT] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  // list[M++] = FIRST + I + lane, returning M first when it is MAX.
  const emit = (lane: number[]) => [
    ...get(M), ...get(MAX), 0x46, 0x04, 0x40, ...get(M), 0x0f, 0x0b, // if M == MAX: return M
    ...get(LIST), ...get(M), 0x41, 2, 0x74, 0x6a, ...get(FIRST), ...get(I), 0x6a, ...lane, 0x6a, 0x36, 0x02, 0x00,
    ...get(M), 0x41, 1, 0x6a, ...set(M),
  ];
  return moduleOf(6, true, [
    0x02, 0x03, 0x7f, 0x01, 0x7b, // locals: M, BITS, I (i32); VCUT (v128)
    ...get(CUT), ...simd(OP.i16x8Splat), ...set(VCUT),
    0x02, 0x40, 0x03, 0x40, // block, loop: 8 scores at a time while 8 remain
    ...get(I), 0x41, 8, 0x6a, ...get(N), 0x4a, 0x0d, 1, // I + 8 > N: on to the rest
    ...get(SCORES), ...get(I), 0x41, 1, 0x74, 0x6a, ...simd(OP.v128Load), 0x01, 0x00,
    ...get(VCUT), ...simd(OP.i16x8GeS), ...simd(OP.i16x8Bitmask), ...set(BITS),
    0x02, 0x40, 0x03, 0x40, // each set bit, lowest first
    ...get(BITS), 0x45, 0x0d, 1,
    ...emit([...get(BITS), 0x68]), // i32.ctz
    ...get(BITS), ...get(BITS), 0x41, 1, 0x6b, 0x71, ...set(BITS), // clear the lowest bit
    0x0c, 0, 0x0b, 0x0b,
    ...get(I), 0x41, 8, 0x6a, ...set(I),
    0x0c, 0, 0x0b, 0x0b,
    0x02, 0x40, 0x03, 0x40, // the last < 8, one at a time
    ...get(I), ...get(N), 0x4e, 0x0d, 1, // I >= N: done
    ...get(SCORES), ...get(I), 0x41, 1, 0x74, 0x6a, 0x2e, 0x01, 0x00, ...get(CUT), 0x4e,
    0x04, 0x40, ...emit([0x41, 0]), 0x0b,
    ...get(I), 0x41, 1, 0x6a, ...set(I),
    0x0c, 0, 0x0b, 0x0b,
    ...get(M),
    0x0b,
  ]);
}

/** Whether this engine has relaxed SIMD (Bun's JavaScriptCore does). */
export const hasRelaxedSimd = WebAssembly.validate(moduleBytes4(32, true)) && WebAssembly.validate(nibbleModuleBytes(2, true));

/**
 * The int4 kernel over `memory`. relaxed: the query is int8 (P bytes), else int16 (P values); both
 * give exact integer sums of what they read.
 */
export function scanKernel4(dims: number, memory: WebAssembly.Memory, relaxed = hasRelaxedSimd): ScanFn {
  return instance(`int4:${dims}:${relaxed}`, () => moduleBytes4(dims, relaxed), memory) as ScanFn;
}

/** The int4 kernel over listed slots: (rows, n, query, scales, out, bias, list). */
export function scanKernel4List(dims: number, memory: WebAssembly.Memory, relaxed = hasRelaxedSimd): ListScanFn {
  return instance(`int4list:${dims}:${relaxed}`, () => moduleBytes4(dims, relaxed, true), memory) as ListScanFn;
}

/** The nibble-table first pass over `memory` for rows of `groups` nibbles: (blocks, nblocks, table, out). */
export function nibbleScanKernel(groups: number, memory: WebAssembly.Memory, relaxed = hasRelaxedSimd): NibbleScanFn {
  return instance(`nibble:${groups}:${relaxed}`, () => nibbleModuleBytes(groups, relaxed), memory) as NibbleScanFn;
}

function instance(key: string, bytes: () => Uint8Array<ArrayBuffer>, memory: WebAssembly.Memory): unknown {
  let mod = modules.get(key);
  if (!mod) modules.set(key, (mod = new WebAssembly.Module(bytes())));
  return new WebAssembly.Instance(mod, { m: { memory } }).exports.scan;
}

/** See countModuleBytes: a histogram of n int16 scores, bin 0 at `bins`. */
export function countKernel(memory: WebAssembly.Memory): CountFn {
  return instance("count", countModuleBytes, memory) as CountFn;
}

/** See countModuleBytes: the slots (first + i) of scores at or above cut, at most max, their number returned. */
export function selectKernel(memory: WebAssembly.Memory): SelectFn {
  return instance("select", selectModuleBytes, memory) as SelectFn;
}

export type CountFn = (scores: number, n: number, bins: number) => void;
export type SelectFn = (scores: number, n: number, cut: number, list: number, max: number, first: number) => number;
export type ListScanFn = (rows: number, n: number, query: number, scales: number, out: number, bias: number, list: number) => void;
export type NibbleScanFn = (blocks: number, nblocks: number, table: number, out: number) => void;
export type ScanFn = (rows: number, n: number, query: number, scales: number, out: number, bias: number) => void;

/** An instance of the kernel for `dims` over `memory` (which the caller grows and lays out). */
export function scanKernel(dims: number, memory: WebAssembly.Memory): ScanFn {
  return instance(`int8:${dims}`, () => moduleBytes(dims), memory) as ScanFn;
}
