import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { SpecialOffer } from "@contract/special-offer";
import { LayoutStoreProvider } from "~/features/layout/layout-context";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import SpecialOfferRoute, { loader as detailLoader } from "~/routes/special-offer";
import SpecialOffersRoute, { loader as listLoader } from "~/routes/special-offers";
import { makeOffer } from "./offer.test-helpers";
import { testPublicConfig } from "../../../tests/setup/load-context";
import { stubApiFetch, type StubAnswer } from "../../../tests/setup/stub-api";

// Tests serve the same addresses differently; cached answers must not cross tests.
beforeEach(() => clearCachedResponses());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const api = "http://backend.test/api";
const ok = (data: unknown) => ({ body: { success: true, data, message: "" }, status: 200 });
const notFound = { body: { success: false, data: null, message: "Предложение не найдено" }, status: 404 };
const broken = { body: { success: false, data: null, message: "Внутренняя ошибка сервера" }, status: 500 };

/** Serves API paths (`/v1/special-offer`, `/v1/special-offer/{id}`) from a table; returns the paths asked. */
function serve(answers: Record<string, StubAnswer>) {
  return stubApiFetch((path) => answers[path] ?? notFound);
}

function ErrorView() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? `Ошибка ${error.status}` : "Ошибка"}</p>;
}

function renderAt(path: string) {
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ options: { phone: "+74951204567" }, models: [], footerNews: [], publicConfig: {} }),
        // The trade-in offer's buttons open a popup of the layout store.
        Component: () => (
          <LayoutStoreProvider cookiesAgreed>
            <Outlet />
          </LayoutStoreProvider>
        ),
        HydrateFallback: () => null,
        ErrorBoundary: ErrorView,
        children: [
          { path: "special-offers.html", loader: listLoader, Component: SpecialOffersRoute },
          // The route's typed args name :id; the stub's generic args cannot know that.
          {
            path: "special-offers/:id.html",
            loader: (args) => detailLoader(args as Parameters<typeof detailLoader>[0]),
            Component: SpecialOfferRoute,
          },
        ],
      },
    ],
    { apiBaseUrl: api, dealerBaseUrl: "", publicConfig: testPublicConfig },
  );
  return render(<Stub initialEntries={[path]} />);
}

const tradeIn = makeOffer("trade-in", {
  kind: "trade-in",
  title: "Выгода по программе трейд-ин",
  short: "Сдайте автомобиль в зачёт нового Genesis.",
  terms: ["Принимаются автомобили любых марок"],
  validFrom: "2026-09-01",
  validTo: "2026-12-31",
  models: ["g70", "gv70", "g80-new", "gv80", "g90"],
  legal: "Выгода не суммируется с другими программами.",
});
const finance = makeOffer("genesis-finance", {
  kind: "credit",
  title: "Кредит Genesis Finance",
  validTo: "2027-03-31",
  models: ["g70", "gv70"],
});
const running: SpecialOffer[] = [tradeIn, finance];

test("the list shows the API's running offers in its order, with kinds, models and the last day in Russian", async () => {
  const asked = serve({ "/v1/special-offer": ok({ items: running }) });
  renderAt("/special-offers.html");
  await screen.findByRole("heading", { level: 1, name: "Специальные предложения" });
  const cards = screen.getAllByRole("article");
  expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual([tradeIn.title, finance.title]);
  expect(within(cards[0]!).getByRole("link", { name: tradeIn.title })).toHaveAttribute("href", "/special-offers/trade-in.html");
  expect(within(cards[0]!).getByText("Трейд-ин")).toBeVisible();
  expect(within(cards[0]!).getByText("все модели Genesis")).toBeVisible();
  expect(within(cards[0]!).getByText("31 декабря 2026")).toBeVisible();
  expect(within(cards[1]!).getByText("G70 и GV70")).toBeVisible();
  expect(within(cards[1]!).getByText("31 марта 2027")).toBeVisible();
  expect(asked).toEqual(["/v1/special-offer"]);
});

test("with nothing running the list says so and points to the sales department", async () => {
  serve({ "/v1/special-offer": ok({ items: [] }) });
  renderAt("/special-offers.html");
  expect(await screen.findByText(/Сейчас действующих предложений нет/)).toBeVisible();
  expect(screen.getByRole("link", { name: "Связаться с отделом продаж" })).toBeVisible();
});

test("when the API fails the list says so calmly with the dealer's phone, and logs the failure once", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  serve({ "/v1/special-offer": broken });
  renderAt("/special-offers.html");
  const notice = await screen.findByRole("status");
  expect(notice.textContent).toBe(
    "Не удалось загрузить специальные предложения. Попробуйте обновить страницу или позвоните нам: +7 (495) 120-45-67.",
  );
  expect(within(notice).getByRole("link", { name: "+7 (495) 120-45-67" })).toHaveAttribute("href", "tel:+74951204567");
  expect(screen.queryAllByRole("article")).toEqual([]);
  expect(error).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith(expect.stringMatching(`^${errorMessages.offersLoadFailed}: .+ — `), expect.any(Error));
});

test("an offer's page shows its period, terms, models, small print and other running offers", async () => {
  serve({ "/v1/special-offer/trade-in": ok(tradeIn), "/v1/special-offer": ok({ items: running }) });
  renderAt("/special-offers/trade-in.html");
  await screen.findByRole("heading", { level: 1, name: tradeIn.title });
  expect(screen.getAllByText("Действует с 1 сентября по 31 декабря 2026")).toHaveLength(1);
  expect(screen.getByText("Принимаются автомобили любых марок")).toBeVisible();
  expect(screen.getByRole("link", { name: "Genesis G90" })).toHaveAttribute("href", "/g90.html");
  expect(screen.getByText(tradeIn.legal)).toBeVisible();
  expect(screen.queryByText(/завершился/)).not.toBeInTheDocument();
  const others = screen.getByRole("heading", { level: 2, name: "Другие предложения" }).closest("section")!;
  expect(
    within(others)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([finance.title]);
});

test("an ended offer's old link still shows the offer, saying when it ended", async () => {
  const ended = makeOffer("summer-air-conditioning", {
    title: "Летний сервис",
    validFrom: "2026-06-01",
    validTo: "2026-08-31",
    status: "expired",
  });
  serve({ "/v1/special-offer/summer-air-conditioning": ok(ended), "/v1/special-offer": ok({ items: running }) });
  renderAt("/special-offers/summer-air-conditioning.html");
  await screen.findByRole("heading", { level: 1, name: "Летний сервис" });
  const notice = screen.getByRole("status");
  expect(notice.textContent).toContain("Срок действия предложения завершился 31 августа 2026.");
  expect(within(notice).getByRole("link", { name: "Действующие предложения" })).toHaveAttribute("href", "/special-offers.html");
});

test.each([
  ["an unknown id", "/special-offers/net-takogo.html", {}],
  [
    "an offer not yet started",
    "/special-offers/spring.html",
    { "/v1/special-offer/spring": ok(makeOffer("spring", { status: "upcoming" })) },
  ],
  ["an id that cannot be a slug", "/special-offers/Trade_In.html", {}],
])("%s is a 404", async (_name, path, answers) => {
  serve(answers);
  renderAt(path);
  expect(await screen.findByText("Ошибка 404")).toBeVisible();
});

test("when the API fails on an offer the page is a 503 and the failure is logged", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  serve({ "/v1/special-offer/trade-in": broken });
  renderAt("/special-offers/trade-in.html");
  expect(await screen.findByText("Ошибка 503")).toBeVisible();
  expect(error).toHaveBeenCalledWith(expect.stringMatching(`^${errorMessages.offerLoadFailed}: .+ — `), expect.any(Error));
});

test("when only the other offers fail, the offer's page shows without them", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  serve({ "/v1/special-offer/trade-in": ok(tradeIn), "/v1/special-offer": broken });
  renderAt("/special-offers/trade-in.html");
  await screen.findByRole("heading", { level: 1, name: tradeIn.title });
  expect(screen.queryByRole("heading", { name: "Другие предложения" })).not.toBeInTheDocument();
  expect(error).toHaveBeenCalledWith(expect.stringMatching(`^${errorMessages.offersLoadFailed}: .+ — `), expect.any(Error));
});
