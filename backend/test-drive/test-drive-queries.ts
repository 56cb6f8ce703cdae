import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { publicHolidaysBetween } from "./public-holidays";
import { insertLeadsWithOutbox, queryRows, toDate, type StoredLead } from "../leads/lead-queries";
import type { NewLead } from "../leads/lead-record";
import { addDays } from "@contract/test-drive-time";
import { buildSchedule, scheduleDays, type DealerHours } from "./schedule";
import type { Schedule } from "@contract/test-drive";

/** A dealer that takes test drives: its card, its hours and its car of the model asked for (null: none). */
export type TestDriveSetup = {
  dealer: { id: number; name: string; address: string; cityId: number };
  hours: DealerHours;
  car: { id: number; model: string; version: string } | null;
};

type SetupRow = {
  id: number;
  name: string;
  address: string;
  city_id: number;
  utc_offset_minutes: number;
  slot_minutes: number;
  weekday_opens_at: number | null;
  weekday_closes_at: number | null;
  weekend_opens_at: number | null;
  weekend_closes_at: number | null;
  days_ahead: number;
  car_id: number | null;
  car_model: string | null;
  car_version: string | null;
};

const openingHours = (opensAt: number | null, closesAt: number | null) =>
  opensAt === null || closesAt === null ? null : { opensAt, closesAt };

/** A dealer's test-drive hours from its row of test_drive_hours. */
function hoursOf(row: SetupRow | Omit<SetupRow, "car_id" | "car_model" | "car_version">) {
  return {
    utcOffsetMinutes: row.utc_offset_minutes,
    slotMinutes: row.slot_minutes,
    weekday: openingHours(row.weekday_opens_at, row.weekday_closes_at),
    weekend: openingHours(row.weekend_opens_at, row.weekend_closes_at),
    daysAhead: row.days_ahead,
  };
}

/** The setup of a test-drive dealer for a model; null when the dealer does not take test drives. */
export async function getTestDriveSetup(db: Db, dealerId: number, model: string): Promise<TestDriveSetup | null> {
  const [row] = await queryRows<SetupRow>(
    db,
    sql`select d.id, d.name, d.address, d.city_id, h.utc_offset_minutes, h.slot_minutes, h.weekday_opens_at,
        h.weekday_closes_at, h.weekend_opens_at, h.weekend_closes_at, h.days_ahead,
        c.id as car_id, c.model as car_model, c.version as car_version
      from dealers d
      join test_drive_hours h on h.dealer_id = d.id
      left join test_drive_cars c on c.dealer_id = d.id and c.model = ${model}
      where d.id = ${dealerId} and d.test_drive`,
  );
  if (!row) return null;
  return {
    dealer: { id: row.id, name: row.name, address: row.address, cityId: row.city_id },
    hours: hoursOf(row),
    car: row.car_id === null ? null : { id: row.car_id, model: row.car_model ?? model, version: row.car_version ?? "" },
  };
}

/** Holidays between two ISO days, both included: the Labour Code's of every year and the days the table adds (decrees, the dealer's own). */
export async function getHolidays(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await queryRows<{ day: unknown }>(
    db,
    sql`select day::text as day from test_drive_holidays where day between ${from}::date and ${to}::date`,
  );
  return new Set([...publicHolidaysBetween(from, to).keys(), ...rows.map((row) => String(row.day))]);
}

/** Starts (epoch ms) of a car's slots between two moments that are booked or closed for it or for every car. */
export async function getTakenStarts(db: Db, dealerId: number, carId: number, from: Date, to: Date): Promise<Set<number>> {
  const rows = await queryRows<{ slot_start: unknown }>(
    db,
    sql`select slot_start from test_drive_bookings
        where dealer_id = ${dealerId} and car_id = ${carId} and slot_start >= ${from.toISOString()}::timestamptz and slot_start < ${to.toISOString()}::timestamptz
      union
      select slot_start from test_drive_closures
        where dealer_id = ${dealerId} and (car_id is null or car_id = ${carId})
          and slot_start >= ${from.toISOString()}::timestamptz and slot_start < ${to.toISOString()}::timestamptz`,
  );
  return new Set(rows.map((row) => toDate(row.slot_start).getTime()));
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
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  // Raw SQL for the address: an IPv6 client is its /64 network, matched with inet containment, and a
  // stored address is cast only once it looks like one (a CASE keeps the order of evaluation).
  const sameClient = !client
    ? sql`false`
    : client.includes("/")
      ? sql`case when l.client_ip ~ '^[0-9A-Fa-f:.]+$' then l.client_ip::inet <<= ${client}::cidr else false end`
      : sql`l.client_ip in (${client}, ${`::ffff:${client}`})`;
  const [row] = await queryRows<{ held: number }>(
    tx,
    sql`select count(*)::int as held from test_drive_bookings b join leads l on l.id = b.lead_id
        where b.slot_start > ${now.toISOString()}::timestamptz and (l.phone = ${phone} or ${sameClient})`,
  );
  return (row?.held ?? 0) >= max;
}

/**
 * Serialises a booking and a staff closure of the same dealer and start until the transaction ends, in
 * every process: each then sees the other's committed row, so a slot is never both booked and closed.
 */
async function lockSlot(tx: Db, dealerId: number, slotStart: Date): Promise<void> {
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
        const [earlier] = await queryRows<{ id: string }>(
          tx,
          sql`select id from leads where idempotency_key = ${booking.lead.idempotencyKey}`,
        );
        if (!earlier) throw new Error(`[test-drive] booking lead ${booking.lead.id} stored nothing, and no lead has its idempotency key`);
        return { kind: "repeat", leadId: earlier.id } as const;
      }
      if (booking.holder && (await holdsTooMany(tx, booking.holder))) throw new TooMany();
      const start = booking.slotStart.toISOString();
      await lockSlot(tx, booking.dealerId, booking.slotStart);
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

type VisitRow = {
  id: string;
  lead_id: string;
  dealer_id: number;
  car_id: number;
  model: string;
  version: string;
  slot_start: unknown;
  slot_minutes: number;
  name: string;
  surname: string | null;
  phone: string;
  erased: boolean;
  created_at: unknown;
};

const visitColumns = sql`b.id, b.lead_id, b.dealer_id, b.car_id, c.model, c.version, b.slot_start, b.slot_minutes, l.name, l.surname, l.phone, l.erased_at is not null as erased, b.created_at`;
const visitJoins = sql`test_drive_bookings b join test_drive_cars c on c.id = b.car_id join leads l on l.id = b.lead_id`;

const toVisit = (row: VisitRow): BookedVisit => ({
  id: row.id,
  leadId: row.lead_id,
  dealerId: row.dealer_id,
  carId: row.car_id,
  model: row.model,
  version: row.version,
  slotStart: toDate(row.slot_start),
  slotMinutes: row.slot_minutes,
  name: row.name,
  surname: row.surname,
  phone: row.phone,
  erased: row.erased,
  createdAt: toDate(row.created_at),
});

/** The booking made with a lead, if any. */
export async function findBookingByLead(db: Db, leadId: string): Promise<BookedVisit | null> {
  const [row] = await queryRows<VisitRow>(db, sql`select ${visitColumns} from ${visitJoins} where b.lead_id = ${leadId}::uuid`);
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
  const rows = await queryRows<VisitRow>(
    db,
    sql`select ${visitColumns} from ${visitJoins}
      where b.dealer_id = ${dealerId} and b.slot_start >= ${from.toISOString()}::timestamptz and b.slot_start < ${to.toISOString()}::timestamptz
      order by b.slot_start, c.model`,
  );
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
  const rows = await queryRows<{
    dealer_id: number;
    car_id: number | null;
    slot_start: unknown;
    reason: string;
    closed_by: string | null;
    closed_at: unknown;
  }>(
    db,
    sql`select dealer_id, car_id, slot_start, reason, closed_by, closed_at from test_drive_closures
      where dealer_id = ${dealerId} and slot_start >= ${from.toISOString()}::timestamptz and slot_start < ${to.toISOString()}::timestamptz
      order by slot_start, car_id nulls first`,
  );
  return rows.map((row) => ({
    dealerId: row.dealer_id,
    carId: row.car_id,
    slotStart: toDate(row.slot_start),
    reason: row.reason,
    closedBy: row.closed_by,
    closedAt: toDate(row.closed_at),
  }));
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
    const [booked] = await queryRows<{ id: string }>(
      tx,
      sql`select id from test_drive_bookings
        where dealer_id = ${closure.dealerId} and (${closure.carId}::int is null or car_id = ${closure.carId}::int) and slot_start = ${start}::timestamptz
        limit 1`,
    );
    if (booked) return "booked";
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
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from test_drive_closures
      where dealer_id = ${closure.dealerId} and coalesce(car_id, 0) = ${closure.carId ?? 0}
        and slot_start = ${closure.slotStart.toISOString()}::timestamptz
      returning id`,
  );
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
  return queryRows<{ id: number; name: string; address: string }>(
    db,
    sql`select d.id, d.name, d.address from dealers d join test_drive_hours h on h.dealer_id = d.id where d.test_drive order by d.id`,
  );
}

/** A test-drive dealer's card, hours and cars (in the models' order of the site); null when it takes no test drives. */
export async function getCalendarSetup(db: Db, dealerId: number): Promise<CalendarSetup | null> {
  const [row] = await queryRows<Omit<SetupRow, "car_id" | "car_model" | "car_version">>(
    db,
    sql`select d.id, d.name, d.address, d.city_id, h.utc_offset_minutes, h.slot_minutes, h.weekday_opens_at,
        h.weekday_closes_at, h.weekend_opens_at, h.weekend_closes_at, h.days_ahead
      from dealers d join test_drive_hours h on h.dealer_id = d.id
      where d.id = ${dealerId} and d.test_drive`,
  );
  if (!row) return null;
  const cars = await queryRows<{ id: number; model: string; version: string }>(
    db,
    sql`select id, model, version from test_drive_cars where dealer_id = ${dealerId} order by id`,
  );
  return {
    dealer: { id: row.id, name: row.name, address: row.address },
    hours: hoursOf(row),
    cars,
  };
}

/** The name of the holiday on an ISO day (the table's, else the Labour Code's), or null. */
export async function getHolidayName(db: Db, isoDay: string): Promise<string | null> {
  const [row] = await queryRows<{ name: string }>(db, sql`select name from test_drive_holidays where day = ${isoDay}::date`);
  return row?.name ?? publicHolidaysBetween(isoDay, isoDay).get(isoDay) ?? null;
}
