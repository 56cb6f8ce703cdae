import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { notFoundCopyOf } from "~/features/layout/not-found-page";
import { createRoutesStub, isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import NewsDetailRoute, { loader as detailLoader } from "~/routes/news-detail";
import NewsRoute, { loader as listLoader } from "~/routes/news";
import { makeNewsItem } from "./news-item.test-helpers";
import { staticArticles } from "./static-articles";
import { testPublicConfig } from "../../../tests/setup/load-context";

// Tests serve the same news address differently; cached answers must not cross tests.
beforeEach(() => clearCachedResponses());

const api = "http://backend.test/api";

const serverItem = (code: string, id: number) =>
  makeNewsItem(code, id, {
    name: `Серверная новость ${id}`,
    description: '<p onclick="x()">Текст новости</p><script>alert(1)</script>',
  });

function respond(body: unknown, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );
}

/** An article's answer, and the list's first page for its «Другие новости». */
function respondWithArticle(body: unknown, latest: unknown[] = []) {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      const listed = new URL(input instanceof Request ? input.url : String(input)).searchParams.has("page");
      const answer = listed
        ? { success: true, data: { items: latest, pagination: { page: 1, pageSize: 20, total: latest.length } }, message: "" }
        : body;
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }),
  );
}

function ErrorView() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) return <p>Ошибка</p>;
  // A 404 sends the words of its page (notFoundCopyOf); other errors their message.
  return <p>{`Ошибка ${error.status}: ${notFoundCopyOf(error.data)?.title ?? String(error.data)}`}</p>;
}

function renderAt(path: string) {
  const Stub = createRoutesStub(
    [
      {
        path: "/",
        Component: () => <Outlet />,
        HydrateFallback: () => null,
        ErrorBoundary: ErrorView,
        children: [
          { path: "news.html", loader: listLoader, Component: NewsRoute },
          {
            path: "news/:code.html",
            loader: (args) => detailLoader(args as Parameters<typeof detailLoader>[0]),
            Component: NewsDetailRoute,
          },
        ],
      },
    ],
    { apiBaseUrl: api, dealerBaseUrl: "", publicConfig: testPublicConfig },
  );
  return render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test("page 1 lists the news first, then the brand's stories as a group of their own, with Russian dates and a pager", async () => {
  respond({ success: true, data: { items: [serverItem("a", 1)], pagination: { page: 1, pageSize: 20, total: 41 } }, message: "" });
  renderAt("/news.html");
  await screen.findByRole("heading", { level: 1, name: "Новости" });
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Свежие новости", "О марке Genesis"]);
  const feed = screen.getByRole("region", { name: "Свежие новости" });
  expect(
    within(feed)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(["Серверная новость 1"]);
  const brand = screen.getByRole("region", { name: "О марке Genesis" });
  expect(
    within(brand)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(staticArticles.map((a) => a.name));
  expect(screen.getByRole("link", { name: staticArticles[0]!.name })).toHaveAttribute("href", `/news/${staticArticles[0]!.code}.html`);
  expect(screen.getByText("20 июня 2024")).toBeVisible();
  const pager = screen.getByRole("navigation", { name: "Страницы новостей" });
  expect(within(pager).getByRole("link", { name: /Далее/ })).toHaveAttribute("href", "/news.html?page=2");
  expect(within(pager).getByRole("link", { name: "Страница 3" })).toHaveAttribute("href", "/news.html?page=3");
  expect(within(pager).queryByRole("link", { name: /Назад/ })).not.toBeInTheDocument();
});

test("page 2 shows only the server's items", async () => {
  respond({ success: true, data: { items: [serverItem("b", 21)], pagination: { page: 2, pageSize: 20, total: 41 } }, message: "" });
  renderAt("/news.html?page=2");
  await screen.findByRole("heading", { level: 3, name: "Серверная новость 21" });
  expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(1);
  expect(screen.queryByRole("region", { name: "О марке Genesis" })).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Назад/ })).toHaveAttribute("href", "/news.html");
});

test("while the list's next page loads, the list shown is busy and fades back; the new page ends it", async () => {
  // Page 1 answers at once; page 2 waits until the test lets it go, as on a slow line.
  let releasePage2 = () => {};
  const page2 = new Promise<void>((resolve) => (releasePage2 = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const page = new URL(input instanceof Request ? input.url : String(input)).searchParams.get("page");
      if (page === "2") await page2;
      const item = page === "2" ? serverItem("b", 21) : serverItem("a", 1);
      const answer = {
        success: true,
        data: { items: [item], pagination: { page: Number(page ?? 1), pageSize: 20, total: 41 } },
        message: "",
      };
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  renderAt("/news.html");
  await screen.findByRole("heading", { level: 3, name: "Серверная новость 1" });
  const list = () => screen.getByRole("region", { name: "Свежие новости" }).parentElement;
  expect(list()).not.toHaveAttribute("aria-busy");
  fireEvent.click(screen.getByRole("link", { name: "Страница 2" }));
  await waitFor(() => expect(list()).toHaveAttribute("aria-busy", "true"));
  // What is shown stays until the next page comes.
  expect(screen.getByRole("heading", { level: 3, name: "Серверная новость 1" })).toBeVisible();
  releasePage2();
  await screen.findByRole("heading", { level: 3, name: "Серверная новость 21" });
  expect(screen.getByRole("heading", { level: 3, name: "Серверная новость 21" }).closest("[aria-busy]")).toBeNull();
});

test("when the news fail to load, the error is logged and the bundled articles are shown", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  respond({ success: false, data: null, message: "Внутренняя ошибка сервера" }, 500);
  renderAt("/news.html");
  await screen.findByRole("heading", { level: 1, name: "Новости" });
  expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(staticArticles.length);
  expect(error).toHaveBeenCalled();
});

test("a bundled article renders its HTML under the page's <h1>; «Другие новости» are the newest news first", async () => {
  respondWithArticle({}, [
    { ...serverItem("zima", 2), date: "2026-11-20 10:00:00" },
    { ...serverItem("osen", 1), date: "2026-10-01 10:00:00" },
  ]);
  renderAt("/news/genesis-magma.html");
  await screen.findByRole("heading", { level: 1, name: "Genesis Magma: спортивное направление бренда" });
  expect(screen.getByRole("heading", { level: 2, name: "Что отличает Magma" })).toBeVisible();
  expect(screen.getByText("3 апреля 2024")).toBeVisible();
  const more = screen.getByRole("heading", { level: 2, name: "Другие новости" }).closest("section") as HTMLElement;
  expect(
    within(more)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(["Серверная новость 2", "Серверная новость 1", staticArticles.find((a) => a.code !== "genesis-magma")?.name]);
});

test("a server article is sanitised before rendering", async () => {
  respondWithArticle({ success: true, data: serverItem("zimnie-shiny", 7), message: "" });
  const { container } = renderAt("/news/zimnie-shiny.html");
  await screen.findByText("Текст новости");
  // The only script is the page's JSON-LD data block; none came from the article.
  expect([...container.querySelectorAll("script")].map((script) => script.getAttribute("type"))).toEqual([
    "application/ld+json",
    "application/ld+json",
  ]);
  expect(container.querySelector("[onclick]")).toBeNull();
});

test("an unknown article is a 404 with 'Новость не найдена'", async () => {
  respond({ success: false, data: null, message: "Новость не найдена" }, 404);
  renderAt("/news/nope.html");
  expect(await screen.findByText("Ошибка 404: Новость не найдена")).toBeVisible();
});

test("when the server fails on an article, the page is a 503 and the error is logged", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  respond({ success: false, data: null, message: "Внутренняя ошибка сервера" }, 500);
  renderAt("/news/zimnie-shiny.html");
  expect(await screen.findByText(`Ошибка 503: ${errorMessages.newsDetailLoadFailed}`)).toBeVisible();
  expect(error).toHaveBeenCalledWith(expect.stringMatching(`^${errorMessages.newsDetailLoadFailed}: .+ — `), expect.any(Error));
});

test("a page past the end or a junk page number is a 404", async () => {
  respond({ success: true, data: { items: [], pagination: { page: 9, pageSize: 20, total: 3 } }, message: "" });
  const { unmount } = renderAt("/news.html?page=9");
  expect(await screen.findByText(/^Ошибка 404/)).toBeVisible();
  unmount();
  renderAt("/news.html?page=abc");
  expect(await screen.findByText(/^Ошибка 404/)).toBeVisible();
});
