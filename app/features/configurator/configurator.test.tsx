import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { expect, test } from "vitest";
import { buildLineup } from "~/features/models/lineup";
import type { PackageView } from "~/features/models/model-format";
import { modelFamilies } from "~/features/models/model-pages";
import { getModelSummaries } from "~/features/models/model-summaries";
import { Configurator } from "./configurator";
import type { ConfiguratorModel, ConfiguratorOption } from "./configurator-data";
import { makeMenuModel } from "~/features/models/menu-model.test-helpers";

const pkg = (id: string, name: string, priceRub: number, over: Partial<PackageView> = {}): PackageView => ({
  id,
  name,
  engine: { name: "2.5T", fuel: "Бензин", powerHp: 249, torqueNm: 422, accelerationS: 7.3, drive: "Полный привод", transmission: "8АКПП" },
  equipment: ["Светодиодные фары с двойными линиями", "Салон из натуральной кожи"],
  priceRub,
  priceIndicative: false,
  long: false,
  ...over,
});

const paints: ConfiguratorOption[] = [
  { id: "uyuni-white", name: "Белый Уюни", hex: "#eeeeea", priceRub: 0 },
  { id: "vik-black", name: "Чёрный Вик", hex: "#16171a", priceRub: 80_000 },
];
const trims: ConfiguratorOption[] = [{ id: "black-nappa", name: "Чёрная кожа Наппа", hex: "#1b1b1c", priceRub: 0 }];

const packagesByCode: Record<string, PackageView[]> = {
  g70: [pkg("premium-2.0t", "Премиум", 2_249_000)],
  gv70: [pkg("premium-2.5t", "Премиум", 4_740_000), pkg("elite-2.5t", "Элит", 5_290_000)],
  "g80-new": [pkg("premium-2.5t-249", "Премиум", 6_290_000, { priceIndicative: true })],
  gv80: [],
  g90: [pkg("luxury", "Люкс", 4_740_000), pkg("first-class-l", "Первый класс", 7_490_000, { long: true })],
};

/** The five models as the loader gives them; the GV80's packages did not load. */
const models: ConfiguratorModel[] = modelFamilies.map((family) => ({
  code: family.code,
  configuratorCode: family.configuratorCode,
  fullName: family.fullName,
  body: family.body,
  homePath: `/${family.code}.html`,
  stockHref: `/avto-v-nalicii.html?model=${family.code}`,
  packages: packagesByCode[family.code] ?? [],
  colours: paints,
  interiors: trims,
  defaultColourId: "uyuni-white",
}));

const menuItem = (code: string, price: number | null) => makeMenuModel(code, price);

function renderConfigurator(url: string) {
  const menu = [menuItem("g70", 2_249_000), menuItem("gv70", 4_740_000), menuItem("g80-new", null), menuItem("gv80", null), menuItem("g90", 4_740_000)];
  const lineup = buildLineup(menu, getModelSummaries({}));
  function Page() {
    const location = useLocation();
    return (
      <>
        <output data-testid="hash">{location.hash}</output>
        <Configurator lineup={lineup} models={models} priceNote="Цены — максимальные рекомендованные." />
      </>
    );
  }
  const router = createMemoryRouter([{ path: "/configurator", element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

const total = (setup: HTMLElement) => within(setup).getByText("Стоимость").parentElement?.textContent;

test("step 1 lists the five models with the menu's price or «Цена скоро»", () => {
  renderConfigurator("/configurator");
  const step = screen.getByRole("region", { name: /Выберите модель/ });
  const links = within(step).getAllByRole("link");
  expect(links).toHaveLength(5);
  expect(links[0]?.textContent).toContain("от 2 249 000 ₽");
  expect(links[2]?.textContent).toContain("Цена скоро");
  expect(screen.queryByRole("region", { name: /комплектация и цвет/ })).toBeNull();
});

test("a deep link preselects its model with its first package, paint and trim", () => {
  renderConfigurator("/configurator#slide=1&model=gv70");
  const setup = screen.getByRole("region", { name: /Genesis GV70: комплектация и цвет/ });
  expect(within(setup).getAllByRole("radio", { checked: true }).length).toBe(3);
  expect(total(setup)).toContain("4 740 000 ₽");
});

test("choosing a model writes the hash; a package and a paint with a surcharge update the total", async () => {
  const user = userEvent.setup();
  renderConfigurator("/configurator");
  await user.click(screen.getByRole("link", { name: /Genesis G90/ }));
  expect(screen.getByTestId("hash").textContent).toBe("#slide=1&model=g90");
  const setup = screen.getByRole("region", { name: /Genesis G90: комплектация и цвет/ });
  expect(document.activeElement?.id).toBe("configurator-step-2");
  await user.click(within(setup).getByRole("radio", { name: /Первый класс/ }));
  expect(total(setup)).toContain("7 490 000 ₽");
  await user.click(within(setup).getByRole("radio", { name: "Чёрный Вик" }));
  expect(within(setup).getByRole("group", { name: "Цвет кузова: Чёрный Вик, +80 000 ₽" })).toBeTruthy();
  expect(total(setup)).toContain("7 570 000 ₽");
});

test("a model whose price is coming shows guide prices", () => {
  renderConfigurator("/configurator#slide=1&model=g80-new");
  const setup = screen.getByRole("region", { name: /Новый Genesis G80: комплектация и цвет/ });
  expect(within(setup).getByRole("radio", { name: /Премиум/ }).closest("label")?.textContent).toContain("Ориентировочная цена от 6 290 000 ₽");
  expect(total(setup)).toContain("Ориентировочная цена от 6 290 000 ₽");
});

test("a model whose packages did not load says so instead of an empty form", () => {
  renderConfigurator("/configurator#slide=1&model=gv80");
  const step = screen.getByRole("region", { name: /Genesis GV80: комплектация и цвет/ });
  expect(within(step).getByRole("status").textContent).toContain("сейчас не загрузились");
  expect(within(step).queryByRole("radio")).toBeNull();
});
