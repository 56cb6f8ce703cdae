import { modelCodes } from "@contract/model";
import { expect, test } from "vitest";
import { packageFeatureSeed } from "./catalogue";
import { exteriorColorSeed, interiorColorSeed } from "./colours";
import { engineContent } from "./engines";
import { featureCategorySeed, featureSeed } from "./features";
import { modelSeed } from "./models";
import { packageContent } from "./packages";
import { specificationSeed } from "./specifications";

const unique = <T>(list: T[]) => new Set(list).size === list.length;

test("every model has at least two packages, with diesel ones where the model has a diesel", () => {
  for (const code of modelCodes) {
    const packages = packageContent.filter((p) => p.modelCode === code);
    expect(packages.length, code).toBeGreaterThanOrEqual(2);
    const fuels = new Set(packages.map((p) => engineContent.find((e) => e.id === p.engineId)?.engineType));
    expect(fuels.has("diesel"), code).toBe(code === "gv70" || code === "gv80");
  }
  expect(unique(packageContent.map((p) => p.id))).toBe(true);
});

test("a package's engine belongs to its model", () => {
  for (const pkg of packageContent) {
    expect(engineContent.find((e) => e.id === pkg.engineId)?.modelCode, pkg.code).toBe(pkg.modelCode);
  }
});

test("the cheapest package is the menu's starting price; 'price coming soon' models carry guide prices", () => {
  for (const model of modelSeed) {
    const packages = packageContent.filter((p) => p.modelCode === model.code);
    if (model.priceRub !== null && model.priceRub !== undefined) {
      expect(Math.min(...packages.map((p) => p.priceRub)), model.code).toBe(model.priceRub);
    }
    for (const pkg of packages) expect(pkg.priceIndicative ?? false, pkg.code).toBe(model.priceComingSoon);
  }
});

test("the G90 L is the only long-wheelbase package and the only longer body", () => {
  expect(packageContent.filter((p) => p.long).map((p) => [p.modelCode, p.code])).toEqual([["g90", "first-class-l"]]);
  for (const engine of engineContent) {
    const menuLength = modelSeed.find((m) => m.code === engine.modelCode)?.widthMm;
    if (engine.code === "3.5t-l") expect(engine.body.lengthMm).toBe(5395);
    else expect(engine.body.lengthMm, engine.modelCode).toBe(menuLength);
    expect(engine.body.widthMm).toBeGreaterThanOrEqual(1850);
    expect(engine.body.widthMm).toBeLessThanOrEqual(1975);
  }
});

test("equipment: at least 25 items in six categories, each package with its own set", () => {
  expect(featureSeed.length).toBeGreaterThanOrEqual(25);
  expect(unique(featureSeed.map((f) => f.id))).toBe(true);
  expect(unique(featureSeed.map((f) => f.code))).toBe(true);
  for (const category of featureCategorySeed) {
    expect(
      featureSeed.some((f) => f.categoryId === category.id),
      category.name,
    ).toBe(true);
  }
  const used = new Set(packageFeatureSeed.map((link) => link.featureId));
  expect(featureSeed.filter((f) => !used.has(f.id)).map((f) => f.code)).toEqual([]);
  const sets = packageContent.map((p) => [...new Set(p.features)].sort().join());
  // Packages of one model that differ only by engine may share a set; no model repeats itself otherwise.
  expect(new Set(sets).size).toBeGreaterThanOrEqual(packageContent.length - 1);
});

test("specifications: ids unique and 19 figures per engine version", () => {
  expect(unique(specificationSeed.map((s) => s.id))).toBe(true);
  for (const engine of engineContent) {
    expect(
      specificationSeed.filter((s) => Math.floor(s.id / 100) === engine.id),
      engine.code,
    ).toHaveLength(19);
  }
  expect(specificationSeed.find((s) => s.id === 1101)?.value).toBe("4 685 мм");
});

test("paints and trims: at least six and three per model, unique per model, prices in whole roubles", () => {
  for (const code of modelCodes) {
    const paints = exteriorColorSeed.filter((c) => c.modelCode === code);
    const trims = interiorColorSeed.filter((c) => c.modelCode === code);
    expect(paints.length, code).toBeGreaterThanOrEqual(6);
    expect(trims.length, code).toBeGreaterThanOrEqual(3);
    expect(unique(paints.map((c) => c.code)) && unique(trims.map((c) => c.code)), code).toBe(true);
  }
  for (const colour of [...exteriorColorSeed, ...interiorColorSeed]) {
    expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(Number.isInteger(colour.priceRub) && (colour.priceRub ?? 0) >= 0).toBe(true);
  }
  expect(unique([...exteriorColorSeed, ...interiorColorSeed].map((c) => c.id))).toBe(true);
});

test("models: configurator codes and images follow the model code", () => {
  for (const model of modelSeed) {
    expect(model.image).toBe(`/images/models/${model.code}.svg`);
    expect(model.configuratorCode).toBe(model.code === "g70" ? "g70-fl" : model.code);
    expect(model.priceRub !== null || model.priceComingSoon).toBe(true);
  }
});
