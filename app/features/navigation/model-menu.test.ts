import { expect, test } from "vitest";
import { modelImageScale, modelPriceText } from "./model-menu";

test("a known price reads as a starting price in roubles", () => {
  expect(modelPriceText({ price: 2_249_000, priceComingSoon: false })).toBe("от 2 249 000 ₽");
});

test("a coming price reads «Цена скоро»", () => {
  expect(modelPriceText({ price: null, priceComingSoon: true })).toBe("Цена скоро");
  expect(modelPriceText({ price: 4_740_000, priceComingSoon: true })).toBe("Цена скоро");
});

test("images scale by the car's width relative to the widest", () => {
  const models = [{ width: 4685 }, { width: 5205 }, { width: 4990 }];
  expect(modelImageScale({ width: 5205 }, models)).toBe(100);
  expect(modelImageScale({ width: 4685 }, models)).toBe(90);
  expect(modelImageScale({ width: 4990 }, models)).toBe(95.9);
});
