// Search answers are kept a short while per process. The content changes only by seed or migration
// today, but several processes may share one PostgreSQL later and an editor may change a row, so
// every answer expires after a TTL rather than waiting for an invalidation no one would send.
import { LRUCache } from "lru-cache";

/** A bounded cache of answers that expire: the least recently used one goes first when it is full. */
export type AnswerCache<T> = {
  /** The answer of `key`, kept or made by `make`; callers of a key being made share one promise. */
  get(key: string, make: () => Promise<T>): Promise<T>;
  /** How many answers are kept (expired ones included until they are next looked up or pushed out). */
  size(): number;
};

export type AnswerCacheOptions = {
  maxEntries: number;
  /** How long an answer is kept, in milliseconds (0: until pushed out, as lru-cache reads it). */
  ttlMs: number;
  /** Milliseconds of a monotonic clock; tests pass their own, which must not read 0 (lru-cache takes a start at 0 for "no TTL"). */
  now?: () => number;
};

/**
 * Creates an {@link AnswerCache} on lru-cache's fetch (issue 40): the callers of a key being made share its one
 * `fetchMethod` call, which runs the first caller's `make` (the fetch's context). A failed answer is dropped at once, so
 * the next request retries. An answer is kept `ttlMs` from when it was ready (lru-cache sets it, and its start, then).
 * Answers are never null or undefined, which lru-cache does not keep.
 */
export function createAnswerCache<T extends NonNullable<unknown>>({
  maxEntries,
  ttlMs,
  // Looked up at each call, not in the `performance` lru-cache takes at its import (fake timers replace it), and
  // since 1970, so never near 0 (fake timers' performance.now() starts there).
  now = () => performance.timeOrigin + performance.now(),
}: AnswerCacheOptions): AnswerCache<T> {
  const answers = new LRUCache<string, T, () => Promise<T>>({
    max: maxEntries,
    ttl: ttlMs,
    // An answer pushed out while it is made is forgotten, not failed: its callers still get it.
    ignoreFetchAbort: true,
    // The clock is read at every look-up, not kept a millisecond behind a timer of its own per look-up.
    ttlResolution: 0,
    perf: { now },
    fetchMethod: (_key, _stale, { context: make }) => make(),
  });
  return {
    // forceFetch is fetch typed without its undefined, which this fetchMethod never gives.
    get: (key, make) => answers.forceFetch(key, { context: make }),
    size: () => answers.size,
  };
}
