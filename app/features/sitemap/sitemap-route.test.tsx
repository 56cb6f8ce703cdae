import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { clearCachedResponses } from "~/lib/cached-get.server";
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

test("the sitemap shows its groups, model subpages, the news and the PDFs", async () => {
  const item = makeNewsItem("zimnie-shiny", 7, { name: "Зимние шины" });
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(JSON.stringify({ success: true, data: { items: [item], pagination: { page: 1, pageSize: 100, total: 1 } }, message: "" })))));
  renderSitemap();
  await screen.findByRole("heading", { level: 1, name: "Карта сайта" });
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
    "Модели", "Покупка", "Владельцам", "Компания", "Новости", "Правовая информация",
  ]);
  const g90 = screen.getByRole("heading", { level: 3, name: "Genesis G90" }).parentElement!;
  expect(within(g90).getByRole("link", { name: "G90 L" }).getAttribute("href")).toBe("/g90_L.html");
  const news = screen.getByRole("region", { name: "Новости" });
  expect(within(news).getByRole("link", { name: "Зимние шины" }).getAttribute("href")).toBe("/news/zimnie-shiny.html");
  expect(within(news).getByRole("link", { name: "Genesis Magma: спортивное направление бренда" })).toBeTruthy();
  expect(screen.getByRole("link", { name: /Договор купли-продажи/ }).getAttribute("href")).toBe("/docs/contract.pdf");
});

test("when the news fail to load, the sitemap logs it and still lists the bundled articles", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new TypeError("fetch failed"))));
  renderSitemap();
  await screen.findByRole("heading", { level: 1, name: "Карта сайта" });
  expect(screen.getByRole("link", { name: "Genesis Magma: спортивное направление бренда" })).toBeTruthy();
  expect(error).toHaveBeenCalledWith(errorMessages.newsListLoadFailed, expect.any(Error));
});
