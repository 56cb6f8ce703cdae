import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// The site's first tables: options, the model menu and news.

/** Option scopes: the site merges `general` (brand-wide) with `dealer` (this dealer's contacts). */
export const optionScopes = ["general", "dealer"] as const;
export type OptionScope = (typeof optionScopes)[number];

/** Key/value site options (SPEC §3 "Options"), unique per scope. */
export const options = pgTable(
  "options",
  {
    scope: text("scope").$type<OptionScope>().notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    check("options_scope_check", sql`${t.scope} in ('general', 'dealer')`),
  ],
);

/** Model menu items (SPEC §3 "Model menu item"); `sort_order` is the menu order. */
export const models = pgTable(
  "models",
  {
    // Ids come from the seed content so that they are the same on every database.
    id: integer("id").primaryKey(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    modelName: text("model_name").notNull(),
    href: text("href").notNull(),
    widthMm: integer("width_mm").notNull(),
    image: text("image").notNull(),
    imageWithShadow: text("image_with_shadow").notNull(),
    priceRub: integer("price_rub"),
    priceComingSoon: boolean("price_coming_soon").notNull().default(false),
    configuratorCode: text("configurator_code").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    check("models_width_check", sql`${t.widthMm} > 0`),
    // A model without a price must say that its price is coming soon, or the menu shows a blank.
    check("models_price_check", sql`${t.priceRub} is not null or ${t.priceComingSoon}`),
  ],
);

/** Server news (SPEC §3 "News item"); `code` is the URL slug of /news/{code}.html. */
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
  },
  (t) => [index("news_active_published_idx").on(t.active, t.publishedAt.desc(), t.id.desc())],
);
