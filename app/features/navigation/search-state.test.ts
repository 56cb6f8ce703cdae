import { expect, test } from "vitest";
import { getSearchTarget, initialSearchState, searchReducer } from "./search-state";

test("the icon opens the search box, and closes it when open", () => {
  const open = searchReducer(initialSearchState, { type: "icon-clicked" });
  expect(open.open).toBe(true);
  const typed = searchReducer(open, { type: "query-changed", query: "GV80" });
  expect(searchReducer(typed, { type: "icon-clicked" })).toEqual({ open: false, query: "" });
});

test("a query goes to the search page with q", () => {
  expect(getSearchTarget(" GV80 гибрид ", { pathname: "/", search: "" })).toBe("/search.html?q=GV80+%D0%B3%D0%B8%D0%B1%D1%80%D0%B8%D0%B4");
});

test("an empty query does nothing", () => {
  expect(getSearchTarget("   ", { pathname: "/", search: "" })).toBeNull();
});

test("the same query on the search page does not navigate again; another query does", () => {
  expect(getSearchTarget("G90", { pathname: "/search.html", search: "?q=G90" })).toBeNull();
  expect(getSearchTarget("G80", { pathname: "/search.html", search: "?q=G90" })).toBe("/search.html?q=G80");
  expect(getSearchTarget("G90", { pathname: "/news.html", search: "?q=G90" })).toBe("/search.html?q=G90");
});
