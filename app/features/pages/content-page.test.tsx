import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { makeVacancy } from "~/features/company/people.test-helpers";
import { clearCachedResponses } from "~/lib/cached-get.server";
import type { SiteData } from "~/features/site/site-data";
import ContentPageRoute, { loader } from "~/routes/content-page";
import { testLoadContext, testPublicConfig } from "../../../tests/setup/load-context";

const siteData = {
  options: {
    phone: "8 495 120-45-67",
    dealer_email: "info@genesis-khimki.ru",
    dealer_address: "Московская область, г. Химки, Ленинградское шоссе, вл. 21",
    legal_name: "Скрытое наименование",
    legal_inn: "5047128397",
    legal_ogrn: "1175047005121",
    legal_kpp: "504701001",
    headerWithPhone: true,
    isContactsText: true,
    leadsApiBase: "/api/",
  },
  models: [],
  consents: [],
  footerNews: [],
  publicConfig: testPublicConfig,
} satisfies SiteData;

// The vacancies page asks the API for its positions: answers must not cross tests.
beforeEach(() => clearCachedResponses());
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        loader: () => siteData,
        Component: () => <Outlet />,
        HydrateFallback: () => null,
        ErrorBoundary: () => <p>Страница не найдена</p>,
        children: [{ path: "*", loader, Component: ContentPageRoute }],
      },
    ],
    testLoadContext("http://backend.test/api"),
  );
  return render(<Stub initialEntries={[path]} />);
}

test("a content page renders its breadcrumbs, one <h1> and its sections", async () => {
  renderAt("/warranty.html");
  expect(await screen.findByRole("heading", { level: 1, name: "Гарантия" })).toBeVisible();
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  const crumbs = screen.getByRole("navigation", { name: "Навигационная цепочка" });
  expect(within(crumbs).getByRole("link", { name: "Владельцам" })).toHaveAttribute("href", "/owners.html");
  expect(screen.getByRole("heading", { level: 2, name: "Что покрывает гарантия" })).toBeVisible();
  expect(screen.getByRole("link", { name: "Позвонить +7 (495) 120-45-67" })).toHaveAttribute("href", "tel:+74951204567");
});

test("the company details come from the site options, without the legal name", async () => {
  renderAt("/company-info.html");
  await screen.findByRole("heading", { level: 1, name: "Реквизиты" });
  const table = screen.getByRole("table");
  expect(within(table).getByText("5047128397")).toBeVisible();
  expect(within(table).getByText("1175047005121")).toBeVisible();
  expect(within(table).getByText("504701001")).toBeVisible();
  expect(screen.queryByText(/Скрытое наименование/)).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Политика конфиденциальности/ })).toHaveAttribute("href", "/docs/privacy-policy.pdf");
});

test("reviews show the published ones with their average, the shipped ones when the API fails; vacancies render their block", async () => {
  const published = [
    {
      name: "Ольга Смирнова",
      car: "Genesis GV70",
      date: "2026-11-18",
      rating: 3,
      text: "Автомобиль выдали в срок, документы ждали долго.",
    },
    {
      name: "Андрей Ковалёв",
      car: "Genesis GV80",
      date: "2025-11-18",
      rating: 4,
      text: "Взяли автомобиль на выходные, сомнений не осталось.",
    },
  ];
  const answer = vi.fn((_url: string) =>
    Promise.resolve(new Response(JSON.stringify({ success: true, data: { items: published }, message: "" }))),
  );
  vi.stubGlobal("fetch", answer);
  let page = renderAt("/otzivy.html");
  await screen.findByRole("heading", { level: 1, name: "Отзывы клиентов" });
  expect(String(answer.mock.calls[0]?.[0])).toMatch(/\/v1\/reviews$/);
  expect(screen.getAllByRole("img", { name: /^Оценка [1-5] из 5$/ }).map((stars) => stars.getAttribute("aria-label"))).toEqual([
    "Оценка 3 из 5",
    "Оценка 4 из 5",
  ]);
  expect(screen.getByText(/средняя оценка из 5 — 2 отзыва/)).toBeVisible();
  expect(screen.getByText("3,5")).toBeVisible();
  page.unmount();

  clearCachedResponses();
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.reject(new Error("нет связи"))),
  );
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  page = renderAt("/otzivy.html");
  await screen.findByRole("heading", { level: 1, name: "Отзывы клиентов" });
  expect(screen.getByText(/средняя оценка из 5 — 9 отзывов/)).toBeVisible();
  expect(logged).toHaveBeenCalledWith(
    expect.stringMatching(/^Не удалось получить отзывы клиентов: .* — страница отзывов показана/),
    expect.anything(),
  );
  page.unmount();
  vi.restoreAllMocks();

  clearCachedResponses();
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ success: true, data: { items: [] }, message: "" })))),
  );
  page = renderAt("/otzivy.html");
  await screen.findByRole("heading", { level: 1, name: "Отзывы клиентов" });
  expect(screen.getByText("Здесь появятся отзывы наших клиентов.")).toBeVisible();
  expect(screen.queryByText(/средняя оценка/)).not.toBeInTheDocument();
  page.unmount();

  const vacancies = [makeVacancy(), makeVacancy({ code: "master-konsultant", title: "Мастер-консультант сервиса" })];
  const fetch = vi.fn((_url: string) =>
    Promise.resolve(new Response(JSON.stringify({ success: true, data: { items: vacancies }, message: "" }))),
  );
  vi.stubGlobal("fetch", fetch);
  const { container } = renderAt("/vakansii.html");
  await screen.findByRole("heading", { level: 1, name: "Вакансии" });
  expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/v1\/vacancies$/);
  expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
    "Автомеханик",
    "Мастер-консультант сервиса",
  ]);
  expect(screen.getAllByRole("heading", { level: 4, name: "Обязанности" })).toHaveLength(2);
  expect(container.querySelector("article#master-konsultant h3")?.textContent).toBe("Мастер-консультант сервиса");
});

test("payment sections carry their anchors", async () => {
  const { container } = renderAt("/oplata.html");
  await screen.findByRole("heading", { level: 1, name: "Оплата" });
  expect(container.querySelector("section#kredit h2")?.textContent).toBe("Кредит");
  expect(screen.getByRole("link", { name: /В кредит/ })).toHaveAttribute("href", "#kredit");
});

test("an unknown path is a 404", async () => {
  renderAt("/no-such-page.html");
  expect(await screen.findByText("Страница не найдена")).toBeVisible();
});
