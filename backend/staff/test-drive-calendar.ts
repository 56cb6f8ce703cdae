// The staff test-drive calendar under /v1/staff/test-drive (docs/decisions/0037-staff-test-drive-calendar.md):
// a dealer's bookings over a period, a day's slots of every car with their state, and closing and
// reopening a slot by hand. Bookings carry the visitor's name and phone, so every view is logged.
import {
  bookingListDays,
  bookingListMaxDays,
  bookingListQuerySchema,
  calendarDayQuerySchema,
  calendarMessages,
  closeSlotSchema,
  reopenSlotSchema,
  type BookingList,
  type CalendarBooking,
  type CalendarDay,
  type CalendarSlot,
} from "@contract/staff-calendar";
import { addDays, fromTimeKey, isWeekend, localDayOf, localMinutesOf, momentOf, toTimeKey } from "@contract/test-drive-time";
import type { Request } from "express";
import type { z } from "zod";
import type { Db } from "../db/database";
import type { Clock } from "../http/clock";
import type { Endpoints } from "../http/endpoints";
import { HttpError } from "../http/http-error";
import { slotStartsOf } from "../test-drive/schedule";
import {
  closeSlot,
  getCalendarSetup,
  getHolidayName,
  listBookingsBetween,
  listClosures,
  listTestDriveDealers,
  reopenSlot,
  type BookedVisit,
  type CalendarSetup,
  type StoredClosure,
} from "../test-drive/test-drive-queries";
import { logAccess } from "./access-log";
import { sendData, type StaffGuard } from "./staff-http";

/** The calendar's paths below the dealer backend. */
export const calendarPaths = {
  bookings: "/v1/staff/test-drive/bookings",
  day: "/v1/staff/test-drive/day",
  close: "/v1/staff/test-drive/close",
  reopen: "/v1/staff/test-drive/reopen",
} as const;

/** How far ahead staff may close a slot: the schedule's longest window with room to plan. */
const closeAheadDays = 366;

/** Registers the calendar's routes with the staff guard. */
export function registerCalendarRoutes({ get, post }: Endpoints, authed: StaffGuard, db: Db, now: Clock): void {
  get(
    calendarPaths.bookings,
    authed(
      async (req, res, staff) => {
        const query = parseQuery(bookingListQuerySchema, req);
        const setup = await requireSetup(db, query.dealer);
        const today = localDayOf(now(), setup.hours.utcOffsetMinutes);
        const from = query.from ?? today;
        const to = query.to ?? addDays(from, bookingListDays - 1);
        if (to < from) throw new HttpError(400, calendarMessages.periodReversed);
        if (addDays(from, bookingListMaxDays - 1) < to) throw new HttpError(400, calendarMessages.periodTooLong);
        const visits = await listBookingsBetween(db, setup.dealer.id, from, to, setup.hours.utcOffsetMinutes);
        await logAccess(db, staff, "list", now(), {
          detail: { view: "test-drive-bookings", dealer: setup.dealer.id, from, to, shown: visits.length },
        });
        const list: BookingList = { dealer: setup.dealer, from, to, bookings: visits.map((visit) => toCalendarBooking(visit, setup)) };
        sendData(res, list);
      },
      { area: "calendar" },
    ),
  );

  get(
    calendarPaths.day,
    authed(
      async (req, res, staff) => {
        const query = parseQuery(calendarDayQuerySchema, req);
        const setup = await requireSetup(db, query.dealer);
        const moment = now();
        const day = query.day ?? localDayOf(moment, setup.hours.utcOffsetMinutes);
        const [dealers, holiday, visits, closures] = await Promise.all([
          listTestDriveDealers(db),
          getHolidayName(db, day),
          listBookingsBetween(db, setup.dealer.id, day, day, setup.hours.utcOffsetMinutes),
          listClosures(db, setup.dealer.id, day, setup.hours.utcOffsetMinutes),
        ]);
        await logAccess(db, staff, "list", moment, {
          detail: { view: "test-drive-day", dealer: setup.dealer.id, day, shown: visits.length },
        });
        sendData(res, buildCalendarDay({ setup, dealers, day, holiday, visits, closures, now: moment }));
      },
      { area: "calendar" },
    ),
  );

  post(
    calendarPaths.close,
    authed(
      async (req, res, staff) => {
        const input = parseBody(closeSlotSchema, req);
        const setup = await requireSetup(db, input.dealer);
        if (!setup.cars.some((car) => car.id === input.car)) throw new HttpError(404, calendarMessages.carNotFound);
        const moment = now();
        const minutes = fromTimeKey(input.time) ?? -1;
        const holiday = await getHolidayName(db, input.day);
        const holidays = new Set(holiday ? [input.day] : []);
        if (!slotStartsOf(setup.hours, input.day, holidays).includes(minutes)) throw new HttpError(400, calendarMessages.notASlot);
        const slotStart = momentOf(input.day, minutes, setup.hours.utcOffsetMinutes);
        if (slotStart.getTime() <= moment.getTime()) throw new HttpError(400, calendarMessages.slotPast);
        if (input.day > addDays(localDayOf(moment, setup.hours.utcOffsetMinutes), closeAheadDays))
          throw new HttpError(400, calendarMessages.notASlot);
        const outcome = await closeSlot(db, {
          dealerId: setup.dealer.id,
          carId: input.car,
          slotStart,
          reason: input.reason,
          closedBy: staff.email,
          closedAt: moment,
        });
        if (outcome === "booked") throw new HttpError(409, calendarMessages.slotBooked);
        if (outcome === "already") throw new HttpError(409, calendarMessages.alreadyClosed);
        sendData(res, null, calendarMessages.closed);
      },
      { area: "calendar", write: true },
    ),
  );

  post(
    calendarPaths.reopen,
    authed(
      async (req, res) => {
        const input = parseBody(reopenSlotSchema, req);
        const setup = await requireSetup(db, input.dealer);
        const carId = input.car === "all" ? null : input.car;
        if (carId !== null && !setup.cars.some((car) => car.id === carId)) throw new HttpError(404, calendarMessages.carNotFound);
        const minutes = fromTimeKey(input.time) ?? -1;
        const slotStart = momentOf(input.day, minutes, setup.hours.utcOffsetMinutes);
        if (!(await reopenSlot(db, { dealerId: setup.dealer.id, carId, slotStart }))) throw new HttpError(404, calendarMessages.notClosed);
        sendData(res, null, calendarMessages.reopened);
      },
      { area: "calendar", write: true },
    ),
  );
}

/** What a day of the calendar is built from. */
export type CalendarDayInputs = {
  setup: CalendarSetup;
  dealers: CalendarDay["dealers"];
  day: string;
  /** The holiday's name when the day is one. */
  holiday: string | null;
  visits: BookedVisit[];
  closures: StoredClosure[];
  now: Date;
};

/**
 * A dealer's day as staff see it: the day's slot times (plus the time of any booking made before the
 * hours changed), and for each car and time one state: booked (the visit wins over everything), past
 * (begun already), closed (for this car or all cars) or free.
 */
export function buildCalendarDay({ setup, dealers, day, holiday, visits, closures, now }: CalendarDayInputs): CalendarDay {
  const offset = setup.hours.utcOffsetMinutes;
  const open = isWeekend(day) ? setup.hours.weekend : setup.hours.weekday;
  const dayOff = holiday
    ? `Праздничный день (${holiday}): тест-драйвы не проводятся`
    : open
      ? null
      : "Выходной день: тест-драйвы не проводятся";
  const minutes = new Set(slotStartsOf(setup.hours, day, holiday ? new Set([day]) : new Set()));
  for (const visit of visits) minutes.add(localMinutesOf(visit.slotStart, offset));
  const times = [...minutes].sort((a, b) => a - b);
  const slots: CalendarSlot[] = [];
  for (const car of setup.cars) {
    for (const minute of times) {
      const start = momentOf(day, minute, offset);
      const visit = visits.find((v) => v.carId === car.id && v.slotStart.getTime() === start.getTime());
      const closure =
        closures.find((c) => c.carId === car.id && c.slotStart.getTime() === start.getTime()) ??
        closures.find((c) => c.carId === null && c.slotStart.getTime() === start.getTime());
      const state: CalendarSlot["state"] = visit ? "booked" : start.getTime() <= now.getTime() ? "past" : closure ? "closed" : "free";
      slots.push({
        carId: car.id,
        time: toTimeKey(minute),
        startsAt: start.toISOString(),
        state,
        booking: visit ? toCalendarBooking(visit, setup) : null,
        closure: closure
          ? {
              reason: closure.reason,
              closedBy: closure.closedBy,
              closedAt: closure.closedAt.toISOString(),
              allCars: closure.carId === null,
            }
          : null,
      });
    }
  }
  return {
    dealer: setup.dealer,
    dealers,
    day,
    today: localDayOf(now, offset),
    dayOff,
    cars: setup.cars,
    times: times.map(toTimeKey),
    slots,
  };
}

function toCalendarBooking(visit: BookedVisit, setup: CalendarSetup): CalendarBooking {
  const offset = setup.hours.utcOffsetMinutes;
  return {
    leadId: visit.leadId,
    carId: visit.carId,
    model: visit.model,
    version: visit.version,
    day: localDayOf(visit.slotStart, offset),
    time: toTimeKey(localMinutesOf(visit.slotStart, offset)),
    startsAt: visit.slotStart.toISOString(),
    name: [visit.name, visit.surname].filter(Boolean).join(" "),
    phone: visit.phone,
    erased: visit.erased,
  };
}

/** The dealer asked for (the first test-drive dealer when none), or a 404 in Russian. */
async function requireSetup(db: Db, dealerId: number | undefined): Promise<CalendarSetup> {
  const id = dealerId ?? (await listTestDriveDealers(db))[0]?.id;
  const setup = id === undefined ? null : await getCalendarSetup(db, id);
  if (!setup) throw new HttpError(404, calendarMessages.dealerNotFound);
  return setup;
}

/** A query of known, single-valued parameters parsed by `schema`; anything else is a 400 in Russian. */
function parseQuery<S extends z.ZodObject>(schema: S, req: Request): z.output<S> {
  const entries = Object.entries(req.query as Record<string, unknown>);
  if (entries.some(([key, value]) => typeof value !== "string" || !Object.hasOwn(schema.shape, key)))
    throw new HttpError(400, calendarMessages.invalidQuery);
  const parsed = schema.safeParse(Object.fromEntries(entries));
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? calendarMessages.invalidQuery);
  return parsed.data;
}

/** A form's body parsed by `schema`; the first problem is the 400's Russian message. */
function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  const parsed = schema.safeParse(req.body ?? {});
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? calendarMessages.invalidQuery);
  return parsed.data;
}
