import { afterEach, expect, test, vi } from "vitest";
import { leadMessages, serviceRequestSchema } from "@contract/leads";
import { errorMessages } from "~/lib/error-messages";
import { testLoadContext } from "../../../tests/setup/load-context";
import { submitLead } from "./lead-action.server";
import { leadTexts } from "./lead-result";

const leadId = "3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f";
const context = testLoadContext("http://backend.test/api", { clientIp: "203.0.113.7" });

/** A filled service form as the browser posts it; `over` replaces or (with undefined) drops fields. */
function formRequest(over: Record<string, string | undefined> = {}): Request {
  const fields: Record<string, string | undefined> = {
    service: "to",
    name: "Анна",
    phone: "+7 (911) 404-11-12",
    agree: "on",
    page: "/service-form.html",
    idempotency_key: "key-1",
    website: "",
    ...over,
  };
  const body = new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
  return new Request("http://site.test/service-form.html", { method: "POST", body, headers: { "User-Agent": "TestBrowser/1.0" } });
}

type Sent = { url: string; headers: Headers; body: unknown };

/** Replaces fetch with a dealer API that answers `status` and `body`; returns what it was sent. */
function stubDealer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      sent.push({ url: String(input), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return sent;
}

const submit = (request: Request) => submitLead({ request, context, type: "service", schema: serviceRequestSchema });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test("a valid form is posted once to the dealer API and answers the request number", async () => {
  const sent = stubDealer(200, { success: true, data: { id: leadId, createdAt: "2026-11-20T10:00:00Z" }, message: "Заявка принята" });
  const answer = await submit(formRequest());
  expect(answer.init?.status).toBe(200);
  expect(answer.data).toEqual({ ok: true, kind: "service", id: leadId, number: "3f2b8c1e" });
  expect(sent).toHaveLength(1);
  expect(sent[0]?.url).toBe("http://backend.test/dealer/v1/request/service");
  expect(sent[0]?.headers.get("Idempotency-Key")).toMatch(/^lead-[0-9a-f]{40}$/);
  expect(sent[0]?.headers.get("X-Forwarded-For")).toBe("203.0.113.7");
  expect(sent[0]?.headers.get("User-Agent")).toBe("TestBrowser/1.0");
  // The schema's output goes out: the phone normalised, the key and the honeypot left out.
  expect(sent[0]?.body).toMatchObject({ service: "to", name: "Анна", phone: "+79114041112", agree: true, page: "/service-form.html" });
  expect(sent[0]?.body).not.toHaveProperty("idempotency_key");
  expect(sent[0]?.body).not.toHaveProperty("website");
});

test("without consent nothing is sent and the field says why", async () => {
  const sent = stubDealer(200, {});
  const answer = await submit(formRequest({ agree: undefined, phone: "123" }));
  expect(sent).toHaveLength(0);
  expect(answer.init?.status).toBe(400);
  expect(answer.data).toMatchObject({ ok: false, fields: { agree: leadMessages.agreeRequired, phone: leadMessages.phoneInvalid } });
  // What the visitor typed comes back for the page rendered without JavaScript; the key does not.
  expect(answer.data.ok === false && answer.data.values).toEqual({ service: "to", name: "Анна", phone: "123", page: "/service-form.html" });
  // The form keeps its key for the next attempt.
  expect(answer.data.ok === false && answer.data.nextKey).toBe("key-1");
});

test("a form sent again after the dealer did not answer is the same request; changed fields are a new one", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const sent = stubDealer(504, { success: false, data: null, message: "Сервис не ответил" });
  const first = await submit(formRequest());
  await submit(formRequest({ idempotency_key: first.data.ok === false ? first.data.nextKey : "" }));
  await submit(formRequest({ name: "Анна Петровна" }));
  const keys = sent.map((call) => call.headers.get("Idempotency-Key"));
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);

  // Without a key of its own (no JavaScript), the key handed back names the same request too.
  const bare = await submit(formRequest({ idempotency_key: undefined }));
  const nextKey = bare.data.ok === false ? bare.data.nextKey : undefined;
  expect(nextKey).toMatch(/^form-[0-9a-f]{40}$/);
  await submit(formRequest({ idempotency_key: nextKey }));
  expect(sent[4]?.headers.get("Idempotency-Key")).toBe(sent[3]?.headers.get("Idempotency-Key"));
});

test("a filled honeypot is refused without calling the dealer", async () => {
  const sent = stubDealer(200, {});
  const answer = await submit(formRequest({ website: "https://spam.example" }));
  expect(sent).toHaveLength(0);
  expect(answer.data).toMatchObject({ ok: false, message: leadMessages.spam });
});

test("the dealer's 400 gives its field messages", async () => {
  stubDealer(400, { success: false, data: { fields: { phone: "Номер не обслуживается" } }, message: "Проверьте поля" });
  const answer = await submit(formRequest());
  expect(answer.init?.status).toBe(400);
  expect(answer.data).toMatchObject({ ok: false, message: leadTexts.checkFields, fields: { phone: "Номер не обслуживается" } });
});

test("a dealer answer that is not success reads 'Ошибка: \"{message}\"'", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  stubDealer(200, { success: false, data: null, message: "Дилер не принимает заявки" });
  const answer = await submit(formRequest());
  expect(answer.data).toMatchObject({ ok: false, message: 'Ошибка: "Дилер не принимает заявки"' });
});

test("a 429 asks to try again later, in the dealer's words when it has them", async () => {
  stubDealer(429, { success: false, data: null, message: "Слишком много заявок с вашего адреса. Повторите попытку через 9 мин" });
  const answer = await submit(formRequest());
  expect(answer.init?.status).toBe(429);
  expect(answer.data).toMatchObject({ ok: false, message: "Слишком много заявок с вашего адреса. Повторите попытку через 9 мин" });
  stubDealer(429, {});
  expect((await submit(formRequest())).data).toMatchObject({ ok: false, message: leadTexts.retryLater });
});

test("a 400 about the whole request is a message, not a field", async () => {
  stubDealer(400, { success: false, data: { fields: { form: leadMessages.spam } }, message: leadMessages.spam });
  const answer = await submit(formRequest());
  expect(answer.data).toEqual(expect.objectContaining({ ok: false, message: `Ошибка: "${leadMessages.spam}"` }));
  expect(answer.data).not.toHaveProperty("fields");
});

test("a 500 shows the backend's message, logged", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  stubDealer(500, { success: false, data: null, message: "База данных недоступна" });
  const answer = await submit(formRequest());
  expect(answer.init?.status).toBe(502);
  expect(answer.data).toMatchObject({ ok: false, message: 'Ошибка: "База данных недоступна"', values: { name: "Анна" } });
  expect(logged).toHaveBeenCalled();
});

test("a network failure never shows an address, only a Russian message", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.reject(new TypeError("fetch failed"))),
  );
  const answer = await submit(formRequest());
  expect(answer.data).toMatchObject({ ok: false, message: errorMessages.dealerRequestFailed(leadTexts.unavailable) });
  expect(JSON.stringify(answer.data)).not.toContain("backend.test");
  expect(logged).toHaveBeenCalled();
});
