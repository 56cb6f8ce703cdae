// How many requests one client may send in a window, counted in this process's memory: a limit on
// abuse, not an exactly-once decision, so several processes each counting their own share is fine
// (docs/decisions/0022-lead-rate-limit-in-memory.md). Memory is bounded by `maxKeys`.
import { isIPv6 } from "node:net";

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

/**
 * The client a limit counts by, from its address (`req.ip`): an IPv4 address as it is, also when the
 * socket writes it IPv4-mapped (`::ffff:203.0.113.7`); an IPv6 address by its /64 network. One
 * subscriber (a home line, a rented server) is given a whole /64 and can send each request from an
 * address of its own: counted per address, such a client would never meet the limit.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip || !isIPv6(ip)) return ip ?? "";
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a zone dropped, a dotted tail read). */
function ipv6Groups(ip: string): number[] | null {
  let address = ip.split("%")[0] ?? "";
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
    address = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  if (fill < 0) return null;
  const groups = [...head, ...Array<string>(fill).fill("0"), ...tail].map((group) => Number.parseInt(group, 16));
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}
