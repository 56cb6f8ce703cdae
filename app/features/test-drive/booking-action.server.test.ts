import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { leadMessages } from "@contract/leads";
import { bookingMessages } from "@contract/test-drive";
import { addDays, toDayKey } from "@contract/test-drive-time";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { testLoadContext } from "../../../tests/setup/load-context";
import { testDriveAction } from "./booking-action.server";
import { forgetScheduleOutages, scheduleOutagePauseMs } from "./schedule.server";
import { moscowToday } from "./test-drive-choices";
import { scheduleTexts } from "./schedule-view";

const leadId = "5d0c7a1e-2b3f-4c5d-8e6f-7a8b9c0d1e2f";
const context = testLoadContext("http://backend.test/api", {
  clientIp: "203.0.113.9",
  serviceBases: { testDrive: "http://schedule.test/test-drive" },
});
const khimki = { id: 1, cityId: 2, name: "Genesis Химки", address: "Московская область, г. Химки, Ленинградское шоссе, вл. 21" };
const schedule = { "25.11.2026": { "10:00": { available: true }, "11:00": { available: false } } };
const booking = {
  model: "gv80",
  dealerId: 1,
  dealerName: khimki.name,
  address: khimki.address,
  date: "25.11.2026",
  time: "10:00",
  startsAt: "2026-11-25T07:00:00.000Z",
  endsAt: "2026-11-25T08:00:00.000Z",
};

type Sent = { url: URL; method: string; headers: Headers; body: unknown };
type Answer = [status: number, body: unknown];

/**
 * The backends a booking meets: the dealer API's cities, dealers and options, the schedule service and
 * the booking call, which answers `post`, and the leads endpoint, which answers `leadPost`; returns every call made.
 */
function stubBackends(
  post: Answer,
  scheduleAnswer: Answer | "down" = [200, { success: true, data: schedule, message: "" }],
  leadPost: Answer = post,
): Sent[] {
  const sent: Sent[] = [];
  const json = ([status, body]: Answer) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? "GET";
      const body = init?.body instanceof FormData ? Object.fromEntries(init.body) : init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ url, method, headers: new Headers(init?.headers), body });
      if (method === "POST") return json(url.hostname === "schedule.test" ? post : leadPost);
      if (url.hostname === "schedule.test") {
        if (scheduleAnswer === "down") throw new TypeError("fetch failed");
        return json(scheduleAnswer);
      }
      if (url.pathname.endsWith("/v1/city"))
        return json([
          200,
          {
            success: true,
            data: [{ id: 2, name: "Химки", region: "Московская область", coordinates: { lat: 55.9, lng: 37.4 } }],
            message: "",
          },
        ]);
      if (url.pathname.endsWith("/v1/dealer")) {
        const dealer = {
          ...khimki,
          phone: "8 495 120-45-67",
          email: "info@genesis-khimki.ru",
          hours: { sales: [], service: [] },
          coordinates: { lat: 55.9, lng: 37.4 },
          services: ["sales"],
          certified: false,
          testDrive: true,
        };
        return json([200, { success: true, data: [dealer], message: "" }]);
      }
      return json([200, { success: true, data: {}, message: "" }]);
    }),
  );
  return sent;
}

/** A booking form as the browser posts it; `over` replaces or (with undefined) drops fields. */
function bookingRequest(over: Record<string, string | undefined> = {}): Request {
  const fields: Record<string, string | undefined> = {
    mode: "booking",
    model: "gv80",
    city: "2",
    dealer: "1",
    slot: "25.11.2026 10:00",
    name: "Анна",
    phone: "+7 (911) 404-11-12",
    agree: "on",
    idempotency_key: "booking-key-1",
    website: "",
    ...over,
  };
  const body = new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
  return new Request("http://site.test/test-drive.html", { method: "POST", body });
}

const act = (request: Request) => testDriveAction({ request, context });
const posts = (sent: Sent[]) => sent.filter((call) => call.method === "POST");

beforeEach(() => {
  clearCachedResponses();
  forgetScheduleOutages();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test("a booking sent again after the schedule service did not answer is the same request; another slot is a new one", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const sent = stubBackends([504, { success: false, data: null, message: "Сервис не ответил" }]);
  const first = await act(bookingRequest());
  expect(first.data).toMatchObject({ ok: false, nextKey: "booking-key-1" });
  await act(bookingRequest());
  await act(bookingRequest({ slot: "25.11.2026 11:00" }));
  const keys = posts(sent)
    .filter((call) => call.url.hostname === "schedule.test")
    .map((call) => call.headers.get("Idempotency-Key"));
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test("a chosen slot is booked by the schedule service that showed it: multipart, method=request, date and time", async () => {
  const sent = stubBackends([
    200,
    { success: true, data: { id: leadId, createdAt: "2026-11-24T09:00:00Z", booking }, message: bookingMessages.booked },
  ]);
  const answer = await act(bookingRequest());
  expect(answer.init?.status).toBe(200);
  expect(answer.data).toEqual({ ok: true, kind: "test-drive", id: leadId, number: "5d0c7a1e", booking });
  const [call] = posts(sent);
  expect(call?.url.toString()).toBe("http://schedule.test/test-drive");
  expect(call?.headers.get("Idempotency-Key")).toMatch(/^lead-[0-9a-f]{40}$/);
  expect(call?.headers.get("X-Forwarded-For")).toBe("203.0.113.9");
  expect(call?.body).toMatchObject({
    method: "request",
    model: "gv80",
    city: "2",
    dealer: "1",
    date: "25.11.2026",
    time: "10:00",
    phone: "+79114041112",
    agree: "true",
  });
});

test("the schedule service down as the visitor books: the visit goes to the dealer as a callback request for the chosen day and part of the day", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const day = addDays(moscowToday(), 3);
  const sent = stubBackends([503, { success: false, data: null, message: "Service Unavailable" }], undefined, [
    200,
    { success: true, data: { id: leadId, createdAt: "2026-11-24T09:00:00Z" }, message: "Заявка принята" },
  ]);
  const answer = await act(bookingRequest({ slot: `${toDayKey(day)} 17:00`, comment: "Хочу сравнить с GV70" }));
  // A request the site stored: «Заявка принята», the manager calls to agree the time (no booking shown).
  expect(answer.data).toEqual({ ok: true, kind: "test-drive", id: leadId, number: "5d0c7a1e" });
  const [booked, stored] = posts(sent);
  expect(booked?.url.hostname).toBe("schedule.test");
  expect(stored?.url.pathname).toBe("/dealer/v1/request");
  expect(stored?.body).toMatchObject({
    model: "gv80",
    city: 2,
    dealer: 1,
    name: "Анна",
    phone: "+79114041112",
    preferred_date: day,
    preferred_time: "evening",
    comment: "Хочу сравнить с GV70",
  });
});

test("a schedule service that confirms in its own words (success true, its own number) is a booking, shown from what the visitor chose", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  stubBackends([200, { success: true, data: { id: 5123 }, message: "Заявка принята" }]);
  const answer = await act(bookingRequest());
  expect(answer.data).toEqual({ ok: true, kind: "test-drive", id: "5123", number: "5123", booking });
  expect(logged).toHaveBeenCalled();
});

test("a slot someone else took: 409 «Это время уже заняли — выберите другое» with the schedule as it is now", async () => {
  const taken = {
    success: false,
    data: { fields: { time: bookingMessages.slotTaken }, reason: "taken" },
    message: bookingMessages.slotTaken,
  };
  const sent = stubBackends([409, taken]);
  const answer = await act(bookingRequest());
  expect(answer.init?.status).toBe(409);
  expect(answer.data).toMatchObject({
    ok: false,
    message: "Это время уже заняли — выберите другое",
    fields: { slot: bookingMessages.slotTaken },
    values: { model: "gv80", slot: "25.11.2026 10:00", name: "Анна" },
    schedule: { dealer: 1, model: "gv80", ok: true, schedule },
  });
  // The schedule was asked again after the refusal, with the spec's method name.
  const scheduleCalls = sent.filter((call) => call.url.hostname === "schedule.test" && call.method === "GET");
  expect(scheduleCalls.map((call) => call.url.search)).toEqual(["?method=getShedule&dealer=1&model=gv80"]);
});

test("no slot chosen: 400 on the slot, nothing sent; the dealer's refusal of the time lands on the slot too", async () => {
  const sent = stubBackends([200, {}]);
  const missing = await act(bookingRequest({ slot: undefined }));
  expect(missing.init?.status).toBe(400);
  expect(missing.data).toMatchObject({ ok: false, fields: { slot: bookingMessages.slotRequired } });
  expect(posts(sent)).toHaveLength(0);

  vi.unstubAllGlobals();
  const refused = {
    success: false,
    data: { fields: { time: bookingMessages.slotUnavailable }, reason: "unavailable" },
    message: bookingMessages.slotUnavailable,
  };
  stubBackends([400, refused]);
  const late = await act(bookingRequest());
  expect(late.init?.status).toBe(400);
  expect(late.data).toMatchObject({ ok: false, fields: { slot: bookingMessages.slotUnavailable } });
});

test("«Показать свободное время» without JavaScript answers the chosen model's schedule and books nothing", async () => {
  const sent = stubBackends([200, {}]);
  const answer = await act(bookingRequest({ intent: "schedule", slot: undefined, model: "g90" }));
  expect(answer.init?.status).toBe(200);
  expect(answer.data).toMatchObject({
    ok: false,
    notice: true,
    message: scheduleTexts.shownFor,
    schedule: { model: "g90", ok: true },
    values: { model: "g90" },
  });
  expect(posts(sent)).toHaveLength(0);
  const none = await act(bookingRequest({ intent: "schedule", model: "" }));
  expect(none.data).toMatchObject({ ok: false, fields: { model: leadMessages.modelRequired } });
});

test("a schedule that cannot be loaded is logged as docs/product.md §8 says and read as unavailable", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  stubBackends([409, { success: false, data: { reason: "taken" }, message: bookingMessages.slotTaken }], "down");
  const answer = await act(bookingRequest());
  expect(answer.data).toMatchObject({ ok: false, schedule: { ok: false, message: scheduleTexts.unavailable } });
  expect(logged.mock.calls.some(([message]) => message === errorMessages.scheduleLoadFailed)).toBe(true);
});

test("a schedule answered with success false is shown in the service's words (docs/product.md §7), and the callback form stands in; it is an answer, not a failure to log", async () => {
  const logged = vi.spyOn(console, "error");
  const said = "Автомобиль GV80 на техобслуживании до 01.12 — оставьте заявку, менеджер предложит другой день";
  stubBackends([200, {}], [200, { success: false, data: null, message: said }]);
  const answer = await act(bookingRequest({ intent: "schedule" }));
  expect(answer.data).toMatchObject({ schedule: { ok: false, message: said } });
  // So is a refusal (a dealer without that model's car, a tampered form's dealer).
  stubBackends([200, {}], [400, { success: false, data: null, message: bookingMessages.noCar }]);
  const refused = await act(bookingRequest({ intent: "schedule", model: "g90" }));
  expect(refused.data).toMatchObject({ schedule: { ok: false, message: bookingMessages.noCar } });
  expect(logged).not.toHaveBeenCalled();
});

test("a schedule service that failed is not asked again for a while: the callback form is shown at once", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const sent = stubBackends([200, {}], "down");
  const scheduleCalls = () => sent.filter((call) => call.url.hostname === "schedule.test" && call.method === "GET").length;
  const now = Date.now();
  vi.spyOn(Date, "now").mockReturnValue(now);
  await act(bookingRequest({ intent: "schedule" }));
  await act(bookingRequest({ intent: "schedule" }));
  expect(scheduleCalls()).toBe(1);
  const later = await (vi.mocked(Date.now).mockReturnValue(now + scheduleOutagePauseMs + 1), act(bookingRequest({ intent: "schedule" })));
  expect(scheduleCalls()).toBe(2);
  expect(later.data).toMatchObject({ schedule: { ok: false, message: scheduleTexts.unavailable } });
});

test("a callback request refused without JavaScript comes back with the schedule of the model and dealer it named", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const sent = stubBackends([200, {}], "down");
  const day = addDays(moscowToday(), 5);
  const answer = await act(
    bookingRequest({ mode: "callback", slot: undefined, model: "g90", name: "", preferred_date: day, preferred_time: "day" }),
  );
  expect(answer.init?.status).toBe(400);
  expect(answer.data).toMatchObject({
    ok: false,
    fields: { name: expect.any(String) },
    values: { model: "g90", preferred_date: day, preferred_time: "day" },
    schedule: { model: "g90", dealer: 1, ok: false, message: scheduleTexts.unavailable },
  });
  expect(posts(sent)).toHaveLength(0);
});

test("without a slot field the form is the callback request of the leads flow", async () => {
  const sent = stubBackends([200, { success: true, data: { id: leadId, createdAt: "2026-11-24T09:00:00Z" }, message: "Заявка принята" }]);
  const answer = await act(bookingRequest({ mode: "callback", slot: undefined, preferred_time: "day" }));
  expect(answer.data).toEqual({ ok: true, kind: "test-drive", id: leadId, number: "5d0c7a1e" });
  expect(posts(sent)[0]?.url.toString()).toBe("http://backend.test/dealer/v1/request");
  expect(posts(sent)[0]?.body).toMatchObject({ preferred_time: "day" });
  expect(posts(sent)[0]?.body).not.toHaveProperty("date");
});
