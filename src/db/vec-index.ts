import type { Database } from "bun:sqlite";
import { ProjectIndex } from "./project-index";
import { cachedStatement } from "./statements";

export { indexOptions } from "./project-index";

/**
 * The candidate indexes of project-wide search (no user_id), per connection: each project's live
 * vectors as int4 codes in memory (project-index.ts), scanned whole (large projects: a 2-bit pass over
 * every row, then int4 for the best 1%); src/db/vec.ts re-scores the best few hundred exactly from the
 * stored float vectors. memory_vectors (vec0) is partitioned by project and
 * user, so a project-wide KNN there walks every user's chunks (100,000 vectors: 60-115 ms); this scan
 * reads one dense block.
 *
 * A cache of the database, never the truth. Every vector write (vec.ts, in the writer's transaction)
 * appends the memory's seq to memory_vector_log, whichever process or connection writes. Before each
 * search, inside one read transaction, the cache reads the log past the last id it applied and reloads
 * those memories' current state (live vector or gone), then scans: the same snapshot as the re-score.
 *
 * Building a project's index is background work (startProjectIndexer: `engram serve` starts it): in
 * slices of a few milliseconds between requests, at start for every project with memories and later for
 * any project searched without one. Until a project's index is built its searches rank exactly in vec0,
 * so no request waits for a build. A connection without an indexer always ranks exactly (one-shot CLI
 * commands: one exact search costs less than a build).
 */

/** Log entries kept; a cache further behind than this rebuilds its projects. */
export const LOG_KEEP = 100_000;

export const indexerOptions = {
  /**
   * What one connection's project indexes may hold (~320 bytes per 384-dim vector: about 1.6 million
   * vectors). A project that does not fit, after evicting projects unsearched for EVICT_IDLE_MS, keeps
   * ranking exactly.
   */
  budgetBytes: 512 * 2 ** 20,
  /** The longest stretch a build step holds the event loop before letting requests run. */
  sliceMs: 4,
  /** Rows read per query while building. */
  pageRows: 64,
  /**
   * Live rows counted per statement while sizing a project before its build. A count reads index
   * entries only, but a million of them hold the event loop ~100-300 ms: counted this many at a time,
   * a slice stays near sliceMs.
   */
  countRows: 20_000,
  /** How often the indexer applies other connections' writes without waiting for a search. */
  syncMs: 200,
};
/** A built project may be evicted for another only after this long without a search. */
const EVICT_IDLE_MS = 5 * 60_000;
/** A project refused for the budget is tried again when searched this long after. */
const REFUSED_RETRY_MS = 60_000;
/** Log entries a finished build replays at most (else it builds again: the replay would hold the event loop). */
const REPLAY_MAX = 4096;

interface Cache {
  /** The last memory_vector_log id applied to `projects`. */
  lastId: number;
  /** Built indexes: searches use them. */
  projects: Map<string, ProjectIndex>;
  indexer: Indexer | null;
}

const caches = new WeakMap<Database, Cache>();
const stmt = (db: Database, sql: string) => cachedStatement(db, sql);

function cacheOf(db: Database): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { lastId: 0, projects: new Map(), indexer: null }));
  return cache;
}

const asVector = (b: Uint8Array) =>
  b.byteOffset % 4 === 0 ? new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4) : new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));

const logHead = (db: Database) => (stmt(db, "select max(id) as id from memory_vector_log").get() as { id: number | null }).id ?? 0;
const logTail = (db: Database) => (stmt(db, "select min(id) as id from memory_vector_log").get() as { id: number | null }).id ?? 0;

/** Whether the log still holds every entry after `from` (none pruned, not rewound), up to `head`. */
const replayable = (db: Database, from: number, head: number) => head >= from && (head === from || from >= logTail(db) - 1);

/**
 * Applies the changes logged after `from` to `targets` (inside the caller's read transaction); returns
 * the projects that must be rebuilt (a vector of another dimension: another model's).
 */
function replay(db: Database, from: number, targets: Map<string, ProjectIndex>): string[] {
  const changed = (stmt(db, "select distinct seq from memory_vector_log where id > ?").all(from) as { seq: number }[]).map((r) => r.seq);
  const rows = stmt(
    db,
    `select seq, project_id as projectId, deleted_at is not null as gone, agent_id as agentId, run_id as runId, embedding
       from memories where seq in (select value from json_each(?))`,
  ).all(JSON.stringify(changed)) as { seq: number; projectId: string; gone: number; agentId: string | null; runId: string | null; embedding: Uint8Array }[];
  const bySeq = new Map(rows.map((r) => [r.seq, r]));
  const stale: string[] = [];
  for (const seq of changed) {
    const r = bySeq.get(seq);
    if (r) {
      // A memory never changes project: only its own project's index can hold it.
      const index = targets.get(r.projectId);
      if (!index) continue;
      if (r.gone) index.remove(seq);
      else if (!index.upsert(seq, asVector(r.embedding), r.agentId, r.runId)) stale.push(r.projectId);
    } else {
      for (const index of targets.values()) index.remove(seq); // the row itself is gone
    }
  }
  return stale;
}

/** Brings the built indexes to the database's current state; runs inside the caller's read transaction. */
function sync(db: Database, cache: Cache): void {
  const head = logHead(db);
  if (head === cache.lastId) return;
  const from = cache.lastId;
  cache.lastId = head;
  if (cache.projects.size === 0) return;
  // Rewound, pruned past us, or too far to replay at once: what changed is unknown or costly, so the projects rebuild.
  if (!replayable(db, from, head) || head - from > LOG_KEEP / 4) {
    const ids = [...cache.projects.keys()];
    cache.projects.clear();
    for (const id of ids) cache.indexer?.want(id);
    return;
  }
  for (const id of replay(db, from, cache.projects)) {
    cache.projects.delete(id);
    cache.indexer?.want(id);
  }
}

/** A project's index read whole in the caller's read transaction (benches; the indexer builds in slices). */
function readWhole(db: Database, projectId: string): ProjectIndex {
  const count = (stmt(db, "select count(*) as n from memories where project_id = ? and deleted_at is null").get(projectId) as { n: number }).n;
  const index = new ProjectIndex(count);
  const rows = stmt(db, "select seq, agent_id as agentId, run_id as runId, embedding from memories where project_id = ? and deleted_at is null").iterate(
    projectId,
  ) as IterableIterator<{ seq: number; agentId: string | null; runId: string | null; embedding: Uint8Array }>;
  // Rows of two dimensions only exist mid-reembed, which runs with the service stopped; the first wins.
  for (const r of rows) index.upsert(r.seq, asVector(r.embedding), r.agentId, r.runId);
  return index;
}

/**
 * The `c` best candidates of a project-wide search by approximate (int4) similarity, with the filters
 * applied before the cut, and a `rescore` of them run in the same read snapshot as the index was brought
 * up to date. Returns null when the caller must rank exactly: inside a caller's transaction (its
 * uncommitted writes are in the log, and a cache must only learn committed ones), or while the project
 * has no built index (the indexer, if any, is asked to build it).
 */
export function withProjectCandidates<T>(
  db: Database,
  f: { projectId: string; agentId?: string; runId?: string },
  query: Float32Array,
  c: number,
  rescore: (seqs: number[]) => T,
): T | null {
  if (db.inTransaction) return null;
  const cache = caches.get(db);
  if (!cache) return null;
  return db.transaction(() => {
    sync(db, cache);
    const index = cache.projects.get(f.projectId);
    if (!index) {
      cache.indexer?.want(f.projectId);
      return null;
    }
    index.lastUsed = performance.now();
    if (index.n > 0 && index.dims !== query.length) return rescore([]);
    return rescore(index.best(query, c, f.agentId, f.runId));
  })();
}

export interface ProjectIndexer {
  /** Resolves when no build is queued or running (every project asked for is built or refused). */
  idle(): Promise<void>;
  /** Stops building and syncing in the background; built indexes stay and are synced on search. */
  stop(): void;
  /** Main-thread time spent building (ms), the longest slice, builds done, and the rows the build in progress has read. */
  stats(): { buildMs: number; longestSliceMs: number; built: number; queued: number; refused: number; reading: number };
}

/** A project being counted (its build's allocation and the budget check need its size). */
interface Count {
  projectId: string;
  /** created_at of the last row counted: memories_project_created_idx order. */
  after: string;
  n: number;
}

interface Build {
  projectId: string;
  index: ProjectIndex;
  /** The log's head when the build began: entries after it are replayed at the end. */
  fromId: number;
  /** Keyset of the next page: memories_project_created_idx order. */
  afterCreated: string;
  afterSeq: number;
}

class Indexer implements ProjectIndexer {
  private readonly queue = new Set<string>();
  private current: Build | Count | null = null;
  /** The server's start: every project is counted first, then queued largest first. */
  private listing: { ids: string[] | null; at: number; count: Count | null; sized: [string, number][] } | null;
  /** Sizes counted by the listing, for the builds it queued. */
  private readonly sizes = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly ticker: ReturnType<typeof setInterval>;
  private waiters: (() => void)[] = [];
  private stopped = false;
  /** Projects the budget refused, and when. */
  private readonly refused = new Map<string, number>();
  private buildMs = 0;
  private longestSliceMs = 0;
  private built = 0;

  constructor(
    private readonly db: Database,
    private readonly cache: Cache,
    private readonly onError: (err: unknown) => void,
    all: boolean,
  ) {
    this.listing = all ? { ids: null, at: 0, count: null, sized: [] } : null;
    this.ticker = setInterval(() => this.tick(), indexerOptions.syncMs);
    this.ticker.unref?.();
    this.schedule();
  }

  want(projectId: string): void {
    if (this.stopped || this.cache.projects.has(projectId) || this.current?.projectId === projectId || this.queue.has(projectId)) return;
    const refusedAt = this.refused.get(projectId);
    if (refusedAt !== undefined && performance.now() - refusedAt < REFUSED_RETRY_MS) return;
    this.queue.add(projectId);
    this.schedule();
  }

  idle(): Promise<void> {
    if (this.stopped || (!this.listing && !this.current && this.queue.size === 0)) return Promise.resolve();
    this.timer?.ref?.(); // someone waits: the pending slice keeps the process alive
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.ticker);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.current = null;
    this.queue.clear();
    if (this.cache.indexer === this) this.cache.indexer = null;
    this.settle();
  }

  stats() {
    return {
      buildMs: this.buildMs,
      longestSliceMs: this.longestSliceMs,
      built: this.built,
      queued: this.queue.size + (this.current ? 1 : 0),
      refused: this.refused.size,
      reading: this.current && "index" in this.current ? this.current.index.n : 0,
    };
  }

  private settle(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  private schedule(delay = 0): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.step();
    }, delay);
    // Background work never keeps a process alive by itself, unless someone waits for it.
    if (this.waiters.length === 0) this.timer.unref?.();
  }

  /** Other connections' writes, applied every syncMs so that a search rarely has more than a few to replay. */
  private tick(): void {
    if (this.stopped || this.db.inTransaction || this.cache.projects.size === 0) return;
    try {
      this.db.transaction(() => sync(this.db, this.cache))();
    } catch (err) {
      this.onError(err);
    }
  }

  /** One slice of building: pages of rows until sliceMs have passed (at least one page). */
  private step(): void {
    if (this.stopped) return;
    // A writer's transaction open across an await: its rows are not committed, the build waits.
    if (this.db.inTransaction) return this.schedule(2);
    const t0 = performance.now();
    try {
      do {
        if (this.listing) {
          this.list(this.listing);
        } else if (!this.current) {
          const next = this.queue.values().next();
          if (next.done) break;
          this.queue.delete(next.value);
          const size = this.sizes.get(next.value);
          this.sizes.delete(next.value);
          this.current = size === undefined ? { projectId: next.value, after: "", n: 0 } : this.begin(next.value, size);
        } else if (!("index" in this.current)) {
          const c = this.current;
          if (this.countSome(c)) this.current = this.begin(c.projectId, c.n);
        } else if (this.page(this.current)) {
          const b = this.current;
          this.current = null;
          this.finish(b);
        }
      } while ((this.listing || this.current || this.queue.size > 0) && performance.now() - t0 < indexerOptions.sliceMs);
    } catch (err) {
      // The project is dropped; a later search asks for it again.
      this.listing = null;
      this.current = null;
      this.onError(err);
    }
    const ms = performance.now() - t0;
    this.buildMs += ms;
    this.longestSliceMs = Math.max(this.longestSliceMs, ms);
    // The next slice waits as long as this one took: requests get at least half of the event loop
    // while a build runs (back to back, every await of a request queued behind a slice).
    if (this.listing || this.current || this.queue.size > 0) this.schedule(Math.min(50, Math.ceil(ms)));
    else this.settle();
  }

  /** One step of the listing: counts part of a project; when all are counted, queues them largest first. */
  private list(l: NonNullable<Indexer["listing"]>): void {
    l.ids ??= (stmt(this.db, "select id from projects order by id").all() as { id: string }[]).map((r) => r.id);
    if (l.at < l.ids.length) {
      l.count ??= { projectId: l.ids[l.at]!, after: "", n: 0 };
      if (this.countSome(l.count)) {
        if (l.count.n > 0) l.sized.push([l.count.projectId, l.count.n]);
        l.count = null;
        l.at++;
      }
      return;
    }
    this.listing = null;
    // Largest first: their exact scans are the slow ones, and the budget goes to them.
    for (const [id, n] of l.sized.sort((a, b) => b[1] - a[1])) {
      this.sizes.set(id, n);
      this.want(id);
    }
  }

  /**
   * Counts up to countRows more of the project's live rows (with the ties of the last created_at: a
   * batch shares one). True when the count is complete. The counts are taken in separate snapshots,
   * so a size can be off by what was written meanwhile: it sizes the first allocation and the budget
   * check only, and the build's pages and replay decide what the index holds.
   */
  private countSome(c: Count): boolean {
    const from = "from memories where project_id = ? and deleted_at is null and created_at > ?";
    const last = stmt(this.db, `select created_at as at ${from} order by created_at limit 1 offset ?`).get(c.projectId, c.after, indexerOptions.countRows - 1) as { at: string } | null;
    if (!last) {
      c.n += (stmt(this.db, `select count(*) as n ${from}`).get(c.projectId, c.after) as { n: number }).n;
      return true;
    }
    c.n += (stmt(this.db, `select count(*) as n ${from} and created_at <= ?`).get(c.projectId, c.after, last.at) as { n: number }).n;
    c.after = last.at;
    return false;
  }

  private begin(projectId: string, count: number): Build | null {
    return this.db.transaction(() => {
      const fromId = logHead(this.db);
      const one = stmt(this.db, "select length(embedding) as b from memories where project_id = ? and deleted_at is null limit 1").get(projectId) as { b: number } | null;
      if (!this.makeRoom(ProjectIndex.bytesFor(count, (one?.b ?? 0) / 4), projectId)) {
        this.refused.set(projectId, performance.now());
        return null;
      }
      this.refused.delete(projectId);
      return { projectId, index: new ProjectIndex(count), fromId, afterCreated: "", afterSeq: 0 };
    })();
  }

  /** Evicts projects unsearched for EVICT_IDLE_MS, least recent first, until `bytes` more fit the budget. */
  private makeRoom(bytes: number, projectId: string): boolean {
    let held = 0;
    for (const index of this.cache.projects.values()) held += index.bytes();
    if (held + bytes <= indexerOptions.budgetBytes) return true;
    const now = performance.now();
    const idle = [...this.cache.projects].filter(([id, index]) => id !== projectId && now - index.lastUsed >= EVICT_IDLE_MS).sort((a, b) => a[1].lastUsed - b[1].lastUsed);
    for (const [id, index] of idle) {
      if (held + bytes <= indexerOptions.budgetBytes) break;
      this.cache.projects.delete(id);
      held -= index.bytes();
    }
    return held + bytes <= indexerOptions.budgetBytes;
  }

  /** Reads one page into the build (its own read snapshot; the final replay covers what moved meanwhile). True when done. */
  private page(b: Build): boolean {
    // In memories_project_created_idx order, as two seeks: the rest of the cursor's created_at (a batch
    // shares one), then later ones. One row-value range `(created_at, seq) > (?, ?)` seeks on created_at
    // only and would rescan every row of that timestamp on each page.
    const columns = "select seq, created_at as createdAt, agent_id as agentId, run_id as runId, embedding from memories where project_id = ? and deleted_at is null";
    type Row = { seq: number; createdAt: string; agentId: string | null; runId: string | null; embedding: Uint8Array };
    const limit = indexerOptions.pageRows;
    const rows = stmt(this.db, `${columns} and created_at = ? and seq > ? order by seq limit ?`).all(b.projectId, b.afterCreated, b.afterSeq, limit) as Row[];
    if (rows.length < limit) {
      rows.push(...(stmt(this.db, `${columns} and created_at > ? order by created_at, seq limit ?`).all(b.projectId, b.afterCreated, limit - rows.length) as Row[]));
    }
    for (const r of rows) {
      // Two dimensions only exist mid-reembed (service stopped): the first wins, the final replay sorts it out.
      b.index.upsert(r.seq, asVector(r.embedding), r.agentId, r.runId);
    }
    const last = rows[rows.length - 1];
    if (last) {
      b.afterCreated = last.createdAt;
      b.afterSeq = last.seq;
    }
    return rows.length < limit;
  }

  /** Replays what was written while the build read its pages, in one snapshot with the others' sync; then searches use it. */
  private finish(b: Build): void {
    this.db.transaction(() => {
      sync(this.db, this.cache);
      const head = this.cache.lastId;
      if (!replayable(this.db, b.fromId, head) || head - b.fromId > REPLAY_MAX) {
        this.queue.add(b.projectId); // build again from the current state
        return;
      }
      const target = new Map([[b.projectId, b.index]]);
      if (head > b.fromId && replay(this.db, b.fromId, target).length > 0) {
        this.queue.add(b.projectId);
        return;
      }
      b.index.lastUsed = performance.now();
      this.cache.projects.set(b.projectId, b.index);
      this.built++;
    })();
  }
}

/**
 * Starts building this connection's project indexes in the background and keeping them in step with
 * other connections' writes; one per connection. `all` (the server): every project with memories at
 * once, largest first; else (a process acting for one key, `engram mcp`) each project when first searched.
 */
export function startProjectIndexer(db: Database, opts: { onError?: (err: unknown) => void; all?: boolean } = {}): ProjectIndexer {
  const cache = cacheOf(db);
  cache.indexer ??= new Indexer(db, cache, opts.onError ?? (() => {}), opts.all ?? true);
  return cache.indexer;
}

/** Builds one project's index now, in one read transaction (benches compare build times; the service builds in the background). */
export function loadProjectIndex(db: Database, projectId: string): void {
  const cache = cacheOf(db);
  db.transaction(() => {
    sync(db, cache);
    cache.projects.set(projectId, readWhole(db, projectId));
  })();
}

/** Drops a connection's project indexes and stops its indexer. */
export function forgetProjectIndexes(db: Database): void {
  caches.get(db)?.indexer?.stop();
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

/** The seqs a connection's built index holds for a project, or null while it has none (tests compare them with memory_vectors). */
export function indexedSeqs(db: Database, projectId: string): number[] | null {
  const index = caches.get(db)?.projects.get(projectId);
  return index ? index.seqList() : null;
}
