import { randomUUID } from "node:crypto";
import { ok } from "@contract/envelope";
import { leadMessages } from "@contract/leads";
import { modelCodes } from "@contract/model-codes";
import { bookingMessages, scheduleMethods, testDriveBookingSchema, type BookingAccepted } from "@contract/test-drive";
import { fromDayKey, fromTimeKey, momentOf } from "@contract/test-drive-time";
import type { Request, RequestHandler, Response } from "express";
import type { Db } from "../db/database";
import type { Clock } from "../http/clock";
import { HttpError } from "../http/http-error";
import { messages } from "../http/messages";
import { enumParam, idParam, parseQuery, querySchema } from "../http/query";
import { sendFail } from "../http/respond";
import { sendRefusal, visitorWrite, type WriteLimit } from "../http/visitor-write";
import { findLeadByIdempotencyKey } from "../leads/lead-queries";
import { storableText, toNewLead } from "../leads/lead-record";
import { isSlotOf, slotRefusal } from "./schedule";
import {
  findBookingByLead,
  getHolidays,
  getSchedule,
  getTestDriveSetup,
  insertBooking,
  type BookedVisit,
  type TestDriveSetup,
} from "./test-drive-queries";

/** The embedded schedule service (docs/product.md §7 «a separately configured URL»), below the dealer backend. */
export const testDriveServicePath = "/test-drive";

export type BookingDeps = {
  db: Db;
  now: Clock;
  /** The leads' limit: a booking counts as a test-drive request of the client's address and phone. */
  limit: WriteLimit;
  /** Test drives ahead one phone or one address may hold at once; false: any number. */
  upcomingBookings: number | false;
  /** Called after a booking is committed: the backend triggers the lead's delivery. */
  onStored?: () => void;
};

const scheduleQuery = querySchema({
  method: enumParam("method", [scheduleMethods.schedule]),
  dealer: idParam("dealer"),
  model: enumParam("model", modelCodes),
});

/** GET …/test-drive?method=getShedule&dealer=…&model=…: the schedule of the dealer's car of that model. */
export function scheduleHandler({ db, now }: Pick<BookingDeps, "db" | "now">): RequestHandler {
  return async (req, res) => {
    if (req.query.method === undefined) throw new HttpError(400, bookingMessages.methodRequired);
    const query = parseQuery(scheduleQuery, req);
    const setup = await getTestDriveSetup(db, query.dealer, query.model);
    if (!setup) throw new HttpError(400, bookingMessages.dealerNotOffering);
    if (!setup.car) throw new HttpError(400, bookingMessages.noCar);
    // A live schedule: never kept by a browser or a proxy, or a taken slot would still look free.
    res.set("Cache-Control", "no-store").json(ok(await getSchedule(db, { ...setup, car: setup.car }, now())));
  };
}

/** POST …/test-drive with method=request (multipart, docs/product.md §7): the booking, as POST /v1/request books. */
export function scheduleServiceBookingHandler(deps: BookingDeps): RequestHandler {
  const book = bookingHandler(deps);
  return async (req, res, next) => {
    const method = (req.body as Record<string, unknown>).method;
    if (method !== scheduleMethods.request) {
      sendFail(res, 400, method === undefined ? bookingMessages.methodRequired : messages.oneOf("method", [scheduleMethods.request]));
      return;
    }
    await book(req, res, next);
  };
}

/**
 * POST /v1/request: with a date and a time it books the slot (a booking is a test-drive lead stored
 * with its slot); without them it is the callback request the leads handler stores.
 */
export function testDriveRequestHandler(deps: BookingDeps, callbackRequest: RequestHandler): RequestHandler {
  const book = bookingHandler(deps);
  return async (req, res, next) => {
    const body = req.body as Record<string, unknown>;
    if (body.date !== undefined || body.time !== undefined) await book(req, res, next);
    else await callbackRequest(req, res, next);
  };
}

const maxIdempotencyKeyLength = 100;

/**
 * A booking through the visitors' write pipeline (the test-drive requests' limit, honeypot, the booking
 * schema), then the dealer, its car of the model and the slot checked against the schedule, then the
 * lead, its outbox row and the booking in one transaction, which refuses a phone or an address that
 * already holds as many test drives ahead as the limit allows.
 */
function bookingHandler({ db, now, limit, upcomingBookings, onStored }: BookingDeps): RequestHandler {
  return visitorWrite({
    bucket: "lead:test-drive",
    limit,
    schema: testDriveBookingSchema,
    phoneOf: (booking) => booking.phone,
    handle: async (booking, { req, res, client }) => {
      const key = idempotencyKeyOf(req, booking.idempotency_key);
      if (key === false) {
        sendRefusal(res, { status: 400, fields: { idempotency_key: leadMessages.textTooLong(maxIdempotencyKeyLength) } });
        return;
      }
      const setup = await getTestDriveSetup(db, booking.dealer, booking.model);
      if (!setup) {
        sendRefusal(res, { status: 400, fields: { dealer: bookingMessages.dealerNotOffering } });
        return;
      }
      if (setup.dealer.cityId !== booking.city) {
        sendRefusal(res, { status: 400, fields: { dealer: leadMessages.dealerNotInCity } });
        return;
      }
      if (!setup.car) {
        sendRefusal(res, { status: 400, fields: { model: bookingMessages.noCar } });
        return;
      }
      const day = fromDayKey(booking.date) ?? "";
      const minutes = fromTimeKey(booking.time) ?? -1;
      const moment = now();
      const start = momentOf(day, minutes, setup.hours.utcOffsetMinutes);
      const holidays = await getHolidays(db, day, day);
      if (!isSlotOf(setup.hours, holidays, day, minutes, moment) || slotRefusal(start, moment, new Set()) !== null) {
        sendRefusal(res, { status: 400, fields: { time: bookingMessages.slotUnavailable }, extra: { reason: "unavailable" } });
        return;
      }
      const { date: _date, time: _time, ...rest } = booking;
      const lead = toNewLead(
        "test-drive",
        { ...rest, slot_date: booking.date, slot_time: booking.time, slot_start: start.toISOString(), car: setup.car.version },
        { id: randomUUID(), clientIp: req.ip, userAgent: req.get("user-agent"), idempotencyKey: key ?? undefined, at: moment },
      );
      const holder = upcomingBookings === false ? undefined : { phone: booking.phone, client, max: upcomingBookings, now: moment };
      const outcome = await insertBooking(db, {
        lead,
        dealerId: setup.dealer.id,
        carId: setup.car.id,
        slotStart: start,
        slotMinutes: setup.hours.slotMinutes,
        holder,
      });
      if (outcome.kind === "taken") {
        sendRefusal(res, { status: 409, fields: { time: bookingMessages.slotTaken }, extra: { reason: "taken" } });
        return;
      }
      if (outcome.kind === "too-many") {
        sendRefusal(res, { status: 409, fields: { form: bookingMessages.tooManyUpcoming(outcome.max) }, extra: { reason: "too-many" } });
        return;
      }
      if (outcome.kind === "booked") {
        onStored?.();
        sendBooked(res, setup, { id: outcome.lead.id, createdAt: outcome.lead.createdAt }, start);
        return;
      }
      // A retry of an earlier booking (same key) hears the first answer; a key of another request, 409.
      const [visit, earlier] = await Promise.all([findBookingByLead(db, outcome.leadId), key ? findLeadByIdempotencyKey(db, key) : null]);
      if (!visit || !earlier || visit.dealerId !== setup.dealer.id) {
        sendFail(res, 409, messages.idempotencyKeyReused);
        return;
      }
      sendBooked(res, { ...setup, hours: { ...setup.hours, slotMinutes: visit.slotMinutes } }, earlier, visit.slotStart, visit);
    },
  });
}

function sendBooked(res: Response, setup: TestDriveSetup, lead: { id: string; createdAt: Date }, start: Date, visit?: BookedVisit): void {
  const offset = setup.hours.utcOffsetMinutes * 60_000;
  const local = new Date(start.getTime() + offset).toISOString();
  const data: BookingAccepted = {
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    booking: {
      model: (visit?.model ?? setup.car?.model) as BookingAccepted["booking"]["model"],
      dealerId: setup.dealer.id,
      dealerName: setup.dealer.name,
      address: setup.dealer.address,
      date: `${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)}`,
      time: local.slice(11, 16),
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + setup.hours.slotMinutes * 60_000).toISOString(),
    },
  };
  res.status(200).set("Cache-Control", "no-store").json(ok(data, bookingMessages.booked));
}

/** The Idempotency-Key header, else the body's field; false when the header is too long. */
function idempotencyKeyOf(req: Request, field: string | undefined): string | null | false {
  const header = req.get("idempotency-key")?.trim();
  if (header) return header.length <= maxIdempotencyKeyLength ? header : false;
  return field === undefined ? null : storableText(field).trim() || null;
}
