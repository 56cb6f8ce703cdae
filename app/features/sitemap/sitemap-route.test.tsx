import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { makeStockCar } from "@contract/stock.test-helpers";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { makeWorker } from "~/features/company/people.test-helpers";
import { makeNewsItem } from "~/features/news/news-item.test-helpers";
import { errorMessages } from "~/lib/error-messages";
import SitemapRoute, { loader } from "~/routes/sitemap";
import { testLoadContext } from "../../../tests/setup/load-context";

// Tests serve the same news address differently; cached answers must not cross tests.
beforeEach(() => clearCachedResponses());

const context = testLoadContext("http://backend.test/api", { dealerBaseUrl: "" });

function renderSitemap() {
  const Stub = createRoutesStub([{ path: "/sitemap.html", loader, Component: SitemapRoute, HydrateFallback: () => null }], context);
  return render(<Stub initialEntries={["/sitemap.html"]} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const car = makeStockCar({ id: "n-70101", priceRub: 8_690_000, year: 2026 });
const facets = { model: [], condition: [], engine: [], drive: [], color: [], year: [], mileageMax: [] };
const stockList = { cars: [car], total: 1, all: 1, page: 1, pages: 1, pageSize: 100, sort: "newest", facets, priceRange: null };

test("the sitemap shows its groups, model subpages, the news, the PDFs and the cars in stock", async () => {
  const item = makeNewsItem("zimnie-shiny", 7, { name: "Зимние шины" });
  const newsList = { items: [item], pagination: { page: 1, pageSize: 100, total: 1 } };
  const team = { items: [makeWorker({ slug: "olga-semenova", name: "Ольга Семёнова", position: "Руководитель клиентской службы" })] };
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            success: true,
            data: String(url).includes("/v1/stock") ? stockList : String(url).includes("/v1/workers") ? team : newsList,
            message: "",
          }),
        ),
      ),
    ),
  );
  renderSitemap();
  await screen.findByRole("heading", { level: 1, name: "Карта сайта" });
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
    "Модели",
    "Покупка",
    "Владельцам",
    "Компания",
    "Новости",
    "Правовая информация",
    "Автомобили в наличии",
  ]);
  const stock = screen.getByRole("region", { name: "Автомобили в наличии" });
  expect(within(stock).getByRole("link", { name: /Престиж, 2026 — 8\s690\s000\s₽/ })).toHaveAttribute("href", "/feed/n-70101.html");
  const g90 = screen.getByRole("heading", { level: 3, name: "Genesis G90" }).parentElement!;
  expect(within(g90).getByRole("link", { name: "G90 L" })).toHaveAttribute("href", "/g90_L.html");
  const news = screen.getByRole("region", { name: "Новости" });
  expect(within(news).getByRole("link", { name: "Зимние шины" })).toHaveAttribute("href", "/news/zimnie-shiny.html");
  expect(within(news).getByRole("link", { name: "Genesis Magma: спортивное направление бренда" })).toBeVisible();
  expect(screen.getByRole("link", { name: /Договор купли-продажи/ })).toHaveAttribute("href", "/docs/contract.pdf");
  // The team comes from the API, under «Компания».
  const company = screen.getByRole("region", { name: "Компания" });
  expect(within(company).getByRole("link", { name: "Ольга Семёнова" })).toHaveAttribute("href", "/worker/olga-semenova.html");
});

test("when the news fail to load, the sitemap logs it and still lists the bundled articles", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.reject(new TypeError("fetch failed"))),
  );
  renderSitemap();
  await screen.findByRole("heading", { level: 1, name: "Карта сайта" });
  expect(screen.getByRole("link", { name: "Genesis Magma: спортивное направление бренда" })).toBeVisible();
  expect(error).toHaveBeenCalledWith(expect.stringMatching(`^${errorMessages.newsListLoadFailed}: .+ — `), expect.any(Error));
  expect(error).toHaveBeenCalledWith(
    expect.stringMatching(
      /^Автомобили в наличии для карты сайта не загрузились: Сеть недоступна: не удалось выполнить запрос \S*\/v1\/stock — на карте сайта нет автомобилей в наличии$/,
    ),
    expect.any(Error),
  );
  expect(error).toHaveBeenCalledWith(expect.stringMatching(`^${errorMessages.workersLoadFailed}: .+ — `), expect.any(Error));
  // One line per failed load, not the client's network line beside the page's.
  expect(error).toHaveBeenCalledTimes(3);
});
