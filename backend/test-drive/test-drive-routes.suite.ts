import { leadMessages } from "@contract/leads";
import { bookingAcceptedSchema, bookingMessages, scheduleSchema } from "@contract/test-drive";
import { momentOf } from "@contract/test-drive-time";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import type { Db } from "../db/database";
import { countLeads, formParams, leadBody, type LeadBody } from "../leads/lead-bodies.test-helpers";
import { leadOutbox, leads } from "../leads/schema";
import type { RouteSuiteContext } from "../testing/route-suite";
import type { Clock } from "../http/clock";
import { createBackendRouter } from "../http/router";
import { startTestServer } from "../testing/http-server";
import { closeSlot, listBookings, reopenSlot } from "./test-drive-queries";

type Answer = { status: number; headers: Headers; body: { success: boolean; data: unknown; message: string } };

/**
 * The embedded schedule service and bookings, run at the route suites' moment: Saturday 21 November
 * 2026, 12:00 in Moscow. Each test books its own slots, so the order of tests does not matter.
 */
export function testDriveRoutesSuite(api: RouteSuiteContext, deps: { db(): Db; now: Clock }): void {
  const schedule = async (query: string) => (await api.request(`/test-drive?${query}`)) as Answer;
  const book = async (overrides: LeadBody, headers: Record<string, string> = {}) =>
    (await api.request("/v1/request", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(bookingBody(overrides)),
    })) as Answer;
  const slotOf = async (dealer: number, model: string, date: string, time: string) => {
    const answer = await schedule(`method=getShedule&dealer=${dealer}&model=${model}`);
    return scheduleSchema.parse(answer.body.data)[date]?.[time];
  };

  test("the schedule: two weeks of days keyed dd.mm.yyyy, slots keyed HH:MM, weekends shorter, never cached", async () => {
    const answer = await schedule("method=getShedule&dealer=1&model=gv80");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body.success).toBe(true);
    const data = scheduleSchema.parse(answer.body.data);
    const days = Object.keys(data);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe("21.11.2026");
    expect(days[13]).toBe("04.12.2026");
    expect(Object.keys(data["21.11.2026"] ?? {})).toEqual(["11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"]);
    expect(Object.keys(data["23.11.2026"] ?? {})).toHaveLength(10);
    // Noon now: 12:00 and 13:00 are less than two hours ahead, 14:00 is not.
    expect(data["21.11.2026"]?.["13:00"]).toEqual({ available: false });
    expect(data["21.11.2026"]?.["14:00"]).toEqual({ available: true });
    // Moscow Юг has 90-minute slots.
    const yug = scheduleSchema.parse((await schedule("method=getShedule&dealer=3&model=g70")).body.data);
    expect(Object.keys(yug["23.11.2026"] ?? {})).toEqual(["10:00", "11:30", "13:00", "14:30", "16:00", "17:30"]);
  });

  test("bad parameters are 400 with a Russian message naming them", async () => {
    const cases: Array<[string, string]> = [
      ["dealer=1&model=g70", bookingMessages.methodRequired],
      ["method=getSchedule&dealer=1&model=g70", "Параметр method может принимать только значения: getShedule"],
      ["method=getShedule&model=g70", "Не указан обязательный параметр dealer"],
      ["method=getShedule&dealer=abc&model=g70", "Параметр dealer должен быть целым числом от 1 до 999999999"],
      ["method=getShedule&dealer=1&model=tesla", "Параметр model может принимать только значения: g70, gv70, g80-new, gv80, g90"],
      ["method=getShedule&dealer=1&model=g70&week=2", "Неизвестный параметр запроса: week"],
      // Dealer 2 is a body shop, 999 does not exist.
      ["method=getShedule&dealer=2&model=g70", bookingMessages.dealerNotOffering],
      ["method=getShedule&dealer=999&model=g70", bookingMessages.dealerNotOffering],
      // Moscow Юг has no G90 for test drives.
      ["method=getShedule&dealer=3&model=g90", bookingMessages.noCar],
    ];
    for (const [query, message] of cases) {
      const answer = await schedule(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toEqual({ success: false, data: null, message });
    }
  });

  test("a booking stores the lead with its slot and outbox row, answers the visit in Russian, and the slot is gone for others", async () => {
    const before = await countLeads(deps.db());
    const answer = await book({ model: "gv80", date: "23.11.2026", time: "15:00" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(bookingMessages.booked);
    const data = bookingAcceptedSchema.parse(answer.body.data);
    expect(data.booking).toEqual({
      model: "gv80",
      dealerId: 1,
      dealerName: "Genesis Химки",
      address: "Московская область, г. Химки, Ленинградское шоссе, вл. 21",
      date: "23.11.2026",
      time: "15:00",
      startsAt: "2026-11-23T12:00:00.000Z",
      endsAt: "2026-11-23T13:00:00.000Z",
    });
    const [lead] = await deps.db().select().from(leads).where(eq(leads.id, data.id));
    expect(lead).toMatchObject({ leadType: "test-drive", model: "gv80", city: 2, dealer: 1, phone: "+79114041112" });
    expect(lead?.details).toMatchObject({
      slot_date: "23.11.2026",
      slot_time: "15:00",
      slot_start: "2026-11-23T12:00:00.000Z",
      car: "3.5T, полный привод, Спорт Престиж",
    });
    expect(await deps.db().select().from(leadOutbox).where(eq(leadOutbox.leadId, data.id))).toHaveLength(1);
    expect(await countLeads(deps.db())).toEqual({ leads: before.leads + 1, outbox: before.outbox + 1 });
    expect(await slotOf(1, "gv80", "23.11.2026", "15:00")).toEqual({ available: false });
    // Another model's car is free at that time.
    expect(await slotOf(1, "g70", "23.11.2026", "15:00")).toEqual({ available: true });

    const visits = await listBookings(deps.db(), 1, "2026-11-23", 180);
    expect(visits.map((v) => [v.leadId, v.model, v.slotStart.toISOString(), v.name])).toContainEqual([
      data.id,
      "gv80",
      "2026-11-23T12:00:00.000Z",
      "Иван",
    ]);
  });

  test("a slot someone took is 409 «Это время уже заняли — выберите другое», and nothing is stored", async () => {
    expect((await book({ model: "g70", date: "24.11.2026", time: "10:00" })).status).toBe(200);
    const before = await countLeads(deps.db());
    const again = await book({ model: "g70", date: "24.11.2026", time: "10:00", name: "Мария" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      data: { fields: { time: bookingMessages.slotTaken }, reason: "taken" },
      message: "Это время уже заняли — выберите другое",
    });
    expect(await countLeads(deps.db())).toEqual(before);
  });

  test("past slots, slots less than two hours ahead, times off the dealer's grid and another dealer's times are refused", async () => {
    const before = await countLeads(deps.db());
    const refusedTime = {
      success: false,
      data: { fields: { time: bookingMessages.slotUnavailable }, reason: "unavailable" },
      message: bookingMessages.slotUnavailable,
    };
    for (const [date, time] of [
      ["20.11.2026", "15:00"],
      ["21.11.2026", "13:00"],
      ["23.11.2026", "10:30"],
      ["05.12.2026", "12:00"],
    ] as const) {
      const answer = await book({ model: "g70", date, time });
      expect([answer.status, answer.body], `${date} ${time}`).toEqual([400, refusedTime]);
    }
    // 11:00 is a slot in Khimki (hourly) but not in Moscow Юг (10:00, 11:30 …).
    const otherDealer = await book({ city: "1", dealer: "3", model: "g70", date: "25.11.2026", time: "11:00" });
    expect([otherDealer.status, otherDealer.body]).toEqual([400, refusedTime]);
    expect(await countLeads(deps.db())).toEqual(before);
  });

  test("a model the dealer has no car of, a dealer without test drives, a dealer of another city and bad fields are 400 by field", async () => {
    const fields = async (overrides: LeadBody) => {
      const answer = await book(overrides);
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      return (answer.body.data as { fields: Record<string, string> }).fields;
    };
    expect(await fields({ city: "1", dealer: "3", model: "g90", date: "25.11.2026", time: "10:00" })).toEqual({
      model: bookingMessages.noCar,
    });
    expect(await fields({ dealer: "2", date: "25.11.2026", time: "10:00" })).toEqual({ dealer: bookingMessages.dealerNotOffering });
    expect(await fields({ city: "1", dealer: "1", date: "25.11.2026", time: "10:00" })).toEqual({ dealer: leadMessages.dealerNotInCity });
    expect(await fields({ date: "31.11.2026", time: "25:00", phone: "123" })).toEqual({
      phone: leadMessages.phoneInvalid,
      date: bookingMessages.slotRequired,
      time: bookingMessages.slotRequired,
    });
  });

  test("the schedule service's own booking: POST multipart with method=request; without it, 400", async () => {
    const form = new FormData();
    for (const [name, value] of formParams({ method: "request", ...bookingBody({ model: "gv70", date: "26.11.2026", time: "11:00" }) }))
      form.append(name, value);
    const answer = (await api.request("/test-drive", { method: "POST", body: form })) as Answer;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(bookingAcceptedSchema.parse(answer.body.data).booking).toMatchObject({ model: "gv70", date: "26.11.2026", time: "11:00" });
    const without = (await api.request("/test-drive", {
      method: "POST",
      body: formParams(bookingBody({ date: "26.11.2026", time: "12:00" })),
    })) as Answer;
    expect([without.status, without.body.message]).toEqual([400, bookingMessages.methodRequired]);
    const put = (await api.request("/test-drive", { method: "PUT" })) as Answer;
    expect([put.status, put.headers.get("allow")]).toEqual([405, "GET, POST"]);
  });

  test("a retry with the same idempotency key hears the first answer and books nothing new", async () => {
    const headers = { "Idempotency-Key": "booking-retry-1" };
    const first = await book({ model: "g80-new", date: "27.11.2026", time: "12:00" }, headers);
    const before = await countLeads(deps.db());
    const second = await book({ model: "g80-new", date: "27.11.2026", time: "12:00" }, headers);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await countLeads(deps.db())).toEqual(before);
  });

  test("a slot closed by hand (one car or all cars) leaves the schedule and cannot be booked until reopened", async () => {
    const db = deps.db();
    const slotStart = momentOf("2026-11-30", 16 * 60);
    expect(await closeSlot(db, { dealerId: 1, carId: null, slotStart, reason: "Выставка в шоуруме" })).toBe("closed");
    expect(await closeSlot(db, { dealerId: 1, carId: null, slotStart, reason: "Повторно" })).toBe("already");
    expect(await slotOf(1, "g90", "30.11.2026", "16:00")).toEqual({ available: false });
    expect(await slotOf(1, "g70", "30.11.2026", "16:00")).toEqual({ available: false });
    expect((await book({ model: "g90", date: "30.11.2026", time: "16:00" })).status).toBe(409);
    expect(await reopenSlot(db, { dealerId: 1, carId: null, slotStart })).toBe(true);
    expect(await reopenSlot(db, { dealerId: 1, carId: null, slotStart })).toBe(false);
    expect(await slotOf(1, "g90", "30.11.2026", "16:00")).toEqual({ available: true });

    expect(await closeSlot(db, { dealerId: 1, carId: 105, slotStart, reason: "Техническое обслуживание G90" })).toBe("closed");
    expect(await slotOf(1, "g90", "30.11.2026", "16:00")).toEqual({ available: false });
    expect(await slotOf(1, "g70", "30.11.2026", "16:00")).toEqual({ available: true });
    expect((await book({ model: "g70", date: "30.11.2026", time: "16:00" })).status).toBe(200);
    // Booked now: neither that car's slot nor the whole dealer's can be closed over the visitor.
    expect(await closeSlot(db, { dealerId: 1, carId: 101, slotStart, reason: "Мойка" })).toBe("booked");
    expect(await closeSlot(db, { dealerId: 1, carId: null, slotStart, reason: "Выставка в шоуруме" })).toBe("booked");
  });

  test("one phone, and one address, hold at most the allowed test drives ahead: the next is 409 in Russian and stores nothing", async () => {
    const server = await startTestServer(
      createBackendRouter({ db: deps.db(), now: deps.now, limits: { leads: false, upcomingBookings: 2 } }),
      "/dealer",
      {
        trustProxy: "loopback",
      },
    );
    try {
      const send = (ip: string, phone: string, time: string, model = "g90") =>
        fetch(`${server.url}/v1/request`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip },
          body: JSON.stringify(bookingBody({ phone, model, date: "01.12.2026", time })),
        });
      expect((await send("192.0.2.10", "+7 (921) 700-00-01", "10:00")).status).toBe(200);
      // The same number written another way, from another address: the same person.
      expect((await send("192.0.2.11", "8 921 700 00 01", "11:00")).status).toBe(200);
      const before = await countLeads(deps.db());
      const third = await send("192.0.2.12", "+79217000001", "12:00");
      expect(third.status).toBe(409);
      const body = (await third.json()) as Answer["body"] & { data: { reason: string } };
      expect(body.message).toBe(bookingMessages.tooManyUpcoming(2));
      expect(body.data.reason).toBe("too-many");
      expect(await countLeads(deps.db())).toEqual(before);
      expect(await slotOf(1, "g90", "01.12.2026", "12:00")).toEqual({ available: true });
      // One address with new numbers each time: two, then no more (an IPv6 client is its /64).
      expect((await send("2001:db8:40:1::1", "+7 (921) 700-00-02", "13:00")).status).toBe(200);
      expect((await send("2001:db8:40:1::2", "+7 (921) 700-00-03", "14:00")).status).toBe(200);
      expect((await send("2001:db8:40:1:ffff::3", "+7 (921) 700-00-04", "15:00")).status).toBe(409);
      // Another person books as ever.
      expect((await send("192.0.2.13", "+7 (921) 700-00-05", "16:00")).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  test("without a date and time POST /v1/request stays the callback request", async () => {
    const answer = await api.request("/v1/request", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(leadBody("test-drive", { city: "2", dealer: "1" })),
    });
    expect([answer.status, (answer.body as Answer["body"]).message]).toEqual([200, "Заявка принята"]);
  });
}

/** A booking at Genesis Химки (city 2, dealer 1) with `overrides`. */
function bookingBody(overrides: LeadBody): LeadBody {
  const { preferred_date: _day, preferred_time: _part, ...body } = leadBody("test-drive", { city: "2", dealer: "1" });
  return { ...body, ...overrides };
}
