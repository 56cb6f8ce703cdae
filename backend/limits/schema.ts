import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// How many requests each client made in each window, kept in the database so that a limit holds across
// every web process (docs/decisions/0070-limits-in-the-database.md): one row per bucket and window,
// counted up by one statement. Rows of windows long past are deleted by the hourly retention job.

/** Requests of one bucket («lead:test-drive:ip:203.0.113.7») in one fixed window. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);
