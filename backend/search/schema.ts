import { sql, type SQL } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { searchDocument, searchVectorColumn, weighted } from "./search-vector";

/** Types of the rows of search_documents (the other types come from their own tables). */
export const searchDocumentTypes = ["page", "service", "news", "car"] as const;
export type SearchDocumentType = (typeof searchDocumentTypes)[number];

/**
 * The searched texts no other table holds (docs/decisions/0040): the site's own pages (origin "site",
 * written by the web process as it starts) and the cars in stock (origin "stock:<source>", written
 * with each feed's snapshot). `href` is the page's path.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    href: text("href").primaryKey(),
    origin: text("origin").notNull(),
    type: text("type").$type<SearchDocumentType>().notNull(),
    section: text("section").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    body: text("body").notNull().default(""),
    position: integer("position").notNull().default(0),
    /** A car's key of its whole VIN (stock/reshape.ts): a car two feeds list is one hit (0056). */
    vinKey: text("vin_key"),
    searchVector: searchVectorColumn((): SQL =>
      searchDocument(weighted(searchDocuments.title, "A"), weighted(searchDocuments.description, "B"), weighted(searchDocuments.body, "C")),
    ),
  },
  (t) => [
    index("search_documents_search_idx").using("gin", t.searchVector),
    index("search_documents_origin_idx").on(t.origin),
    index("search_documents_vin_key_idx")
      .on(t.vinKey)
      .where(sql`${t.vinKey} is not null`),
    check("search_documents_type_check", sql`${t.type} in ('page', 'service', 'news', 'car')`),
  ],
);
