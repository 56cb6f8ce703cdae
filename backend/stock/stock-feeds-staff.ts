// The cars' feeds in the staff area (issue 34; docs/decisions/0107): an admin sees each feed's last reads and
// what the last good one made of it, and has a feed read now instead of at its next turn. «Now» moves the
// feed's next read to this moment: the refresh job, which claims due feeds in the database, reads it within
// its next look (15 s), or at once when this process runs the job and is told to.
import { stockFeedMessages, type StockFeedState } from "@contract/stock-feeds";
import { stockSources, type StockSource } from "@contract/stock";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/database";
import type { Endpoints } from "../http/endpoints";
import { HttpError } from "../http/http-error";
import { sendData, withCsrf, type StaffGuard } from "../staff/staff-http";
import { stockSnapshots } from "./schema";

const stockFeedPaths = { feeds: "/v1/staff/stock/feeds", refresh: "/v1/staff/stock/feeds/refresh" } as const;

/** Every feed the site has read or tried to, in a fixed order. */
async function listStockFeeds(db: Db): Promise<StockFeedState[]> {
  const rows = await db.select().from(stockSnapshots).orderBy(asc(stockSnapshots.source));
  return rows.flatMap((row) =>
    (stockSources as readonly string[]).includes(row.source)
      ? [
          {
            source: row.source as StockSource,
            carCount: row.carCount,
            refreshedAt: row.refreshedAt?.toISOString() ?? null,
            checkedAt: row.checkedAt?.toISOString() ?? null,
            nextCheckAt: row.nextCheckAt.toISOString(),
            lastError: row.lastError,
            health: row.health ?? null,
          },
        ]
      : [],
  );
}

/** Makes the feeds (one, or every one) due now; answers how many there are. */
export async function makeFeedsDue(db: Db, source?: StockSource): Promise<number> {
  const rows = await db
    .update(stockSnapshots)
    .set({ nextCheckAt: sql`now()` })
    .where(source ? eq(stockSnapshots.source, source) : undefined)
    .returning({ source: stockSnapshots.source });
  return rows.length;
}

const refreshBody = withCsrf({ source: z.enum(stockSources).optional() });

/** GET the feeds, POST «Обновить сейчас» (one feed or all); admins only. */
export function registerStockFeedRoutes({ get, post }: Endpoints, authed: StaffGuard, db: Db, onRefresh?: () => void): void {
  get(
    stockFeedPaths.feeds,
    authed(async (_req, res) => sendData(res, { feeds: await listStockFeeds(db) }), { area: "feeds" }),
  );
  post(
    stockFeedPaths.refresh,
    authed(
      async (req, res) => {
        const body = refreshBody.safeParse(req.body);
        if (!body.success) throw new HttpError(400, stockFeedMessages.unknownFeed);
        const count = await makeFeedsDue(db, body.data.source);
        if (count === 0)
          throw new HttpError(body.data.source ? 404 : 409, body.data.source ? stockFeedMessages.unknownFeed : stockFeedMessages.noFeeds);
        onRefresh?.();
        sendData(res, { count }, stockFeedMessages.refreshQueued(count));
      },
      { area: "feeds", write: true },
    ),
  );
}
