import type { NewsItem } from "@contract/news";
import { afterEach, expect, test, vi } from "vitest";
import { fetchNewsByCode, fetchNewsList, loadNewsItem, loadNewsPage } from "./news-api.server";
import { findStaticArticle, staticArticles } from "./static-articles";

const api = "http://backend.test/api";

const serverItem = (code: string, id: number): NewsItem => ({
  id,
  code,
  name: `Новость ${code}`,
  date: "2026-03-05 10:00:00",
  metaTitle: "",
  metaDescription: "",
  preview_description: "Анонс",
  preview_file: `/images/news/${code}.svg`,
  active: true,
  description: "<p>Текст</p>",
});

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function stubFetch(handler: (url: string) => Response | Promise<Response>) {
  const spy = vi.fn((input: RequestInfo | URL) => Promise.resolve(handler(String(input))));
  vi.stubGlobal("fetch", spy);
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test("the list asks for a page and its size and reads the envelope", async () => {
  const spy = stubFetch(() =>
    answer(200, { success: true, data: { items: [serverItem("a", 1)], pagination: { page: 2, pageSize: 20, total: 21 } }, message: "" }),
  );
  const list = await fetchNewsList(api, { page: 2, pageSize: 20 });
  expect(spy).toHaveBeenCalledWith(`${api}/v1/news?page=2&pageSize=20`, expect.anything());
  expect(list.pagination.total).toBe(21);
});

test("page 1 shows the bundled articles before the server's news", async () => {
  stubFetch(() =>
    answer(200, { success: true, data: { items: [serverItem("a", 1), serverItem("b", 2)], pagination: { page: 1, pageSize: 20, total: 2 } }, message: "" }),
  );
  const page = await loadNewsPage(api, 1);
  expect(page?.items.map((n) => n.code)).toEqual([...staticArticles.map((n) => n.code), "a", "b"]);
  expect(page?.degraded).toBe(false);
});

test("a failed list load is logged and the bundled articles are still shown", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  stubFetch(() => answer(500, { success: false, data: null, message: "Внутренняя ошибка сервера" }));
  const page = await loadNewsPage(api, 1);
  expect(page).toMatchObject({ page: 1, pageCount: 1, degraded: true });
  expect(page?.items).toHaveLength(staticArticles.length);
  expect(error).toHaveBeenCalledWith("Не удалось получить список новостей", expect.any(Error));
});

test("a network failure is logged the same way", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  stubFetch(() => Promise.reject(new TypeError("fetch failed")));
  expect((await loadNewsPage(api, 1))?.degraded).toBe(true);
  expect(error).toHaveBeenCalledOnce();
});

test("a page past the end is null", async () => {
  stubFetch(() => answer(200, { success: true, data: { items: [], pagination: { page: 5, pageSize: 20, total: 30 } }, message: "" }));
  expect(await loadNewsPage(api, 5)).toBeNull();
});

test("the detail is looked up in the bundled articles first, without a call", async () => {
  const spy = stubFetch(() => answer(500, {}));
  const item = await loadNewsItem(api, "genesis-magma", findStaticArticle);
  expect(item?.id).toBe(1002);
  expect(spy).not.toHaveBeenCalled();
});

test("the detail asks the server by code", async () => {
  const spy = stubFetch(() => answer(200, { success: true, data: serverItem("zimnie-shiny", 7), message: "" }));
  expect((await loadNewsItem(api, "zimnie-shiny", findStaticArticle))?.id).toBe(7);
  expect(spy).toHaveBeenCalledWith(`${api}/v1/news?code=zimnie-shiny`, expect.anything());
});

test("an unknown code is null: 404, or the server's 'Новость не найдена', or an odd code not sent at all", async () => {
  stubFetch(() => answer(404, { success: false, data: null, message: "Новость не найдена" }));
  expect(await fetchNewsByCode(api, "nope")).toBeNull();
  stubFetch(() => answer(200, { success: false, data: null, message: "Новость не найдена" }));
  expect(await fetchNewsByCode(api, "nope")).toBeNull();
  const spy = stubFetch(() => answer(500, {}));
  expect(await loadNewsItem(api, "../../etc", findStaticArticle)).toBeNull();
  expect(spy).not.toHaveBeenCalled();
});

test("a server failure on the detail rejects, for the route to report", async () => {
  stubFetch(() => answer(500, { success: false, data: null, message: "Внутренняя ошибка сервера" }));
  await expect(fetchNewsByCode(api, "a")).rejects.toThrow();
  stubFetch(() => answer(200, { unexpected: true }));
  await expect(fetchNewsByCode(api, "a")).rejects.toThrow("Неверный ответ сервера");
});
