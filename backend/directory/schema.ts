import type { DealerServiceCode } from "@contract/dealer";
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

// Credit programs and the dealer finder.

/**
 * Credit programs (docs/product.md §3); amounts in roubles, prepay and restcost in percent of the price. The
 * fee, the insurance and the lender are what the full cost of credit is computed from (docs/decisions/0097):
 * a program without all three is offered without a rate.
 */
export const creditPrograms = pgTable(
  "credit_programs",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    bank: text("bank").notNull(),
    description: text("description").notNull(),
    active: boolean("active").notNull().default(true),
    minPrice: integer("min_price").notNull(),
    maxPrice: integer("max_price").notNull(),
    minCredit: integer("min_credit").notNull(),
    maxCredit: integer("max_credit").notNull(),
    minPrepay: integer("min_prepay").notNull(),
    maxPrepay: integer("max_prepay").notNull(),
    // pg sends numeric as text; mode "number" turns it into a number on both drivers.
    rate: numeric("rate", { precision: 5, scale: 2, mode: "number" }).notNull(),
    restcost: numeric("restcost", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    // Model codes the program is for; empty: every model.
    models: text("models")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer("sort_order").notNull(),
    // A one-off commission in percent of the credit, paid when it is given.
    feePercent: numeric("fee_percent", { precision: 5, scale: 2, mode: "number" }),
    // Life insurance in percent of the credit a year, paid at the start of each year.
    insurancePercent: numeric("insurance_percent", { precision: 5, scale: 2, mode: "number" }),
    lender: text("lender"),
  },
  (t) => [
    check("credit_programs_price_check", sql`0 <= ${t.minPrice} and ${t.minPrice} <= ${t.maxPrice}`),
    check("credit_programs_credit_check", sql`0 <= ${t.minCredit} and ${t.minCredit} <= ${t.maxCredit}`),
    check("credit_programs_prepay_check", sql`0 <= ${t.minPrepay} and ${t.minPrepay} <= ${t.maxPrepay} and ${t.maxPrepay} <= 100`),
    check("credit_programs_rate_check", sql`${t.rate} >= 0 and ${t.restcost} >= 0 and ${t.restcost} < 100`),
    check("credit_programs_fee_check", sql`${t.feePercent} between 0 and 100`),
    check("credit_programs_insurance_check", sql`${t.insurancePercent} between 0 and 100`),
  ],
);

/** Terms (months) a credit program can be taken for. */
export const creditProgramTerms = pgTable(
  "credit_program_terms",
  {
    programId: integer("program_id")
      .notNull()
      .references(() => creditPrograms.id, { onDelete: "cascade" }),
    term: integer("term").notNull(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.term] }), check("credit_program_terms_term_check", sql`${t.term} between 1 and 120`)],
);

/** Cities of the dealer finder. */
export const cities = pgTable("cities", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  region: text("region").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  sortOrder: integer("sort_order").notNull(),
});

/** Dealers and service centres. */
export const dealers = pgTable(
  "dealers",
  {
    id: integer("id").primaryKey(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    name: text("name").notNull(),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    salesHours: jsonb("sales_hours").$type<string[]>().notNull(),
    serviceHours: jsonb("service_hours").$type<string[]>().notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    services: jsonb("services").$type<DealerServiceCode[]>().notNull(),
    certified: boolean("certified").notNull().default(false),
    testDrive: boolean("test_drive").notNull().default(false),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    index("dealers_city_idx").on(t.cityId, t.sortOrder),
    // The flag the finder filters on and the list the card shows must never disagree.
    check("dealers_certified_check", sql`${t.certified} = (${t.services} @> '["certified-used"]'::jsonb)`),
  ],
);
