import { sql, type SQL } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { searchDocument, searchVectorColumn, weighted } from "../search/search-vector";

// What every page reads: the site's options and the meta tags of each page.

/** Option scopes: the site merges `general` (brand-wide) with `dealer` (this dealer's contacts). */
export const optionScopes = ["general", "dealer"] as const;
export type OptionScope = (typeof optionScopes)[number];

/** Key/value site options (docs/product.md §3 "Options"), unique per scope. */
export const options = pgTable(
  "options",
  {
    scope: text("scope").$type<OptionScope>().notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), check("options_scope_check", sql`${t.scope} in ('general', 'dealer')`)],
);

/** Meta tags of each page; a `pattern` row (`/news/:code.html`) stands for a dynamic route. */
export const pageMeta = pgTable(
  "page_meta",
  {
    route: text("route").primaryKey(),
    routeId: text("route_id").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    ogTitle: text("og_title").notNull(),
    ogDescription: text("og_description").notNull(),
    ogImage: text("og_image").notNull(),
    pattern: boolean("pattern").notNull().default(false),
    sortOrder: integer("sort_order").notNull(),
    // The title without the dealer's suffix every page shares, then the description.
    searchVector: searchVectorColumn((): SQL => searchDocument(weighted(pageMeta.ogTitle, "A"), weighted(pageMeta.description, "B"))),
  },
  (t) => [index("page_meta_search_idx").using("gin", t.searchVector)],
);
