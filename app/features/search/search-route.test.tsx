import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import SearchRoute, { loader } from "~/routes/search";

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "/search.html", loader, Component: SearchRoute, HydrateFallback: () => null }]);
  return render(<Stub initialEntries={[path]} />);
}

test("an empty query shows the form and popular links", async () => {
  renderAt("/search.html");
  await screen.findByRole("heading", { level: 1, name: "Поиск по сайту" });
  const form = screen.getByRole("search");
  expect(form.getAttribute("method")).toBe("get");
  expect(form.getAttribute("action")).toBe("/search.html");
  expect(within(form).getByRole("searchbox", { name: "Что вы ищете?" }).getAttribute("name")).toBe("q");
  expect(screen.getByRole("heading", { level: 2, name: "Популярные разделы" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Автомобили в наличии" })).toBeTruthy();
});

test("a query lists matching pages with highlighted titles and snippets", async () => {
  const { container } = renderAt("/search.html?q=гарантия");
  await screen.findByText(/По запросу «гарантия» найден/);
  const first = screen.getAllByRole("heading", { level: 2 })[0]!;
  expect(within(first).getByRole("link").getAttribute("href")).toBe("/warranty.html");
  expect(container.querySelector("mark")?.textContent).toMatch(/^гарант/i);
  expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("гарантия");
});

test("ё and е find the same pages", async () => {
  const { unmount } = renderAt("/search.html?q=зачёт");
  await screen.findByText(/По запросу «зачёт» найден/);
  const withYo = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
  unmount();
  renderAt("/search.html?q=зачет");
  await screen.findByText(/По запросу «зачет» найден/);
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(withYo);
});

test("a query with no results says so in Russian and suggests what to try", async () => {
  renderAt("/search.html?q=вертолёт");
  expect(await screen.findByText("По запросу «вертолёт» ничего не найдено.")).toBeTruthy();
  expect(screen.getByRole("link", { name: "кредит" }).getAttribute("href")).toBe("/search.html?q=%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82");
  expect(screen.getByRole("heading", { level: 2, name: "Возможно, вам пригодится" })).toBeTruthy();
});

test("results are paged ten at a time", async () => {
  renderAt("/search.html?q=genesis");
  await screen.findByText(/По запросу «genesis» найден/);
  expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(10);
  const pager = screen.getByRole("navigation", { name: "Страницы результатов поиска" });
  expect(within(pager).getByRole("link", { name: /Далее/ }).getAttribute("href")).toBe("/search.html?q=genesis&page=2");
});
