import type { FeedCar, FeedHealth } from "./reshape";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Cars in stock: the last good snapshot of each feed (a restart keeps the stock, and every process
// serves the same cars), and the cars that left a feed, so their page says «Автомобиль уже продан».

/** One row per feed: its last good cars, and when it is next due to be read. */
export const stockSnapshots = pgTable("stock_snapshots", {
  /** export-master, ilsa-offers, autoru or avito. */
  source: text("source").primaryKey(),
  /** The normalised cars of the last good read; empty until the first one. */
  // FeedCar: the StockCar and the key of its whole VIN (reshape.ts), which never leaves the server.
  cars: jsonb("cars")
    .$type<FeedCar[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  carCount: integer("car_count").notNull().default(0),
  /** Hash of `cars`: a read that changed nothing leaves the snapshot (and its version) alone. */
  contentHash: text("content_hash"),
  /** Goes up with every change of `cars`; processes reload their copy when it moves. */
  version: integer("version").notNull().default(0),
  /** The last good read; null while there has been none. */
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
  checkedAt: timestamp("checked_at", { withTimezone: true }),
  /** A process claims the next read by moving this forward (one reader per feed across processes). */
  nextCheckAt: timestamp("next_check_at", { withTimezone: true }).notNull().defaultNow(),
  /** Why the last read failed; null after a good one. */
  lastError: text("last_error"),
  /**
   * What the last good read made of the feed (/healthz): cars read, dropped and why, conditions
   * inferred, values kept as written (docs/decisions/0093); null before the first such read.
   */
  health: jsonb("health").$type<FeedHealth>(),
});

/**
 * Secrets the site makes for itself when the operator gives none, kept so that every process and every
 * start uses the same: the key of the cars' ids (car-ids.ts, docs/decisions/0091).
 */
export const siteSecrets = pgTable("site_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Cars that were in a feed and are no longer: sold (or withdrawn). A car that comes back is removed. */
export const stockDeparted = pgTable(
  "stock_departed",
  {
    id: text("id").primaryKey(),
    source: text("source").notNull(),
    modelCode: text("model_code"),
    priceRub: integer("price_rub").notNull(),
    departedAt: timestamp("departed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stock_departed_departed_at_idx").on(t.departedAt)],
);
