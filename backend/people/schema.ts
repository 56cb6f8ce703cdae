import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { DepartmentId } from "@contract/people";

// The dealership's vacancies and team (docs/decisions/0104-people-in-the-studio.md): the pages
// /vakansii.html, /workers.html and /worker/{slug}.html read them; the studio's `hr` role publishes into
// them. A row taken off the site stays (active false), so its address can answer 410.

/** An open position on /vakansii.html; `code` is its anchor there. */
export const vacancies = pgTable(
  "vacancies",
  {
    code: text("code").primaryKey(),
    title: text("title").notNull(),
    department: text("department").$type<DepartmentId>().notNull(),
    employment: text("employment").notNull(),
    schedule: text("schedule").notNull(),
    /** «Доход от 150 000 ₽»; empty when the vacancy names no pay. */
    salary: text("salary").notNull().default(""),
    summary: text("summary").notNull(),
    duties: jsonb("duties").$type<string[]>().notNull(),
    requirements: jsonb("requirements").$type<string[]>().notNull(),
    conditions: jsonb("conditions").$type<string[]>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    index("vacancies_active_order_idx").on(t.active, t.sortOrder),
    check("vacancies_code_check", sql`${t.code} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** A member of the team; `slug` is the address part of /worker/{slug}.html. */
export const workers = pgTable(
  "workers",
  {
    slug: text("slug").primaryKey(),
    name: text("name").notNull(),
    position: text("position").notNull(),
    department: text("department").$type<DepartmentId>().notNull(),
    /** The year the person joined the dealership. */
    since: integer("since").notNull(),
    bio: jsonb("bio").$type<string[]>().notNull(),
    languages: jsonb("languages").$type<string[]>().notNull(),
    email: text("email").notNull(),
    /** A picture of the studio's library (the hash of content_images); null: the pages draw the initials. */
    photo: text("photo"),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    index("workers_active_order_idx").on(t.active, t.sortOrder),
    check("workers_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
