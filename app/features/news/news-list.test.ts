import { expect, test } from "vitest";
import { makeNewsItem as item } from "./news-item.test-helpers";
import { buildNewsPage, countPages, mergeFirstPage, newsHref, newsPageHref, pagerItems, parsePageParam } from "./news-list";

test("bundled articles come before the server's items on the first page, each article once", () => {
  const merged = mergeFirstPage([item("a"), item("b")], [item("c"), item("a"), item("d")]);
  expect(merged.map((n) => n.code)).toEqual(["a", "b", "c", "d"]);
});

test("page 1 merges, later pages show only the server's items", () => {
  const server = { items: [item("c")], total: 45, pageSize: 20 };
  expect(buildNewsPage(1, [item("a")], server)).toMatchObject({ page: 1, pageCount: 3, degraded: false });
  expect(buildNewsPage(1, [item("a")], server)?.items.map((n) => n.code)).toEqual(["a", "c"]);
  expect(buildNewsPage(2, [item("a")], server)?.items.map((n) => n.code)).toEqual(["c"]);
  expect(buildNewsPage(4, [item("a")], server)).toBeNull();
});

test("without the server the first page shows the bundled articles and later pages do not exist", () => {
  expect(buildNewsPage(1, [item("a")], null)).toEqual({ items: [item("a")], page: 1, pageCount: 1, degraded: true });
  expect(buildNewsPage(2, [item("a")], null)).toBeNull();
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
