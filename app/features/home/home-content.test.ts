import { expect, test } from "vitest";
import { homeContent } from "./home-content";
import { isoDay } from "./news-date";

test("the home page's ways to buy lead to the configurator, the stock, certified cars and the test drive", () => {
  expect(homeContent.purchase.items.map((i) => i.href)).toEqual([
    "/configurator",
    "/avto-v-nalicii.html",
    "/certified.html",
    "/test-drive.html",
  ]);
});

test("news dates become machine-readable days", () => {
  expect(isoDay("2026-03-05 10:00:00")).toBe("2026-03-05");
  expect(isoDay("вчера")).toBeUndefined();
});
