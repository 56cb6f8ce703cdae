import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import type { SearchPage, SearchResult } from "@contract/search";
import { errorMessages } from "~/lib/error-messages";
import SearchRoute, { loader } from "~/routes/search";
import { testPublicConfig } from "../../../tests/setup/load-context";
import { stubApiFetch } from "../../../tests/setup/stub-api";

// The page asks GET /v1/search (the one index, docs/decisions/0040); how the index finds pages is
// tested against the database in backend/search/ and server/site-search.test.ts.
const api = "http://backend.test/api";
const envelope = (data: unknown) => ({ success: true, data, message: "" });

const warranty: SearchResult = {
  type: "page",
  title: "Гарантия",
  description: "Гарантия на новые автомобили Genesis.",
  href: "/warranty.html",
  section: "Владельцам",
  highlight: {
    title: [{ text: "Гарантия", hit: true }],
    snippet: [
      { text: "Гарантия", hit: true },
      { text: " на новые автомобили <b>Genesis</b>.", hit: false },
    ],
  },
};

function pageOf(items: SearchResult[], page: number, pageSize: number, total = items.length): SearchPage {
  return { items: items.slice((page - 1) * pageSize, page * pageSize), pagination: { page, pageSize, total } };
}

/** Serves GET /v1/search with `answer` (or a 500 when `failing`); returns the paths asked. */
function serveSearch(answer: (url: URL) => SearchPage, { failing = false } = {}) {
  return stubApiFetch((path, url) => {
    if (failing || path !== "/v1/search")
      return { body: { success: false, data: null, message: "Внутренняя ошибка сервера" }, status: 500 };
    return { body: envelope(answer(url)), status: 200 };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "/search.html", loader, Component: SearchRoute, HydrateFallback: () => null }], {
    apiBaseUrl: api,
    dealerBaseUrl: "http://backend.test/dealer",
    publicConfig: testPublicConfig,
  });
  return render(<Stub initialEntries={[path]} />);
}

test("an empty query shows the form and popular links without asking the API", async () => {
  const asked = serveSearch(() => pageOf([warranty], 1, 10));
  renderAt("/search.html");
  await screen.findByRole("heading", { level: 1, name: "Поиск по сайту" });
  const form = screen.getByRole("search");
  expect(form).toHaveAttribute("method", "get");
  expect(form).toHaveAttribute("action", "/search.html");
  expect(within(form).getByRole("searchbox", { name: "Что вы ищете?" })).toHaveAttribute("name", "q");
  expect(screen.getByRole("heading", { level: 2, name: "Популярные разделы" })).toBeVisible();
  expect(screen.getByRole("link", { name: "Автомобили в наличии" })).toBeVisible();
  expect(asked).toEqual([]);
});

test("a query lists the hits with their sections, highlighted titles and snippets, escaped", async () => {
  const asked = serveSearch((url) => pageOf([warranty], Number(url.searchParams.get("page")), Number(url.searchParams.get("pageSize"))));
  const { container } = renderAt("/search.html?q=гарантия");
  await screen.findByText(/По запросу «гарантия» найдена 1 страница/);
  expect(asked).toEqual([`/v1/search?q=${encodeURIComponent("гарантия")}&page=1&pageSize=10`]);
  const first = screen.getAllByRole("heading", { level: 2 })[0]!;
  expect(within(first).getByRole("link")).toHaveAttribute("href", "/warranty.html");
  expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["Гарантия", "Гарантия"]);
  expect(screen.getByText("Владельцам", { selector: "span" })).toBeVisible();
  // Text from the index is text: its angle brackets are shown, never parsed.
  expect(container.querySelector("b")).toBeNull();
  expect(container.textContent).toContain("<b>Genesis</b>");
  expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("гарантия");
});

test("a hit without highlights (another implementation of the API) shows its plain title and description under its type's section", async () => {
  const offer: SearchResult = {
    type: "offer",
    title: "Шиномонтаж со скидкой",
    description: "Сезонная смена шин.",
    href: "/special-offers/winter-tyres.html",
  };
  serveSearch(() => pageOf([offer], 1, 10));
  const { container } = renderAt("/search.html?q=шиномонтаж");
  await screen.findByText(/По запросу «шиномонтаж» найдена/);
  const link = within(screen.getAllByRole("heading", { level: 2 })[0]!).getByRole("link");
  expect(link.textContent).toBe("Шиномонтаж со скидкой");
  expect(link).toHaveAttribute("href", "/special-offers/winter-tyres.html");
  expect(screen.getByText("Специальные предложения", { selector: "span" })).toBeVisible();
  expect(screen.getByText("Сезонная смена шин.")).toBeVisible();
  expect(container.querySelector("mark")).toBeNull();
});

test("a query with no results says so in Russian and suggests what to try", async () => {
  serveSearch(() => pageOf([], 1, 10));
  renderAt("/search.html?q=вертолёт");
  expect(await screen.findByText("По запросу «вертолёт» ничего не найдено.")).toBeVisible();
  expect(screen.getByRole("link", { name: "кредит" })).toHaveAttribute("href", "/search.html?q=%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82");
  expect(screen.getByRole("heading", { level: 2, name: "Возможно, вам пригодится" })).toBeVisible();
});

test("a one-letter query asks for two letters, without asking the API", async () => {
  const asked = serveSearch(() => pageOf([warranty], 1, 10));
  renderAt("/search.html?q=%20я%20");
  expect(await screen.findByText("Введите не менее двух символов — например, «G70», «сервис» или «кредит».")).toBeVisible();
  expect(screen.queryByText(/ничего не найдено/)).not.toBeInTheDocument();
  expect(asked).toEqual([]);
});

const many = Array.from({ length: 23 }, (_, i): SearchResult => ({
  type: "page",
  title: `Страница ${i + 1}`,
  description: "Genesis",
  href: `/p${i + 1}.html`,
}));

test("results are paged ten at a time, by the API", async () => {
  const asked = serveSearch((url) => pageOf(many, Number(url.searchParams.get("page")), Number(url.searchParams.get("pageSize"))));
  const { unmount } = renderAt("/search.html?q=genesis");
  await screen.findByText(/По запросу «genesis» найдены 23 страницы/);
  expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(10);
  const pager = screen.getByRole("navigation", { name: "Страницы результатов поиска" });
  expect(within(pager).getByRole("link", { name: /Далее/ })).toHaveAttribute("href", "/search.html?q=genesis&page=2");
  unmount();
  renderAt("/search.html?q=genesis&page=3");
  await screen.findByText(/найдены 23 страницы/);
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Страница 21", "Страница 22", "Страница 23"]);
  expect(asked.at(-1)).toBe("/v1/search?q=genesis&page=3&pageSize=10");
});

test("a page past the end shows the last page", async () => {
  const asked = serveSearch((url) => pageOf(many, Number(url.searchParams.get("page")), 10));
  renderAt("/search.html?q=genesis&page=9");
  await screen.findByText(/найдены 23 страницы/);
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Страница 21", "Страница 22", "Страница 23"]);
  expect(asked).toEqual(["/v1/search?q=genesis&page=9&pageSize=10", "/v1/search?q=genesis&page=3&pageSize=10"]);
});

test("when the search API fails the page says so, logs the failure and offers popular sections", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  serveSearch(() => pageOf([], 1, 10), { failing: true });
  renderAt("/search.html?q=гарантия");
  expect(await screen.findByText(errorMessages.searchFailed)).toBeVisible();
  expect(screen.getByRole("heading", { level: 2, name: "Возможно, вам пригодится" })).toBeVisible();
  expect(error).toHaveBeenCalledWith(errorMessages.searchFailed, expect.any(Error));
});
