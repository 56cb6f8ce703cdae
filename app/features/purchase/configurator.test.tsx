import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { expect, test } from "vitest";
import { buildLineup } from "~/features/models/lineup";
import { getModelSummaries } from "~/features/models/model-summaries";
import { Configurator } from "./configurator";
import { loadConfiguratorModels } from "./configurator-data";

async function renderConfigurator(url: string) {
  const models = await loadConfiguratorModels();
  const lineup = buildLineup([], getModelSummaries());
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

test("step 1 lists the five models with a price or «Цена скоро»", async () => {
  await renderConfigurator("/configurator");
  const step = screen.getByRole("region", { name: /Выберите модель/ });
  const links = within(step).getAllByRole("link");
  expect(links).toHaveLength(5);
  expect(links[0]?.textContent).toContain("от 2 249 000 ₽");
  expect(links[2]?.textContent).toContain("Цена скоро");
  expect(screen.queryByRole("region", { name: /комплектация и цвет/ })).toBeNull();
});

test("a deep link preselects its model", async () => {
  await renderConfigurator("/configurator#slide=1&model=gv70");
  const setup = screen.getByRole("region", { name: /Genesis GV70: комплектация и цвет/ });
  expect(within(setup).getAllByRole("radio", { checked: true }).length).toBe(3);
  expect(within(setup).getByText("Стоимость").parentElement?.textContent).toContain("4 740 000 ₽");
});

test("choosing a model writes the hash and a package updates the summary", async () => {
  const user = userEvent.setup();
  await renderConfigurator("/configurator");
  await user.click(screen.getByRole("link", { name: /Genesis G90/ }));
  expect(screen.getByTestId("hash").textContent).toBe("#slide=1&model=g90");
  const setup = screen.getByRole("region", { name: /Genesis G90: комплектация и цвет/ });
  expect(document.activeElement?.id).toBe("configurator-step-2");
  await user.click(within(setup).getByRole("radio", { name: /Первый класс/ }));
  expect(within(setup).getByText("Стоимость").parentElement?.textContent).toContain("7 490 000 ₽");
  await user.click(within(setup).getByRole("radio", { name: "Баросса Бордовый" }));
  expect(within(setup).getByRole("group", { name: /Цвет кузова: Баросса Бордовый/ })).toBeTruthy();
});
