import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { guidePriceNote } from "@contract/price-notes";
import { renderInApp } from "~/features/layout/render-in-app.test-helpers";
import type { PackageView } from "./model-format";
import type { ModelRef } from "./model-page-data.server";
import { PackageList, PriceNote } from "./model-page-parts";

function buildPackage(name: string, priceIndicative: boolean): PackageView {
  return {
    id: name.toLowerCase(),
    name,
    engine: {
      name: "2.5T",
      fuel: "Бензин",
      powerHp: 304,
      torqueNm: 422,
      accelerationS: 6.1,
      drive: "Полный привод",
      transmission: "8АКПП",
    },
    equipment: ["Кожаный салон"],
    priceRub: 6_290_000,
    priceIndicative,
    long: false,
  };
}

const model: ModelRef = {
  code: "gv80",
  name: "GV80",
  fullName: "Genesis GV80",
  body: "suv",
  homePath: "/gv80.html",
  configuratorHref: "/configurator#slide=1&model=gv80",
  stockHref: "/avto-v-nalicii.html?model=gv80",
  pages: [],
  colour: "#2b2d31",
};

test("a package with its list price asks for an offer; one with a guide price asks for the price", async () => {
  renderInApp(
    <PackageList
      packages={[buildPackage("Премиум", false), buildPackage("Люкс", true)]}
      modelName="GV80"
      order={{ model, place: "цены GV80" }}
    />,
  );
  expect(await screen.findByRole("link", { name: "Узнать условия Премиум" })).toBeVisible();
  expect(screen.queryByRole("link", { name: "Узнать цену Премиум" })).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Узнать цену Люкс" })).toBeVisible();
  expect(screen.getAllByRole("link", { name: /^Заказать / })).toHaveLength(2);
});

test("under guide prices the note says they are a guide, under list prices it is the brand's disclaimer", async () => {
  const options = { price_disclaimer: "Указаны максимальные рекомендованные розничные цены." };
  const { unmount } = renderInApp(<PriceNote options={options} packages={[buildPackage("Премиум", true), buildPackage("Элит", true)]} />);
  expect(await screen.findByText(guidePriceNote)).toBeVisible();
  expect(screen.queryByText(options.price_disclaimer)).not.toBeInTheDocument();
  unmount();
  renderInApp(<PriceNote options={options} packages={[buildPackage("Премиум", false)]} />);
  expect(await screen.findByText(options.price_disclaimer)).toBeVisible();
  expect(screen.queryByText(guidePriceNote)).not.toBeInTheDocument();
});
