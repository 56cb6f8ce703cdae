// The content_versions table (migration 0011): one row per domain whose changes the page cache
// follows, bumped by triggers on the domain's tables (docs/decisions/0039).
import { bigint, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const contentVersions = pgTable("content_versions", {
  domain: text("domain").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
