import { sql, type SQL } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { searchDocument, searchVectorColumn, weighted } from "../search/search-vector";

/** Server news (docs/product.md §3 "News item"); `code` is the URL slug of /news/{code}.html. */
export const news = pgTable(
  "news",
  {
    id: integer("id").primaryKey(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    publishedAt: timestamp("published_at", { mode: "string" }).notNull(),
    metaTitle: text("meta_title").notNull(),
    metaDescription: text("meta_description").notNull(),
    previewDescription: text("preview_description").notNull(),
    previewFile: text("preview_file").notNull(),
    additionalPhotos: jsonb("additional_photos").$type<string[]>(),
    active: boolean("active").notNull().default(true),
    description: text("description").notNull(),
    // The body is HTML: its tags would otherwise match queries such as "li" or "ul".
    searchVector: searchVectorColumn((): SQL =>
      searchDocument(
        weighted(news.name, "A"),
        weighted(news.previewDescription, "B"),
        weighted(sql`regexp_replace(${news.description}, '<[^>]*>', ' ', 'g')`, "C"),
      ),
    ),
  },
  (t) => [
    index("news_active_published_idx").on(t.active, t.publishedAt.desc(), t.id.desc()),
    index("news_search_idx").using("gin", t.searchVector),
  ],
);
