// How many requests one client may send in a window, counted in this process's memory: a limit on
// abuse, not an exactly-once decision, so several processes each counting their own share is fine
// (docs/decisions/0022-lead-rate-limit-in-memory.md). Memory is bounded by `maxKeys`.

export type RateLimitOptions = {
  /** Requests allowed per key in one window. */
  limit: number;
  windowMs: number;
  /** Most keys remembered (default 10 000): beyond it, expired keys go first, then the oldest. */
  maxKeys?: number;
  /** Milliseconds now; tests pass their own. */
  now?: () => number;
};

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export type RateLimiter = {
  /** Counts one request of `key` and says whether it may go on. */
  hit(key: string): RateLimitVerdict;
  /** Keys remembered now. */
  size(): number;
};

/** Eight requests of one kind per address in ten minutes: a family sending a few forms is never refused. */
export const defaultLeadRateLimit: RateLimitOptions = { limit: 8, windowMs: 10 * 60_000 };

type Window = { count: number; resetAt: number };

/** A fixed-window counter per key. */
export function createRateLimiter({ limit, windowMs, maxKeys = 10_000, now = Date.now }: RateLimitOptions): RateLimiter {
  if (!(limit >= 1) || !(windowMs > 0) || !(maxKeys >= 1)) throw new Error("[rate-limit] limit, windowMs and maxKeys must be positive");
  const windows = new Map<string, Window>();

  // Runs only when the map is full, so its cost is spread over many hits. A flood of new addresses
  // drops the oldest tenth at once rather than one key per request.
  const makeRoom = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    if (windows.size < maxKeys) return;
    let excess = windows.size - maxKeys + Math.max(1, Math.floor(maxKeys / 10));
    for (const key of windows.keys()) {
      if (excess-- <= 0) break;
      windows.delete(key);
    }
  };

  return {
    hit(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        // Re-inserted, so the map's order stays oldest window first.
        windows.delete(key);
        if (windows.size >= maxKeys) makeRoom(at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit ? { allowed: true } : { allowed: false, retryAfterMs: window.resetAt - at };
    },
    size: () => windows.size,
  };
}
