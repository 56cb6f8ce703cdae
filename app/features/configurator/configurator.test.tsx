import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { annuityPayment } from "@contract/credit";
import { guidePriceNote } from "@contract/price-notes";
import { LayoutStoreProvider } from "~/features/layout/layout-context";
import { buildLineup } from "~/features/models/lineup";
import { makeMenuModel } from "~/features/models/menu-model.test-helpers";
import { getModelSummaries } from "~/features/models/model-summaries.server";
import { Configurator } from "./configurator";
import { normalizeState, parseState, type ConfiguratorState } from "./configurator-state";
import { creditSummaryLine, formatPayment, formatTermRange } from "./configurator-steps";
import { testModels as models, testPrograms as programs } from "./configurator.test-helpers";

const siteData = {
  options: { phone: "+74951204567", dealer_hours: "Ежедневно с 9:00 до 21:00" },
  models: [],
  footerNews: [],
  publicConfig: {},
};

// The equipment step's calls (GET /api/v1/feature/{id}, /api/v1/specification/{id}), answered as the backend does.
const features: Record<string, { name: string; categoryId: number; categoryName: string }> = {
  "1": { name: "10 подушек безопасности", categoryId: 1, categoryName: "Безопасность" },
  "7": { name: "Подогрев передних сидений и руля", categoryId: 2, categoryName: "Комфорт" },
  "9": { name: "Вентиляция передних сидений", categoryId: 2, categoryName: "Комфорт" },
};
const requested: string[] = [];
beforeAll(() => {
  vi.stubGlobal("fetch", async (input: string) => {
    const url = String(input);
    requested.push(url);
    const feature = url.match(/\/api\/v1\/feature\/(\d+)$/)?.[1];
    const spec = url.match(/\/api\/v1\/specification\/(\d+)$/)?.[1];
    const data =
      feature && features[feature]
        ? { id: Number(feature), description: "", ...features[feature] }
        : spec
          ? { id: Number(spec), name: "Мощность", categoryId: 1, categoryName: "Двигатель", value: "249 л.с." }
          : null;
    return new Response(
      JSON.stringify(data ? { success: true, data, message: "" } : { success: false, data: null, message: "Не найдено" }),
      { status: data ? 200 : 404 },
    );
  });
});
afterAll(() => vi.unstubAllGlobals());

const noState = normalizeState(parseState(""), models, programs);

function renderConfigurator(url: string, serverState: ConfiguratorState = noState) {
  const menu = ["g70", "gv70", "g80-new", "gv80", "g90"].map((code, i) =>
    makeMenuModel(code, [2_249_000, 4_740_000, null, null, 4_740_000][i] ?? null),
  );
  const lineup = buildLineup(menu, getModelSummaries({}));
  function Page() {
    const location = useLocation();
    return (
      <LayoutStoreProvider cookiesAgreed>
        <output data-testid="hash">{location.hash}</output>
        <Configurator
          lineup={lineup}
          models={models}
          programs={programs}
          serverState={serverState}
          dealers={{
            cities: [{ id: 1, name: "Москва", dealers: [{ id: 1, name: "Genesis Химки", address: "Ленинградское шоссе, вл. 21" }] }],
            defaultCityId: 1,
          }}
          priceNote="Цены — максимальные рекомендованные."
          leadResult={null}
        />
      </LayoutStoreProvider>
    );
  }
  const router = createMemoryRouter([{ id: "root", loader: () => siteData, children: [{ path: "/configurator", element: <Page /> }] }], {
    initialEntries: [url],
    hydrationData: { loaderData: { root: siteData } },
  });
  render(<RouterProvider router={router} />);
  return router;
}

const price = () => screen.getByTestId("configurator-price").textContent;
const hash = () => screen.getByTestId("hash").textContent;

test("step 1 lists the five models with the menu's price or «Цена скоро»; later steps wait for a model", () => {
  renderConfigurator("/configurator");
  expect(screen.getByRole("heading", { level: 2 }).textContent).toContain("Выберите модель");
  const links = screen.getAllByRole("link", { name: /Genesis/ });
  expect(links).toHaveLength(5);
  expect(links[0]?.textContent).toContain("от 2 249 000 ₽");
  expect(links[2]?.textContent).toContain("Цена скоро");
  const nav = screen.getByRole("navigation", { name: "Шаги конфигуратора" });
  expect(within(nav).getAllByRole("link")).toHaveLength(1);
  expect(screen.queryByTestId("configurator-price")).not.toBeInTheDocument();
});

test("a deep link opens its model with the price of its first package, as the maximum recommended retail price", () => {
  renderConfigurator("/configurator#slide=1&model=gv70");
  expect(price()).toBe("4 740 000 ₽");
  expect(screen.getByText("Максимальная рекомендованная розничная цена")).toBeVisible();
  expect(screen.getByText("Цены — максимальные рекомендованные.")).toBeVisible();
  expect(within(screen.getByRole("navigation", { name: "Шаги конфигуратора" })).getAllByRole("link")).toHaveLength(7);
});

test("a guide price is noted as one, not as the maximum recommended retail price", () => {
  renderConfigurator("/configurator#slide=1&model=g80-new");
  expect(screen.getByText("Ориентировочная цена")).toBeVisible();
  expect(screen.getByText(guidePriceNote)).toBeVisible();
  expect(screen.queryByText("Цены — максимальные рекомендованные.")).not.toBeInTheDocument();
});

test("walking the steps: each step is a history entry, each choice updates the price at once and lives in the hash", async () => {
  const user = userEvent.setup();
  const router = renderConfigurator("/configurator#slide=1&model=gv70");
  await user.click(screen.getByRole("link", { name: /Далее: комплектация/ }));
  expect(hash()).toBe("#slide=2&model=gv70&package=premium-2.5t&exterior=uyuni-white&interior=black-nappa");
  expect(document.activeElement?.id).toBe("configurator-step-title");
  await user.click(screen.getByRole("radio", { name: /Элит/ }));
  expect(price()).toBe("5 290 000 ₽");
  expect(hash()).toContain("package=elite-2.5t");
  await user.click(screen.getByRole("link", { name: /Далее: цвет кузова/ }));
  await user.click(screen.getByRole("radio", { name: "Чёрный Вик" }));
  expect(screen.getByRole("group", { name: "Цвет кузова: Чёрный Вик, +80 000 ₽" })).toBeVisible();
  expect(price()).toBe("5 370 000 ₽");
  await user.click(screen.getByRole("link", { name: /Далее: салон/ }));
  await user.click(screen.getByRole("radio", { name: "Бежевая кожа" }));
  expect(price()).toBe("5 490 000 ₽");
  // Back goes to the paint step with the choices made since kept in the hash (choices replace, steps push).
  await act(() => router.navigate(-1));
  await waitFor(() => expect(hash()).toContain("slide=3"));
  expect(hash()).toContain("exterior=vik-black");
  await act(() => router.navigate(-1));
  await waitFor(() => expect(hash()).toContain("slide=2"));
  expect(hash()).toContain("package=elite-2.5t");
  // A dozen clicks through four steps: more than the default 5 s on a busy machine.
}, 20_000);

test("the phone's bar repeats the car in its paint, the model with its package and the total, for the eye only", async () => {
  const user = userEvent.setup();
  renderConfigurator("/configurator#slide=3&model=gv70");
  const bar = screen.getByTestId("configurator-bar");
  const car = () => bar.querySelector("img")?.getAttribute("src");
  // A screen reader hears the aside (its price is a live region); the bar would only say it twice.
  expect(bar).toHaveAttribute("aria-hidden", "true");
  expect(car()).toMatch(/\/eeeeea-720\.webp$/);
  expect(bar.textContent).toContain("GV70 · ");
  await user.click(screen.getByRole("radio", { name: "Чёрный Вик" }));
  expect(car()).toMatch(/\/16171a-720\.webp$/);
  expect(within(bar).getByTestId("configurator-bar-price").textContent).toBe(price());
  expect(price()).toBe("4 820 000 ₽");
});

test("the finance step offers the fitting programs and shows the annuity payment with the residual", async () => {
  const user = userEvent.setup();
  renderConfigurator("/configurator#slide=6&model=g90&package=first-class-l&program=2&prepay=2000000&term=36");
  const radios = screen.getAllByRole("radio").map((r) => r.closest("label")?.textContent ?? "");
  expect(radios.some((t) => t.includes("Закрытая программа"))).toBe(false);
  expect(radios.some((t) => t.includes("Только дорогие"))).toBe(true);
  const expected = formatPayment(annuityPayment(5_490_000, 9.9, 36, 3_370_500));
  expect(screen.getByTestId("configurator-monthly").textContent).toBe(`${expected} в месяц`);
  expect(screen.getByText("Остаточный платёж в конце срока")).toBeVisible();
  await user.selectOptions(screen.getByRole("combobox", { name: "Срок кредита" }), "24");
  expect(hash()).toContain("term=24");
  expect(screen.getByTestId("configurator-monthly").textContent).toBe(
    `${formatPayment(annuityPayment(5_490_000, 9.9, 24, 3_370_500))} в месяц`,
  );
  await user.click(screen.getByRole("radio", { name: /Без кредита/ }));
  expect(screen.queryByTestId("configurator-monthly")).not.toBeInTheDocument();
  expect(hash()).not.toContain("program=");
});

/** What each live region of the page says now, keyed by the region. */
function liveRegionTexts(): Map<Element, string> {
  const regions = document.querySelectorAll('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"], [role="log"]');
  return new Map([...regions].map((region) => [region, region.textContent ?? ""]));
}

/**
 * The live regions whose words a change made differ: each is one announcement a screen reader makes. A
 * region the change brought onto the page is not read, so only the regions there before count.
 */
function announcedBy(change: () => void): string[] {
  const before = liveRegionTexts();
  change();
  return [...liveRegionTexts()]
    .filter(([region, text]) => before.has(region) && before.get(region) !== text && text.trim() !== "")
    .map(([, text]) => text);
}

test("a step of the down payment slider is announced once: the slider says its value, one region the monthly payment", () => {
  renderConfigurator("/configurator#slide=6&model=g90&package=first-class-l&program=2&prepay=2000000&term=36");
  const slider = screen.getByRole("slider", { name: "Первоначальный взнос" });
  expect(slider).toHaveAttribute("aria-valuetext", "2 000 000 ₽");
  const said = announcedBy(() => fireEvent.change(slider, { target: { value: "2010000" } }));
  expect(slider).toHaveAttribute("aria-valuetext", "2 010 000 ₽");
  const payment = formatPayment(annuityPayment(5_480_000, 9.9, 36, 3_370_500));
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(/^Ежемесячный платёж/);
  expect(said[0]).toContain(payment);
  // The term's select is announced the same way: its option, then the payment once.
  const term = screen.getByRole("combobox", { name: "Срок кредита" });
  expect(announcedBy(() => fireEvent.change(term, { target: { value: "24" } }))).toHaveLength(1);
});

test("choosing a credit program after «Без кредита» announces the monthly payment it makes", () => {
  renderConfigurator("/configurator#slide=6&model=g90&package=first-class-l");
  expect(screen.getByRole("radio", { name: /Без кредита/ })).toBeChecked();
  const said = announcedBy(() => fireEvent.click(screen.getAllByRole("radio")[1]!));
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(/^Ежемесячный платёж \d/);
});

test("the equipment step lists the package's items by category, marks what it adds and names what the next package adds, each id fetched once", async () => {
  renderConfigurator("/configurator#slide=5&model=gv70&package=elite-2.5t");
  const comfort = await screen.findByRole("region", { name: "Комфорт" });
  const items = within(comfort)
    .getAllByRole("listitem")
    .map((li) => li.textContent);
  expect(items).toEqual(["Подогрев передних сидений и руля", "Вентиляция передних сидений новое"]);
  expect(screen.getByRole("region", { name: "Безопасность" }).textContent).not.toContain("новое");
  expect(screen.getByRole("region", { name: "Двигатель" }).textContent).toContain("249 л.с.");
  // The first package: its step says what «Элит» adds.
  renderConfigurator("/configurator#slide=5&model=gv70&package=premium-2.5t");
  expect((await screen.findByRole("region", { name: "Что добавит «Элит»" })).textContent).toContain("Вентиляция передних сидений");
  expect(requested.filter((url) => url.endsWith("/api/v1/feature/9"))).toHaveLength(1);
});

test("an impossible hash is rewritten in place to the nearest configuration", async () => {
  renderConfigurator("/configurator#slide=42&model=gv70&package=nope&exterior=pink&program=3");
  await waitFor(() => expect(hash()).toBe("#slide=7&model=gv70&package=premium-2.5t&exterior=uyuni-white&interior=black-nappa"));
  expect(price()).toBe("4 740 000 ₽");
});

test("a model whose packages did not load says so instead of an empty form", () => {
  renderConfigurator("/configurator#slide=2&model=gv80");
  expect(screen.getByText(/Комплектации Genesis GV80 сейчас не загрузились/)).toHaveAttribute("role", "status");
  expect(screen.queryByRole("radio")).not.toBeInTheDocument();
});

test("without a hash the server's summary shows the price, the PDF link and the lead form", () => {
  const serverState = normalizeState({ ...parseState("?model=g90&package=first-class-l&exterior=vik-black"), slide: 7 }, models, programs);
  renderConfigurator("/configurator?model=g90&package=first-class-l&exterior=vik-black", serverState);
  expect(price()).toBe("7 570 000 ₽");
  expect(screen.getByRole("link", { name: "Скачать PDF" })).toHaveAttribute(
    "href",
    "/configurator?model=g90&package=first-class-l&exterior=vik-black&interior=black-nappa&pdf=1",
  );
  expect(screen.getByRole("form", { name: "Отправить конфигурацию менеджеру" })).toBeVisible();
});

test("a program's terms read as Russian does after «до»: «от 24 до 48 месяцев», «от 12 до 61 месяца»", () => {
  expect(formatTermRange(24, 48)).toBe("от 24 до 48 месяцев");
  expect(formatTermRange(12, 84)).toBe("от 12 до 84 месяцев");
  expect(formatTermRange(12, 61)).toBe("от 12 до 61 месяца");
  expect(formatTermRange(12, 111)).toBe("от 12 до 111 месяцев");
});

test("the summary's credit line quotes the program's name, so its own colon does not run into the terms, and gives the ПСК (insurance included)", () => {
  const program = {
    name: "Genesis Finance: субсидированная ставка",
    rate: 5.9,
    fee_percent: 0,
    insurance_percent: 1,
    lender: "Genesis Finance",
  };
  const line = creditSummaryLine({ program, prepay: 700_000, term: 36, rate: 5.9, credit: 1_600_000, residual: 0 });
  expect(line.replace(/\u00a0/g, " ")).toBe(
    "Кредит «Genesis Finance: субсидированная ставка» — взнос 700 000 ₽, 36 месяцев, ставка 5,9 %, ПСК 7,803 %",
  );
  expect(line).toContain("700\u00a0000\u00a0₽");
});
