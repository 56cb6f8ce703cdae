import { randomUUID } from "node:crypto";
import { and, asc, between, count, eq, gt, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { dealers } from "../directory/schema";
import { publicHolidaysBetween } from "./public-holidays";
import { insertLeadsWithOutbox, queryRows, type StoredLead } from "../leads/lead-queries";
import { leads } from "../leads/schema";
import type { NewLead } from "../leads/lead-record";
import { addDays } from "@contract/test-drive-time";
import { buildSchedule, scheduleDays, type DealerHours } from "./schedule";
import type { Schedule } from "@contract/test-drive";
import { testDriveBookings, testDriveCars, testDriveClosures, testDriveHolidays, testDriveHours } from "./schema";

/** A dealer that takes test drives: its card, its hours and its car of the model asked for (null: none). */
export type TestDriveSetup = {
  dealer: { id: number; name: string; address: string; cityId: number };
  hours: DealerHours;
  car: { id: number; model: string; version: string } | null;
};

/** The columns of a dealer's row of test_drive_hours that make its hours. */
const hoursFields = {
  utcOffsetMinutes: testDriveHours.utcOffsetMinutes,
  slotMinutes: testDriveHours.slotMinutes,
  weekdayOpensAt: testDriveHours.weekdayOpensAt,
  weekdayClosesAt: testDriveHours.weekdayClosesAt,
  weekendOpensAt: testDriveHours.weekendOpensAt,
  weekendClosesAt: testDriveHours.weekendClosesAt,
  daysAhead: testDriveHours.daysAhead,
};

const openingHours = (opensAt: number | null, closesAt: number | null) =>
  opensAt === null || closesAt === null ? null : { opensAt, closesAt };

/** A dealer's test-drive hours from its row of test_drive_hours. */
function hoursOf(row: Omit<typeof testDriveHours.$inferSelect, "dealerId">): DealerHours {
  return {
    utcOffsetMinutes: row.utcOffsetMinutes,
    slotMinutes: row.slotMinutes,
    weekday: openingHours(row.weekdayOpensAt, row.weekdayClosesAt),
    weekend: openingHours(row.weekendOpensAt, row.weekendClosesAt),
    daysAhead: row.daysAhead,
  };
}

/** The setup of a test-drive dealer for a model; null when the dealer does not take test drives. */
export async function getTestDriveSetup(db: Db, dealerId: number, model: string): Promise<TestDriveSetup | null> {
  const [row] = await db
    .select({
      dealer: { id: dealers.id, name: dealers.name, address: dealers.address, cityId: dealers.cityId },
      hours: hoursFields,
      car: { id: testDriveCars.id, model: testDriveCars.model, version: testDriveCars.version },
    })
    .from(dealers)
    .innerJoin(testDriveHours, eq(testDriveHours.dealerId, dealers.id))
    .leftJoin(testDriveCars, and(eq(testDriveCars.dealerId, dealers.id), eq(testDriveCars.model, model)))
    .where(and(eq(dealers.id, dealerId), eq(dealers.testDrive, true)));
  if (!row) return null;
  return { dealer: row.dealer, hours: hoursOf(row.hours), car: row.car };
}

/** Holidays between two ISO days, both included: the Labour Code's of every year and the days the table adds (decrees, the dealer's own). */
export async function getHolidays(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: testDriveHolidays.day })
    .from(testDriveHolidays)
    .where(between(testDriveHolidays.day, from, to));
  return new Set([...publicHolidaysBetween(from, to).keys(), ...rows.map((row) => row.day)]);
}

/** A slot's start from `from` (included) to `to` (left out). */
const startsWithin = (start: typeof testDriveBookings.slotStart | typeof testDriveClosures.slotStart, from: Date, to: Date) =>
  and(gte(start, from), lt(start, to));

/** Starts (epoch ms) of a car's slots between two moments that are booked or closed for it or for every car. */
export async function getTakenStarts(db: Db, dealerId: number, carId: number, from: Date, to: Date): Promise<Set<number>> {
  const booked = db
    .select({ slotStart: testDriveBookings.slotStart })
    .from(testDriveBookings)
    .where(
      and(
        eq(testDriveBookings.dealerId, dealerId),
        eq(testDriveBookings.carId, carId),
        startsWithin(testDriveBookings.slotStart, from, to),
      ),
    );
  const closed = db
    .select({ slotStart: testDriveClosures.slotStart })
    .from(testDriveClosures)
    .where(
      and(
        eq(testDriveClosures.dealerId, dealerId),
        or(isNull(testDriveClosures.carId), eq(testDriveClosures.carId, carId)),
        startsWithin(testDriveClosures.slotStart, from, to),
      ),
    );
  const rows = await booked.union(closed);
  return new Set(rows.map((row) => row.slotStart.getTime()));
}

/** The holidays and taken slots of a setup's window, read for one schedule or one booking. */
export async function getScheduleInputs(db: Db, setup: TestDriveSetup & { car: NonNullable<TestDriveSetup["car"]> }, now: Date) {
  const days = scheduleDays(setup.hours, now);
  const first = days[0] ?? addDays(now.toISOString().slice(0, 10), 0);
  const last = days[days.length - 1] ?? first;
  // A day either side: the window's local days begin and end at other UTC moments.
  const from = new Date(Date.parse(`${addDays(first, -1)}T00:00:00Z`));
  const to = new Date(Date.parse(`${addDays(last, 2)}T00:00:00Z`));
  const [holidays, taken] = await Promise.all([getHolidays(db, first, last), getTakenStarts(db, setup.dealer.id, setup.car.id, from, to)]);
  return { holidays, taken };
}

/** The schedule of a dealer's car of a model as visitors see it now. */
export async function getSchedule(
  db: Db,
  setup: TestDriveSetup & { car: NonNullable<TestDriveSetup["car"]> },
  now: Date,
): Promise<Schedule> {
  const { holidays, taken } = await getScheduleInputs(db, setup, now);
  return buildSchedule(setup.hours, holidays, taken, now);
}

/**
 * Who books, for the limit of test drives ahead one person may hold: the phone, the client's key (an
 * IPv4 address or an IPv6 /64, `clientKey`) and how many visits ahead of `now` each may have.
 */
export type BookingHolder = { phone: string; client: string; max: number; now: Date };

/** A slot to book for a lead; with a holder, refused when its phone or address already holds `max` visits ahead. */
export type NewBooking = {
  lead: NewLead;
  dealerId: number;
  carId: number;
  slotStart: Date;
  slotMinutes: number;
  holder?: BookingHolder | undefined;
};

/** What booking a slot came to: booked with its lead, a retry of an earlier lead (same key), taken, or one too many for its holder. */
export type BookingOutcome =
  { kind: "booked"; lead: StoredLead } | { kind: "repeat"; leadId: string } | { kind: "taken" } | { kind: "too-many"; max: number };

class SlotTaken extends Error {}
class TooMany extends Error {}

/**
 * Holds the holder's phone and address until the transaction ends, in every process (in one order,
 * so two bookings never wait for each other), then counts the visits ahead they already hold.
 */
async function holdsTooMany(tx: Db, { phone, client, max, now }: BookingHolder): Promise<boolean> {
  const keys = [`test-drive-holder phone ${phone}`, ...(client ? [`test-drive-holder client ${client}`] : [])].sort();
  // Raw: a lock is a function called with no table, which the builder's select (always from a table) cannot write.
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  // Raw SQL for the address: an IPv6 client is its /64 network, matched with inet containment, and a
  // stored address is cast only once it looks like one (a CASE keeps the order of evaluation).
  const sameClient = !client
    ? sql`false`
    : client.includes("/")
      ? sql`case when ${leads.clientIp} ~ '^[0-9A-Fa-f:.]+$' then ${leads.clientIp}::inet <<= ${client}::cidr else false end`
      : sql`${leads.clientIp} in (${client}, ${`::ffff:${client}`})`;
  const [row] = await tx
    .select({ held: count() })
    .from(testDriveBookings)
    .innerJoin(leads, eq(leads.id, testDriveBookings.leadId))
    .where(and(gt(testDriveBookings.slotStart, now), or(eq(leads.phone, phone), sameClient)));
  return (row?.held ?? 0) >= max;
}

/**
 * Serialises a booking and a staff closure of the same dealer and start until the transaction ends, in
 * every process: each then sees the other's committed row, so a slot is never both booked and closed.
 */
async function lockSlot(tx: Db, dealerId: number, slotStart: Date): Promise<void> {
  // Raw: a lock is a function called with no table, which the builder's select (always from a table) cannot write.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`test-drive-slot ${dealerId} ${slotStart.toISOString()}`}))`);
}

/**
 * Books a slot: the lead, its outbox row and the booking in one transaction. The booking's unique
 * constraint (dealer, car, start) decides between visitors pressing at the same moment, in any number
 * of processes: the second insert waits for the first to commit, then does nothing, and its whole
 * transaction (lead included) is rolled back. A slot staff closed is refused the same way.
 */
export async function insertBooking(db: Db, booking: NewBooking): Promise<BookingOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const stored = (await insertLeadsWithOutbox(tx, [booking.lead])).get(booking.lead.id);
      if (!stored) {
        // The idempotency key is an earlier lead's: nothing new is written.
        const key = booking.lead.idempotencyKey;
        // No key finds no lead (SQL's `= null` is never true).
        const [earlier] = key === null ? [] : await tx.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, key));
        if (!earlier) throw new Error(`[test-drive] booking lead ${booking.lead.id} stored nothing, and no lead has its idempotency key`);
        return { kind: "repeat", leadId: earlier.id } as const;
      }
      if (booking.holder && (await holdsTooMany(tx, booking.holder))) throw new TooMany();
      const start = booking.slotStart.toISOString();
      await lockSlot(tx, booking.dealerId, booking.slotStart);
      // Raw: an insert … select guarded by `not exists`; the builder's insert … select needs every column in order and a from.
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`insert into test_drive_bookings (id, lead_id, dealer_id, car_id, slot_start, slot_minutes)
          select ${randomUUID()}::uuid, ${booking.lead.id}::uuid, ${booking.dealerId}::int, ${booking.carId}::int, ${start}::timestamptz, ${booking.slotMinutes}::int
          where not exists (
            select 1 from test_drive_closures
            where dealer_id = ${booking.dealerId} and (car_id is null or car_id = ${booking.carId}) and slot_start = ${start}::timestamptz
          )
          on conflict (dealer_id, car_id, slot_start) do nothing
          returning id`,
      );
      if (rows.length === 0) throw new SlotTaken();
      return { kind: "booked", lead: stored } as const;
    });
  } catch (error) {
    if (error instanceof SlotTaken) return { kind: "taken" };
    if (error instanceof TooMany && booking.holder) return { kind: "too-many", max: booking.holder.max };
    throw error;
  }
}

/** A booked visit as staff and the confirmation read it. */
export type BookedVisit = {
  id: string;
  leadId: string;
  dealerId: number;
  carId: number;
  model: string;
  version: string;
  slotStart: Date;
  slotMinutes: number;
  name: string;
  surname: string | null;
  phone: string;
  /** The person's data were erased (name and phone are empty). */
  erased: boolean;
  createdAt: Date;
};

/** The columns a booked visit is read with: its booking's, its car's model and version and its lead's person. */
const visitFields = {
  id: testDriveBookings.id,
  leadId: testDriveBookings.leadId,
  dealerId: testDriveBookings.dealerId,
  carId: testDriveBookings.carId,
  model: testDriveCars.model,
  version: testDriveCars.version,
  slotStart: testDriveBookings.slotStart,
  slotMinutes: testDriveBookings.slotMinutes,
  name: leads.name,
  surname: leads.surname,
  phone: leads.phone,
  erasedAt: leads.erasedAt,
  createdAt: testDriveBookings.createdAt,
};

const selectVisits = (db: Db) =>
  db
    .select(visitFields)
    .from(testDriveBookings)
    .innerJoin(testDriveCars, eq(testDriveCars.id, testDriveBookings.carId))
    .innerJoin(leads, eq(leads.id, testDriveBookings.leadId));

const toVisit = ({ erasedAt, ...visit }: Omit<BookedVisit, "erased"> & { erasedAt: Date | null }): BookedVisit => ({
  ...visit,
  erased: erasedAt !== null,
});

/** The booking made with a lead, if any. */
export async function findBookingByLead(db: Db, leadId: string): Promise<BookedVisit | null> {
  const [row] = await selectVisits(db).where(eq(testDriveBookings.leadId, leadId));
  return row ? toVisit(row) : null;
}

/** The bookings of a dealer on one of its local days (ISO), earliest first: the staff calendar's day. */
export async function listBookings(db: Db, dealerId: number, isoDay: string, utcOffsetMinutes: number): Promise<BookedVisit[]> {
  return listBookingsBetween(db, dealerId, isoDay, isoDay, utcOffsetMinutes);
}

/** The first moment of a dealer's local day. */
const localMidnight = (isoDay: string, utcOffsetMinutes: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) - utcOffsetMinutes * 60_000);

/** The bookings of a dealer from one of its local days to another (both included), earliest first. */
export async function listBookingsBetween(
  db: Db,
  dealerId: number,
  fromDay: string,
  toDay: string,
  utcOffsetMinutes: number,
): Promise<BookedVisit[]> {
  const from = localMidnight(fromDay, utcOffsetMinutes);
  const to = localMidnight(addDays(toDay, 1), utcOffsetMinutes);
  const rows = await selectVisits(db)
    .where(and(eq(testDriveBookings.dealerId, dealerId), startsWithin(testDriveBookings.slotStart, from, to)))
    .orderBy(asc(testDriveBookings.slotStart), asc(testDriveCars.model));
  return rows.map(toVisit);
}

/** A slot closed by hand: for one car, or for every car of the dealer when `carId` is null. */
export type SlotClosure = { dealerId: number; carId: number | null; slotStart: Date };

/** A closure as the staff calendar reads it. */
export type StoredClosure = SlotClosure & { reason: string; closedBy: string | null; closedAt: Date };

/** The closures of a dealer on one of its local days. */
export async function listClosures(db: Db, dealerId: number, isoDay: string, utcOffsetMinutes: number): Promise<StoredClosure[]> {
  const from = localMidnight(isoDay, utcOffsetMinutes);
  const to = localMidnight(addDays(isoDay, 1), utcOffsetMinutes);
  // A fragment for `nulls first` (a closure of every car before the cars' own): the builder's asc() has no such option.
  return db
    .select({
      dealerId: testDriveClosures.dealerId,
      carId: testDriveClosures.carId,
      slotStart: testDriveClosures.slotStart,
      reason: testDriveClosures.reason,
      closedBy: testDriveClosures.closedBy,
      closedAt: testDriveClosures.closedAt,
    })
    .from(testDriveClosures)
    .where(and(eq(testDriveClosures.dealerId, dealerId), startsWithin(testDriveClosures.slotStart, from, to)))
    .orderBy(asc(testDriveClosures.slotStart), sql`${testDriveClosures.carId} nulls first`);
}

/** What closing a slot came to: closed now, closed before, or refused because a visitor booked it. */
export type CloseOutcome = "closed" | "already" | "booked";

/**
 * Closes a slot so no visitor can book it: for one car, or for every car when `carId` is null. A slot
 * a visitor booked is never closed (docs/decisions/0037-staff-test-drive-calendar.md): the booking
 * stays, and staff call the person instead. The slot's lock orders this against a booking in flight.
 */
export async function closeSlot(
  db: Db,
  closure: SlotClosure & { reason: string; closedBy?: string | null; closedAt?: Date },
): Promise<CloseOutcome> {
  const start = closure.slotStart.toISOString();
  return db.transaction(async (tx) => {
    await lockSlot(tx, closure.dealerId, closure.slotStart);
    const [booked] = await tx
      .select({ id: testDriveBookings.id })
      .from(testDriveBookings)
      .where(
        and(
          eq(testDriveBookings.dealerId, closure.dealerId),
          closure.carId === null ? undefined : eq(testDriveBookings.carId, closure.carId),
          eq(testDriveBookings.slotStart, closure.slotStart),
        ),
      )
      .limit(1);
    if (booked) return "booked";
    // Raw: the conflict target is the unique index's expression coalesce(car_id, 0), and the builder's target takes only columns.
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`insert into test_drive_closures (dealer_id, car_id, slot_start, reason, closed_by, closed_at)
        values (${closure.dealerId}, ${closure.carId}::int, ${start}::timestamptz, ${closure.reason}, ${closure.closedBy ?? null},
          coalesce(${closure.closedAt?.toISOString() ?? null}::timestamptz, now()))
        on conflict (dealer_id, coalesce(car_id, 0), slot_start) do nothing
        returning id`,
    );
    return rows.length > 0 ? "closed" : "already";
  });
}

/** Opens a slot closed by hand again; false when it was not closed. */
export async function reopenSlot(db: Db, closure: SlotClosure): Promise<boolean> {
  const rows = await db
    .delete(testDriveClosures)
    .where(
      and(
        eq(testDriveClosures.dealerId, closure.dealerId),
        // A fragment: the unique index's expression (every car, null, is car 0 there); the builder has no coalesce.
        sql`coalesce(${testDriveClosures.carId}, 0) = ${closure.carId ?? 0}`,
        eq(testDriveClosures.slotStart, closure.slotStart),
      ),
    )
    .returning({ id: testDriveClosures.id });
  return rows.length > 0;
}

/** A test-drive dealer as the staff calendar needs it: its card, its hours and its whole fleet. */
export type CalendarSetup = {
  dealer: { id: number; name: string; address: string };
  hours: DealerHours;
  cars: Array<{ id: number; model: string; version: string }>;
};

/** Every dealer that takes test drives, by name. */
export async function listTestDriveDealers(db: Db): Promise<Array<{ id: number; name: string; address: string }>> {
  return db
    .select({ id: dealers.id, name: dealers.name, address: dealers.address })
    .from(dealers)
    .innerJoin(testDriveHours, eq(testDriveHours.dealerId, dealers.id))
    .where(eq(dealers.testDrive, true))
    .orderBy(asc(dealers.id));
}

/** A test-drive dealer's card, hours and cars (in the models' order of the site); null when it takes no test drives. */
export async function getCalendarSetup(db: Db, dealerId: number): Promise<CalendarSetup | null> {
  const [row] = await db
    .select({ dealer: { id: dealers.id, name: dealers.name, address: dealers.address }, hours: hoursFields })
    .from(dealers)
    .innerJoin(testDriveHours, eq(testDriveHours.dealerId, dealers.id))
    .where(and(eq(dealers.id, dealerId), eq(dealers.testDrive, true)));
  if (!row) return null;
  const cars = await db
    .select({ id: testDriveCars.id, model: testDriveCars.model, version: testDriveCars.version })
    .from(testDriveCars)
    .where(eq(testDriveCars.dealerId, dealerId))
    .orderBy(asc(testDriveCars.id));
  return { dealer: row.dealer, hours: hoursOf(row.hours), cars };
}

/** The name of the holiday on an ISO day (the table's, else the Labour Code's), or null. */
export async function getHolidayName(db: Db, isoDay: string): Promise<string | null> {
  const [row] = await db.select({ name: testDriveHolidays.name }).from(testDriveHolidays).where(eq(testDriveHolidays.day, isoDay));
  return row?.name ?? publicHolidaysBetween(isoDay, isoDay).get(isoDay) ?? null;
}
