import { expect, test } from "vitest";
import type { ModelEngine } from "./content/types";
import { engineLabel, engineLine, fromPriceLabel, keyFigures, packagePriceLabel, priceDisclaimer, startingPrice } from "./model-format";

const engine = (over: Partial<ModelEngine>): ModelEngine => ({
  id: "e",
  name: "2.5T",
  fuel: "Бензин",
  powerHp: 249,
  torqueNm: 422,
  accelerationS: 7.2,
  drive: "Полный привод",
  transmission: "8-ступенчатая автоматическая",
  ...over,
});

test("prices read «от …» or «Цена скоро»", () => {
  expect(fromPriceLabel(4_740_000)).toBe("от 4 740 000 ₽");
  expect(fromPriceLabel(null)).toBe("Цена скоро");
});

test("the starting price is the lowest list price; guide prices do not count", () => {
  const listed = (priceRub: number) => ({ priceRub, priceIndicative: false });
  expect(startingPrice([listed(3_000_000), { priceRub: 1_000_000, priceIndicative: true }, listed(2_500_000)])).toBe(2_500_000);
  expect(startingPrice([{ priceRub: 6_290_000, priceIndicative: true }])).toBeNull();
  expect(startingPrice([])).toBeNull();
});

test("a package's price reads as is, or as a guide «от …» while the model's price is coming", () => {
  expect(packagePriceLabel({ priceRub: 2_249_000, priceIndicative: false })).toBe("2 249 000 ₽");
  expect(packagePriceLabel({ priceRub: 6_290_000, priceIndicative: true })).toBe("Ориентировочная цена от 6 290 000 ₽");
});

test("key figures give a power range, the best 0–100 time and the drive", () => {
  expect(keyFigures([engine({ powerHp: 380, accelerationS: 5.9 })])).toEqual([
    { value: "380 л.с.", label: "Мощность" },
    { value: "5,9 с", label: "Разгон 0–100 км/ч" },
    { value: "Полный", label: "Привод" },
  ]);
  const mixed = keyFigures([
    engine({ powerHp: 249, accelerationS: 7.1, drive: "Задний привод" }),
    engine({ powerHp: 380, accelerationS: 5.1 }),
  ]);
  expect(mixed.map((f) => f.value)).toEqual(["249–380 л.с.", "от 5,1 с", "Задний или полный"]);
  expect(keyFigures([])).toEqual([]);
});

test("an engine reads as one line", () => {
  expect(engineLine(engine({ name: "3.0D", powerHp: 249 }))).toBe("3.0D · 249 л.с. · полный привод");
});

test("the price note comes from the options, with a default", () => {
  expect(priceDisclaimer({ price_disclaimer: "Цены — максимальные." })).toBe("Цены — максимальные.");
  expect(priceDisclaimer({})).toMatch(/рекомендованные розничные цены/);
});

test("an engine's label names its fuel once, beside the size", () => {
  expect(engineLabel({ name: "3.5T, 48 В", fuel: "Бензин" })).toBe("3.5T бензин, 48 В");
  expect(engineLabel({ name: "2.2D", fuel: "Дизель" })).toBe("2.2D дизель");
});
