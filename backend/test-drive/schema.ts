import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { dealers } from "../directory/schema";
import { leads } from "../leads/schema";

// The test-drive schedule: each test-drive dealer's hours and cars, the days it is closed, the slots
// booked (one booking a car and slot: the unique constraint decides between visitors pressing at the
// same moment) and the slots staff closed by hand. Times of day are minutes after local midnight on
// the dealer's clock, a fixed offset from UTC (no daylight saving time in Russia).

/** How a dealer takes test drives: its clock, working hours on weekdays and weekends, slot length. */
export const testDriveHours = pgTable(
  "test_drive_hours",
  {
    dealerId: integer("dealer_id")
      .primaryKey()
      .references(() => dealers.id, { onDelete: "cascade" }),
    /** Minutes the dealer's clock is ahead of UTC: 180 in Moscow, 300 in Yekaterinburg. */
    utcOffsetMinutes: integer("utc_offset_minutes").notNull().default(180),
    slotMinutes: integer("slot_minutes").notNull(),
    /** First slot's start and the end of the last slot, Monday to Friday; null: closed. */
    weekdayOpensAt: integer("weekday_opens_at"),
    weekdayClosesAt: integer("weekday_closes_at"),
    weekendOpensAt: integer("weekend_opens_at"),
    weekendClosesAt: integer("weekend_closes_at"),
    /** How many days ahead, today included, a visitor may book. */
    daysAhead: integer("days_ahead").notNull().default(14),
  },
  (t) => [
    check("test_drive_hours_slot_check", sql`${t.slotMinutes} between 15 and 240`),
    check("test_drive_hours_days_check", sql`${t.daysAhead} between 1 and 60`),
    check(
      "test_drive_hours_weekday_check",
      sql`(${t.weekdayOpensAt} is null and ${t.weekdayClosesAt} is null) or (0 <= ${t.weekdayOpensAt} and ${t.weekdayOpensAt} < ${t.weekdayClosesAt} and ${t.weekdayClosesAt} <= 1440)`,
    ),
    check(
      "test_drive_hours_weekend_check",
      sql`(${t.weekendOpensAt} is null and ${t.weekendClosesAt} is null) or (0 <= ${t.weekendOpensAt} and ${t.weekendOpensAt} < ${t.weekendClosesAt} and ${t.weekendClosesAt} <= 1440)`,
    ),
  ],
);

/** The cars of a dealer's test-drive fleet, one per model it offers. */
export const testDriveCars = pgTable(
  "test_drive_cars",
  {
    id: integer("id").primaryKey(),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id, { onDelete: "cascade" }),
    model: text("model").notNull(),
    /** The version the visitor drives, e.g. «2.5T, полный привод, Премиум». */
    version: text("version").notNull(),
  },
  (t) => [unique("test_drive_cars_dealer_model_unique").on(t.dealerId, t.model)],
);

/** Days no dealer takes test drives (Russian public holidays and the days off moved to them). */
export const testDriveHolidays = pgTable("test_drive_holidays", {
  day: date("day", { mode: "string" }).primaryKey(),
  name: text("name").notNull(),
});

/** A booked slot: one car, one start, one lead (the request the visitor sent with it). */
export const testDriveBookings = pgTable(
  "test_drive_bookings",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id),
    carId: integer("car_id")
      .notNull()
      .references(() => testDriveCars.id),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    slotMinutes: integer("slot_minutes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The database decides who got the slot, across every web process.
    unique("test_drive_bookings_slot_unique").on(t.dealerId, t.carId, t.slotStart),
    unique("test_drive_bookings_lead_unique").on(t.leadId),
    index("test_drive_bookings_dealer_start_idx").on(t.dealerId, t.slotStart),
  ],
);

/** A slot staff closed by hand: for one car, or for every car of the dealer when `car_id` is null. */
export const testDriveClosures = pgTable(
  "test_drive_closures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id, { onDelete: "cascade" }),
    carId: integer("car_id").references(() => testDriveCars.id, { onDelete: "cascade" }),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    reason: text("reason").notNull(),
    /** The staff member's e-mail (kept when the account goes); null for closures made before migration 0010. */
    closedBy: text("closed_by"),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One closure a slot and car (or all cars): closing twice changes nothing.
    uniqueIndex("test_drive_closures_slot_unique").on(t.dealerId, sql`coalesce(${t.carId}, 0)`, t.slotStart),
    check("test_drive_closures_reason_check", sql`char_length(${t.reason}) between 1 and 200`),
  ],
);
