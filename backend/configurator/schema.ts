import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { PdfRequest } from "@contract/configurator-pdf";

// Configurations the leads API made a PDF of (GET download/pdf/): the name it answered and what it
// was made of, so GET download/pdf/{file} serves that PDF in any process, after a restart too
// (the render itself is cached in memory).

/** One row per configuration: the same car and finance get the same name. */
export const configuratorPdfs = pgTable(
  "configurator_pdfs",
  {
    file: text("file").primaryKey(),
    configuration: jsonb("configuration").$type<PdfRequest>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("configurator_pdfs_file_check", sql`${t.file} ~ '^genesis-[a-z0-9-]{2,10}-[0-9a-f]{16}\\.pdf$'`)],
);
