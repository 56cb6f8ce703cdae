import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { makeNewsItem } from "~/features/news/news-item.test-helpers";
import { makeOffer } from "~/features/offers/offer.test-helpers";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import SearchRoute, { loader } from "~/routes/search";
import { testPublicConfig } from "../../../tests/setup/load-context";
import { stubApiFetch } from "../../../tests/setup/stub-api";

const api = "http://backend.test/api";
const envelope = (data: unknown) => ({ success: true, data, message: "" });
const skating = makeNewsItem("ice-skating", 7, { name: "Каток у салона", description: "<p>Зимой у дилерского центра работает каток с прокатом коньков.</p>" });
const tyres = makeOffer("winter-tyres", { title: "Шиномонтаж со скидкой", short: "Сезонная смена шин." });

const gv80 = {
  id: "n-70101", source: "ilsa-offers", condition: "new", type: "новый автомобиль", model: "GV80", modelCode: "gv80", package: "Престиж",
  modification: "2.5T 304 л.с., 8АКПП", engineType: "Бензин", driveType: "Полный привод", photos: [], vin: "1234", bodyColor: "Зелёный",
  price: "8 690 000", priceRub: 8_690_000, availability: true, warrantyDate: true, warrantyUntil: null, year: 2026, mileage: null, videos: [],
};
const facets = { model: [], condition: [], engine: [], drive: [], color: [], year: [], mileageMax: [] };

/** Serves the API's news, offers and cars in stock (or a 500 for all when `failing`); returns the paths asked. */
function serveApi({ failing = false } = {}) {
  return stubApiFetch((path) => {
    const data =
      path === "/v1/news"
        ? { items: [skating], pagination: { page: 1, pageSize: 100, total: 1 } }
        : path === "/v1/special-offer"
          ? { items: [tyres] }
          : path === "/dealer/v1/stock"
            ? { cars: [gv80], total: 1, all: 1, page: 1, pages: 1, pageSize: 100, sort: "newest", facets, priceRange: null }
            : null;
    if (failing || data === null) return { body: { success: false, data: null, message: "Внутренняя ошибка сервера" }, status: 500 };
    return { body: envelope(data), status: 200 };
  });
}

// Tests serve the same addresses differently; cached answers must not cross tests.
beforeEach(() => clearCachedResponses());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const Stub = createRoutesStub(
    [{ path: "/search.html", loader, Component: SearchRoute, HydrateFallback: () => null }],
    { apiBaseUrl: api, dealerBaseUrl: "http://backend.test/dealer", publicConfig: testPublicConfig },
  );
  return render(<Stub initialEntries={[path]} />);
}

test("an empty query shows the form and popular links without asking the API", async () => {
  const asked = serveApi();
  renderAt("/search.html");
  await screen.findByRole("heading", { level: 1, name: "Поиск по сайту" });
  const form = screen.getByRole("search");
  expect(form.getAttribute("method")).toBe("get");
  expect(form.getAttribute("action")).toBe("/search.html");
  expect(within(form).getByRole("searchbox", { name: "Что вы ищете?" }).getAttribute("name")).toBe("q");
  expect(screen.getByRole("heading", { level: 2, name: "Популярные разделы" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Автомобили в наличии" })).toBeTruthy();
  expect(asked).toEqual([]);
});

test("a query lists matching pages with highlighted titles and snippets", async () => {
  serveApi();
  const { container } = renderAt("/search.html?q=гарантия");
  await screen.findByText(/По запросу «гарантия» найден/);
  const first = screen.getAllByRole("heading", { level: 2 })[0]!;
  expect(within(first).getByRole("link").getAttribute("href")).toBe("/warranty.html");
  expect(container.querySelector("mark")?.textContent).toMatch(/^гарант/i);
  expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("гарантия");
});

test("ё and е find the same pages", async () => {
  serveApi();
  const { unmount } = renderAt("/search.html?q=зачёт");
  await screen.findByText(/По запросу «зачёт» найден/);
  const withYo = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
  unmount();
  renderAt("/search.html?q=зачет");
  await screen.findByText(/По запросу «зачет» найден/);
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(withYo);
});

test("a query with no results says so in Russian and suggests what to try", async () => {
  serveApi();
  renderAt("/search.html?q=вертолёт");
  expect(await screen.findByText("По запросу «вертолёт» ничего не найдено.")).toBeTruthy();
  expect(screen.getByRole("link", { name: "кредит" }).getAttribute("href")).toBe("/search.html?q=%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82");
  expect(screen.getByRole("heading", { level: 2, name: "Возможно, вам пригодится" })).toBeTruthy();
});

test("results are paged ten at a time", async () => {
  serveApi();
  renderAt("/search.html?q=genesis");
  await screen.findByText(/По запросу «genesis» найден/);
  expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(10);
  const pager = screen.getByRole("navigation", { name: "Страницы результатов поиска" });
  expect(within(pager).getByRole("link", { name: /Далее/ }).getAttribute("href")).toBe("/search.html?q=genesis&page=2");
});

test("the server's news and the running offers are found with links to their pages", async () => {
  serveApi();
  const { unmount } = renderAt("/search.html?q=коньков");
  await screen.findByText(/По запросу «коньков» найдена/);
  const [news] = screen.getAllByRole("heading", { level: 2 });
  expect(within(news!).getByRole("link").getAttribute("href")).toBe("/news/ice-skating.html");
  expect(screen.getByText("Новости")).toBeTruthy();
  unmount();
  renderAt("/search.html?q=шиномонтаж со скидкой");
  await screen.findByText(/По запросу «шиномонтаж со скидкой» найден/);
  const [offer] = screen.getAllByRole("heading", { level: 2 });
  const link = within(offer!).getByRole("link");
  expect(link.textContent).toBe("Шиномонтаж со скидкой");
  expect(link.getAttribute("href")).toBe("/special-offers/winter-tyres.html");
  expect(screen.getByText("Специальные предложения", { selector: "span" })).toBeTruthy();
});

test("when the API fails the search still lists the site's pages", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  serveApi({ failing: true });
  renderAt("/search.html?q=гарантия");
  await screen.findByText(/По запросу «гарантия» найден/);
  const first = screen.getAllByRole("heading", { level: 2 })[0]!;
  expect(within(first).getByRole("link").getAttribute("href")).toBe("/warranty.html");
  expect(error).toHaveBeenCalledWith(errorMessages.newsListLoadFailed, expect.any(Error));
  expect(error).toHaveBeenCalledWith(errorMessages.offersLoadFailed, expect.any(Error));
  expect(error).toHaveBeenCalledWith("Автомобили в наличии для поиска не загрузились", expect.any(Error));
});

test("a car in stock is found by its model and colour", async () => {
  serveApi();
  renderAt("/search.html?q=GV80 зелёный");
  await screen.findByText(/По запросу «GV80 зелёный» найден/);
  const link = screen.getAllByRole("link").find((l) => l.getAttribute("href") === "/feed/n-70101.html");
  expect(link?.textContent).toBe("Genesis GV80 Престиж, 8 690 000 ₽");
  expect(screen.getByText("Автомобили в наличии", { selector: "span" })).toBeTruthy();
});
