import { expect, test } from "vitest";
import { getModelContent, getModelSubpage, type ContentPageKind } from "./model-content";
import { modelFamilies } from "./model-pages";
import { getModelSummaries } from "./model-summaries.server";
import { neutralPaintHex } from "./paints";

const contentKinds: readonly ContentPageKind[] = ["design", "safety", "technology", "comfort", "performance", "long"];

test("every subpage a family has comes with copy, and no family has copy for pages it lacks", () => {
  for (const family of modelFamilies) {
    const content = getModelContent(family.code);
    expect(content.code).toBe(family.code);
    const kinds = new Set(family.pages.map((p) => p.kind));
    for (const kind of contentKinds) {
      const copy = getModelSubpage(content, kind);
      expect(Boolean(copy), `${family.code}/${kind}`).toBe(kinds.has(kind));
      if (copy) expect(copy.sections.length, `${family.code}/${kind}`).toBeGreaterThan(0);
    }
    expect(Boolean(content.price), `${family.code}/price`).toBe(kinds.has("price"));
    expect(content.gallery.frames.length).toBeGreaterThanOrEqual(4);
    expect(content.home.sections.length).toBeGreaterThan(0);
  }
});

test("titles and descriptions are filled and unique across all model pages", () => {
  const pages = modelFamilies.flatMap((family) => {
    const c = getModelContent(family.code);
    return [c.home, c.design, c.safety, c.technology, c.comfort, c.performance, c.gallery, c.price, c.long].filter((p) => p !== undefined);
  });
  for (const page of pages) {
    expect(page.metaTitle.length).toBeGreaterThan(5);
    expect(page.metaDescription.length).toBeGreaterThan(50);
    expect(page.lead.length).toBeGreaterThan(20);
  }
  expect(new Set(pages.map((p) => p.metaTitle)).size).toBe(pages.length);
  expect(new Set(pages.map((p) => p.metaDescription)).size).toBe(pages.length);
});

test("every gallery shows each scene and both views, so no two frames look alike", () => {
  for (const family of modelFamilies) {
    const frames = getModelContent(family.code).gallery.frames;
    expect(new Set(frames.map((f) => `${f.scene}/${f.view}`)).size, family.code).toBe(frames.length);
  }
});

test("summaries give every model key figures in menu order", () => {
  const summaries = getModelSummaries({
    g70: [{ code: "mauna-red", name: "Красный Мауна", hex: "#7a1c22", metallic: true, priceRub: 80_000 }],
  });
  expect(summaries.map((s) => s.code)).toEqual(["g70", "gv70", "g80-new", "gv80", "g90"]);
  expect(summaries[0]?.figures).toEqual([
    { value: "197–304 л.с.", label: "Мощность" },
    { value: "от 5,8 с", label: "Разгон 0–100 км/ч" },
    { value: "Полный", label: "Привод" },
  ]);
  expect(summaries[1]?.engines).toBe("2.5T, 2.2D, 3.5T");
  // Pictured in the API's paint when it has the hero paint, in neutral silver when it does not.
  expect(summaries[0]?.colour).toBe("#7a1c22");
  expect(summaries[1]?.colour).toBe(neutralPaintHex);
});
