// Search answers are kept a short while per process. The content changes only by seed or migration
// today, but several processes may share one PostgreSQL later and an editor may change a row, so
// every answer expires after a TTL rather than waiting for an invalidation no one would send.

/** A bounded cache of answers that expire: the least recently used one goes first when it is full. */
export type AnswerCache<T> = {
  /** The answer of `key`, kept or made by `make`; callers of a key being made share one promise. */
  get(key: string, make: () => Promise<T>): Promise<T>;
  /** How many answers are kept (expired ones included until they are next looked up or pushed out). */
  size(): number;
};

export type AnswerCacheOptions = {
  maxEntries: number;
  ttlMs: number;
  /** Milliseconds of a monotonic clock; tests pass their own. */
  now?: () => number;
};

type Entry<T> = { answer: Promise<T>; expires: number };

/** Creates an {@link AnswerCache}. A failed answer is forgotten at once, so the next request retries. */
export function createAnswerCache<T>({ maxEntries, ttlMs, now = () => performance.now() }: AnswerCacheOptions): AnswerCache<T> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry<T>>();
  return {
    get(key, make) {
      const kept = entries.get(key);
      if (kept) {
        entries.delete(key);
        if (kept.expires > now()) {
          entries.set(key, kept);
          return kept.answer;
        }
      }
      const entry: Entry<T> = { answer: make(), expires: now() + ttlMs };
      entries.set(key, entry);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entry.answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.answer;
    },
    size: () => entries.size,
  };
}
