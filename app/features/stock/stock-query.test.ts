import { expect, test } from "vitest";
import { hasFilters, readStockQuery, stockApiQuery, stockHrefOf, withoutFilter } from "./stock-query";

const read = (query: string) => readStockQuery(new URLSearchParams(query));

test("every filter, the sort and the page are read from the address", () => {
  expect(
    read(
      "model=GV70&condition=used&engine=Бензин&drive=Полный привод&color=Чёрный&year=2022&priceMin=3 000 000&priceMax=6000000 ₽&mileageMax=30000&sort=newest&page=2",
    ),
  ).toEqual({
    filters: {
      model: "gv70",
      condition: "used",
      engine: "Бензин",
      drive: "Полный привод",
      color: "Чёрный",
      year: 2022,
      priceMin: 3_000_000,
      priceMax: 6_000_000,
      mileageMax: 30_000,
    },
    sort: "newest",
    page: 2,
  });
});

test("wrong values are dropped, not errors", () => {
  expect(read("condition=old&year=20x2&priceMin=-5&priceMax=0&sort=cheap&page=0&model=")).toEqual({
    filters: {},
    sort: "price-asc",
    page: 1,
  });
  expect(read("color=%00x").filters).toEqual({});
});

test("the address keeps only what is set, defaults left out", () => {
  expect(stockHrefOf(read(""))).toBe("/avto-v-nalicii.html");
  expect(stockHrefOf(read("model=g90&sort=price-asc&page=1"))).toBe("/avto-v-nalicii.html?model=g90");
  expect(stockHrefOf(read("color=Чёрный&sort=mileage&page=3"))).toBe(
    "/avto-v-nalicii.html?color=%D0%A7%D1%91%D1%80%D0%BD%D1%8B%D0%B9&sort=mileage&page=3",
  );
});

test("clearing one filter keeps the others and goes back to the first page", () => {
  const query = read("model=g90&condition=new&page=2&sort=newest");
  expect(stockHrefOf(withoutFilter(query, "model"))).toBe("/avto-v-nalicii.html?condition=new&sort=newest");
  expect(hasFilters(query)).toBe(true);
  expect(hasFilters(withoutFilter(withoutFilter(query, "model"), "condition"))).toBe(false);
});

test("the API is asked with the filters, sort and page", () => {
  expect(stockApiQuery(read("model=g70&page=2"))).toEqual({ model: "g70", sort: "price-asc", page: 2 });
});

test("a feed's model with commas, brackets, Cyrillic and spaces goes through the address and back exactly; a code in any case is the code", () => {
  for (const model of ["GV60 (JW1), электро", "G80 (RG3), рестайлинг [2024]", "Genesis G70 Shooting Brake"]) {
    const href = stockHrefOf({ filters: { model, engine: "Подключаемый гибрид", color: "Серебристый" }, sort: "price-asc", page: 1 });
    const back = readStockQuery(new URL(href, "https://example.ru").searchParams);
    expect(back.filters).toEqual({ model, engine: "Подключаемый гибрид", color: "Серебристый" });
    // The API is asked with the value as written, not lower-cased.
    expect(stockApiQuery(back).model).toBe(model);
  }
  expect(read("model=GV70").filters.model).toBe("gv70");
  expect(read("model=G80-NEW").filters.model).toBe("g80-new");
});
