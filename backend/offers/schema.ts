import { specialOfferKinds, type SpecialOfferKind } from "@contract/special-offer";
import { sql, type SQL } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { models } from "../catalogue/schema";
import { searchDocument, searchVectorColumn, weighted } from "../search/search-vector";

// The dealer's special offers (/special-offers.html). Ids are the URL slugs, fixed by the seed content.

const kindList = sql.raw(specialOfferKinds.map((kind) => `'${kind}'`).join(", "));

/** Special offers; `valid_from`/`valid_to` are Moscow calendar days, both included. */
export const specialOffers = pgTable(
  "special_offers",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<SpecialOfferKind>().notNull(),
    title: text("title").notNull(),
    short: text("short").notNull(),
    /** The offer's text, paragraph by paragraph. */
    full: text("full").array().notNull(),
    /** The terms in brief, shown as a list. */
    terms: text("terms").array().notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }).notNull(),
    /** Legal small print. */
    legal: text("legal").notNull(),
    // Found by what a visitor reads on its page, not by the small print every offer shares.
    searchVector: searchVectorColumn((): SQL =>
      searchDocument(
        weighted(specialOffers.title, "A"),
        weighted(specialOffers.short, "B"),
        weighted(specialOffers.full, "C"),
        weighted(specialOffers.terms, "C"),
      ),
    ),
  },
  (t) => [
    check("special_offers_kind_check", sql`${t.kind} in (${kindList})`),
    check("special_offers_period_check", sql`${t.validFrom} <= ${t.validTo}`),
    // The id is the page's slug, so it must be one a URL can carry as is.
    check("special_offers_id_check", sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index("special_offers_valid_to_idx").on(t.validTo, t.id),
    index("special_offers_search_idx").using("gin", t.searchVector),
  ],
);

/** The models an offer applies to, in the order the site names them. */
export const specialOfferModels = pgTable(
  "special_offer_models",
  {
    offerId: text("offer_id")
      .notNull()
      .references(() => specialOffers.id, { onDelete: "cascade" }),
    modelCode: text("model_code")
      .notNull()
      .references(() => models.code),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.modelCode] }), index("special_offer_models_model_idx").on(t.modelCode)],
);
