import { act, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import type { StockCar } from "@contract/stock";
import { makeStockCar } from "@contract/stock.test-helpers";
import { renderInApp } from "~/features/layout/render-in-app.test-helpers";
import { CompareButton, ComparedCars, comparedCarNames, FavouriteCars, KeptCarsLinks, toggleKept } from "./stock-favourites";

/** A used GV70 of 2021 without a package, at 4 150 000 ₽. */
const gv70 = (id: string, overrides: Partial<StockCar> = {}) =>
  makeStockCar({
    id,
    condition: "used",
    model: "GV70",
    modelCode: "gv70",
    package: null,
    modification: "2.5T 249 л.с., 8АКПП",
    bodyColor: "Серый",
    priceRub: 4_150_000,
    ...overrides,
  });

afterEach(() => window.localStorage.clear());

test("compared cars are told apart by model, package and year, and by price when those are the same", () => {
  const cars = [gv70("u-1", { package: "Premium" }), gv70("u-2"), gv70("u-3", { priceRub: 3_990_000 })].map((car) => ({
    ...car,
    photo: null,
  }));
  expect(comparedCarNames(cars)).toEqual([
    "Genesis GV70 Premium 2021",
    "Genesis GV70 2021 за 4 150 000 ₽",
    "Genesis GV70 2021 за 3 990 000 ₽",
  ]);
});

test("each column of the comparison names its car, its price and a button that says which car it removes", () => {
  toggleKept("compare", gv70("u-EM4196", { package: "Premium" }));
  toggleKept("compare", gv70("u-EM4233", { year: 2022, priceRub: 4_590_000 }));
  renderInApp(<ComparedCars />, { path: "/avto-v-nalicii.html" });
  const comparison = screen.getByRole("region", { name: "Сравнение автомобилей (2 из 3)" });
  expect(comparison.parentElement?.id).toBe("compare");
  const headers = within(comparison)
    .getAllByRole("columnheader")
    .map((th) => th.textContent);
  expect(headers).toEqual(["Genesis GV70 Premium 20214 150 000 ₽Убрать", "Genesis GV70 20224 590 000 ₽Убрать"]);
  expect(
    within(comparison)
      .getAllByRole("button")
      .map((button) => button.getAttribute("aria-label")),
  ).toEqual(["Убрать Genesis GV70 Premium 2021 из сравнения", "Убрать Genesis GV70 2022 из сравнения"]);
  act(() => within(comparison).getByRole("button", { name: "Убрать Genesis GV70 2022 из сравнения" }).click());
  expect(screen.getByRole("region", { name: "Сравнение автомобилей (1 из 3)" })).toBeVisible();
});

test("a car's compare button, once anything is compared, leads to the comparison with how many cars it holds", () => {
  const car = gv70("u-EM4196");
  renderInApp(<CompareButton car={car} />, { path: "/feed/u-EM4196.html" });
  expect(screen.queryByRole("link", { name: /^Сравнить/ })).not.toBeInTheDocument();
  act(() => screen.getByRole("button", { name: "Добавить к сравнению" }).click());
  expect(screen.getByRole("button", { name: "В сравнении" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("link", { name: "Сравнить (1)" })).toHaveAttribute("href", "/avto-v-nalicii.html#compare");
});

test("over the list, «Избранное (N)» and «Сравнить (N)» lead to the favourites and the comparison, each once its list has a car", () => {
  renderInApp(
    <>
      <KeptCarsLinks />
      <ComparedCars />
      <FavouriteCars />
    </>,
    { path: "/avto-v-nalicii.html" },
  );
  expect(screen.queryByRole("list", { name: "Отложенные автомобили" })).not.toBeInTheDocument();
  act(() => toggleKept("favourites", gv70("u-EM4196")));
  const links = screen.getByRole("list", { name: "Отложенные автомобили" });
  expect(
    within(links)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(["Избранное (1)"]);
  act(() => {
    toggleKept("compare", gv70("u-EM4196"));
    toggleKept("compare", gv70("u-EM4233"));
  });
  const favourites = within(links).getByRole("link", { name: "Избранное (1)" });
  const compare = within(links).getByRole("link", { name: "Сравнить (2)" });
  // Each leads to a place on this very page, whatever its filters: the block with that id.
  expect(document.getElementById(favourites.getAttribute("href")?.slice(1) ?? "")).toContainElement(
    screen.getByRole("heading", { name: "Избранное" }),
  );
  expect(document.getElementById(compare.getAttribute("href")?.slice(1) ?? "")).toContainElement(
    screen.getByRole("region", { name: "Сравнение автомобилей (2 из 3)" }),
  );
});
