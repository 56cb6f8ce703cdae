import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { staffMessages, type InboxPage, type StaffSession } from "@contract/staff";
import { bookingListSchema, calendarDaySchema, calendarMessages, type CalendarDay } from "@contract/staff-calendar";
import { scheduleSchema } from "@contract/test-drive";
import { momentOf } from "@contract/test-drive-time";
import { createBackendRouter } from "../http/router";
import { leadBody, postJson } from "../leads/lead-bodies.test-helpers";
import { queryRows } from "../leads/lead-queries";
import { closeSlot } from "../test-drive/test-drive-queries";
import { createTestClock } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { startTestServer, type TestServer } from "../testing/http-server";
import { staffClient } from "./staff-api.test-helpers";
import { addStaffAccount } from "./staff-auth";
import { getLead } from "./lead-page";
import { leadKindLabel } from "@contract/staff-labels";

// The staff test-drive calendar through the HTTP API, at Saturday 21 November 2026, 12:00 in Moscow.
// Genesis Химки (dealer 1) has five cars (101 G70 … 105 G90), hourly slots 10–20 on weekdays and
// 11–18 at weekends. Each test uses slots of its own, so their order does not matter.

const password = "верный-пароль-2026";
const email = "calendar@genesis-khimki.ru";

describeEachDatabase((ctx) => {
  let server: TestServer | undefined;
  let session: StaffSession;
  const clock = createTestClock("2026-11-21T12:00:00+03:00");
  const base = () => server?.url ?? "";
  const api = () => staffClient(base());
  const db = () => ctx.database().db;

  beforeAll(async () => {
    server = await startTestServer(createBackendRouter({ db: db(), now: clock.now, limits: false }), "/dealer", { trustProxy: "loopback" });
    await addStaffAccount(db(), email, password);
    session = await api().signIn(email, password);
  });
  afterAll(() => server?.close());

  const close = (body: Record<string, unknown>, csrf = session.csrfToken) =>
    api().call("/v1/staff/test-drive/close", { json: body, token: session.token, csrf });
  const reopen = (body: Record<string, unknown>) =>
    api().call("/v1/staff/test-drive/reopen", { json: body, token: session.token, csrf: session.csrfToken });
  const dayView = async (query: string): Promise<CalendarDay> => {
    const answer = await api().call(`/v1/staff/test-drive/day?${query}`, { token: session.token });
    expect(answer.status, answer.body.message).toBe(200);
    return calendarDaySchema.parse(answer.body.data);
  };
  const slotIn = (day: CalendarDay, carId: number, time: string) => day.slots.find((s) => s.carId === carId && s.time === time);
  /** What a visitor sees on the site for that model, day ('dd.mm.yyyy') and time. */
  const publicSlot = async (model: string, date: string, time: string) => {
    const response = await fetch(`${base()}/test-drive?method=getShedule&dealer=1&model=${model}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown };
    return scheduleSchema.parse(body.data)[date]?.[time];
  };
  const book = async (model: string, date: string, time: string, name: string, surname: string) => {
    const {
      preferred_date: _d,
      preferred_time: _t,
      ...body
    } = leadBody("test-drive", { city: "2", dealer: "1", model, name, surname, phone: "+7 (916) 555-12-34" });
    const response = await postJson(`${base()}/v1/request`, { ...body, date, time });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  const accessRows = () =>
    queryRows<{ staff_email: string; action: string; detail: Record<string, unknown> }>(
      db(),
      sql`select staff_email, action, detail from personal_data_access order by id`,
    );

  test("without a session every calendar address answers a JSON 401, and nothing is closed", async () => {
    const slot = { dealer: 1, car: 104, day: "2026-11-24", time: "15:00", reason: "Мойка" };
    const answers = [
      await api().call("/v1/staff/test-drive/day?dealer=1&day=2026-11-24"),
      await api().call("/v1/staff/test-drive/bookings?dealer=1"),
      await api().call("/v1/staff/test-drive/close", { json: slot, csrf: session.csrfToken }),
      await api().call("/v1/staff/test-drive/reopen", { json: slot, csrf: session.csrfToken }),
      await api().call("/v1/staff/test-drive/day", { token: "A".repeat(43) }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, data: null, message: staffMessages.signInRequired });
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    expect(await publicSlot("gv80", "24.11.2026", "15:00")).toEqual({ available: true });
  });

  test("closing or reopening without the session's CSRF token is refused (403) and changes nothing", async () => {
    const slot = { dealer: 1, car: 104, day: "2026-11-24", time: "16:00", reason: "Мойка" };
    const missing = await close(slot, "");
    expect([missing.status, missing.body.message]).toEqual([403, staffMessages.csrfRejected]);
    const wrong = await close(slot, "x".repeat(43));
    expect(wrong.status).toBe(403);
    expect(await publicSlot("gv80", "24.11.2026", "16:00")).toEqual({ available: true });
    expect(slotIn(await dayView("dealer=1&day=2026-11-24"), 104, "16:00")?.state).toBe("free");
    expect((await api().call("/v1/staff/test-drive/reopen", { json: slot, token: session.token })).status).toBe(403);
  });

  test("a slot staff close leaves the public schedule, shows who closed it and why, and is bookable again once reopened", async () => {
    expect(await publicSlot("gv80", "25.11.2026", "14:00")).toEqual({ available: true });
    const closed = await close({ dealer: "1", car: "104", day: "2026-11-25", time: "14:00", reason: "  Автомобиль  на мойке " });
    expect(closed.status, closed.body.message).toBe(200);
    expect(closed.body.message).toBe(calendarMessages.closed);
    expect(closed.headers.get("x-robots-tag")).toContain("noindex");

    expect(await publicSlot("gv80", "25.11.2026", "14:00")).toEqual({ available: false });
    // Another car at the same time stays free.
    expect(await publicSlot("g70", "25.11.2026", "14:00")).toEqual({ available: true });
    const day = await dayView("dealer=1&day=2026-11-25");
    expect(slotIn(day, 104, "14:00")).toMatchObject({
      state: "closed",
      startsAt: "2026-11-25T11:00:00.000Z",
      booking: null,
      closure: { reason: "Автомобиль на мойке", closedBy: email, closedAt: "2026-11-21T09:00:00.000Z", allCars: false },
    });
    expect(slotIn(day, 101, "14:00")?.state).toBe("free");
    // A visitor who still had the old schedule open is refused.
    const { preferred_date: _d, preferred_time: _t, ...body } = leadBody("test-drive", { city: "2", dealer: "1", model: "gv80" });
    expect((await postJson(`${base()}/v1/request`, { ...body, date: "25.11.2026", time: "14:00" })).status).toBe(409);

    const again = await close({ dealer: 1, car: 104, day: "2026-11-25", time: "14:00", reason: "Ещё раз" });
    expect([again.status, again.body.message]).toEqual([409, calendarMessages.alreadyClosed]);

    const reopened = await reopen({ dealer: 1, car: 104, day: "2026-11-25", time: "14:00" });
    expect([reopened.status, reopened.body.message]).toEqual([200, calendarMessages.reopened]);
    expect(await publicSlot("gv80", "25.11.2026", "14:00")).toEqual({ available: true });
    expect(slotIn(await dayView("dealer=1&day=2026-11-25"), 104, "14:00")).toMatchObject({ state: "free", closure: null });
    const twice = await reopen({ dealer: 1, car: 104, day: "2026-11-25", time: "14:00" });
    expect([twice.status, twice.body.message]).toEqual([404, calendarMessages.notClosed]);
  });

  test("a booked slot cannot be closed (409, in Russian); the day shows the visitor's name, phone and model with the lead", async () => {
    const leadId = await book("g90", "26.11.2026", "11:00", "Зарина", "Алиева");
    const refused = await close({ dealer: 1, car: 105, day: "2026-11-26", time: "11:00", reason: "Фотосъёмка" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, data: null, message: calendarMessages.slotBooked });
    const day = await dayView("dealer=1&day=2026-11-26");
    expect(slotIn(day, 105, "11:00")).toMatchObject({
      state: "booked",
      closure: null,
      booking: {
        leadId,
        name: "Зарина Алиева",
        phone: "+79165551234",
        model: "g90",
        version: "3.5T, полный привод, Престиж",
        day: "2026-11-26",
        time: "11:00",
        erased: false,
      },
    });
    // The inbox tells the booking from a request for a call, with its day and time.
    expect((await getLead(db(), leadId))?.booked).toBe("26.11.2026, 11:00");
    // Closing every car at that time would close over the visitor too.
    expect(await closeSlot(db(), { dealerId: 1, carId: null, slotStart: momentOf("2026-11-26", 11 * 60), reason: "Выставка" })).toBe(
      "booked",
    );
  });

  test("staff cancel a booking when the visitor's plans change: the slot is free for others at once, and the lead says who cancelled it", async () => {
    const leadId = await book("g70", "28.11.2026", "12:00", "Олег", "Морозов");
    expect(await publicSlot("g70", "28.11.2026", "12:00")).toEqual({ available: false });
    expect(await getLead(db(), leadId)).toMatchObject({ booked: "28.11.2026, 12:00", bookingCancelledAt: null, bookingCancelledBy: null });
    const cancel = () =>
      api().call(`/v1/staff/leads/${leadId}/cancel-booking`, { json: {}, token: session.token, csrf: session.csrfToken });
    const lead = async () =>
      (await api().call(`/v1/staff/leads/${leadId}`, { token: session.token })).body.data as {
        upcomingBooking?: boolean;
        comments: { author: string; body: string }[];
      };
    expect((await lead()).upcomingBooking).toBe(true);
    // Not without the session's CSRF token.
    expect((await api().call(`/v1/staff/leads/${leadId}/cancel-booking`, { json: {}, token: session.token })).status).toBe(403);

    const cancelled = await cancel();
    expect([cancelled.status, cancelled.body.message]).toEqual([200, staffMessages.bookingCancelled]);
    expect(await publicSlot("g70", "28.11.2026", "12:00")).toEqual({ available: true });
    expect(slotIn(await dayView("dealer=1&day=2026-11-28"), 101, "12:00")?.state).toBe("free");
    const after = await lead();
    expect(after.upcomingBooking).toBe(false);
    expect(after.comments.map((c) => [c.author, c.body])).toEqual([[email, "Запись на тест-драйв отменена, время освобождено"]]);
    // The lead itself is marked cancelled, when and by whom, in the inbox's list and on its page; it keeps the day and time it asked for.
    expect(await getLead(db(), leadId)).toMatchObject({
      booked: "28.11.2026, 12:00",
      bookingCancelledAt: "2026-11-21T09:00:00.000Z",
      bookingCancelledBy: email,
    });
    const listed = (await api().call(`/v1/staff/leads?q=${leadId.slice(0, 8)}`, { token: session.token })).body.data as InboxPage;
    expect(listed.leads.map((l) => [l.id, l.booked, l.bookingCancelledAt])).toEqual([
      [leadId, "28.11.2026, 12:00", "2026-11-21T09:00:00.000Z"],
    ]);
    // Twice is once; a lead with no booking says so.
    expect([(await cancel()).status, (await cancel()).body.message]).toEqual([409, staffMessages.noUpcomingBooking]);
  });

  test("erasing a lead's personal data gives back its slot still ahead", async () => {
    const leadId = await book("g70", "28.11.2026", "13:00", "Вера", "Орлова");
    expect(await publicSlot("g70", "28.11.2026", "13:00")).toEqual({ available: false });
    const erased = await api().call(`/v1/staff/leads/${leadId}/erase`, {
      json: { confirm: "on" },
      token: session.token,
      csrf: session.csrfToken,
    });
    expect(erased.status, erased.body.message).toBe(200);
    expect(await publicSlot("g70", "28.11.2026", "13:00")).toEqual({ available: true });
    // The lead lost the person's data, not the day and time it had booked nor the fact that its visit was called off.
    const lead = await getLead(db(), leadId);
    expect(lead).toMatchObject({
      name: "",
      phone: "",
      booked: "28.11.2026, 13:00",
      bookingCancelledAt: "2026-11-21T09:00:00.000Z",
      bookingCancelledBy: null,
    });
    expect(lead?.details).toEqual({ slot_date: "28.11.2026", slot_time: "13:00" });
    expect(leadKindLabel(lead!)).toBe("Запись на тест-драйв отменена");
  });

  test("an erased lead whose test drive has passed still reads as a booking, not as a call request", async () => {
    const leadId = await book("gv70", "21.11.2026", "17:00", "Олег", "Смирнов");
    // The visit took place: erased that evening, nothing is cancelled.
    clock.set("2026-11-21T18:30:00+03:00");
    try {
      const erased = await api().call(`/v1/staff/leads/${leadId}/erase`, {
        json: { confirm: "on" },
        token: session.token,
        csrf: session.csrfToken,
      });
      expect(erased.status, erased.body.message).toBe(200);
    } finally {
      clock.reset();
    }
    const lead = await getLead(db(), leadId);
    expect(lead).toMatchObject({ name: "", phone: "", erased: true, booked: "21.11.2026, 17:00", bookingCancelledAt: null });
    expect(leadKindLabel(lead!)).toBe("Запись на тест-драйв");
  });

  test("a visitor booking and staff closing the same slot at the same moment: exactly one wins, never both", async () => {
    const times = ["10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"];
    const outcomes = await Promise.all(
      times.map(async (time) => {
        const {
          preferred_date: _d,
          preferred_time: _t,
          ...body
        } = leadBody("test-drive", { city: "2", dealer: "1", model: "g80-new", name: "Гонка" });
        const [booking, closing] = await Promise.all([
          postJson(`${base()}/v1/request`, { ...body, date: "01.12.2026", time }).then((r) => r.status),
          close({ dealer: 1, car: 103, day: "2026-12-01", time, reason: "Перегон" }),
        ]);
        return { time, booking, closing: closing.status, message: closing.body.message };
      }),
    );
    const day = await dayView("dealer=1&day=2026-12-01");
    for (const outcome of outcomes) {
      const state = slotIn(day, 103, outcome.time)?.state;
      if (outcome.booking === 200) {
        expect([outcome.closing, outcome.message, state], outcome.time).toEqual([409, calendarMessages.slotBooked, "booked"]);
      } else {
        expect([outcome.booking, outcome.closing, state], outcome.time).toEqual([409, 200, "closed"]);
      }
    }
  });

  test("a slot closed for every car shows closed on each car and reopens with car=all", async () => {
    expect(
      await closeSlot(db(), { dealerId: 1, carId: null, slotStart: momentOf("2026-11-27", 17 * 60), reason: "Презентация для клиентов" }),
    ).toBe("closed");
    const day = await dayView("dealer=1&day=2026-11-27");
    for (const car of day.cars)
      expect(slotIn(day, car.id, "17:00")).toMatchObject({ state: "closed", closure: { allCars: true, closedBy: null } });
    expect(await publicSlot("g70", "27.11.2026", "17:00")).toEqual({ available: false });
    expect((await reopen({ dealer: 1, car: "all", day: "2026-11-27", time: "17:00" })).status).toBe(200);
    expect(await publicSlot("g70", "27.11.2026", "17:00")).toEqual({ available: true });
  });

  test("the day view: dealer 1 and today by default, every car, past slots marked, holidays and days off said in Russian", async () => {
    const today = await dayView("");
    expect(today).toMatchObject({ dealer: { id: 1, name: "Genesis Химки" }, day: "2026-11-21", today: "2026-11-21", dayOff: null });
    expect(today.dealers.map((d) => d.id)).toEqual([1, 3, 5, 6, 7, 8]);
    expect(today.cars.map((c) => c.model)).toEqual(["g70", "gv70", "g80-new", "gv80", "g90"]);
    expect(today.times).toEqual(["11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"]);
    expect(today.slots).toHaveLength(35);
    expect(slotIn(today, 101, "12:00")?.state).toBe("past");
    expect(slotIn(today, 101, "13:00")?.state).toBe("free");
    const yug = await dayView("dealer=3&day=2026-11-23");
    expect(yug.times).toEqual(["10:00", "11:30", "13:00", "14:30", "16:00", "17:30"]);
    const holiday = await dayView("dealer=1&day=2026-12-31");
    expect(holiday.dayOff).toBe("Праздничный день (Новогодний выходной (перенос с 4 января)): тест-драйвы не проводятся");
    expect(holiday.slots).toEqual([]);
  });

  test("the day view and the bookings list are each written to the personal-data access log", async () => {
    const before = (await accessRows()).length;
    await dayView("dealer=1&day=2026-11-26");
    const list = await api().call("/v1/staff/test-drive/bookings?dealer=1", { token: session.token });
    expect(list.status).toBe(200);
    const rows = (await accessRows()).slice(before);
    expect(rows).toEqual([
      { staff_email: email, action: "list", detail: { view: "test-drive-day", dealer: 1, day: "2026-11-26", shown: expect.any(Number) } },
      {
        staff_email: email,
        action: "list",
        detail: { view: "test-drive-bookings", dealer: 1, from: "2026-11-21", to: "2026-12-04", shown: expect.any(Number) },
      },
    ]);
    expect(rows[0]?.detail.shown).toBeGreaterThanOrEqual(1);
  });

  test("the bookings list covers today and 13 days by default, earliest first, and takes a period of its own", async () => {
    const leadId = await book("gv70", "03.12.2026", "19:00", "Радомир", "Ковалёв");
    const answer = await api().call("/v1/staff/test-drive/bookings?dealer=1", { token: session.token });
    const list = bookingListSchema.parse(answer.body.data);
    expect([list.from, list.to]).toEqual(["2026-11-21", "2026-12-04"]);
    const starts = list.bookings.map((b) => b.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(list.bookings.find((b) => b.leadId === leadId)).toMatchObject({
      name: "Радомир Ковалёв",
      model: "gv70",
      day: "2026-12-03",
      time: "19:00",
    });
    const narrow = bookingListSchema.parse(
      (await api().call("/v1/staff/test-drive/bookings?dealer=1&from=2026-12-03&to=2026-12-03", { token: session.token })).body.data,
    );
    expect(narrow.bookings.map((b) => b.leadId)).toEqual([leadId]);
  });

  test("wrong input is refused with a Russian message naming what to fix", async () => {
    const slot = { dealer: 1, car: 104, day: "2026-11-30", time: "15:00", reason: "Мойка" };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...slot, reason: "" }, 400, calendarMessages.reasonRequired],
      [{ ...slot, reason: "   " }, 400, calendarMessages.reasonRequired],
      [{ ...slot, reason: undefined }, 400, calendarMessages.reasonRequired],
      [{ ...slot, reason: "я".repeat(201) }, 400, calendarMessages.reasonTooLong],
      [{ ...slot, car: "" }, 400, calendarMessages.carRequired],
      [{ ...slot, dealer: "абв" }, 400, calendarMessages.dealerRequired],
      [{ ...slot, day: "30.11.2026" }, 400, calendarMessages.dayRequired],
      [{ ...slot, day: "2026-02-31" }, 400, calendarMessages.dayRequired],
      [{ ...slot, time: "25:00" }, 400, calendarMessages.timeRequired],
      [{ ...slot, time: "15:30" }, 400, calendarMessages.notASlot],
      [{ ...slot, day: "2026-12-31" }, 400, calendarMessages.notASlot],
      [{ ...slot, day: "2026-11-21", time: "11:00" }, 400, calendarMessages.slotPast],
      [{ ...slot, car: 301 }, 404, calendarMessages.carNotFound],
      [{ ...slot, dealer: 2 }, 404, calendarMessages.dealerNotFound],
    ];
    for (const [body, status, message] of cases) {
      const answer = await close(body);
      expect([answer.status, answer.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    const queries: Array<[string, string]> = [
      ["/v1/staff/test-drive/day?day=2026-13-01", calendarMessages.dayRequired],
      ["/v1/staff/test-drive/day?dealer=1&week=2", calendarMessages.invalidQuery],
      ["/v1/staff/test-drive/bookings?from=2026-12-01&to=2026-11-30", calendarMessages.periodReversed],
      ["/v1/staff/test-drive/bookings?from=2026-11-01&to=2027-01-31", calendarMessages.periodTooLong],
    ];
    for (const [path, message] of queries) {
      const answer = await api().call(path, { token: session.token });
      expect([answer.status, answer.body.message], path).toEqual([400, message]);
    }
    expect((await api().call("/v1/staff/test-drive/day?dealer=2", { token: session.token })).status).toBe(404);
    expect(await publicSlot("gv80", "30.11.2026", "15:00")).toEqual({ available: true });
  });
});
