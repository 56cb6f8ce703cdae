/** Settings of {@link createCache}. */
export type CacheOptions = {
  /** How long a loaded value is served before it is loaded again; default 60 s. */
  ttlMs?: number;
  /** Most keys kept; the least recently used one goes first. Default 100. */
  maxSize?: number;
};

/** A per-key memo of loaded data (docs/product.md §4): loaded once, served until it expires. */
export type Cache<T> = {
  /** The cached value of a key, or the result of `load` (shared by concurrent callers). */
  getOrLoad(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets one key. */
  delete(key: string): void;
  /** Forgets everything. */
  clear(): void;
  /** Keys held, loading or loaded. */
  readonly size: number;
};

type Entry<T> = {
  promise: Promise<T>;
  /**
   * While loading, the time until which later callers share the load (`pendingMs`: past every timeout of a load, so
   * only a load that never settles outlives it, and the next caller then loads afresh); once loaded, the value's.
   */
  expiresAt: number;
};

/** How long a load is shared before a caller stops waiting on it: longer than the API's 10 s timeout. */
const pendingMs = 15_000;

/** Default lifetime of a cached value, in milliseconds. */
const defaultCacheTtlMs = 60_000;

/** Creates a bounded per-key memo that dedupes concurrent loads and never keeps failures. */
export function createCache<T>(options: CacheOptions = {}): Cache<T> {
  const ttlMs = options.ttlMs ?? defaultCacheTtlMs;
  const maxSize = Math.max(1, options.maxSize ?? 100);
  const entries = new Map<string, Entry<T>>();

  function prune(now: number) {
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    // Map keeps insertion order and hits are re-inserted, so the first key is the least recently used.
    while (entries.size >= maxSize) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  }

  function getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) {
      entries.delete(key);
      entries.set(key, hit);
      return hit.promise;
    }
    entries.delete(key);
    prune(now);

    // The executor runs load at once and turns a synchronous throw into a rejection.
    const promise = new Promise<T>((resolve) => resolve(load()));
    const entry: Entry<T> = { promise, expiresAt: now + pendingMs };
    entries.set(key, entry);
    promise.then(
      () => {
        // Checked because the key may have been deleted or reloaded while this load ran.
        if (entries.get(key) === entry) entry.expiresAt = Date.now() + ttlMs;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return promise;
  }

  return {
    getOrLoad,
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
