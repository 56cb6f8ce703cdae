import { expect, test } from "vitest";
import { makeStockCar } from "@contract/stock.test-helpers";
import { stockCarDescription } from "./stock-car-description";

const used = makeStockCar({
  id: "u-EM4196",
  condition: "used",
  model: "GV70",
  modelCode: "gv70",
  package: "Premium",
  modification: "2.5T 249 л.с., 8АКПП",
  vin: "2345",
  bodyColor: "Серый",
  priceRub: 4_150_000,
  warrantyUntil: "2026-05-01",
  year: 2021,
  mileage: 45_000,
});

test("a used car reads with its package, modification, year, colour, mileage, whole VIN and price", () => {
  expect(stockCarDescription(used, "KMUMB81D5XYZ12345")).toBe(
    "Genesis GV70 Premium (2.5T 249 л.с., 8АКПП) · 2021 г. · цвет: Серый · с пробегом 45 000 км · VIN KMUMB81D5XYZ12345 · 4 150 000 ₽",
  );
});

test("a new car on its way without a colour, package or year in the feed still says what is known", () => {
  const fresh = {
    ...used,
    condition: "new" as const,
    package: null,
    modification: null,
    bodyColor: null,
    year: null,
    mileage: null,
    price: "7 250 000",
  };
  expect(stockCarDescription(fresh, "KMUHB81C0ABC70126")).toBe(
    "Genesis GV70 · цвет: не указан в фиде · новый · VIN KMUHB81C0ABC70126 · 7 250 000 ₽",
  );
});

test("without the whole VIN (a snapshot stored before it was kept) the four characters the site shows are given", () => {
  expect(stockCarDescription(used, undefined)).toContain(" · VIN …2345 · ");
});
