import type { NewsItem } from "@contract/news";
import type { SpecialOffer } from "@contract/special-offer";
import { http, HttpResponse } from "msw";
import { beforeEach, expect, test, vi } from "vitest";
import { makeNewsItem } from "~/features/news/news-item.test-helpers";
import { makeOffer } from "~/features/offers/offer.test-helpers";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { setupMswServer } from "../../../tests/setup/msw";
import { buildSearchIndex } from "./search";
import { createSiteSearch } from "./search-index.server";
import { testLoadContext } from "../../../tests/setup/load-context";

const api = "http://backend.test/api";
const server = setupMswServer();
// Tests serve the same addresses differently; cached answers must not cross tests.
beforeEach(() => clearCachedResponses());
// The cars in stock are part of every search: none here (the route test finds one).
const noCars = { cars: [], total: 0, all: 0, page: 1, pages: 0, pageSize: 100, sort: "newest", priceRange: null, facets: { model: [], condition: [], engine: [], drive: [], color: [], year: [], mileageMax: [] } };
beforeEach(() => server.use(http.get("http://backend.test/dealer/v1/stock", () => HttpResponse.json({ success: true, data: noCars, message: "" }))));

const context = testLoadContext(api, { dealerBaseUrl: "http://backend.test/dealer" });

const envelope = (data: unknown) => ({ success: true, data, message: "" });
const failure = { success: false, data: null, message: "Внутренняя ошибка сервера" };

/** Serves GET /v1/news from `items` in pages of the asked size, or fails with 500; returns the queries asked. */
function serveNews(items: NewsItem[] | "fail") {
  const asked: string[] = [];
  server.use(
    http.get(`${api}/v1/news`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      if (items === "fail") return HttpResponse.json(failure, { status: 500 });
      const page = Number(url.searchParams.get("page"));
      const pageSize = Number(url.searchParams.get("pageSize"));
      const slice = items.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json(envelope({ items: slice, pagination: { page, pageSize, total: items.length } }));
    }),
  );
  return asked;
}

function serveOffers(offers: SpecialOffer[] | "fail") {
  server.use(
    http.get(`${api}/v1/special-offer`, () =>
      offers === "fail" ? HttpResponse.json(failure, { status: 500 }) : HttpResponse.json(envelope({ items: offers })),
    ),
  );
}

const biathlon = makeNewsItem("genesis-biathlon", 31, {
  name: "Genesis на зимних соревнованиях",
  preview_description: "Дилер поддержал спортсменов.",
  description: "<p>Команда дилера приехала на этап Кубка по <strong>биатлону</strong> в Подмосковье.</p>",
});
const winterService = makeOffer("winter-check", {
  title: "Бесплатная диагностика подвески перед зимой",
  short: "Проверим подвеску за 30 минут.",
  full: ["Мастер осмотрит амортизаторы и сайлентблоки."],
  terms: ["Запись по телефону"],
});

const paths = (results: { path: string }[]) => results.map((r) => r.path);

test("a word found only in a server news item's body finds the item, linked like the news list links it", async () => {
  const onlySite = createSiteSearch();
  serveNews([]);
  serveOffers([]);
  expect(await onlySite.search(context, "биатлон")).toEqual([]);

  clearCachedResponses();
  serveNews([biathlon, makeNewsItem("hidden", 32, { active: false, description: "<p>Биатлон в архиве</p>" })]);
  const results = await createSiteSearch().search(context, "биатлон");
  expect(results.map((r) => [r.path, r.section])).toEqual([["/news/genesis-biathlon.html", "Новости"]]);
  expect(results[0]?.snippet.some((s) => s.hit && s.text === "биатлону")).toBe(true);
});

test("an offer's title finds the running offer; offers not running are not found", async () => {
  serveNews([]);
  serveOffers([winterService, makeOffer("old-winter", { title: "Диагностика подвески прошлой зимой", status: "expired" })]);
  const results = await createSiteSearch().search(context, winterService.title);
  expect(results[0]).toMatchObject({ path: "/special-offers/winter-check.html", section: "Специальные предложения" });
  expect(paths(results)).not.toContain("/special-offers/old-winter.html");
  // Its terms are searchable too.
  expect(paths(await createSiteSearch().search(context, "сайлентблоки"))).toEqual(["/special-offers/winter-check.html"]);
});

test("a server item with a bundled article's code appears once, as the bundled article", async () => {
  serveNews([makeNewsItem("genesis-magma", 40, { name: "Genesis Magma: копия", description: "<p>Слово квазар только на сервере</p>" })]);
  serveOffers([]);
  const search = createSiteSearch();
  expect(paths(await search.search(context, "Magma")).filter((p) => p === "/news/genesis-magma.html")).toHaveLength(1);
  expect(await search.search(context, "квазар")).toEqual([]);
});

test("when /v1/news fails the search still finds the site's pages and the offers, and the failure is logged once", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  serveNews("fail");
  serveOffers([winterService]);
  const search = createSiteSearch();
  expect(paths(await search.search(context, "гарантия"))[0]).toBe("/warranty.html");
  expect(error).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith(errorMessages.newsListLoadFailed, expect.any(Error));
  expect(paths(await search.search(context, "сайлентблоки"))).toEqual(["/special-offers/winter-check.html"]);
});

test("when /v1/special-offer fails too the site's pages and bundled news are still found", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  serveNews("fail");
  serveOffers("fail");
  const search = createSiteSearch();
  expect(paths(await search.search(context, "Magma"))).toContain("/news/genesis-magma.html");
  expect(error).toHaveBeenCalledWith(errorMessages.newsListLoadFailed, expect.any(Error));
  expect(error).toHaveBeenCalledWith(errorMessages.offersLoadFailed, expect.any(Error));
});

test("a news list longer than one page of the API is read to its end", async () => {
  const many = Array.from({ length: 101 }, (_, i) => makeNewsItem(`item-${i}`, 100 + i));
  many[100] = makeNewsItem("last-one", 200, { description: "<p>Последняя новость про регату</p>" });
  const asked = serveNews(many);
  serveOffers([]);
  expect(paths(await createSiteSearch().search(context, "регата"))).toEqual(["/news/last-one.html"]);
  expect(asked).toEqual(["?page=1&pageSize=100", "?page=2&pageSize=100"]);
});

test("the index is built once while nothing changes, and again when the news list changes", async () => {
  const build = vi.fn(buildSearchIndex);
  const search = createSiteSearch({ build });
  serveNews([biathlon]);
  serveOffers([winterService]);
  await search.search(context, "биатлон");
  await search.search(context, "гарантия");
  expect(build).toHaveBeenCalledTimes(1);

  // The cache expired and the API answered the same content: new objects, same index.
  clearCachedResponses();
  expect(paths(await search.search(context, "биатлон"))).toEqual(["/news/genesis-biathlon.html"]);
  expect(build).toHaveBeenCalledTimes(1);

  // A news item was added.
  clearCachedResponses();
  serveNews([biathlon, makeNewsItem("genesis-regatta", 33, { description: "<p>Парусная регата</p>" })]);
  expect(paths(await search.search(context, "регата"))).toEqual(["/news/genesis-regatta.html"]);
  expect(build).toHaveBeenCalledTimes(2);

  // An item's text was edited.
  clearCachedResponses();
  serveNews([biathlon, makeNewsItem("genesis-regatta", 33, { description: "<p>Парусная гонка</p>" })]);
  expect(await search.search(context, "регата")).toEqual([]);
  expect(build).toHaveBeenCalledTimes(3);
});

test("the index is rebuilt when the offers change or the news API recovers", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const build = vi.fn(buildSearchIndex);
  const search = createSiteSearch({ build });
  serveNews("fail");
  serveOffers([]);
  expect(await search.search(context, "биатлон")).toEqual([]);
  expect(await search.search(context, "биатлон")).toEqual([]);
  expect(build).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledTimes(2);

  serveNews([biathlon]);
  expect(paths(await search.search(context, "биатлон"))).toEqual(["/news/genesis-biathlon.html"]);
  expect(build).toHaveBeenCalledTimes(2);

  clearCachedResponses();
  serveOffers([winterService]);
  expect(paths(await search.search(context, "сайлентблоки"))).toEqual(["/special-offers/winter-check.html"]);
  expect(build).toHaveBeenCalledTimes(3);
});
