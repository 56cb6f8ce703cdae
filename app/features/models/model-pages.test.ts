import { expect, test } from "vitest";
import { configuratorHref, findModelPage, modelFamilies } from "./model-pages";

test("every family has the subpages the spec lists", () => {
  const counts = Object.fromEntries(modelFamilies.map((f) => [f.code, f.pages.length]));
  expect(counts).toEqual({ g70: 7, g90: 8, "g80-new": 6, gv70: 6, gv80: 6 });
});

test("a model path is found with its family and kind; other paths are not model pages", () => {
  expect(findModelPage("/g90_L.html")).toMatchObject({ family: { code: "g90" }, page: { kind: "long" } });
  expect(findModelPage("/new-g80-gallery.html")).toMatchObject({ family: { code: "g80-new" }, page: { kind: "gallery" } });
  expect(findModelPage("/brand.html")).toBeUndefined();
});

test("the configurator deep link uses the configurator's code for the G70", () => {
  const g70 = modelFamilies.find((f) => f.code === "g70");
  expect(g70 && configuratorHref(g70)).toBe("/configurator#slide=1&model=g70-fl");
});
