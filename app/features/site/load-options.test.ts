import { http, HttpResponse } from "msw";
import { expect, test, vi } from "vitest";
import { createOptionsLoader, emptyOptions, loadOptions } from "./load-options";
import { browserServiceBases, createApi } from "~/lib/api-client";
import { setupMswServer } from "../../../tests/setup/msw";

const origin = "http://site.test";
const optionsUrl = `${origin}/api/v1/options`;
const server = setupMswServer();
const fallback = "страницы показаны без опций: без телефона в шапке и подвале, контакты дилера — из текста сайта";

function makeApi() {
  return createApi({ baseUrl: origin, requireService: browserServiceBases });
}

/** Answers GET /v1/options with `general`, and with `dealer` when asked with dealer=1; counts calls. */
function serveOptions(general: unknown, dealer: unknown) {
  const seen: string[] = [];
  server.use(
    http.get(optionsUrl, ({ request }) => {
      const isDealer = new URL(request.url).searchParams.get("dealer") === "1";
      seen.push(isDealer ? "dealer" : "general");
      return HttpResponse.json({ success: true, data: isDealer ? dealer : general, message: "" });
    }),
  );
  return seen;
}

test("general and dealer options are fetched and merged, dealer keys winning", async () => {
  const seen = serveOptions(
    { dealer_name: "Genesis", social_vk: "https://vk.com/genesis", banner: { on: true } },
    { dealer_name: "Genesis Москва", dealer_phone: "8 495 120-45-67" },
  );

  const options = await createOptionsLoader()(makeApi(), { leadsApiBase: "https://leads.test/api/" });

  expect(seen.sort()).toEqual(["dealer", "general"]);
  expect(options).toEqual({
    dealer_name: "Genesis Москва",
    dealer_phone: "8 495 120-45-67",
    social_vk: "https://vk.com/genesis",
    banner: { on: true },
    phone: "+74951204567",
    headerWithPhone: true,
    isContactsText: true,
    leadsApiBase: "https://leads.test/api/",
  });
});

test("phone is null when the dealer has no phone", async () => {
  serveOptions({ dealer_name: "Genesis" }, []);

  const options = await createOptionsLoader()(makeApi());

  expect(options.phone).toBeNull();
  expect(options.dealer_name).toBe("Genesis");
});

test("the leads API base defaults to /api/ and always ends with a slash", async () => {
  serveOptions({}, {});
  const load = createOptionsLoader();

  await expect(load(makeApi())).resolves.toMatchObject({ leadsApiBase: "/api/" });
  await expect(load(makeApi(), { leadsApiBase: "https://leads.test/api" })).resolves.toMatchObject({
    leadsApiBase: "https://leads.test/api/",
  });
});

test("options are loaded once: a second call makes no request", async () => {
  const seen = serveOptions({ dealer_name: "Genesis" }, { dealer_phone: "+74951204567" });
  const load = createOptionsLoader();

  const first = await load(makeApi());
  const second = await load(makeApi());

  expect(seen).toHaveLength(2);
  expect(second).toEqual(first);
});

test("forgotten, the options are read again: a phone published in the studio shows on the next page", async () => {
  const seen = serveOptions({}, { dealer_phone: "8 495 120-45-67" });
  const load = createOptionsLoader();
  expect((await load(makeApi())).phone).toBe("+74951204567");
  serveOptions({}, { dealer_phone: "+7 (495) 777-00-11" });
  expect((await load(makeApi())).phone).toBe("+74951204567");
  load.forget();
  expect((await load(makeApi())).phone).toBe("+74957770011");
  expect(seen).toHaveLength(2);
});

test("concurrent first calls share one load", async () => {
  const seen = serveOptions({}, {});
  const load = createOptionsLoader();

  await Promise.all([load(makeApi()), load(makeApi()), load(makeApi())]);

  expect(seen).toHaveLength(2);
});

test("a failed load logs the reason and gives empty options", async () => {
  server.use(http.get(optionsUrl, () => HttpResponse.json({ success: false, data: null, message: "Нет доступа" })));
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});

  const options = await createOptionsLoader()(makeApi());

  expect(options).toEqual({ phone: null, headerWithPhone: true, isContactsText: true, leadsApiBase: "/api/" });
  expect(options).toEqual(emptyOptions());
  expect(logged).toHaveBeenCalledTimes(1);
  expect(logged.mock.calls[0]?.[0]).toBe(`Не удалось получить опции: Нет доступа (${optionsUrl}) — ${fallback}`);
});

test("a failure is not cached: the next call loads again", async () => {
  serveOptions({ dealer_name: "Genesis" }, {});
  // Added last, so it answers first, once.
  server.use(http.get(optionsUrl, () => HttpResponse.error(), { once: true }));
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const load = createOptionsLoader();

  await expect(load(makeApi())).resolves.toMatchObject({ phone: null });
  // One line for the one failure: docs/product.md §8's network message (with the address) inside the options line.
  expect(logged).toHaveBeenCalledTimes(1);
  expect(logged.mock.calls[0]?.[0]).toBe(
    `Не удалось получить опции: Сеть недоступна: не удалось выполнить запрос ${optionsUrl} — ${fallback}`,
  );

  await expect(load(makeApi())).resolves.toMatchObject({ dealer_name: "Genesis" });
});

test("options that do not match the contract count as a failure", async () => {
  serveOptions({ dealer_phone: 84951204567 }, {});
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});

  await expect(createOptionsLoader()(makeApi())).resolves.toEqual(emptyOptions());
  expect(logged.mock.calls[0]?.[0]).toBe(`Не удалось получить опции: Неверный ответ сервера (${optionsUrl}) — ${fallback}`);
});

test("the shared loader serves the whole process", async () => {
  const seen = serveOptions({ dealer_name: "Genesis" }, {});

  await loadOptions(makeApi());
  await loadOptions(makeApi());

  expect(seen).toHaveLength(2);
});
