import { render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { Outlet, createRoutesStub, data } from "react-router";
import { unreadableFormMessage } from "~/lib/form-fields";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ErrorBoundary as RootErrorBoundary } from "~/root";
import NotFoundRoute, { loader as notFoundLoader } from "~/routes/not-found";
import { buildSiteData } from "./render-in-app.test-helpers";

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type BoundaryProps = { error: unknown };

function renderFailingRoute(failure: () => never, rootData: object | null = { ...buildSiteData(), cookiesAgreed: true }) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: () => <Outlet />,
      HydrateFallback: () => null,
      ErrorBoundary: RootErrorBoundary as unknown as ComponentType<BoundaryProps>,
      children: [{ path: "*", loader: failure, Component: () => <p>не должно показываться</p> }],
    },
  ]);
  return render(<Stub initialEntries={["/unknown.html"]} hydrationData={{ loaderData: { root: rootData } }} />);
}

test("the 404 route answers with status 404", async () => {
  const result = notFoundLoader();
  expect(result.init?.status).toBe(404);
});

test("the 404 page explains calmly and links home, to the models and to the five models", () => {
  const Stub = createRoutesStub([{ path: "*", Component: NotFoundRoute as ComponentType }]);
  render(<Stub initialEntries={["/nope.html"]} />);
  expect(screen.getByRole("heading", { level: 1, name: "Страница не найдена" })).toBeVisible();
  expect(screen.getByRole("link", { name: "На главную" })).toHaveAttribute("href", "/");
  expect(screen.getByRole("link", { name: "Все модели" })).toHaveAttribute("href", "/models.html");
  const models = within(screen.getByRole("list")).getAllByRole("link");
  expect(models.map((a) => a.textContent)).toEqual(["Genesis G70", "Genesis GV70", "Новый Genesis G80", "Genesis GV80", "Genesis G90"]);
});

test("a 404 thrown by a page shows the 404 page inside the site layout", async () => {
  renderFailingRoute(() => {
    throw new Response("Страница не найдена", { status: 404 });
  });
  expect(await screen.findByRole("heading", { level: 1, name: "Страница не найдена" })).toBeVisible();
  expect(screen.getByRole("banner")).toBeVisible();
  expect(screen.getByRole("contentinfo")).toBeVisible();
});

test("any other error shows a calm Russian error page with the layout and the phone", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  renderFailingRoute(() => {
    throw new Error("сбой базы");
  });
  expect(await screen.findByRole("heading", { level: 1, name: "Что-то пошло не так" })).toBeVisible();
  expect(screen.getByRole("banner")).toBeVisible();
  expect(within(screen.getByRole("main")).getByRole("link", { name: "+7 (495) 120-45-67" })).toBeVisible();
  expect(logged).toHaveBeenCalled();
});

test("a page whose data never reached the visitor (the connection dropped) says so, offers «Повторить», and does not claim the site is at fault", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const reload = vi.fn();
  vi.stubGlobal("location", { ...window.location, reload });
  renderFailingRoute(() => {
    throw new TypeError("Failed to fetch");
  });
  expect(await screen.findByRole("heading", { level: 1, name: "Нет связи с сайтом" })).toBeVisible();
  expect(screen.getByText(/прервалось подключение к интернету/)).toBeVisible();
  expect(screen.queryByText(/Мы уже знаем/)).not.toBeInTheDocument();
  expect(within(screen.getByRole("main")).getByRole("link", { name: "+7 (495) 120-45-67" })).toBeVisible();
  screen.getByRole("button", { name: "Повторить" }).click();
  expect(reload).toHaveBeenCalledTimes(1);
});

test("a form the site refused as unreadable says so in the visitor's words, not «Мы уже знаем», and logs no error", async () => {
  const logged = vi.spyOn(console, "error");
  renderFailingRoute(() => {
    throw data(unreadableFormMessage, { status: 400 });
  });
  expect(await screen.findByRole("heading", { level: 1, name: "Запрос не принят" })).toBeVisible();
  expect(screen.getByText(unreadableFormMessage)).toBeVisible();
  expect(screen.queryByText(/Мы уже знаем/)).not.toBeInTheDocument();
  expect(logged).not.toHaveBeenCalled();
});
