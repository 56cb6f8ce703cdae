import { expect, test } from "vitest";
import type { ModelEngine } from "./content/types";
import { engineLine, fromPriceLabel, keyFigures, priceDisclaimer, priceLabel, startingPrice } from "./model-format";

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
  expect(priceLabel(2_249_000)).toBe("2 249 000 ₽");
  expect(fromPriceLabel(4_740_000)).toBe("от 4 740 000 ₽");
  expect(priceLabel(null)).toBe("Цена скоро");
  expect(fromPriceLabel(null)).toBe("Цена скоро");
});

test("the starting price is the lowest known one", () => {
  expect(startingPrice([{ priceRub: 3_000_000 }, { priceRub: null }, { priceRub: 2_500_000 }])).toBe(2_500_000);
  expect(startingPrice([{ priceRub: null }])).toBeNull();
  expect(startingPrice([])).toBeNull();
});

test("key figures give a power range, the best 0–100 time and the drive", () => {
  expect(keyFigures([engine({ powerHp: 380, accelerationS: 5.9 })])).toEqual([
    { value: "380 л.с.", label: "Мощность" },
    { value: "5,9 с", label: "Разгон 0–100 км/ч" },
    { value: "Полный", label: "Привод" },
  ]);
  const mixed = keyFigures([engine({ powerHp: 249, accelerationS: 7.1, drive: "Задний привод" }), engine({ powerHp: 380, accelerationS: 5.1 })]);
  expect(mixed.map((f) => f.value)).toEqual(["249–380 л.с.", "от 5,1 с", "Задний или полный"]);
  expect(keyFigures([])).toEqual([]);
});

test("an engine reads as one line", () => {
  expect(engineLine(engine({ name: "3.0 дизель", powerHp: 249 }))).toBe("3.0 дизель · 249 л.с. · полный привод");
});

test("the price note comes from the options, with a default", () => {
  expect(priceDisclaimer({ price_disclaimer: "Цены — максимальные." })).toBe("Цены — максимальные.");
  expect(priceDisclaimer({})).toMatch(/рекомендованные розничные цены/);
});
