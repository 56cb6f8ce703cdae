import { expect, test } from "vitest";
import { modelHeading } from "./model-page-data.server";
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

test("a model's subpage heading names the model, once: «Дизайн Genesis G70», «Цены и комплектации Genesis G80», «Genesis G90 L»", () => {
  const byCode = (code: string) => {
    const family = modelFamilies.find((one) => one.code === code);
    if (!family) throw new Error(`no family ${code}`);
    return family;
  };
  expect(modelHeading(byCode("g70"), "Дизайн")).toBe("Дизайн Genesis G70");
  expect(modelHeading(byCode("gv80"), "Безопасность")).toBe("Безопасность Genesis GV80");
  // The G80's full name is «Новый Genesis G80»: a heading does not decline it («Дизайн Новый…»).
  expect(modelHeading(byCode("g80-new"), "Цены и комплектации")).toBe("Цены и комплектации Genesis G80");
  expect(modelHeading(byCode("g90"), "Genesis G90 L")).toBe("Genesis G90 L");
  expect(modelHeading(byCode("g80-new"), "Новый Genesis G80")).toBe("Новый Genesis G80");
});
