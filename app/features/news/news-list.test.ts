import { expect, test } from "vitest";
import { makeNewsItem as item } from "./news-item.test-helpers";
import { buildNewsPage, countPages, mergeFirstPage, newsHref, newsPageHref, otherNews, pagerItems, parsePageParam } from "./news-list";

test("every article once for the sitemap: the bundled ones, then the server's", () => {
  const merged = mergeFirstPage([item("a"), item("b")], [item("c"), item("a"), item("d")]);
  expect(merged.map((n) => n.code)).toEqual(["a", "b", "c", "d"]);
});

const dated = (code: string, date: string) => ({ ...item(code), date: `${date} 10:00:00` });

test("page 1 shows the news newest first, then the brand's stories as their own group; later pages the news alone", () => {
  const server = { items: [dated("old", "2026-10-01"), dated("new", "2026-11-28"), dated("a", "2026-11-30")], total: 45, pageSize: 20 };
  const first = buildNewsPage(1, [dated("a", "2024-03-01"), dated("b", "2023-05-01")], server);
  expect(first).toMatchObject({ page: 1, pageCount: 3, degraded: false });
  expect(first?.items.map((n) => n.code)).toEqual(["new", "old"]);
  expect(first?.brand.map((n) => n.code)).toEqual(["a", "b"]);
  const second = buildNewsPage(2, [dated("a", "2024-03-01")], server);
  expect(second?.items.map((n) => n.code)).toEqual(["a", "new", "old"]);
  expect(second?.brand).toEqual([]);
  expect(buildNewsPage(4, [item("a")], server)).toBeNull();
});

test("without the server the first page shows the bundled articles and later pages do not exist", () => {
  expect(buildNewsPage(1, [item("a")], null)).toEqual({ items: [], brand: [item("a")], page: 1, pageCount: 1, degraded: true });
  expect(buildNewsPage(2, [item("a")], null)).toBeNull();
});

test("«Другие новости»: the newest news, then the brand's stories, never the article itself nor one twice", () => {
  const news = [dated("n1", "2026-11-01"), dated("n3", "2026-11-20"), dated("n2", "2026-11-10")];
  expect(otherNews("n3", news, [dated("b1", "2024-01-01")]).map((n) => n.code)).toEqual(["n2", "n1", "b1"]);
  expect(otherNews("b1", [], [dated("b1", "2024-01-01"), dated("b2", "2023-01-01")]).map((n) => n.code)).toEqual(["b2"]);
  expect(otherNews("x", [dated("b1", "2026-01-01")], [dated("b1", "2024-01-01")]).map((n) => n.code)).toEqual(["b1"]);
});

test("an empty server list still has one page", () => {
  expect(countPages(0, 20)).toBe(1);
  expect(countPages(20, 20)).toBe(1);
  expect(countPages(21, 20)).toBe(2);
});

test("the page parameter: absent is 1, junk is null", () => {
  expect(parsePageParam(null)).toBe(1);
  expect(parsePageParam("")).toBe(1);
  expect(parsePageParam("3")).toBe(3);
  for (const bad of ["0", "-1", "1.5", "abc", "2abc", "9999999"]) expect(parsePageParam(bad)).toBeNull();
});

test("pager items show the ends and the neighbours of the current page", () => {
  expect(pagerItems(1, 1)).toEqual([1]);
  expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
  expect(pagerItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
  expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
  expect(pagerItems(1, 4)).toEqual([1, 2, 3, 4]);
  expect(pagerItems(10, 10)).toEqual([1, "gap", 9, 10]);
});

test("addresses of articles and list pages", () => {
  expect(newsHref("genesis-magma")).toBe("/news/genesis-magma.html");
  expect(newsPageHref(1)).toBe("/news.html");
  expect(newsPageHref(2)).toBe("/news.html?page=2");
});
