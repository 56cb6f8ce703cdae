import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderInApp } from "~/features/layout/render-in-app.test-helpers";
import { StockModelChips } from "./stock-model-chips";
import { readStockQuery } from "./stock-query";

const models = [
  { value: "g70", label: "G70", count: 14 },
  { value: "gv70", label: "GV70", count: 1 },
  { value: "g80-new", label: "G80", count: 3 },
  { value: "g90", label: "G90", count: 21 },
];

function renderChips(search: string) {
  const query = readStockQuery(new URLSearchParams(search));
  renderInApp(<StockModelChips query={query} models={models} />, { path: `/avto-v-nalicii.html${search}` });
  return screen.getByRole("navigation", { name: "Модели" });
}

test("each model's chip leads to its stock from the first page, keeping the other filters; the chosen one is current", () => {
  const nav = renderChips("?model=gv70&condition=new&page=3");
  const links = within(nav).getAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).toEqual([
    "/avto-v-nalicii.html?condition=new",
    "/avto-v-nalicii.html?model=g70&condition=new",
    "/avto-v-nalicii.html?model=gv70&condition=new",
    "/avto-v-nalicii.html?model=g80-new&condition=new",
    "/avto-v-nalicii.html?model=g90&condition=new",
  ]);
  expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([null, null, "true", null, null]);
  expect(links[1]?.textContent).toContain("G70");
  expect(links[1]?.textContent).toContain("14");
});

test("a chip's number is named for a screen reader: «G70, 14 автомобилей», «GV70, 1 автомобиль», «G90, 21 автомобиль»", () => {
  const nav = renderChips("");
  expect(
    within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(["Все модели", "G70 14", "GV70 1", "G80 3", "G90 21"]);
  for (const name of ["Все модели", "G70, 14 автомобилей", "GV70, 1 автомобиль", "G80, 3 автомобиля", "G90, 21 автомобиль"]) {
    expect(within(nav).getByRole("link", { name })).toBeVisible();
  }
});
