import { firstPass } from "./scan-helper";
import { countKernel, type CountFn, hasRelaxedSimd, kernelMemory, type ListScanFn, paddedDims, paddedDims4, scanKernel, scanKernel4, scanKernel4List, NIBBLE_CHUNK, nibbleScanKernel, type NibbleScanFn, type ScanFn, selectKernel, type SelectFn } from "./simd-scan";

/**
 * One project's live vectors as compact codes in memory, scanned whole by a SIMD kernel (simd-scan.ts):
 * the candidate stage of project-wide search. vec-index.ts keeps these per connection and in step with
 * the database; src/db/vec.ts re-scores the candidates exactly from the stored float vectors.
 *
 * Large projects are searched in two stages: a first pass over 2-bit codes (96 bytes a row at 384 dims,
 * scored by table lookups, 16 rows per instruction: simd-scan.ts's nibble kernel) keeps the best
 * `firstPass` share of the rows in scope, and only those are scored on their int4 codes. The int4 scan
 * of every row is compute-bound in JavaScriptCore (~3 ms per 100,000 rows on these cores, twice what
 * streaming its 19 MB costs); a row scored out of order costs ~0.3 us more in cache and TLB misses, so
 * the first pass must be selective: 2 bits per component (Lloyd-Max levels for a Gaussian component)
 * keep every true top-10 of 100,000 random unit vectors in their best 1% (simulated, 50 queries; sign
 * bits alone needed 5-10%). Measured on bench/search.ts's 100,000 random vectors with real query texts
 * (150 queries, top 200 re-scored exactly): recall@10 0.9993 keeping 0.5%, 1.0 keeping 1% (the default).
 * bench/project-knn.ts, 100,000 random vectors, 200 queries, one process (27 Nov, load 4): CPU p50 per
 * search with the exact re-score 3.11 ms keeping 1% (recall@10 1.0), 3.05 keeping 0.5% (0.997), 5.08
 * for int4 on every row (1.0).
 *
 * Resident per vector at 384 dims (int4): 192 bytes of codes, 96 of 2-bit codes, a 4-byte scale, 2 of
 * first-pass score, the seq (8), agent and run ids (4 + 4) and 8-16 bytes of the seq -> slot table:
 * ~320 bytes, 31 MB per 100,000 vectors, and 256 KB per two-stage index for the first pass's histogram. Int4
 * scores are written per block of BLOCK rows into one small buffer, not one float per row.
 */

/**
 * bits: per component of the in-memory codes (bench/project-knn.ts compares 8 and 4). twoStageMin: from
 * this many rows a project is searched in two stages (int4 only); firstPass: the share of rows (in the
 * filters' scope) the 2-bit pass keeps for int4 scoring, at least 2c.
 */
export const indexOptions = { bits: 4 as 4 | 8, twoStageMin: 16_384, firstPass: 0.01 };

/** 2 bits per component: thresholds 0 and +-T and levels +-LOW, +-HIGH, in units of the row's rms (Lloyd-Max for a Gaussian). */
const T2 = 0.9816;
const LEVELS = [-1.51, -0.4528, 0.4528, 1.51];
/** First-pass groups: 2 components of 2 bits per nibble. */
const groupsOf = (dims: number) => Math.ceil(dims / 2);

/** Rows scored per kernel call (their scores: 16 KB, which stays in cache while they are selected). */
const BLOCK = 4096;
/**
 * The first pass's histogram has a bin for every int16 score (256 KB, held only by an index large enough
 * for two stages); rows a filter leaves out are given the lowest, which no row scores (|score| <= TOP * G
 * <= 32767).
 */
const BINS = 65536;
const LEFT_OUT = -32768;
/**
 * A block's int4 scores and listed slots, copied out of the kernel's memory with one set(): in
 * JavaScriptCore every element access through a view of a WebAssembly memory recomputes the view's
 * length (profiled: a quarter of a search's time), so the loops over a block read plain arrays. One
 * pair serves every index: a search runs to its end on one thread.
 */
const blockScores = new Float32Array(BLOCK);
const blockList = new Int32Array(BLOCK);

export class ProjectIndex {
  dims = 0;
  private P = 0;
  /** Bytes per row. */
  private RB = 0;
  private readonly bits = indexOptions.bits;
  n = 0;
  private cap = 0;
  /** Bytes of the first pass's histogram in the kernel's memory: 4 * BINS once cap reaches twoStageMin, else none. */
  private binsBytes = 0;
  /** When a search last used it (performance.now()): the budget evicts the least recent first. */
  lastUsed = 0;
  private memory: WebAssembly.Memory | null = null;
  private scan!: ScanFn;
  private scanList!: ListScanFn;
  private firstScan!: NibbleScanFn;
  private count!: CountFn;
  private select!: SelectFn;
  /** First-pass nibbles (2 components each) per row; its blocks are 32 rows of 16 * G bytes. */
  private G = 0;
  /** The largest table entry: |first-pass score| <= TOP * G fits int16. */
  private TOP = 127;
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

  // Layout of the kernel's memory: query (P int16 or int8) | first-pass table (16 G int8) | scales (f32 x cap) |
  // scores (f32 x BLOCK) | listed slots (i32 x BLOCK) | first-pass histogram (binsBytes) | first-pass
  // scores (i16 x cap) | rows (RB bytes x cap) | first-pass codes (16 G bytes per 32 rows). cap is a multiple of 32.
  private get tableAt() {
    return 2 * this.P;
  }
  private get scalesAt() {
    return this.tableAt + 16 * this.G;
  }
  private get outAt() {
    return this.scalesAt + 4 * this.cap;
  }
  private get listAt() {
    return this.outAt + 4 * BLOCK;
  }
  private get binsAt() {
    return this.listAt + 4 * BLOCK;
  }
  private get firstAt() {
    return this.binsAt + this.binsBytes;
  }
  private get rowsAt() {
    return this.firstAt + 2 * this.cap;
  }
  private get bitsAt() {
    return this.rowsAt + this.RB * this.cap;
  }

  /** `expected`: rows about to be loaded, so the first allocation fits them. */
  constructor(private readonly expected = 0) {}

  /** What `rows` vectors of `dims` components hold resident (the budget's estimate before a build). */
  static bytesFor(rows: number, dims: number): number {
    const rb = indexOptions.bits === 8 ? paddedDims(dims) : paddedDims4(dims) / 2;
    const bins = rows >= indexOptions.twoStageMin ? 4 * BINS : 0;
    return rows * (rb + groupsOf(dims) / 2 + 2 + 4 + 8 + 4 + 4 + 12) + 8 * BLOCK + bins + 4 * dims + 16 * groupsOf(dims);
  }

  private grow(min: number): void {
    const cap = Math.ceil(Math.max(min, this.cap === 0 ? this.expected : Math.ceil(this.cap * 1.25), 32) / 32) * 32;
    const old = this.memory ? { buf: new Uint8Array(this.memory.buffer), scales: this.scalesAt, rows: this.rowsAt, bits: this.bitsAt } : null;
    const oldCap = this.cap;
    this.cap = cap;
    this.binsBytes = cap >= indexOptions.twoStageMin ? 4 * BINS : 0;
    const memory = kernelMemory(this.bitsAt + (cap / 32) * 16 * this.G);
    const buf = new Uint8Array(memory.buffer);
    if (old) {
      buf.set(old.buf.subarray(old.scales, old.scales + 4 * oldCap), this.scalesAt);
      buf.set(old.buf.subarray(old.rows, old.rows + this.RB * oldCap), this.rowsAt);
      buf.set(old.buf.subarray(old.bits, old.bits + (oldCap / 32) * 16 * this.G), this.bitsAt);
    }
    this.memory = memory;
    this.bytes8 = new Int8Array(memory.buffer);
    this.scales = new Float32Array(memory.buffer, this.scalesAt, cap);
    this.scan = this.bits === 8 ? scanKernel(this.dims, memory) : scanKernel4(this.dims, memory);
    // The two stages' kernels only where they can run (an instance each is memory too).
    if (this.bits === 4 && this.binsBytes > 0) {
      this.scanList = scanKernel4List(this.dims, memory);
      this.firstScan = nibbleScanKernel(this.G, memory);
      this.count = countKernel(memory);
      this.select = selectKernel(memory);
    }
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
      this.G = groupsOf(this.dims);
      this.TOP = Math.min(Math.floor(127 / NIBBLE_CHUNK), Math.floor(32767 / this.G));
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
    let squares = 0;
    for (let i = 0; i < this.dims; i++) squares += vector[i]! * vector[i]!;
    const t = T2 * Math.sqrt(squares / this.dims);
    // A component's code is how many of -t, 0, t it reaches, counted without branches: on real vectors
    // the comparisons go either way at random, and as branches (x < -t ? 0 : ...) their mispredictions
    // made this loop 2.7x slower (a build's largest part: 7 of 12 µs per row at 384 dimensions).
    const nt = -t;
    const base = this.nibbleAt(slot);
    const high = (slot & 16) !== 0;
    const bytes = this.bytes8;
    const dims = this.dims;
    for (let g = 0; g < this.G; g++) {
      const d = 2 * g;
      const x0 = vector[d]!;
      const x1 = d + 1 < dims ? vector[d + 1]! : nt - 1; // a missing component codes 0
      const nibble = +(x0 >= nt) + +(x0 >= 0) + +(x0 >= t) + ((+(x1 >= nt) + +(x1 >= 0) + +(x1 >= t)) << 2);
      const at = base + 16 * g;
      const b = bytes[at]! & 0xff;
      bytes[at] = high ? (b & 0x0f) | (nibble << 4) : (b & 0xf0) | nibble;
    }
    this.agents[slot] = this.nameId(agentId);
    this.runs[slot] = this.nameId(runId);
    return true;
  }

  /** Where group 0 of a slot's first-pass codes is: 32-row blocks, a row's nibble low in lanes 0-15, high in 16-31. */
  private nibbleAt(slot: number): number {
    return this.bitsAt + (slot >> 5) * 16 * this.G + (slot & 15);
  }

  /** Copies row `from`'s first-pass codes to row `to`. */
  private copyNibbles(from: number, to: number): void {
    const src = this.nibbleAt(from);
    const dst = this.nibbleAt(to);
    const fromHigh = (from & 16) !== 0;
    const toHigh = (to & 16) !== 0;
    for (let at = 0; at < 16 * this.G; at += 16) {
      const v = this.bytes8[src + at]! & 0xff;
      const nibble = fromHigh ? v >> 4 : v & 0x0f;
      const b = this.bytes8[dst + at]! & 0xff;
      this.bytes8[dst + at] = toHigh ? (b & 0x0f) | (nibble << 4) : (b & 0xf0) | nibble;
    }
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
    this.copyNibbles(last, slot);
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
    const best = new Best(c);
    const out = new Float32Array(this.memory.buffer, this.outAt, BLOCK);
    const scores = blockScores;
    const filtered = agent >= 0 || run >= 0;
    const first = Math.max(2 * c, Math.ceil(this.n * indexOptions.firstPass));
    if (this.bits === 4 && this.n >= indexOptions.twoStageMin && this.binsBytes > 0 && first < this.n / 2) {
      this.twoStage(query, first, bias, agent, run, best);
    } else {
      for (let start = 0; start < this.n; start += BLOCK) {
        const m = Math.min(BLOCK, this.n - start);
        this.scan(this.rowsAt + start * this.RB, m, 0, this.scalesAt + 4 * start, this.outAt, bias);
        scores.set(m === BLOCK ? out : out.subarray(0, m));
        for (let k = 0; k < m; k++) {
          const v = scores[k]!;
          if (v <= best.floor) continue;
          const s = start + k;
          if (filtered && ((agent >= 0 && this.agents[s] !== agent) || (run >= 0 && this.runs[s] !== run))) continue;
          best.add(s, v);
        }
      }
    }
    return best.sorted().map((s) => this.seqs[s]!);
  }

  /**
   * The 2-bit pass over every row, then int4 scores for the `first` best of it in the filters' scope
   * (ties at the cut all go on), into `best`. The int4 query is already in place. agent, run: the
   * filters' name ids, -1 for none.
   */
  private twoStage(query: Float32Array, first: number, bias: number, agent: number, run: number, best: Best): void {
    const buffer = this.memory!.buffer;
    // The table: for group g and nibble (c0 | c1 << 2), LEVELS[c0] q[2g] + LEVELS[c1] q[2g+1], in int8
    // steps sized so the widest group's entries reach TOP.
    const G = this.G;
    let widest = 0;
    for (let g = 0; g < G; g++) widest = Math.max(widest, Math.abs(query[2 * g]!) + (2 * g + 1 < this.dims ? Math.abs(query[2 * g + 1]!) : 0));
    const unit = widest > 0 ? this.TOP / (LEVELS[3]! * widest) : 0;
    const table = new Int8Array(buffer, this.tableAt, 16 * G);
    for (let g = 0; g < G; g++) {
      const q0 = query[2 * g]!;
      const q1 = 2 * g + 1 < this.dims ? query[2 * g + 1]! : 0;
      for (let b = 0; b < 16; b++) table[16 * g + b] = Math.round((LEVELS[b & 3]! * q0 + LEVELS[b >> 2]! * q1) * unit);
    }
    const n = this.n;
    firstPass(this.firstScan, this.memory!, G, this.bitsAt, Math.ceil(n / 32), this.tableAt, this.firstAt);
    if (agent >= 0 || run >= 0) {
      const scores = new Int16Array(buffer, this.firstAt, n);
      const [agents, runs] = [this.agents, this.runs];
      for (let s = 0; s < n; s++) if ((agent >= 0 && agents[s] !== agent) || (run >= 0 && runs[s] !== run)) scores[s] = LEFT_OUT;
    }
    // The cut: the first-pass score the `first` best reach, from counts by value (the rows left out
    // are below every real score).
    new Int32Array(buffer, this.binsAt, BINS).fill(0);
    const zero = this.binsAt + 4 * -LEFT_OUT;
    this.count(this.firstAt, n, zero);
    const span = this.TOP * G;
    const h = new Int32Array(buffer, zero - 4 * span, 2 * span + 1);
    let cut = -span;
    for (let v = span, seen = 0; v > -span; v--) {
      seen += h[v + span]!;
      if (seen >= first) {
        cut = v;
        break;
      }
    }
    // Int4 scores for the rows at or above the cut, BLOCK listed slots at a time.
    const list = blockList;
    const scores = blockScores;
    const listIn = new Int32Array(buffer, this.listAt, BLOCK);
    const out = new Float32Array(buffer, this.outAt, BLOCK);
    for (let start = 0; start < n; ) {
      const m = this.select(this.firstAt + 2 * start, n - start, cut, this.listAt, BLOCK, start);
      if (m === 0) break;
      this.scanList(this.rowsAt, m, 0, this.scalesAt, this.outAt, bias, this.listAt);
      list.set(m === BLOCK ? listIn : listIn.subarray(0, m));
      scores.set(m === BLOCK ? out : out.subarray(0, m));
      for (let k = 0; k < m; k++) if (scores[k]! > best.floor) best.add(list[k]!, scores[k]!);
      if (m < BLOCK) break;
      start = list[m - 1]! + 1;
    }
  }

  seqList(): number[] {
    return Array.from(this.seqs.subarray(0, this.n));
  }

  /** Bytes held: the kernel's memory, the side arrays, the seq table, the names (~80 bytes each in JSC). */
  bytes(): number {
    return (this.memory?.buffer.byteLength ?? 0) + this.cap * 16 + this.table.byteLength + this.names.size * 80;
  }
}

/** The c best (slot, score) pairs seen: a min-heap, so most rows lose to its root in one comparison. */
class Best {
  private readonly slots: Int32Array;
  private readonly values: Float32Array;
  private size = 0;
  /** The weakest score held once full: a row must beat it. */
  floor = -Infinity;

  constructor(private readonly c: number) {
    this.slots = new Int32Array(c);
    this.values = new Float32Array(c);
  }

  add(slot: number, v: number): void {
    const hs = this.slots;
    const hv = this.values;
    let i: number;
    if (this.size < this.c) {
      // sift up from the new leaf
      i = this.size++;
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
        if (l >= this.size) break;
        const r = l + 1 < this.size && hv[l + 1]! < hv[l]! ? l + 1 : l;
        if (hv[r]! >= v) break;
        hs[i] = hs[r]!;
        hv[i] = hv[r]!;
        i = r;
      }
    }
    hs[i] = slot;
    hv[i] = v;
    if (this.size === this.c) this.floor = hv[0]!;
  }

  /** Slots, best first. */
  sorted(): number[] {
    const order = Array.from({ length: this.size }, (_, i) => i).sort((a, b) => this.values[b]! - this.values[a]!);
    return order.map((i) => this.slots[i]!);
  }
}
