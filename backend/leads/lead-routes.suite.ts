import { leadMessages, leadTypes, type LeadType } from "@contract/leads";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import type { Db } from "../db/database";
import type { Clock } from "../http/clock";
import { createBackendRouter } from "../http/router";
import { startTestServer, type TestServer } from "../testing/http-server";
import type { RouteSuiteContext } from "../testing/route-suite";
import { countLeads, formParams, leadBody, pathOf, type LeadBody } from "./lead-bodies.test-helpers";
import { leadOutbox, leads } from "./schema";

/** What the leads suite needs besides requests: the database behind the router, and its clock. */
export type LeadSuiteDeps = { db(): Db; now: Clock };

type Answer = { status: number; headers: Headers; body: { success: boolean; data: unknown; message: string } };
type Encoding = "json" | "form" | "multipart";

/** POST /v1/request, /service, /order, /trade-in (the router under test has no rate limit; one test builds its own). */
export function leadRoutesSuite(api: RouteSuiteContext, deps: LeadSuiteDeps): void {
  const post = async (kind: LeadType, body: LeadBody, { encoding = "json" as Encoding, headers = {} as Record<string, string> } = {}) => {
    const init: RequestInit = { method: "POST", headers };
    if (encoding === "json") init.headers = { "content-type": "application/json", ...headers };
    if (encoding === "json") init.body = JSON.stringify(body);
    if (encoding === "form") init.body = formParams(body);
    if (encoding === "multipart") {
      const form = new FormData();
      for (const [name, value] of formParams(body)) form.append(name, value);
      init.body = form;
    }
    return (await api.request(pathOf(kind), init)) as Answer;
  };
  const accepted = (answer: Answer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body).toMatchObject({ success: true, message: "Заявка принята" });
    const data = answer.body.data as { id: string; createdAt: string };
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(data.createdAt).toISOString()).toBe(data.createdAt);
    return data;
  };
  const rejected = (answer: Answer, fields: Record<string, string>) => {
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, data: { fields }, message: Object.values(fields).join("; ") });
  };
  const stored = async (id: string) => {
    const [lead] = await deps.db().select().from(leads).where(eq(leads.id, id));
    const outbox = await deps.db().select().from(leadOutbox).where(eq(leadOutbox.leadId, id));
    return { lead, outbox };
  };

  for (const kind of leadTypes) {
    test(`${kind}: stores the lead with its consent, page, place and UTM and queues its delivery, then says «Заявка принята»`, async () => {
      const before = await countLeads(deps.db());
      const data = accepted(
        await post(kind, leadBody(kind, { place: "попап на странице модели" }), { headers: { "user-agent": "Mozilla/5.0 (leads test)" } }),
      );
      const { lead, outbox } = await stored(data.id);
      expect(lead).toMatchObject({
        leadType: kind,
        name: "Иван",
        surname: "Петров",
        phone: "+79114041112",
        email: "ivan@mail.ru",
        agree: true,
        // A form that sends no version (an older page, a JSON client) records the ones in effect.
        consentVersion: "personal-data-2",
        thirdPartiesConsentVersion: "third-parties-1",
        advertisingConsentVersion: null,
        place: "попап на странице модели",
        status: "new",
        attempts: 0,
        userAgent: "Mozilla/5.0 (leads test)",
        clientIp: expect.stringMatching(/127\.0\.0\.1/),
        idempotencyKey: null,
      });
      expect(lead?.page).toMatch(/^\//);
      expect(lead?.createdAt.toISOString()).toBe(data.createdAt);
      expect(outbox).toHaveLength(1);
      expect(await countLeads(deps.db())).toEqual({ leads: before.leads + 1, outbox: before.outbox + 1 });
    });
  }

  test("a click id, ClientID or landing page the page garbled is dropped, and the lead is still taken", async () => {
    const body = { ...leadBody("test-drive"), yclid: "12ab", ym_client_id: "<script>", landing_page: "//evil.example/x" };
    const lead = (await stored(accepted(await post("test-drive", body)).id)).lead;
    expect(lead?.utm).toEqual({ source: "yandex", campaign: "g70-winter" });
  });

  test("keeps each form's own fields in details and the Lead data in columns", async () => {
    const testDrive = await stored(accepted(await post("test-drive", leadBody("test-drive"))).id);
    expect(testDrive.lead).toMatchObject({ model: "g70", city: 2, dealer: 1 });
    // Where the visit came from, for the dealer's offline conversions (docs/decisions/0114).
    expect(testDrive.lead?.utm).toEqual({
      source: "yandex",
      campaign: "g70-winter",
      yclid: "8392018473625401234",
      clientId: "1733400000123456789",
      landing: "/new-g70.html?utm_source=yandex&utm_campaign=g70-winter&yclid=8392018473625401234",
    });
    expect(testDrive.lead?.details).toEqual({
      preferred_date: leadBody("test-drive").preferred_date,
      preferred_time: "morning",
      comment: "Позвоните после обеда",
    });
    const service = await stored(accepted(await post("service", leadBody("service"))).id);
    expect(service.lead).toMatchObject({ model: "gv80", city: null, dealer: null, utm: {} });
    expect(service.lead?.details).toEqual({ service: "to", vin_or_plate: "А123ВС777", convenient_time: "evening" });
    const tradeIn = await stored(accepted(await post("trade-in", leadBody("trade-in"))).id);
    expect(tradeIn.lead?.details).toEqual({
      car_make: "Toyota",
      car_model: "Camry",
      car_year: 2018,
      mileage: 85000,
      expected_price: 1200000,
    });
    const order = await stored(accepted(await post("order", leadBody("order", { intent: "" }))).id);
    expect(order.lead?.details).toEqual({ intent: "order", package: "Premium" });
  });

  test("reads URL-encoded and multipart bodies, as forms post them", async () => {
    for (const encoding of ["form", "multipart"] as const) {
      const { lead } = await stored(accepted(await post("trade-in", leadBody("trade-in"), { encoding })).id);
      expect(lead).toMatchObject({ leadType: "trade-in", model: "gv70", phone: "+79114041112" });
    }
  });

  const badFields: Array<[LeadType, string, unknown, string]> = [
    ["test-drive", "name", "", leadMessages.nameRequired],
    ["test-drive", "name", "Иван1", leadMessages.nameInvalid],
    ["test-drive", "name", "И".repeat(61), leadMessages.nameTooLong],
    ["test-drive", "phone", "", leadMessages.phoneRequired],
    ["test-drive", "phone", "+7 (911) 404", leadMessages.phoneInvalid],
    ["test-drive", "email", "ivan@", leadMessages.emailInvalid],
    ["test-drive", "model", "g71", leadMessages.modelRequired],
    ["test-drive", "city", "", leadMessages.cityRequired],
    ["test-drive", "dealer", "центр", leadMessages.dealerRequired],
    ["test-drive", "preferred_date", "01.12.2026", leadMessages.dateInvalid],
    ["test-drive", "preferred_date", "2026-13-45", leadMessages.dateInvalid],
    ["test-drive", "preferred_date", "2026-02-31", leadMessages.dateInvalid],
    // Before the dealer's today (the suite's clock).
    ["test-drive", "preferred_date", "2020-01-01", leadMessages.dateInvalid],
    ["test-drive", "comment", "а".repeat(1001), leadMessages.textTooLong(1000)],
    ["test-drive", "page", "/".repeat(201), leadMessages.textTooLong(200)],
    ["service", "service", "", leadMessages.serviceRequired],
    ["service", "vin_or_plate", "XYZ", leadMessages.vinInvalid],
    ["order", "model", undefined, leadMessages.modelRequired],
    ["trade-in", "car_make", " ", leadMessages.carMakeRequired],
    ["trade-in", "car_model", "", leadMessages.carModelRequired],
    ["trade-in", "car_year", "1970", leadMessages.yearInvalid(1980, 2027)],
    ["trade-in", "mileage", "много", leadMessages.mileageInvalid],
    ["trade-in", "expected_price", "99 999 999 999", leadMessages.priceInvalid],
  ];
  test("answers 400 with the field's Russian message for each bad value, and stores nothing", async () => {
    const before = await countLeads(deps.db());
    for (const [kind, field, value, message] of badFields) {
      const answer = await post(kind, leadBody(kind, { [field]: value }));
      expect(answer.status, `${kind}.${field}`).toBe(400);
      rejected(answer, { [field]: message });
    }
    expect(await countLeads(deps.db())).toEqual(before);
  });

  test("a field without a Russian text of its own is named as a person knows it, in Russian; several bad fields are all named", async () => {
    const intent = await post("order", leadBody("order", { intent: "buy" }));
    expect(intent.status).toBe(400);
    expect((intent.body.data as { fields: Record<string, string> }).fields.intent).toBe(
      "Цель запроса: выберите один из предложенных вариантов",
    );
    const typed = await post("trade-in", leadBody("trade-in", { car_make: 5, car_model: true }));
    expect(typed.body.message).toBe("Марка автомобиля: ожидается текст; Модель автомобиля: ожидается текст");
    expect(typed.body.message).not.toMatch(/[A-Za-z]/);
    rejected(await post("test-drive", { agree: "on", model: "g70", city: "1", dealer: "2" }), {
      name: leadMessages.nameRequired,
      phone: leadMessages.phoneRequired,
    });
  });

  test("without consent nothing is stored", async () => {
    const before = await countLeads(deps.db());
    for (const agree of [undefined, "", "off", false, "да"]) {
      rejected(await post("service", leadBody("service", { agree })), { agree: leadMessages.agreeRequired });
    }
    expect(await countLeads(deps.db())).toEqual(before);
  });

  test("a filled honeypot is refused as spam, even with every other field right", async () => {
    const before = await countLeads(deps.db());
    rejected(await post("order", leadBody("order", { website: "http://spam.example" })), { form: leadMessages.spam });
    rejected(await post("order", leadBody("order", { website: 1 }), { encoding: "form" }), { form: leadMessages.spam });
    expect(await countLeads(deps.db())).toEqual(before);
    accepted(await post("order", leadBody("order", { website: "" })));
  });

  test("unknown fields and prototype keys are dropped; HTML, NUL and broken UTF-16 are stored as text", async () => {
    const raw = `{"name":"Иван","phone":"89114041112","agree":true,"model":"g80-new","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"extra":[1,{"a":2}],"comment":"<script>alert(1)</script>\\u0000\\ud800ok"}`;
    const answer = (await api.request(pathOf("order"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: raw,
    })) as Answer;
    const { lead } = await stored(accepted(answer).id);
    expect(lead?.details).toEqual({ intent: "order", comment: "<script>alert(1)</script>\uFFFDok" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test("the same Idempotency-Key (header or field) gets the first answer and stores nothing new", async () => {
    const key = `key-${crypto.randomUUID()}`;
    const first = accepted(await post("test-drive", leadBody("test-drive"), { headers: { "idempotency-key": key } }));
    const before = await countLeads(deps.db());
    const again = accepted(
      await post("test-drive", leadBody("test-drive", { comment: "другой текст" }), { headers: { "idempotency-key": key } }),
    );
    expect(again).toEqual(first);
    const field = accepted(await post("test-drive", leadBody("test-drive", { idempotency_key: key }), { encoding: "form" }));
    expect(field).toEqual(first);
    expect(await countLeads(deps.db())).toEqual(before);
    expect((await stored(first.id)).lead?.idempotencyKey).toBe(key);
  });

  test("five concurrent duplicates store one lead and all get its id", async () => {
    const before = await countLeads(deps.db());
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post("service", leadBody("service"), { headers: { "idempotency-key": key } })),
    );
    const ids = new Set(answers.map((answer) => accepted(answer).id));
    expect(ids.size).toBe(1);
    expect(await countLeads(deps.db())).toEqual({ leads: before.leads + 1, outbox: before.outbox + 1 });
  });

  test("a key used by another kind of request answers 409; a key longer than 100 characters 400", async () => {
    const key = crypto.randomUUID();
    accepted(await post("order", leadBody("order"), { headers: { "idempotency-key": key } }));
    const other = await post("service", leadBody("service"), { headers: { "idempotency-key": key } });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe("Этот ключ идемпотентности уже использован для заявки другого вида");
    rejected(await post("order", leadBody("order"), { headers: { "idempotency-key": "k".repeat(101) } }), {
      idempotency_key: leadMessages.textTooLong(100),
    });
  });

  test("limits each client address per kind: the request over the limit answers 429 with Retry-After", async () => {
    let server: TestServer | undefined;
    const triggered: string[] = [];
    try {
      const router = createBackendRouter({
        db: deps.db(),
        now: deps.now,
        limits: { leads: { limit: 3, windowMs: 600_000 } },
        leads: { onStored: () => triggered.push("stored") },
      });
      server = await startTestServer(router, "/dealer", { trustProxy: "loopback" });
      // Each request from another phone: this test counts addresses, the next one phones.
      let phones = 0;
      const nextPhone = () => `+7 (921) 300-10-${String(++phones).padStart(2, "0")}`;
      const send = (kind: LeadType, ip: string, body: Record<string, unknown> = leadBody(kind, { phone: nextPhone() })) =>
        fetch(`${server?.url}${pathOf(kind)}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip },
          body: JSON.stringify(body),
        });
      // Refused requests count too: a robot's invalid bodies use up its allowance.
      expect((await send("order", "203.0.113.7", {})).status).toBe(400);
      expect((await send("order", "203.0.113.7")).status).toBe(200);
      expect((await send("order", "203.0.113.7")).status).toBe(200);
      const over = await send("order", "203.0.113.7");
      expect(over.status).toBe(429);
      expect(over.headers.get("retry-after")).toBe("600");
      expect(await over.json()).toEqual({
        success: false,
        data: null,
        message: "Слишком много заявок с вашего адреса. Повторите попытку через 10 мин.",
      });
      expect((await send("service", "203.0.113.7")).status).toBe(200);
      expect((await send("order", "198.51.100.1")).status).toBe(200);
      expect(triggered).toHaveLength(4);
      // An IPv6 client has a whole /64: a new address of it for each request is still the same client.
      expect((await send("order", "2001:db8:7:1::1")).status).toBe(200);
      expect((await send("order", "2001:db8:7:1::2")).status).toBe(200);
      expect((await send("order", "2001:db8:7:1:ffff::3")).status).toBe(200);
      expect((await send("order", "2001:db8:7:1:abcd::4")).status).toBe(429);
      expect((await send("order", "2001:db8:7:2::1")).status).toBe(200);
      // So is a booking's (refused ones count too): otherwise one client could take every free slot.
      const booking = { ...leadBody("test-drive"), date: "неверная дата", time: "25:00" };
      for (const host of ["1", "2", "3"]) expect((await send("test-drive", `2001:db8:8:1::${host}`, booking)).status).toBe(400);
      expect((await send("test-drive", "2001:db8:8:1::4", booking)).status).toBe(429);
    } finally {
      await server?.close();
    }
  });

  test("limits each phone per kind too: the same number from new addresses is refused after the limit", async () => {
    let server: TestServer | undefined;
    try {
      const router = createBackendRouter({ db: deps.db(), now: deps.now, limits: { leads: { limit: 2, windowMs: 600_000 } } });
      server = await startTestServer(router, "/dealer", { trustProxy: "loopback" });
      const send = (ip: string, phone: string) =>
        fetch(`${server?.url}${pathOf("service")}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip },
          body: JSON.stringify(leadBody("service", { phone })),
        });
      expect((await send("192.0.2.1", "+7 (931) 555-77-01")).status).toBe(200);
      // The same number written another way is the same phone.
      expect((await send("192.0.2.2", "8 931 555 77 01")).status).toBe(200);
      const over = await send("192.0.2.3", "+79315557701");
      expect(over.status).toBe(429);
      expect(((await over.json()) as { message: string }).message).toBe(
        "Слишком много заявок с этого номера телефона. Повторите попытку через 10 мин.",
      );
      expect((await send("192.0.2.4", "+7 (931) 555-77-02")).status).toBe(200);
    } finally {
      await server?.close();
    }
  });

  test("the embedded sales system keeps a lead once, counts repeats, takes the spec's fields without lead_id and refuses a call without name or phone", async () => {
    const leadId = crypto.randomUUID();
    const query = new URLSearchParams({
      lead_type: "order",
      model: "g90",
      file: "",
      name: "Иван",
      phone: "+79114041112",
      agree: "on",
      lead_id: leadId,
    });
    for (let i = 0; i < 2; i++) {
      const answer = await api.request(`/crm/send-pdf-to-crm/?${query}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ResultCode: "Y" });
    }
    const { crmReceipts } = await import("./schema");
    const rows = await deps.db().select().from(crmReceipts).where(eq(crmReceipts.leadId, leadId));
    expect(rows).toMatchObject([{ name: "Иван", model: "g90", receivedCount: 2 }]);
    const missing = await api.request(`/crm/send-pdf-to-crm/?lead_type=order&name=${encodeURIComponent("Иван")}`);
    expect(missing).toMatchObject({ status: 400, body: { ResultCode: "N", Message: "Не указаны имя или телефон" } });
    // The spec's own call (docs/product.md §7) names no lead: each is kept, with agree 'on' by default.
    const specOnly = new URLSearchParams({ lead_type: "service", model: "gv80", name: "Ольга", phone: "+79114041113" });
    for (let i = 0; i < 2; i++) expect((await api.request(`/crm/send-pdf-to-crm/?${specOnly}`)).body).toEqual({ ResultCode: "Y" });
    const spec = await deps.db().select().from(crmReceipts).where(eq(crmReceipts.phone, "+79114041113"));
    expect(spec.map((row) => [row.name, row.agree, row.receivedCount, row.leadId.startsWith("без-id-")])).toEqual([
      ["Ольга", "on", 1, true],
      ["Ольга", "on", 1, true],
    ]);
    const twice = await api.request(`/crm/send-pdf-to-crm?${query}&name=${encodeURIComponent("Пётр")}`);
    expect(twice).toMatchObject({ status: 400, body: { ResultCode: "N", Message: "Параметры заявки заданы неверно" } });
    expect((await api.request("/crm/send-pdf-to-crm/", { method: "POST" })).status).toBe(405);
  });
}
