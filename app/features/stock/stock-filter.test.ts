import { expect, test } from "vitest";
import { parseStockFilter, stockFilterHref } from "./stock-filter";

const params = (query: string) => new URLSearchParams(query);

test("a known model code filters the cars in stock", () => {
  expect(parseStockFilter(params("model=gv70"))).toBe("gv70");
  expect(parseStockFilter(params("model=G80-NEW"))).toBe("g80-new");
});

test("no filter or an unknown model shows all models", () => {
  expect(parseStockFilter(params(""))).toBeNull();
  expect(parseStockFilter(params("model=g60"))).toBeNull();
  expect(parseStockFilter(params("model="))).toBeNull();
});

test("chips link to the page with and without the filter", () => {
  expect(stockFilterHref("g90")).toBe("/avto-v-nalicii.html?model=g90");
  expect(stockFilterHref(null)).toBe("/avto-v-nalicii.html");
});
