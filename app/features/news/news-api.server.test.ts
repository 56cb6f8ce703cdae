import type { NewsItem } from "@contract/news";
import { http, HttpResponse } from "msw";
import { beforeEach, expect, test, vi } from "vitest";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { fetchNewsByCode, fetchNewsList, loadNewsItem, loadNewsPage } from "./news-api.server";
import { setupMswServer } from "../../../tests/setup/msw";
import { makeNewsItem as serverItem } from "./news-item.test-helpers";
import { findStaticArticle, staticArticles } from "./static-articles";
import { testLoadContext } from "../../../tests/setup/load-context";

const newsUrl = "http://backend.test/api/v1/news";
const server = setupMswServer();
const bundledOnly = "в списке новостей только статьи, встроенные в сайт";
// Every test serves the same address its own way; the list cache must not carry answers across tests.
beforeEach(() => clearCachedResponses());

const context = testLoadContext("http://backend.test/api", { dealerBaseUrl: "http://backend.test/dealer" });

const listOf = (items: NewsItem[], page: number, total: number) => ({
  success: true,
  data: { items, pagination: { page, pageSize: 20, total } },
  message: "",
});

/** Answers GET /v1/news with `body` and `status`; returns the query strings it was asked with. */
function serveNews(body: unknown, status = 200) {
  const queries: string[] = [];
  server.use(
    http.get(newsUrl, ({ request }) => {
      queries.push(new URL(request.url).search);
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return queries;
}

test("the list asks for a page and its size and reads the envelope", async () => {
  const queries = serveNews(listOf([serverItem("a", 1)], 2, 21));
  const list = await fetchNewsList(context, { page: 2, pageSize: 20 });
  expect(queries).toEqual(["?page=2&pageSize=20"]);
  expect(list.pagination.total).toBe(21);
});

test("page 1 holds the server's news and, as their own group, the bundled articles", async () => {
  serveNews(listOf([serverItem("a", 1), serverItem("b", 2)], 1, 2));
  const page = await loadNewsPage(context, 1);
  expect(page?.items.map((n) => n.code).sort()).toEqual(["a", "b"]);
  expect(page?.brand.map((n) => n.code)).toEqual(staticArticles.map((n) => n.code));
  expect(page?.degraded).toBe(false);
});

test("a failed list load is logged and the bundled articles are still shown", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  serveNews({ success: false, data: null, message: "Внутренняя ошибка сервера" }, 500);
  const page = await loadNewsPage(context, 1);
  expect(page).toMatchObject({ page: 1, pageCount: 1, degraded: true, items: [] });
  expect(page?.brand).toHaveLength(staticArticles.length);
  expect(error).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith(
    `${errorMessages.newsListLoadFailed}: Internal Server Error (${newsUrl}) — ${bundledOnly}`,
    expect.any(Error),
  );
});

test("a network failure is one line: the client's message with the address, and what the visitor gets", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  server.use(http.get(newsUrl, () => HttpResponse.error()));
  expect((await loadNewsPage(context, 1))?.degraded).toBe(true);
  expect(error).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith(
    `${errorMessages.newsListLoadFailed}: Сеть недоступна: не удалось выполнить запрос ${newsUrl} — ${bundledOnly}`,
    expect.any(Error),
  );
});

test("an answer that is not a news list counts as a failed load", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  serveNews({ success: true, data: { items: "none" }, message: "" });
  expect((await loadNewsPage(context, 1))?.degraded).toBe(true);
  expect(error).toHaveBeenCalledWith(
    `${errorMessages.newsListLoadFailed}: ${errorMessages.invalidResponse} (${newsUrl}) — ${bundledOnly}`,
    expect.objectContaining({ message: errorMessages.invalidResponse }),
  );
});

test("a page past the end is null", async () => {
  serveNews(listOf([], 5, 30));
  expect(await loadNewsPage(context, 5)).toBeNull();
});

test("a page loaded once is served from the cache; a failed load is asked again", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const failing = serveNews({ success: false, data: null, message: "Внутренняя ошибка сервера" }, 500);
  await loadNewsPage(context, 1);
  const queries = serveNews(listOf([serverItem("a", 1)], 1, 1));
  await loadNewsPage(context, 1);
  await loadNewsPage(context, 1);
  expect(failing).toHaveLength(1);
  expect(queries).toHaveLength(1);
  expect(error).toHaveBeenCalledTimes(1);
});

test("the detail is looked up in the bundled articles first, without a call", async () => {
  const queries = serveNews({}, 500);
  const item = await loadNewsItem(context, "genesis-magma", findStaticArticle);
  expect(item?.id).toBe(1002);
  expect(queries).toEqual([]);
});

test("the detail asks the server by code", async () => {
  const queries = serveNews({ success: true, data: serverItem("zimnie-shiny", 7), message: "" });
  expect((await loadNewsItem(context, "zimnie-shiny", findStaticArticle))?.id).toBe(7);
  expect(queries).toEqual(["?code=zimnie-shiny"]);
});

test("a detail answered as a list finds the item in it; an inactive item is not shown", async () => {
  serveNews(listOf([serverItem("other", 1), serverItem("wanted", 2)], 1, 2));
  expect((await fetchNewsByCode(context, "wanted"))?.id).toBe(2);
  serveNews({ success: true, data: { ...serverItem("hidden", 3), active: false }, message: "" });
  expect(await fetchNewsByCode(context, "hidden")).toBeNull();
});

test("an unknown code is null: 404, or the server's 'Новость не найдена', or an odd code not sent at all", async () => {
  serveNews({ success: false, data: null, message: errorMessages.newsNotFound }, 404);
  expect(await fetchNewsByCode(context, "nope")).toBeNull();
  serveNews({ success: false, data: null, message: errorMessages.newsNotFound });
  expect(await fetchNewsByCode(context, "nope")).toBeNull();
  const queries = serveNews({}, 500);
  expect(await loadNewsItem(context, "../../etc", findStaticArticle)).toBeNull();
  expect(queries).toEqual([]);
});

test("a server failure on the detail rejects, for the route to report", async () => {
  serveNews({ success: false, data: null, message: "Внутренняя ошибка сервера" }, 500);
  await expect(fetchNewsByCode(context, "a")).rejects.toMatchObject({ name: "ApiError", status: 500 });
  serveNews({ success: true, data: { unexpected: true }, message: "" });
  await expect(fetchNewsByCode(context, "a")).rejects.toThrow(errorMessages.invalidResponse);
});
