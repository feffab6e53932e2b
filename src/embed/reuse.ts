/**
 * Wrappers for a process that embeds in bursts (the job runner):
 * - `onDemandEmbedder`: the model loads at the first call and is freed after a quiet spell, so a runner
 *   with nothing to do does not hold a model (about 150-200 MB resident);
 * - `cachingEmbedder`: a text embedded recently is not embedded again. A batch import embeds what its
 *   memories will state while it embeds the memories, and their extraction then finds those vectors here;
 *   repeated predicates and objects are met again and again. A vector depends on its text alone (not on
 *   the other texts of a model call), so a cached vector is the one the model would give.
 */
import { createHash } from "node:crypto";
import { type Embedder, type EmbedderFacts, wrapEmbedder } from "./embedder.ts";

export type OnDemandEmbedder = Embedder & { loaded(): Embedder | null };

export function onDemandEmbedder(
  open: () => Promise<Embedder>,
  info: { modelId: string; dtype: Embedder["dtype"]; idleMs: number; onRelease?: () => void },
): OnDemandEmbedder {
  let real: Promise<Embedder> | null = null;
  let current: Embedder | null = null;
  let busy = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  const done = { calls: 0, texts: 0, ms: 0 }; // of models already freed
  const need = (what: string) => {
    if (!current) throw new Error(`embedder not loaded: ${what} read before the first call`);
    return current;
  };
  const release = () => {
    timer = null;
    const r = real;
    if (busy > 0 || !r || closed) return;
    real = null;
    info.onRelease?.();
    void r.then(async (e) => {
      done.calls += e.stats.calls;
      done.texts += e.stats.texts;
      done.ms += e.stats.ms;
      if (current === e) current = null;
      await e.close();
    }, () => {});
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
      if (--busy === 0 && !closed) {
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
    get loadMs() {
      return current?.loadMs ?? 0;
    },
    get stats() {
      const s = current?.stats ?? { calls: 0, texts: 0, ms: 0 };
      return { calls: done.calls + s.calls, texts: done.texts + s.texts, ms: done.ms + s.ms };
    },
    loaded: () => current,
    embed: (texts) => use((e) => e.embed(texts)),
    embedOne: (text) => use((e) => e.embedOne(text)),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const r = real;
      real = null;
      if (r) await (await r.catch(() => null))?.close();
    },
  };
}

export type CachingEmbedder = Embedder & { readonly hits: number; clear(): void };

/** Keeps the vectors of the last `max` distinct texts (least recently used out first; ~1.6 KB each at 384 dims). */
export function cachingEmbedder(inner: Embedder, max = 8192): CachingEmbedder {
  // Keyed by a digest of the text: the runner keeps no copy of user text (an erased memory's words).
  const cache = new Map<string, Float32Array>();
  const key = (t: string) => createHash("sha256").update(t).digest("base64");
  let hits = 0;
  const get = (t: string) => {
    const k = key(t);
    const v = cache.get(k);
    if (v) {
      cache.delete(k);
      cache.set(k, v);
      hits++;
    }
    return v;
  };
  const put = (t: string, v: Float32Array) => {
    if (cache.size >= max) cache.delete(cache.keys().next().value!);
    cache.set(key(t), v);
  };
  // Copies out: a caller may keep or change the array it was given.
  const out = (v: Float32Array) => v.slice();
  return wrapEmbedder<Omit<CachingEmbedder, keyof EmbedderFacts>>(inner, {
    get hits() {
      return hits;
    },
    clear: () => cache.clear(),
    async embed(texts) {
      const vs = texts.map((t) => get(t));
      const missing = [...new Set(texts.filter((_, i) => !vs[i]))];
      if (missing.length) {
        const fresh = await inner.embed(missing);
        const byText = new Map(missing.map((t, k) => [t, fresh[k]!]));
        for (const [t, v] of byText) put(t, v);
        texts.forEach((t, i) => (vs[i] ??= byText.get(t)));
      }
      return vs.map((v) => out(v!));
    },
    async embedOne(text) {
      const v = get(text);
      if (v) return out(v);
      const fresh = await inner.embedOne(text);
      put(text, fresh);
      return out(fresh);
    },
    close: () => inner.close(),
  });
}
