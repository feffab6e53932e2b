import type { Database } from "bun:sqlite";
import { hasRelaxedSimd, paddedDims, paddedDims4, scanKernel, scanKernel4, type ScanFn } from "./simd-scan";
import { cachedStatement } from "./statements";

/**
 * The candidate index of project-wide search (no user_id): a project's live vectors as int4 codes
 * (one scale per row, 192 bytes at 384 dims) in memory, scanned whole by a SIMD kernel (simd-scan.ts);
 * src/db/vec.ts re-scores the best few hundred exactly from the stored float vectors. memory_vectors
 * (vec0) is partitioned by project and user, so a project-wide KNN there walks every user's chunks
 * (100,000 vectors: ~300 ms, scalar code); this scan reads one dense block.
 *
 * A cache of the database, never the truth. Every vector write (vec.ts, in the writer's transaction)
 * appends the memory's seq to memory_vector_log, whichever process or connection writes. Before each
 * search, inside one read transaction, the index reads the log past the last id it applied and reloads
 * those memories' current state (live vector or gone), then scans: the same snapshot as the re-score.
 * A project is loaded on its first project-wide search, and again when the log has moved too far
 * (pruned past the index, or a rebuild such as `engram reembed`).
 */

/** Log entries kept; a cache further behind than this reloads its projects. */
export const LOG_KEEP = 100_000;

/** Bits per component of the in-memory codes (bench/project-knn.ts compares 8 and 4). */
export const indexOptions = { bits: 4 as 4 | 8 };

class ProjectIndex {
  dims = 0;
  P = 0;
  /** Bytes per row. */
  private RB = 0;
  private readonly bits = indexOptions.bits;
  n = 0;
  private cap = 0;
  private memory!: WebAssembly.Memory;
  private scan!: ScanFn;
  private bytes8 = new Int8Array(0);
  private scales = new Float32Array(0);
  private seqs = new Float64Array(0);
  private agents = new Int32Array(0);
  private runs = new Int32Array(0);
  private readonly slotOf = new Map<number, number>();
  /** 0 = none; ids of agent_id / run_id values seen in this project. */
  private readonly names = new Map<string, number>();

  // Layout of the kernel's memory: query (P int16 or int8) | scales (f32 x cap) | scores (f32 x cap) | rows (RB bytes x cap).
  private get scalesAt() {
    return 2 * this.P;
  }
  private get outAt() {
    return this.scalesAt + 4 * this.cap;
  }
  private get rowsAt() {
    return this.outAt + 4 * this.cap;
  }

  /** `expected`: rows about to be loaded, so the first allocation fits them. */
  constructor(private readonly expected = 0) {}

  private grow(min: number): void {
    const cap = Math.max(min, this.cap === 0 ? this.expected : Math.ceil(this.cap * 1.25), 1024);
    const old = this.cap > 0 ? { buf: new Uint8Array(this.memory.buffer), scales: this.scalesAt, rows: this.rowsAt } : null;
    const oldCap = this.cap;
    const memory = new WebAssembly.Memory({ initial: Math.ceil((2 * this.P + cap * (8 + this.RB)) / 65536) });
    this.cap = cap;
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
      b.set(a);
      return b;
    };
    this.seqs = grown(this.seqs, (n) => new Float64Array(n));
    this.agents = grown(this.agents, (n) => new Int32Array(n));
    this.runs = grown(this.runs, (n) => new Int32Array(n));
  }

  private nameId(v: string | null): number {
    if (v === null || v === "") return 0;
    let id = this.names.get(v);
    if (id === undefined) this.names.set(v, (id = this.names.size + 1));
    return id;
  }

  /** False when the vector has another dimension than the rows held (another model's): the caller reloads. */
  upsert(seq: number, vector: Float32Array, agentId: string | null, runId: string | null): boolean {
    if (vector.length !== this.dims) {
      if (this.n > 0) return false;
      this.dims = vector.length;
      this.P = this.bits === 8 ? paddedDims(this.dims) : paddedDims4(this.dims);
      this.RB = this.bits === 8 ? this.P : this.P / 2;
      this.cap = 0;
    }
    let slot = this.slotOf.get(seq);
    if (slot === undefined) {
      if (this.n === this.cap) this.grow(this.n + 1);
      slot = this.n++;
      this.slotOf.set(seq, slot);
      this.seqs[slot] = seq;
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
    const slot = this.slotOf.get(seq);
    if (slot === undefined) return;
    this.slotOf.delete(seq);
    const last = --this.n;
    if (slot === last) return;
    // The last row fills the hole, so the scan stays one dense block.
    this.bytes8.copyWithin(this.rowsAt + slot * this.RB, this.rowsAt + last * this.RB, this.rowsAt + (last + 1) * this.RB);
    this.scales[slot] = this.scales[last]!;
    this.seqs[slot] = this.seqs[last]!;
    this.agents[slot] = this.agents[last]!;
    this.runs[slot] = this.runs[last]!;
    this.slotOf.set(this.seqs[slot]!, slot);
  }

  /** The c rows with the highest approximate dot product with `query` that pass the filter, best first. */
  best(query: Float32Array, c: number, agentId?: string, runId?: string): number[] {
    if (this.n === 0) return [];
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
    this.scan(this.rowsAt, this.n, 0, this.scalesAt, this.outAt, this.bits === 4 ? 8 * sum : 0);
    const scores = new Float32Array(this.memory.buffer, this.outAt, this.n);
    // A min-heap of the best c slots seen: most rows lose to its root and cost one comparison.
    const heap = new Int32Array(c);
    let size = 0;
    const less = (a: number, b: number) => scores[a]! < scores[b]!;
    const down = (i: number) => {
      for (;;) {
        const l = 2 * i + 1;
        if (l >= size) return;
        const m = l + 1 < size && less(heap[l + 1]!, heap[l]!) ? l + 1 : l;
        if (!less(heap[m]!, heap[i]!)) return;
        const x = heap[m]!;
        heap[m] = heap[i]!;
        heap[i] = x;
        i = m;
      }
    };
    const filtered = agent >= 0 || run >= 0;
    let floor = -Infinity; // the heap's weakest score once it is full
    for (let s = 0; s < this.n; s++) {
      const score = scores[s]!;
      if (score <= floor) continue;
      if (filtered && ((agent >= 0 && this.agents[s] !== agent) || (run >= 0 && this.runs[s] !== run))) continue;
      if (size < c) {
        let i = size++;
        heap[i] = s;
        while (i > 0) {
          const p = (i - 1) >> 1;
          if (!less(heap[i]!, heap[p]!)) break;
          const x = heap[p]!;
          heap[p] = heap[i]!;
          heap[i] = x;
          i = p;
        }
        if (size === c) floor = scores[heap[0]!]!;
      } else {
        heap[0] = s;
        down(0);
        floor = scores[heap[0]!]!;
      }
    }
    const slots = Array.from(heap.subarray(0, size)).sort((a, b) => scores[b]! - scores[a]!);
    return slots.map((s) => this.seqs[s]!);
  }

  seqList(): number[] {
    return Array.from(this.seqs.subarray(0, this.n));
  }

  /** Bytes held (kernel memory and the side arrays; the seq map's entries are ~50 bytes each in JSC). */
  bytes(): number {
    return this.memory ? this.memory.buffer.byteLength + this.cap * 16 + this.slotOf.size * 50 : 0;
  }
}

interface Cache {
  /** The last memory_vector_log id applied to `projects`. */
  lastId: number;
  projects: Map<string, ProjectIndex>;
}

const caches = new WeakMap<Database, Cache>();
const stmt = (db: Database, sql: string) => cachedStatement(db, sql);

interface LiveRow {
  seq: number;
  projectId: string;
  agentId: string | null;
  runId: string | null;
  embedding: Uint8Array;
}

const asVector = (b: Uint8Array) =>
  b.byteOffset % 4 === 0 ? new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4) : new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));

function load(db: Database, projectId: string): ProjectIndex {
  // One row at a time: the embeddings of a whole project would not need to sit in memory as blobs at once.
  const rows = stmt(
    db,
    `select seq, agent_id as agentId, run_id as runId, embedding from memories
      where project_id = ? and deleted_at is null`,
  ).iterate(projectId) as IterableIterator<Omit<LiveRow, "projectId">>;
  const count = (stmt(db, "select count(*) as n from memories where project_id = ? and deleted_at is null").get(projectId) as { n: number }).n;
  const index = new ProjectIndex(count);
  // Rows of two dimensions only exist mid-reembed, which runs with the service stopped; the first wins.
  for (const r of rows) index.upsert(r.seq, asVector(r.embedding), r.agentId, r.runId);
  return index;
}

/** Brings the cache to the database's current state; runs inside the caller's read transaction. */
function sync(db: Database, cache: Cache): void {
  const head = (stmt(db, "select max(id) as id from memory_vector_log").get() as { id: number | null }).id ?? 0;
  if (head === cache.lastId) return;
  const from = cache.lastId;
  cache.lastId = head;
  if (cache.projects.size === 0) return;
  const tail = (stmt(db, "select min(id) as id from memory_vector_log").get() as { id: number | null }).id ?? 0;
  // Rewound (log emptied) or pruned past us: what changed is unknown, so every project reloads when next searched.
  if (head < from || from < tail - 1 || head - from > LOG_KEEP / 4) {
    cache.projects.clear();
    return;
  }
  const changed = (stmt(db, "select distinct seq from memory_vector_log where id > ?").all(from) as { seq: number }[]).map((r) => r.seq);
  const live = stmt(
    db,
    `select seq, project_id as projectId, agent_id as agentId, run_id as runId, embedding from memories
      where seq in (select value from json_each(?)) and deleted_at is null`,
  ).all(JSON.stringify(changed)) as LiveRow[];
  const bySeq = new Map(live.map((r) => [r.seq, r]));
  for (const [projectId, index] of cache.projects) {
    for (const seq of changed) {
      const r = bySeq.get(seq);
      if (!r || r.projectId !== projectId) {
        index.remove(seq);
      } else if (!index.upsert(seq, asVector(r.embedding), r.agentId, r.runId)) {
        cache.projects.delete(projectId); // another model's vectors: reload when next searched
        break;
      }
    }
  }
}

/**
 * The `c` best candidates of a project-wide search by approximate (int4) similarity, with the filters
 * applied before the cut, and a `rescore` of them run in the same read snapshot as the index was brought
 * up to date. Returns null inside a caller's transaction: its uncommitted writes are in the log, and a
 * cache must only learn committed ones (the caller then ranks exactly instead).
 */
export function withProjectCandidates<T>(
  db: Database,
  f: { projectId: string; agentId?: string; runId?: string },
  query: Float32Array,
  c: number,
  rescore: (seqs: number[]) => T,
): T | null {
  if (db.inTransaction) return null;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { lastId: 0, projects: new Map() }));
  const ready = cache;
  return db.transaction(() => {
    sync(db, ready);
    let index = ready.projects.get(f.projectId);
    if (!index) ready.projects.set(f.projectId, (index = load(db, f.projectId)));
    if (index.n > 0 && index.dims !== query.length) return rescore([]);
    return rescore(index.best(query, c, f.agentId, f.runId));
  })();
}

/** Drops a connection's project indexes (they reload on the next search). */
export function forgetProjectIndexes(db: Database): void {
  caches.delete(db);
}

/** What the connection's project indexes hold: vectors and bytes (bench and tests). */
export function projectIndexStats(db: Database): { projects: number; vectors: number; bytes: number } {
  const cache = caches.get(db);
  let vectors = 0;
  let bytes = 0;
  for (const index of cache?.projects.values() ?? []) {
    vectors += index.n;
    bytes += index.bytes();
  }
  return { projects: cache?.projects.size ?? 0, vectors, bytes };
}

/** The seqs a connection's index holds for a project (tests compare them with memory_vectors). */
export function indexedSeqs(db: Database, projectId: string): number[] | null {
  const index = caches.get(db)?.projects.get(projectId);
  return index ? index.seqList() : null;
}
