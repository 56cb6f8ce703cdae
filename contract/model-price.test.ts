import { expect, test } from "vitest";
import { lowestGuidePrice, modelPriceLabel, modelPriceOf, packagePriceLabel } from "./model-price";

test("one price per model: a list price, else the labelled guide price, else «Цена скоро», never both", () => {
  expect(modelPriceLabel(modelPriceOf({ price: 2_249_000, priceComingSoon: false }))).toBe("от 2 249 000 ₽");
  expect(modelPriceLabel(modelPriceOf({ price: null, priceComingSoon: true, guidePrice: 7_490_000 }))).toBe(
    "Ориентировочная цена от 7 490 000 ₽",
  );
  expect(modelPriceLabel(modelPriceOf({ price: null, priceComingSoon: true, guidePrice: null }))).toBe("Цена скоро");
  expect(modelPriceLabel(modelPriceOf({ price: null, priceComingSoon: true }))).toBe("Цена скоро");
  // A list price waiting behind the flag is not shown; the guide price is.
  expect(modelPriceOf({ price: 5_000_000, priceComingSoon: true, guidePrice: 4_900_000 })).toEqual({ kind: "guide", from: 4_900_000 });
  expect(modelPriceOf(undefined)).toEqual({ kind: "soon" });
});

test("a package's guide price is labelled as one, in the same words as the model's", () => {
  expect(packagePriceLabel({ priceRub: 7_490_000, priceIndicative: true })).toBe("Ориентировочная цена от 7 490 000 ₽");
  expect(packagePriceLabel({ priceRub: 2_249_000, priceIndicative: false })).toBe("2 249 000 ₽");
  expect(
    lowestGuidePrice([
      { priceRub: 8_290_000, priceIndicative: true },
      { priceRub: 7_490_000, priceIndicative: true },
      { priceRub: 1, priceIndicative: false },
    ]),
  ).toBe(7_490_000);
  expect(lowestGuidePrice([{ priceRub: 1, priceIndicative: false }])).toBeNull();
});
