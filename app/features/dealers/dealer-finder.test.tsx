import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet, useLoaderData, useLocation } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import type { City, Dealer } from "@contract/dealer";
import { fallbackDealerContacts } from "~/features/contacts/contacts";
import { loader } from "~/routes/contacts";
import { DealersBlock } from "./dealers-block";
import { testPublicConfig } from "../../../tests/setup/load-context";

const city = (id: number, name: string): City => ({ id, name, region: name, coordinates: { lat: 55 + id / 10, lng: 37 + id / 10 } });
const cities = [city(1, "Москва"), city(2, "Химки"), city(6, "Казань")];

const dealer = (id: number, cityId: number, name: string, over: Partial<Dealer> = {}): Dealer => ({
  id,
  cityId,
  name,
  address: `Адрес ${name}`,
  phone: `8 495 000-00-0${id}`,
  email: `d${id}@example.ru`,
  hours: { sales: ["Ежедневно: 9:00–21:00"], service: [] },
  coordinates: { lat: 55.7 + id / 100, lng: 37.6 + id / 100 },
  services: ["sales", "service"],
  certified: false,
  testDrive: false,
  ...over,
});
const dealers = [
  dealer(1, 2, "Genesis Химки", { certified: true, testDrive: true, services: ["sales", "service", "certified-used"] }),
  dealer(3, 1, "Genesis Москва Юг", { testDrive: true }),
  dealer(4, 1, "Genesis Студия Москва-Сити"),
  dealer(8, 6, "Genesis Казань", { testDrive: true }),
];

/** A fake of the content API's /v1/city, /v1/dealer and /v1/options that counts its calls. */
function serveApi() {
  const calls: string[] = [];
  const ok = (data: unknown) => Promise.resolve(Response.json({ success: true, data, message: "" }));
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string | URL) => {
      const url = new URL(String(input));
      calls.push(`${url.pathname}${url.search}`);
      const flags = url.searchParams;
      const matches = (d: Dealer) => (flags.get("certified") !== "1" || d.certified) && (flags.get("testDrive") !== "1" || d.testDrive);
      if (url.pathname.endsWith("/v1/options")) return ok({ dealer_address: "Московская область, г. Химки, Ленинградское шоссе" });
      if (url.pathname.endsWith("/v1/city")) return ok(cities.filter((c) => dealers.some((d) => d.cityId === c.id && matches(d))));
      if (url.pathname.endsWith("/v1/dealer")) return ok(dealers.filter((d) => d.cityId === Number(flags.get("city_id")) && matches(d)));
      return Promise.resolve(Response.json({ success: false, data: null, message: "Нет такого метода" }, { status: 404 }));
    }),
  );
  return calls;
}

function FinderPage() {
  const { finder } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <output data-testid="url">{`${location.pathname}${location.search}${location.hash}`}</output>
      <DealersBlock finder={finder} contacts={fallbackDealerContacts} />
    </>
  );
}

let origins = 0;

function renderFinder(path: string) {
  // The loader caches per address for a minute: each test gets a backend of its own.
  const api = `http://backend-${++origins}.test/api`;
  const Stub = createRoutesStub(
    [{ path: "/", Component: Outlet, HydrateFallback: () => null, children: [{ path: "contacts.html", loader, Component: FinderPage }] }],
    { apiBaseUrl: api, dealerBaseUrl: api, publicConfig: testPublicConfig },
  );
  return render(<Stub initialEntries={[path]} />);
}

const cards = () => screen.queryAllByRole("listitem").filter((li) => li.querySelector("h4"));
const cardNames = () => cards().map((li) => li.querySelector("h4")?.textContent?.replace(/^\d+/, ""));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test("without a city the dealer's own city is shown with its dealer's details", async () => {
  serveApi();
  renderFinder("/contacts.html");
  expect(await screen.findByRole("heading", { level: 3, name: "Химки: 1 дилерский центр" })).toBeVisible();
  expect((screen.getByRole("combobox", { name: "Город" }) as HTMLSelectElement).value).toBe("2");
  const card = within(cards()[0]!);
  expect(card.getByRole("heading", { level: 4 }).textContent).toContain("Genesis Химки");
  expect(card.getByRole("link", { name: "+7 (495) 000-00-01" })).toHaveAttribute("href", "tel:+74950000001");
  expect(card.getByText("Сертифицированные автомобили с пробегом")).toBeVisible();
  expect(card.getByText("Тест-драйв")).toBeVisible();
  expect(card.getByText("Продажа новых автомобилей, Сервис")).toBeVisible();
  expect(card.getByText("Ежедневно: 9:00–21:00")).toBeVisible();
  expect(screen.getByRole("img", { name: "Расположение дилерских центров: Химки" })).toBeVisible();
  // The schematic plot is not a map: the card opens the dealer's point in the maps visitors use, and a route there.
  const yandex = card.getByRole("link", { name: /^Открыть в Яндекс Картах.*новой вкладке/ });
  expect(yandex).toHaveAttribute("href", "https://yandex.ru/maps/?pt=37.61,55.71&z=16&l=map");
  expect(yandex).toHaveAttribute("target", "_blank");
  expect(card.getByRole("link", { name: /^в 2ГИС.*новой вкладке/ })).toHaveAttribute("href", "https://2gis.ru/geo/37.61,55.71");
  expect(card.getByRole("link", { name: /^Маршрут.*новой вкладке/ })).toHaveAttribute(
    "href",
    "https://yandex.ru/maps/?rtext=~55.71,37.61&rtt=auto",
  );
});

test("choosing a city shows its dealers and puts it in the URL; data already loaded is not fetched again", async () => {
  const calls = serveApi();
  const user = userEvent.setup();
  renderFinder("/contacts.html");
  await screen.findByRole("heading", { level: 3, name: /Химки/ });
  await user.selectOptions(screen.getByRole("combobox", { name: "Город" }), "Москва");
  expect(await screen.findByRole("heading", { level: 3, name: "Москва: 2 дилерских центра" })).toBeVisible();
  expect(cardNames()).toEqual(["Genesis Москва Юг", "Genesis Студия Москва-Сити"]);
  expect(screen.getByTestId("url").textContent).toBe("/contacts.html?city=1#dealers");

  await user.selectOptions(screen.getByRole("combobox", { name: "Город" }), "Химки");
  await screen.findByRole("heading", { level: 3, name: /Химки/ });
  expect(calls.filter((c) => c.startsWith("/api/v1/dealer"))).toEqual(["/api/v1/dealer?city_id=2", "/api/v1/dealer?city_id=1"]);
});

test("the test-drive filter narrows both the dealers and the cities", async () => {
  const calls = serveApi();
  const user = userEvent.setup();
  renderFinder("/contacts.html?city=1");
  await screen.findByRole("heading", { level: 3, name: "Москва: 2 дилерских центра" });
  await user.click(screen.getByRole("checkbox", { name: "Только с тест-драйвом" }));
  expect(await screen.findByRole("heading", { level: 3, name: "Москва: 1 дилерский центр" })).toBeVisible();
  expect(cardNames()).toEqual(["Genesis Москва Юг"]);
  expect(screen.getByTestId("url").textContent).toBe("/contacts.html?city=1&testDrive=1#dealers");
  expect(screen.getByRole("checkbox", { name: "Только с тест-драйвом" })).toBeChecked();
  expect(calls).toContain("/api/v1/city?testDrive=1");
  expect(calls).toContain("/api/v1/dealer?city_id=1&testDrive=1");
});

test("a city with no dealer for the filters says so and offers to clear a filter", async () => {
  serveApi();
  const user = userEvent.setup();
  renderFinder("/contacts.html?city=6&certified=1");
  // The heading names the city in the nominative; the sentence under it needs no declined name.
  const status = await screen.findByRole("heading", { level: 3, name: "Казань: нет подходящих дилерских центров" });
  expect(status.nextElementSibling?.textContent).toBe(
    "В этом городе нет дилерских центров с сертифицированными автомобилями с пробегом. Снимите фильтр или выберите другой город.",
  );
  expect(cards()).toHaveLength(0);
  // The chosen city stays selectable though the filter leaves it out.
  const options = within(screen.getByRole("combobox", { name: "Город" }))
    .getAllByRole("option")
    .map((o) => o.textContent);
  expect(options).toEqual(["Химки", "Казань"]);
  await user.click(screen.getByRole("link", { name: "Снять фильтр «Только сертифицированные автомобили с пробегом»" }));
  expect(await screen.findByRole("heading", { level: 3, name: "Казань: 1 дилерский центр" })).toBeVisible();
  expect(screen.getByTestId("url").textContent).toBe("/contacts.html?city=6#dealers");
});

test("when the dealers API fails, the failure is logged and the dealer's own contacts are shown", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(Response.json({ success: false, data: null, message: "Сбой" }, { status: 500 }))),
  );
  renderFinder("/contacts.html?city=1");
  expect(await screen.findByText(/Список дилерских центров сейчас недоступен/)).toBeVisible();
  expect(screen.getByRole("heading", { level: 4, name: fallbackDealerContacts.name })).toBeVisible();
  expect(logged.mock.calls.some(([message]) => String(message).startsWith("Не удалось получить список дилеров"))).toBe(true);
});
