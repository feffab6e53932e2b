import { hasRelaxedSimd, paddedDims, paddedDims4, scanKernel, scanKernel4, type ScanFn } from "./simd-scan";

/**
 * One project's live vectors as compact codes in memory, scanned whole by a SIMD kernel (simd-scan.ts):
 * the candidate stage of project-wide search. vec-index.ts keeps these per connection and in step with
 * the database; src/db/vec.ts re-scores the candidates exactly from the stored float vectors.
 *
 * Resident per vector at 384 dims (int4): 192 bytes of codes, a 4-byte scale, the seq (8), agent and
 * run ids (4 + 4) and 8-16 bytes of the seq -> slot table: ~215 bytes, 21 MB per 100,000 vectors.
 * Scores are written per block of BLOCK rows into one small buffer, not one float per row.
 */

/** Bits per component of the in-memory codes (bench/project-knn.ts compares 8 and 4). */
export const indexOptions = { bits: 4 as 4 | 8 };

/** Rows scored per kernel call (their scores: 16 KB, which stays in cache while they are selected). */
const BLOCK = 4096;

export class ProjectIndex {
  dims = 0;
  private P = 0;
  /** Bytes per row. */
  private RB = 0;
  private readonly bits = indexOptions.bits;
  n = 0;
  private cap = 0;
  /** When a search last used it (performance.now()): the budget evicts the least recent first. */
  lastUsed = 0;
  private memory: WebAssembly.Memory | null = null;
  private scan!: ScanFn;
  private bytes8 = new Int8Array(0);
  private scales = new Float32Array(0);
  private seqs = new Float64Array(0);
  private agents = new Int32Array(0);
  private runs = new Int32Array(0);
  /** seq -> slot: open addressing with linear probing over slot + 1 (0 = empty), at most half full. */
  private table = new Int32Array(0);
  private shift = 32;
  /** 0 = none; ids of agent_id / run_id values seen in this project. */
  private readonly names = new Map<string, number>();

  // Layout of the kernel's memory: query (P int16 or int8) | scales (f32 x cap) | scores (f32 x BLOCK) | rows (RB bytes x cap).
  private get scalesAt() {
    return 2 * this.P;
  }
  private get outAt() {
    return this.scalesAt + 4 * this.cap;
  }
  private get rowsAt() {
    return this.outAt + 4 * BLOCK;
  }

  /** `expected`: rows about to be loaded, so the first allocation fits them. */
  constructor(private readonly expected = 0) {}

  /** What `rows` vectors of `dims` components hold resident (the budget's estimate before a build). */
  static bytesFor(rows: number, dims: number): number {
    const rb = indexOptions.bits === 8 ? paddedDims(dims) : paddedDims4(dims) / 2;
    return rows * (rb + 4 + 8 + 4 + 4 + 12) + 4 * BLOCK + 4 * dims;
  }

  private grow(min: number): void {
    const cap = Math.max(min, this.cap === 0 ? this.expected : Math.ceil(this.cap * 1.25), 1024);
    const old = this.memory ? { buf: new Uint8Array(this.memory.buffer), scales: this.scalesAt, rows: this.rowsAt } : null;
    const oldCap = this.cap;
    this.cap = cap;
    const memory = new WebAssembly.Memory({ initial: Math.ceil((this.rowsAt + cap * this.RB) / 65536) });
    const buf = new Uint8Array(memory.buffer);
    if (old) {
      buf.set(old.buf.subarray(old.scales, old.scales + 4 * oldCap), this.scalesAt);
      buf.set(old.buf.subarray(old.rows, old.rows + this.RB * oldCap), this.rowsAt);
    }
    this.memory = memory;
    this.bytes8 = new Int8Array(memory.buffer);
    this.scales = new Float32Array(memory.buffer, this.scalesAt, cap);
    this.scan = this.bits === 8 ? scanKernel(this.dims, memory) : scanKernel4(this.dims, memory);
    const grown = <T extends Float64Array | Int32Array>(a: T, make: (n: number) => T) => {
      const b = make(cap);
      b.set(a.subarray(0, Math.min(a.length, cap)));
      return b;
    };
    this.seqs = grown(this.seqs, (n) => new Float64Array(n));
    this.agents = grown(this.agents, (n) => new Int32Array(n));
    this.runs = grown(this.runs, (n) => new Int32Array(n));
    if (this.table.length < 2 * cap) this.rehash(2 * cap);
  }

  // ---- seq -> slot

  private home(seq: number): number {
    return Math.imul((seq >>> 0) ^ ((seq / 4294967296) >>> 0), 0x9e3779b1) >>> this.shift;
  }

  private rehash(min: number): void {
    let bits = 11;
    while (1 << bits < min) bits++;
    this.table = new Int32Array(1 << bits);
    this.shift = 32 - bits;
    for (let s = 0; s < this.n; s++) this.link(this.seqs[s]!, s);
  }

  /** The table position holding `seq`, or -1. */
  private find(seq: number): number {
    if (this.table.length === 0) return -1;
    const mask = this.table.length - 1;
    for (let i = this.home(seq); ; i = (i + 1) & mask) {
      const t = this.table[i]!;
      if (t === 0) return -1;
      if (this.seqs[t - 1] === seq) return i;
    }
  }

  private link(seq: number, slot: number): void {
    const mask = this.table.length - 1;
    let i = this.home(seq);
    while (this.table[i] !== 0) i = (i + 1) & mask;
    this.table[i] = slot + 1;
  }

  /** Empties position i, moving later entries of its probe run back (no tombstones). */
  private unlink(i: number): void {
    const mask = this.table.length - 1;
    let hole = i;
    for (let j = (i + 1) & mask; ; j = (j + 1) & mask) {
      const t = this.table[j]!;
      if (t === 0) break;
      // The entry at j may fill the hole when the hole lies on its probe path (from its home to j).
      if (((j - this.home(this.seqs[t - 1]!)) & mask) >= ((j - hole) & mask)) {
        this.table[hole] = t;
        hole = j;
      }
    }
    this.table[hole] = 0;
  }

  private nameId(v: string | null): number {
    if (v === null || v === "") return 0;
    let id = this.names.get(v);
    if (id === undefined) this.names.set(v, (id = this.names.size + 1));
    return id;
  }

  // ---- rows

  /** False when the vector has another dimension than the rows held (another model's): the caller rebuilds. */
  upsert(seq: number, vector: Float32Array, agentId: string | null, runId: string | null): boolean {
    if (vector.length !== this.dims) {
      if (this.n > 0) return false;
      this.dims = vector.length;
      this.P = this.bits === 8 ? paddedDims(this.dims) : paddedDims4(this.dims);
      this.RB = this.bits === 8 ? this.P : this.P / 2;
      this.cap = 0;
      this.memory = null;
    }
    const at0 = this.find(seq);
    let slot: number;
    if (at0 >= 0) {
      slot = this.table[at0]! - 1;
    } else {
      if (this.n === this.cap) this.grow(this.n + 1);
      slot = this.n++;
      this.seqs[slot] = seq;
      this.link(seq, slot);
    }
    let max = 0;
    for (let i = 0; i < this.dims; i++) {
      const x = vector[i]!;
      if (x > max) max = x;
      else if (-x > max) max = -x;
    }
    const at = this.rowsAt + slot * this.RB;
    if (this.bits === 8) {
      const scale = max > 0 ? max / 127 : 1;
      for (let i = 0; i < this.dims; i++) this.bytes8[at + i] = Math.round(vector[i]! / scale);
      this.scales[slot] = scale;
    } else {
      // Nibbles hold round(x / scale) + 8, in 1..15; block b's byte j: dim 32b+j low, 32b+16+j high.
      const scale = max > 0 ? max / 7 : 1;
      const inv = 1 / scale;
      const d = this.dims;
      for (let b = 0; b < this.P; b += 32) {
        for (let j = 0; j < 16; j++) {
          // x * inv is in [-7, 7], so + 8.5 truncated is Math.round(x * inv) + 8 (measured 1.7x faster).
          const lo = b + j < d ? (vector[b + j]! * inv + 8.5) | 0 : 8;
          const hi = b + 16 + j < d ? (vector[b + 16 + j]! * inv + 8.5) | 0 : 8;
          this.bytes8[at + (b >> 1) + j] = lo | (hi << 4);
        }
      }
      this.scales[slot] = scale;
    }
    this.agents[slot] = this.nameId(agentId);
    this.runs[slot] = this.nameId(runId);
    return true;
  }

  remove(seq: number): void {
    const i = this.find(seq);
    if (i < 0) return;
    const slot = this.table[i]! - 1;
    this.unlink(i);
    const last = --this.n;
    if (slot === last) return;
    // The last row fills the hole, so the scan stays one dense block.
    this.table[this.find(this.seqs[last]!)] = slot + 1;
    this.bytes8.copyWithin(this.rowsAt + slot * this.RB, this.rowsAt + last * this.RB, this.rowsAt + (last + 1) * this.RB);
    this.scales[slot] = this.scales[last]!;
    this.seqs[slot] = this.seqs[last]!;
    this.agents[slot] = this.agents[last]!;
    this.runs[slot] = this.runs[last]!;
  }

  has(seq: number): boolean {
    return this.find(seq) >= 0;
  }

  /** The c rows with the highest approximate dot product with `query` that pass the filter, best first. */
  best(query: Float32Array, c: number, agentId?: string, runId?: string): number[] {
    if (this.n === 0 || c <= 0 || !this.memory) return [];
    const agent = agentId === undefined ? -1 : (this.names.get(agentId) ?? -2);
    const run = runId === undefined ? -1 : (this.names.get(runId) ?? -2);
    if (agent === -2 || run === -2) return [];
    let max = 0;
    for (let i = 0; i < this.dims; i++) max = Math.max(max, Math.abs(query[i]!));
    // The int4 kernel with relaxed SIMD reads an int8 query, the others an int16 one (finer).
    const narrow = this.bits === 4 && hasRelaxedSimd;
    const q = narrow ? new Int8Array(this.memory.buffer, 0, this.P) : new Int16Array(this.memory.buffer, 0, this.P);
    const top = narrow ? 127 : 32767;
    q.fill(0);
    let sum = 0;
    if (max > 0) for (let i = 0; i < this.dims; i++) sum += q[i] = Math.round((query[i]! / max) * top);
    // int4 codes are value + 8: the kernel takes 8 * sum(query) back out of each row's sum.
    const bias = this.bits === 4 ? 8 * sum : 0;
    const scores = new Float32Array(this.memory.buffer, this.outAt, BLOCK);
    // A min-heap of the best c rows seen (slots and their scores): most rows lose to its root, one comparison each.
    const hs = new Int32Array(c);
    const hv = new Float32Array(c);
    let size = 0;
    let floor = -Infinity; // the heap's weakest score once it is full
    const filtered = agent >= 0 || run >= 0;
    for (let start = 0; start < this.n; start += BLOCK) {
      const m = Math.min(BLOCK, this.n - start);
      this.scan(this.rowsAt + start * this.RB, m, 0, this.scalesAt + 4 * start, this.outAt, bias);
      for (let k = 0; k < m; k++) {
        const v = scores[k]!;
        if (v <= floor) continue;
        const s = start + k;
        if (filtered && ((agent >= 0 && this.agents[s] !== agent) || (run >= 0 && this.runs[s] !== run))) continue;
        let i: number;
        if (size < c) {
          // sift up from the new leaf
          i = size++;
          while (i > 0) {
            const p = (i - 1) >> 1;
            if (hv[p]! <= v) break;
            hs[i] = hs[p]!;
            hv[i] = hv[p]!;
            i = p;
          }
        } else {
          // replace the root and sift down
          i = 0;
          for (;;) {
            const l = 2 * i + 1;
            if (l >= size) break;
            const r = l + 1 < size && hv[l + 1]! < hv[l]! ? l + 1 : l;
            if (hv[r]! >= v) break;
            hs[i] = hs[r]!;
            hv[i] = hv[r]!;
            i = r;
          }
        }
        hs[i] = s;
        hv[i] = v;
        if (size === c) floor = hv[0]!;
      }
    }
    const order = Array.from({ length: size }, (_, i) => i).sort((a, b) => hv[b]! - hv[a]!);
    return order.map((i) => this.seqs[hs[i]!]!);
  }

  seqList(): number[] {
    return Array.from(this.seqs.subarray(0, this.n));
  }

  /** Bytes held: the kernel's memory, the side arrays, the seq table, the names (~80 bytes each in JSC). */
  bytes(): number {
    return (this.memory?.buffer.byteLength ?? 0) + this.cap * 16 + this.table.byteLength + this.names.size * 80;
  }
}
