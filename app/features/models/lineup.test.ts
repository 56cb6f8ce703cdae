import { expect, test } from "vitest";
import { buildLineup } from "./lineup";
import { getModelSummaries } from "./model-summaries.server";
import { makeMenuModel } from "./menu-model.test-helpers";

const menuItem = (code: string, price: number | null) => makeMenuModel(code, price);

test("the lineup is the five families in menu order with their links", () => {
  const lineup = buildLineup([], getModelSummaries({}));
  expect(lineup.map((m) => m.code)).toEqual(["g70", "gv70", "g80-new", "gv80", "g90"]);
  expect(lineup[0]).toMatchObject({
    href: "/new-g70.html",
    pricePageHref: "/new-g70-price.html",
    configuratorHref: "/configurator#slide=1&model=g70-fl",
    stockHref: "/avto-v-nalicii.html?model=g70",
    bodyLabel: "Седан",
  });
  expect(lineup[1]).toMatchObject({ pricePageHref: null, bodyLabel: "Кроссовер" });
});

test("prices come from the models menu; a model missing from it reads «Цена скоро»", () => {
  const lineup = buildLineup([menuItem("g70", 2_349_000), menuItem("gv70", null)], getModelSummaries({}));
  expect(lineup.find((m) => m.code === "g70")?.price).toBe(2_349_000);
  expect(lineup.find((m) => m.code === "gv70")?.price).toBeNull();
  expect(lineup.find((m) => m.code === "g90")?.price).toBeNull();
  expect(lineup.find((m) => m.code === "g70")?.widthMm).toBe(4_700);
});
