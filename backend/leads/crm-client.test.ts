import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "vitest";
import { crmErrorForMonitoring, crmRequestUrl, crmStatusMessage, invalidCrmAnswer, sendLeadToCrm, type CrmLead } from "./crm-client";
import { storable, storableText, toNewLead } from "./lead-record";

const lead: CrmLead = {
  leadId: "7d1b6f5e-2a3c-4c1d-9e8f-0a1b2c3d4e5f",
  leadType: "service",
  model: null,
  file: null,
  city: null,
  dealer: 12,
  name: "Анна-Мария",
  surname: null,
  phone: "+79114041112",
  email: null,
};

test("the CRM call carries the product's lead fields, agree 'on', empty strings for what is absent, and lead_id", () => {
  const url = crmRequestUrl("https://crm.example/api", lead);
  expect(`${url.origin}${url.pathname}`).toBe("https://crm.example/api/crm/send-pdf-to-crm/");
  expect(Object.fromEntries(url.searchParams)).toEqual({
    lead_type: "service",
    model: "",
    file: "",
    city: "",
    dealer: "12",
    name: "Анна-Мария",
    surname: "",
    phone: "+79114041112",
    email: "",
    agree: "on",
    lead_id: lead.leadId,
  });
  expect(crmRequestUrl("http://127.0.0.1:3000/api/", lead).pathname).toBe("/api/crm/send-pdf-to-crm/");
});

test("text is stored as typed but for what PostgreSQL refuses: NUL and lone surrogates", () => {
  expect(storableText("<b>a\u0000b</b>\ud800😀\udc00")).toBe("<b>ab</b>\uFFFD😀\uFFFD");
  expect(storable({ a: ["x\u0000", 1, null], "k\u0000": { b: "\udfff" } })).toEqual({ a: ["x", 1, null], k: { b: "\uFFFD" } });
});

test("a lead's row: Lead data in columns, UTM tags given, the rest of the form in details", () => {
  const row = toNewLead(
    "test-drive",
    { name: "Иван", phone: "+79114041112", agree: true, model: "g70", city: 1, dealer: 2, utm_source: "ya", comment: "ok", website: "" },
    { id: "id", clientIp: "::1", userAgent: "x".repeat(400), idempotencyKey: undefined },
  );
  expect(row).toMatchObject({ model: "g70", city: 1, dealer: 2, utm: { source: "ya" }, details: { comment: "ok" }, idempotencyKey: null });
  expect(row.userAgent).toHaveLength(300);
});

/** What sending the lead to `url` comes to: «Y», or the message staff read. */
const said = (url: string) =>
  sendLeadToCrm(url, lead, { timeoutMs: 2_000 }).then(
    () => "Y",
    (error: Error) => error.message,
  );

/** Runs `check` against a stand-in CRM answering with `answer`, and closes it after. */
async function withCrm(answer: http.RequestListener, check: (url: string) => Promise<void>): Promise<void> {
  const server = http.createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await check(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test("a refusal keeps what the CRM said: its code and message, or that a page came back instead of JSON", async () => {
  const answers = [
    ["application/json", JSON.stringify({ ResultCode: "N", Message: "Дубль заявки" })],
    ["text/html; charset=utf-8", "<html><body>502 Bad Gateway</body></html>"],
    ["application/json", JSON.stringify({ status: "ok" })],
  ];
  const answer: http.RequestListener = (_req, res) => {
    const [type, body] = answers.shift() ?? ["application/json", "{}"];
    res.writeHead(200, { "content-type": type }).end(body);
  };
  await withCrm(answer, async (crm) => {
    expect(await said(crm)).toBe(`${invalidCrmAnswer}: ResultCode «N»: «Дубль заявки»`);
    expect(await said(crm)).toBe(`${invalidCrmAnswer}: ответ не JSON (text/html)`);
    expect(await said(crm)).toBe(`${invalidCrmAnswer}: нет ResultCode`);
  });
});

test("a CRM that cannot be reached is said in Russian for staff, with the network's code for the operator", async () => {
  // A port nothing listens on: refused at once.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  expect(await said(`http://127.0.0.1:${port}/`)).toBe(
    "CRM недоступна: соединение отклонено — сервис не запущен или порт закрыт (ECONNREFUSED)",
  );
  // An address fetch refuses outright (a port out of range): the settings are named, the lead's query is not quoted.
  expect(await said("http://127.0.0.1:99999/")).toMatch(/^CRM недоступна: адрес CRM_URL или сеть не в порядке \(.+\)$/);
});

test("an HTTP refusal is said in Russian for staff, its number kept for the operator, never the status's English text", async () => {
  const statuses = [502, 418, 429];
  const answer: http.RequestListener = (_req, res) => {
    res.writeHead(statuses.shift() ?? 500, { "content-type": "text/html" }).end("<html>Bad Gateway</html>");
  };
  await withCrm(answer, async (crm) => {
    expect(await said(crm)).toBe("CRM ответила 502 — шлюз перед CRM не получил от неё ответа");
    // A status without a Russian meaning keeps only its number.
    expect(await said(crm)).toBe("CRM ответила 418");
    expect(await said(crm)).toBe("CRM ответила 429 — слишком много запросов, просит подождать");
  });
  for (const status of [400, 401, 403, 404, 408, 409, 413, 422, 429, 500, 502, 503, 504]) {
    expect(crmStatusMessage(status)).toMatch(new RegExp(`^CRM ответила ${status} — [а-яё]`));
    expect(crmStatusMessage(status).replace(/CRM(_URL)?/g, "")).not.toMatch(/[A-Za-z]/);
  }
  expect(crmStatusMessage(507)).toBe("CRM ответила 507");
});

test("monitoring's copy of a delivery error leaves out what the CRM said in its own words, and nothing else", () => {
  expect(crmErrorForMonitoring(`${invalidCrmAnswer}: ResultCode «N»: «Дубль: Иван Петров, +7 911 404-11-12»`)).toBe(
    `${invalidCrmAnswer}: ResultCode «N» (что ещё ответила CRM — на странице заявки в /staff)`,
  );
  expect(crmErrorForMonitoring(`${invalidCrmAnswer}: нет ResultCode: «ivan@mail.ru»`)).toBe(
    `${invalidCrmAnswer}: нет ResultCode (что ещё ответила CRM — на странице заявки в /staff)`,
  );
  for (const own of [
    "CRM ответила 503 — временно недоступна",
    `${invalidCrmAnswer}: ResultCode «N»`,
    `${invalidCrmAnswer}: ответ не JSON (text/html)`,
    "CRM недоступна: соединение отклонено — сервис не запущен или порт закрыт (ECONNREFUSED)",
  ]) {
    expect(crmErrorForMonitoring(own)).toBe(own);
  }
});
