// Limits on what one client may send, counted in the database (rate_limit_hits) so that every web
// process counts into the same window: N processes allow the limit once, not N times
// (docs/decisions/0070-limits-in-the-database.md). A fixed window per bucket; a hit is one upsert.
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import type { Clock } from "../http/clock";
import { rateLimitHits } from "./schema";

/** At most `limit` requests in each window of `windowMs`. */
export type LimitRule = { limit: number; windowMs: number };

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export type Limiter = {
  /** Counts one request of `bucket` and says whether it may go on; when not, how long until the window ends. */
  hit(bucket: string, rule: LimitRule): Promise<LimitVerdict>;
};

/** How long the counts of a window are kept after it ended: the longest window in use, with room. */
const keptForMs = 24 * 60 * 60_000;

/** A limiter counting in the database: the same buckets and rules in every process share the counts. */
export function createLimiter(db: Db, now: Clock): Limiter {
  return {
    async hit(bucket, { limit, windowMs }) {
      const at = now().getTime();
      const start = Math.floor(at / windowMs) * windowMs;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ bucket, windowStart: new Date(start), hits: 1 })
        .onConflictDoUpdate({ target: [rateLimitHits.bucket, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } })
        .returning({ hits: rateLimitHits.hits });
      return (row?.hits ?? 1) <= limit ? { allowed: true } : { allowed: false, retryAfterMs: start + windowMs - at };
    },
  };
}

/** Deletes the counts of windows that ended more than a day ago; the number deleted. */
export async function pruneLimitCounts(db: Db, moment: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, new Date(moment.getTime() - keptForMs)))
    .returning({ bucket: rateLimitHits.bucket });
  return deleted.length;
}
