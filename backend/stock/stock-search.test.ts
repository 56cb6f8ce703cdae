import { expect, test } from "vitest";
import type { StockCar } from "@contract/stock";
import { makeStockCar } from "@contract/stock.test-helpers";
import { searchStock, similarCars } from "./stock-search";

/** A new black GV70 of 2026 at 5 000 000 ₽. */
const car = (id: string, overrides: Partial<StockCar> = {}) =>
  makeStockCar({ id, model: "GV70", modelCode: "gv70", priceRub: 5_000_000, ...overrides });

const stock = [
  car("n-1"),
  car("n-2", { modelCode: "g90", model: "G90", priceRub: 9_000_000, bodyColor: "Белый" }),
  car("u-3", { condition: "used", type: "автомобиль с пробегом", mileage: 45_000, year: 2021, priceRub: 3_500_000, engineType: "Дизель" }),
  car("u-4", { condition: "used", type: "автомобиль с пробегом", mileage: 8_000, year: 2024, priceRub: 4_800_000 }),
  car("a-5", { modelCode: null, model: "GV60", priceRub: 6_000_000 }),
];
const search = (filters = {}, sort: "price-asc" | "price-desc" | "newest" | "mileage" = "price-asc", page = 1, pageSize = 24) =>
  searchStock(stock, { filters, sort, page, pageSize });

test("each value counts what it would leave with the other filters kept", () => {
  const list = search({ model: "gv70", condition: "used" });
  expect(list.cars.map((c) => c.id)).toEqual(["u-3", "u-4"]);
  expect(list.facets.model.map((v) => [v.value, v.count])).toEqual([
    ["g70", 0],
    ["gv70", 2],
    ["g80-new", 0],
    ["gv80", 0],
    ["g90", 0],
  ]);
  expect(list.facets.condition.map((v) => v.count)).toEqual([1, 2]);
  expect(list.facets.engine).toEqual([
    { value: "Бензин", label: "Бензин", count: 1 },
    { value: "Дизель", label: "Дизель", count: 1 },
  ]);
  expect(list.facets.mileageMax.map((v) => [v.label, v.count])).toEqual([
    ["до 10 000 км", 1],
    ["до 30 000 км", 1],
    ["до 60 000 км", 2],
    ["до 100 000 км", 2],
  ]);
});

test("a model outside the five is listed under its own name; a chosen value nobody has stays on offer at 0", () => {
  expect(search().facets.model.at(-1)).toEqual({ value: "GV60", label: "GV60", count: 1 });
  expect(search({ color: "Красный" }).facets.color).toContainEqual({ value: "Красный", label: "Красный", count: 0 });
  expect(search({ year: 2000 }).facets.year).toContainEqual({ value: "2000", label: "2000", count: 0 });
});

test("sorts: price both ways, newest, least mileage (new cars as 0 km)", () => {
  expect(search({}, "price-asc").cars.map((c) => c.id)).toEqual(["u-3", "u-4", "n-1", "a-5", "n-2"]);
  expect(search({}, "price-desc").cars.map((c) => c.id)).toEqual(["n-2", "a-5", "n-1", "u-4", "u-3"]);
  expect(search({}, "newest").cars.map((c) => c.id)).toEqual(["n-1", "a-5", "n-2", "u-4", "u-3"]);
  expect(search({}, "mileage").cars.map((c) => c.id)).toEqual(["n-1", "a-5", "n-2", "u-4", "u-3"]);
});

test("price and mileage limits; the price range ignores the price filters only", () => {
  const list = search({ priceMin: 4_000_000, priceMax: 6_000_000, condition: "new" });
  expect(list.cars.map((c) => c.id)).toEqual(["n-1", "a-5"]);
  expect(list.priceRange).toEqual({ min: 5_000_000, max: 9_000_000 });
  expect(search({ mileageMax: 10_000 }).total).toBe(4);
});

test("pages: a page past the end shows the last", () => {
  expect(search({}, "price-asc", 2, 2)).toMatchObject({ page: 2, pages: 3, total: 5 });
  expect(search({}, "price-asc", 9, 2).page).toBe(3);
  expect(search({}, "price-asc", 9, 2).cars.map((c) => c.id)).toEqual(["n-2"]);
  expect(search({ model: "g70" })).toMatchObject({ total: 0, pages: 0, page: 1, cars: [] });
});

test("similar cars: the same model first, then the nearest in price", () => {
  expect(similarCars(stock, { id: "u-9", modelCode: "gv70", priceRub: 4_000_000 }, 3).map((c) => c.id)).toEqual(["u-3", "u-4", "n-1"]);
  expect(similarCars(stock, { id: "n-2", modelCode: "g90", priceRub: 9_000_000 }, 2).map((c) => c.id)).toEqual(["a-5", "n-1"]);
});

test("a car without a colour is in the list; the colour filter offers no blank value and leaves it out once chosen", () => {
  const withUnknown = [...stock, car("n-6", { bodyColor: null })];
  const all = searchStock(withUnknown, { filters: {}, sort: "price-asc", page: 1, pageSize: 24 });
  expect(all.total).toBe(6);
  expect(all.cars.map((c) => c.id)).toContain("n-6");
  expect(all.facets.color).toEqual([
    { value: "Белый", label: "Белый", count: 1 },
    { value: "Чёрный", label: "Чёрный", count: 4 },
  ]);
  expect(
    searchStock(withUnknown, { filters: { color: "Чёрный" }, sort: "price-asc", page: 1, pageSize: 24 }).cars.map((c) => c.id),
  ).not.toContain("n-6");
});

test("a colour with and without «металлик» is one choice of the colour filter, and either finds both cars, each keeping its own colour", () => {
  const silver = [
    car("n-7", { bodyColor: "Серебристый металлик" }),
    car("n-8", { bodyColor: "Серебристый" }),
    car("n-9", { bodyColor: "металлик красный" }),
  ];
  const all = searchStock([...stock, ...silver], { filters: {}, sort: "price-asc", page: 1, pageSize: 24 });
  expect(all.facets.color).toEqual([
    { value: "Белый", label: "Белый", count: 1 },
    { value: "Красный", label: "Красный", count: 1 },
    { value: "Серебристый", label: "Серебристый", count: 2 },
    { value: "Чёрный", label: "Чёрный", count: 4 },
  ]);
  for (const color of ["Серебристый", "Серебристый металлик", "серебристый"]) {
    const list = searchStock([...stock, ...silver], { filters: { color }, sort: "price-asc", page: 1, pageSize: 24 });
    expect(list.cars.map((c) => [c.id, c.bodyColor])).toEqual([
      ["n-7", "Серебристый металлик"],
      ["n-8", "Серебристый"],
    ]);
    expect(list.facets.color.filter((v) => v.label.startsWith("Серебристый"))).toHaveLength(1);
  }
});

test("rear-wheel drive is offered as «Задний привод», and an old link with the feed's «Задний» still finds the car", () => {
  const cars = [car("f-1"), car("r-2", { driveType: "Задний привод" })];
  const list = searchStock(cars, { filters: {}, sort: "price-asc", page: 1, pageSize: 24 });
  expect(list.facets.drive.map((v) => [v.value, v.count])).toEqual([
    ["Задний привод", 1],
    ["Полный привод", 1],
  ]);
  for (const drive of ["Задний привод", "Задний"]) {
    expect(searchStock(cars, { filters: { drive }, sort: "price-asc", page: 1, pageSize: 24 }).cars.map((c) => c.id)).toEqual(["r-2"]);
  }
  // A snapshot stored before the label changed still answers the new one.
  const stored = [car("f-1"), car("r-3", { driveType: "Задний" })];
  expect(
    searchStock(stored, { filters: { drive: "Задний привод" }, sort: "price-asc", page: 1, pageSize: 24 }).cars.map((c) => c.id),
  ).toEqual(["r-3"]);
});

test("the pages of one search, read one after another, hold every car once; a new snapshot is searched anew, never answered from the last", () => {
  const many = Array.from({ length: 250 }, (_, i) => car(`n-${1000 + i}`, { priceRub: 5_000_000 + i * 1_000 }));
  const pages = [1, 2, 3].map((page) => searchStock(many, { filters: {}, sort: "price-desc", page, pageSize: 100 }));
  const ids = pages.flatMap((p) => p.cars.map((c) => c.id));
  expect(ids.length).toBe(250);
  expect(new Set(ids).size).toBe(250);
  expect(ids[0]).toBe("n-1249");
  expect(pages.map((p) => [p.page, p.pages, p.total])).toEqual([
    [1, 3, 250],
    [2, 3, 250],
    [3, 3, 250],
  ]);
  // The next snapshot (a car sold, one arrived): the same search shows it at once.
  const next = [...many.slice(1), car("n-9999", { priceRub: 9_000_000 })];
  const first = searchStock(next, { filters: {}, sort: "price-desc", page: 1, pageSize: 100 });
  expect(first.cars[0]?.id).toBe("n-9999");
  expect(first.total).toBe(250);
  expect(searchStock(next, { filters: {}, sort: "price-desc", page: 3, pageSize: 100 }).cars.map((c) => c.id)).not.toContain("n-1000");
});
