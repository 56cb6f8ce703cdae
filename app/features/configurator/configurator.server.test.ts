import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { testLoadContext } from "../../../tests/setup/load-context";
import { getServerApi } from "~/lib/server-api.server";
import { loadDealerChoices } from "~/features/dealers/dealer-choices.server";
import { configurationText, configuratorLeadAction, configuratorTexts, pdfOfConfiguration } from "./configurator.server";
import { testModels, testPrograms } from "./configurator.test-helpers";

const context = testLoadContext("http://backend.test/api", { clientIp: "203.0.113.9", serviceBases: { leads: "http://leads.test/api" } });
const leadId = "3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f";
const file = "genesis-gv70-0123456789abcdef.pdf";

const gv70Package = {
  id: 201,
  code: "premium-2.5t",
  modelCode: "gv70",
  name: "Премиум",
  long: false,
  engine: "2.5T бензин",
  engineType: "petrol",
  displacement: 2497,
  power: 249,
  torque: 422,
  transmission: "8АКПП",
  drive: "Полный привод",
  acceleration: 7.3,
  fuelConsumption: 10.2,
  price: 4_740_000,
  priceIndicative: false,
  featureIds: [1],
  specificationIds: [101],
};
const envelope = (data: unknown) => ({ success: true, data, message: "" });
const configuratorData = envelope({
  colorExterior: [{ id: 1, modelCode: "gv70", code: "uyuni-white", name: "Белый Уюни", hex: "#eeeeea", metallic: false, price: 0 }],
  colorInterior: [{ id: 1, modelCode: "gv70", code: "black-nappa", name: "Чёрная кожа наппа", hex: "#1b1b1c", price: 0 }],
  featureCategory: [{ id: 1, name: "Безопасность", features: [{ id: 1, name: "10 подушек безопасности", description: "" }] }],
  model: [],
  package: [gv70Package],
  specificationCategory: [],
});
const city = { id: 1, name: "Химки", region: "Московская область", coordinates: { lat: 55.9, lng: 37.4 } };
const dealer = {
  id: 3,
  cityId: 1,
  name: "Genesis Химки",
  address: "Ленинградское шоссе, вл. 21",
  phone: "+74951204567",
  email: "info@genesis-khimki.ru",
  hours: { sales: [], service: [] },
  coordinates: { lat: 55.9, lng: 37.4 },
  services: ["sales"],
  certified: true,
  testDrive: true,
};

/** A body-repair centre of the same city: it sells no cars. */
const bodyShop = { ...dealer, id: 4, name: "Genesis Химки — кузовной центр", services: ["service", "body-repair"], testDrive: false };

type Call = { url: string; method: string; body: string | null };

/** The backends the action talks to; `pdf` is what download/pdf/ answers. */
function stubBackends(pdf: { status: number; body: unknown }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? "GET", body: init?.body ? String(init.body) : null });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (url.includes("/configurator/json-data")) return json(200, configuratorData);
      if (url.includes("/v1/complectation")) return json(200, envelope(url.includes("modelCode=gv70") ? [gv70Package] : []));
      if (url.includes("/v1/credit-program")) return json(200, envelope([]));
      if (url.includes("/v1/city")) return json(200, envelope([city]));
      if (url.includes("/v1/dealer")) return json(200, envelope([dealer, bodyShop]));
      if (url.includes("/v1/options")) return json(200, envelope({}));
      if (url.startsWith("http://leads.test/api/download/pdf/")) return json(pdf.status, pdf.body);
      if (url.includes("/v1/request/configurator")) return json(200, envelope({ id: leadId, createdAt: "2026-11-24T00:00:00Z" }));
      return json(404, { success: false, data: null, message: "Не найдено" });
    }),
  );
  return calls;
}

function leadForm(over: Record<string, string> = {}): Request {
  const body = new URLSearchParams({
    model: "gv70",
    package: "premium-2.5t",
    exterior: "uyuni-white",
    interior: "black-nappa",
    name: "Анна",
    surname: "Смирнова",
    phone: "+7 (911) 404-11-12",
    email: "",
    city: "1",
    dealer: "3",
    agree: "on",
    place: "конфигуратор",
    idempotency_key: "cfg-key-1",
    website: "",
    ...over,
  });
  return new Request("http://site.test/configurator?model=gv70", { method: "POST", body, headers: { "User-Agent": "TestBrowser/1.0" } });
}

beforeEach(() => clearCachedResponses());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test("«Отправить менеджеру» makes the PDF of the posted configuration, then posts the lead with its file once", async () => {
  const calls = stubBackends({ status: 200, body: { file } });
  const answer = await configuratorLeadAction({ request: leadForm(), context });
  expect(answer.data).toEqual({ ok: true, kind: "configurator", id: leadId, number: "3f2b8c1e" });
  const pdf = calls.filter((c) => c.url.includes("/download/pdf/"));
  expect(pdf).toHaveLength(1);
  const query = new URL(pdf[0]?.url ?? "").searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    car: "gv70",
    modification: "premium-2.5t",
    exterior: "uyuni-white",
    interior: "black-nappa",
    save: "1",
  });
  const posted = calls.filter((c) => c.url.endsWith("/dealer/v1/request/configurator"));
  expect(posted).toHaveLength(1);
  expect(JSON.parse(posted[0]?.body ?? "{}")).toMatchObject({
    model: "gv70",
    package: "Премиум, 2.5T, 249 л.с.",
    file,
    city: 1,
    dealer: 3,
    name: "Анна",
    surname: "Смирнова",
    phone: "+79114041112",
    agree: true,
  });
});

test("a PDF that cannot be made does not lose the request: the lead goes without a file, and the visitor is told", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  for (const pdf of [
    { status: 200, body: { name: "x.pdf" } },
    { status: 503, body: "<html>Service Unavailable</html>" },
  ]) {
    clearCachedResponses();
    const calls = stubBackends(pdf);
    const answer = await configuratorLeadAction({ request: leadForm(), context });
    expect(answer.init?.status).toBe(200);
    expect(answer.data).toEqual({ ok: true, kind: "configurator", id: leadId, number: "3f2b8c1e", withoutPdf: true });
    const posted = calls.filter((c) => c.url.endsWith("/dealer/v1/request/configurator"));
    expect(posted).toHaveLength(1);
    const body = JSON.parse(posted[0]?.body ?? "{}") as Record<string, unknown>;
    // The manager still knows the car: its package, paint, trim, price and how it is paid for.
    expect(body).toMatchObject({
      model: "gv70",
      package: "Премиум, 2.5T, 249 л.с.",
      name: "Анна",
      phone: "+79114041112",
      finance: "без кредита",
    });
    expect(body.exterior).toMatch(/[А-Яа-яё]/);
    expect(body.interior).toMatch(/[А-Яа-яё]/);
    expect(body.price).toMatch(/^\d{1,3}( \d{3})* ₽$/);
    expect(body).not.toHaveProperty("file");
  }
});

test("a PDF answer without a file name reads «Неверный ответ сервера»; a service that is down says so", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  stubBackends({ status: 200, body: { name: "x.pdf" } });
  expect(await pdfOfConfiguration(context, "?model=gv70&package=premium-2.5t")).toEqual({ error: errorMessages.invalidResponse });
  clearCachedResponses();
  stubBackends({ status: 502, body: null });
  expect(await pdfOfConfiguration(context, "?model=gv70&package=premium-2.5t")).toEqual({ error: configuratorTexts.pdfServiceDown });
});

test("«Отправить менеджеру» without a configuration asks for one and sends nothing", async () => {
  const calls = stubBackends({ status: 200, body: { file } });
  const answer = await configuratorLeadAction({ request: leadForm({ model: "g100", package: "" }), context });
  expect(answer.init?.status).toBe(400);
  expect(answer.data).toMatchObject({ ok: false, message: configuratorTexts.chooseFirst, nextKey: "cfg-key-1" });
  expect(calls.some((c) => c.url.includes("/v1/request/configurator") || c.url.includes("/download/pdf/"))).toBe(false);
});

test("the leads API's 400 names the problem; a configuration without a model asks for one", async () => {
  stubBackends({
    status: 400,
    body: {
      success: false,
      data: { fields: { exterior: "Выберите цвет кузова этой модели" } },
      message: "Выберите цвет кузова этой модели",
    },
  });
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  expect(await pdfOfConfiguration(context, "?model=gv70")).toEqual({ error: "Выберите цвет кузова этой модели" });
  expect(await pdfOfConfiguration(context, "?model=g100")).toEqual({ error: configuratorTexts.chooseFirst, unconfigured: true });
});

test("a configuration goes to a dealer that sells cars: the body-repair centre is not offered; staff still find it by name", async () => {
  stubBackends({ status: 200, body: { file } });
  const forConfiguration = await loadDealerChoices(getServerApi(context), "sales");
  expect(forConfiguration?.cities[0]?.dealers.map((d) => d.name)).toEqual(["Genesis Химки"]);
  const all = await loadDealerChoices(getServerApi(context), "all");
  expect(all?.cities[0]?.dealers.map((d) => d.name)).toEqual(["Genesis Химки", "Genesis Химки — кузовной центр"]);
});

test("the lead words the configuration from its codes, the credit with its program in quotes; unknown codes become the nearest real car", () => {
  const text = configurationText(
    new URLSearchParams("model=g90&package=first-class-l&exterior=vik-black&interior=beige&program=2&prepay=2000000&term=36"),
    testModels,
    testPrograms,
  );
  expect(text).toMatchObject({
    model: "g90",
    exterior: expect.stringMatching(/[А-Яа-яё]/),
    interior: expect.stringMatching(/[А-Яа-яё]/),
    price: "7 690 000 ₽",
  });
  expect(text.package).toMatch(/^Первый класс, /);
  expect(text.finance).toMatch(
    /^«С остаточным платежом», взнос 2 000 000 ₽, 36 мес\., ставка 9,9 %, ПСК 9,900\u00a0% годовых, платёж \d{1,3}( \d{3})* ₽ в месяц$/,
  );
  // A program that does not exist is no credit; a model that does not exist is no car.
  expect(configurationText(new URLSearchParams("model=g90&package=first-class-l&program=99"), testModels, testPrograms).finance).toBe(
    "без кредита",
  );
  expect(configurationText(new URLSearchParams("model=g100"), testModels, testPrograms)).toEqual({ model: "", package: "" });
});
