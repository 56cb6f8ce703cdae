import { LRUCache } from "lru-cache";
import { errorMessages } from "~/lib/error-messages";

/** Settings of {@link createCache}. */
export type CacheOptions = {
  /** How long a loaded value is served before it is loaded again; default 60 s (0: until pushed out, as lru-cache reads it). */
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

/** lru-cache keeps no null or undefined, and a path without a meta row is null: every value is boxed. */
type Loaded<T> = { value: T };

/** How long a load is shared before it fails: longer than the API's 10 s timeout, so only a load that never settles reaches it. */
const pendingMs = 15_000;

/** Default lifetime of a cached value, in milliseconds. */
const defaultCacheTtlMs = 60_000;

/**
 * Creates a bounded per-key memo that dedupes concurrent loads and never keeps failures.
 *
 * lru-cache's fetch does it (issue 40): the callers of a key being loaded share its one `fetchMethod` call, which runs
 * the first caller's `load` (the fetch's context); a rejected load is dropped, so the next caller loads again; the
 * least recently used key goes when `max` are held. A value is served for `ttl` from when its load resolved (lru-cache
 * sets the value, and its start, then), and is stale only once older than that.
 */
export function createCache<T>(options: CacheOptions = {}): Cache<T> {
  const entries = new LRUCache<string, Loaded<T>, () => Promise<T>>({
    max: Math.max(1, options.maxSize ?? 100),
    ttl: options.ttlMs ?? defaultCacheTtlMs,
    // A key deleted, cleared or pushed out while it loads is forgotten, not failed: its callers still get the value.
    ignoreFetchAbort: true,
    // The clock is read at every look-up, not kept a millisecond behind a timer of its own per look-up.
    ttlResolution: 0,
    perf: { now: monotonicNow },
    fetchMethod: async (_key, _stale, { context: load }) => ({ value: await settleWithin(pendingMs, load) }),
  });
  return {
    // forceFetch is fetch typed without its undefined, which this fetchMethod never gives.
    getOrLoad: async (key, load) => (await entries.forceFetch(key, { context: load })).value,
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

/**
 * The outcome of `load()`, or a failure once it has not settled in `ms`: its callers then stop waiting and the failure,
 * not kept, lets the next caller load afresh. A timer raced here rather than an AbortSignal.timeout given to fetch,
 * which ignoreFetchAbort would ignore (and a loader's own timeouts, e.g. the API client's, already stop what can be).
 */
function settleWithin<T>(ms: number, load: () => Promise<T>): Promise<T> {
  const loading = load();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(errorMessages.loadNeverSettled(ms))), ms);
  });
  return Promise.race([loading, hung]).finally(() => clearTimeout(timer));
}

/**
 * Milliseconds since 1970 on the monotonic clock. Looked up at each call, not in the `performance` lru-cache takes at
 * its import, which fake timers replace with their own; and never near 0, which lru-cache reads as "no TTL" (fake
 * timers' performance.now() starts at 0).
 */
function monotonicNow(): number {
  return performance.timeOrigin + performance.now();
}
