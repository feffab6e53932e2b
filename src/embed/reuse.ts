/**
 * Wrappers for a process that embeds later or in bursts:
 * - `onDemandEmbedder`: the model loads at the first call (or `load()`), so a command that never embeds
 *   pays no model load; with `idleMs` it is freed after a quiet spell, so a job runner with nothing to do
 *   does not hold a model (about 150-200 MB resident);
 * - `cachingEmbedder`: a text embedded recently is not embedded again. A batch import embeds what its
 *   memories will state while it embeds the memories, and their extraction then finds those vectors here;
 *   repeated predicates and objects are met again and again. A vector depends on its text alone (not on
 *   the other texts of a model call), so a cached vector is the one the model would give.
 */
import { createHash } from "node:crypto";
import { type Embedder, type EmbedderFacts, wrapEmbedder } from "./embedder.ts";

export type OnDemandEmbedder = Embedder & {
  /** The loaded model, or null before the first call (and after it was freed). */
  loaded(): Embedder | null;
  /** Loads the model now (a call that came first shares its load); a failed load is tried again by the next call. */
  load(): Promise<Embedder>;
};

/** idleMs: how long the model stays loaded after its last call; null: until close(). */
export function onDemandEmbedder(
  open: () => Promise<Embedder>,
  info: { modelId: string; dtype: Embedder["dtype"]; idleMs: number | null; onRelease?: () => void; onClosed?: () => void },
): OnDemandEmbedder {
  let real: Promise<Embedder> | null = null;
  let current: Embedder | null = null;
  let busy = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  // Models being freed: close() waits for them too (a runner that exits right after an idle release
  // must not leave its model's worker ending on its own).
  const releasing = new Set<Promise<void>>();
  const done = { calls: 0, texts: 0, ms: 0 }; // of models already freed
  const need = (what: string) => {
    if (!current) throw new Error(`embedder not loaded: ${what} read before the first call or load()`);
    return current;
  };
  const release = () => {
    timer = null;
    const r = real;
    if (busy > 0 || !r || closed) return;
    real = null;
    info.onRelease?.();
    const freed = r.then(async (e) => {
      done.calls += e.stats.calls;
      done.texts += e.stats.texts;
      done.ms += e.stats.ms;
      if (current === e) current = null;
      await e.close();
      info.onClosed?.();
    }, () => {});
    releasing.add(freed);
    void freed.finally(() => releasing.delete(freed));
  };
  async function use<T>(f: (e: Embedder) => Promise<T>): Promise<T> {
    if (closed) throw new Error("embedder is closed");
    busy++;
    if (timer) clearTimeout(timer);
    timer = null;
    try {
      real ??= open().then((e) => (current = e), (err) => {
        real = null;
        throw err;
      });
      return await f(await real);
    } finally {
      if (--busy === 0 && !closed && info.idleMs !== null) {
        timer = setTimeout(release, info.idleMs);
        timer.unref?.();
      }
    }
  }
  return {
    modelId: info.modelId,
    dtype: info.dtype,
    get dims() {
      return need("dims").dims;
    },
    get fingerprint() {
      return need("fingerprint").fingerprint;
    },
    get file() {
      return need("file").file;
    },
    get loadMs() {
      return current?.loadMs ?? 0;
    },
    get stats() {
      const s = current?.stats ?? { calls: 0, texts: 0, ms: 0 };
      return { calls: done.calls + s.calls, texts: done.texts + s.texts, ms: done.ms + s.ms };
    },
    loaded: () => current,
    load: () => use(async (e) => e),
    embed: (texts) => use((e) => e.embed(texts)),
    embedOne: (text) => use((e) => e.embedOne(text)),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const r = real;
      real = null;
      if (r) await (await r.catch(() => null))?.close();
      await Promise.all(releasing);
    },
  };
}

export type CachingEmbedder = Embedder & { readonly hits: number; clear(): void };

/** Keeps the vectors of the last `max` distinct texts (least recently used out first; ~1.6 KB each at 384 dims). */
export function cachingEmbedder(inner: Embedder, max = 8192): CachingEmbedder {
  // Keyed by a digest of the text: the runner keeps no copy of user text (an erased memory's words).
  const cache = new Map<string, Float32Array>();
  // Texts sent to the model and not answered yet: a second caller waits for that call instead of
  // sending the text again (a batch's facts embedded ahead while its extraction jobs already ask).
  const inFlight = new Map<string, Promise<Float32Array>>();
  const key = (t: string) => createHash("sha256").update(t).digest("base64");
  let hits = 0;
  const get = (k: string) => {
    const v = cache.get(k);
    if (v) {
      cache.delete(k);
      cache.set(k, v);
      hits++;
    }
    return v;
  };
  const put = (k: string, v: Float32Array) => {
    if (cache.size >= max) cache.delete(cache.keys().next().value!);
    cache.set(k, v);
  };
  /** Sends the texts (digests `keys`) in one call; each is in flight until the call answers. */
  const send = (texts: string[], keys: string[], call: (texts: string[]) => Promise<Float32Array[]>) => {
    const answer = call(texts);
    const settled = answer.finally(() => keys.forEach((k) => inFlight.delete(k)));
    settled.catch(() => {}); // observed through each text's promise below
    keys.forEach((k, i) => {
      const one = answer.then((vs) => {
        put(k, vs[i]!);
        return vs[i]!;
      });
      one.catch(() => {}); // a caller that joined later observes it
      inFlight.set(k, one);
    });
    return keys.map((k) => inFlight.get(k)!);
  };
  // Copies out: a caller may keep or change the array it was given.
  const out = (v: Float32Array) => v.slice();
  return wrapEmbedder<Omit<CachingEmbedder, keyof EmbedderFacts>>(inner, {
    get hits() {
      return hits;
    },
    clear: () => cache.clear(),
    async embed(texts) {
      const keys = texts.map(key);
      const found: (Float32Array | Promise<Float32Array> | undefined)[] = keys.map((k) => get(k));
      const missing = new Map<string, string>(); // digest -> text, each once
      keys.forEach((k, i) => {
        if (found[i]) return;
        const pending = inFlight.get(k);
        if (pending) {
          hits++;
          found[i] = pending;
        } else missing.set(k, texts[i]!);
      });
      if (missing.size) {
        const sentKeys = [...missing.keys()];
        const sent = send([...missing.values()], sentKeys, (ts) => inner.embed(ts));
        const byKey = new Map(sentKeys.map((k, j) => [k, sent[j]!]));
        keys.forEach((k, i) => (found[i] ??= byKey.get(k)));
      }
      return (await Promise.all(found as (Float32Array | Promise<Float32Array>)[])).map(out);
    },
    async embedOne(text) {
      const k = key(text);
      const v = get(k) ?? inFlight.get(k);
      if (v) {
        if (!(v instanceof Float32Array)) hits++;
        return out(await v);
      }
      return out(await send([text], [k], async ([t]) => [await inner.embedOne(t!)])[0]!);
    },
    close: () => inner.close(),
  });
}
