import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { renderInApp } from "~/features/layout/render-in-app.test-helpers";
import { SearchBox } from "./search-box";

const location = () => screen.getByTestId("location");

test("the icon opens the box and, with an empty query, closes it without searching", async () => {
  renderInApp(<SearchBox variant="header" />, { path: "/brand.html" });
  const icon = screen.getByRole("button", { name: "Открыть поиск" });
  expect(icon).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();

  await userEvent.click(icon);
  expect(screen.getByRole("searchbox", { name: "Поиск по сайту" })).toBeVisible();
  expect(icon).toHaveAttribute("aria-expanded", "true");

  await userEvent.click(screen.getByRole("button", { name: "Закрыть поиск" }));
  expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
  expect(location().textContent).toBe("/brand.html");
});

test("Escape in the box closes it and gives focus back to «Открыть поиск»", async () => {
  renderInApp(<SearchBox variant="header" />, { path: "/brand.html" });
  await userEvent.click(screen.getByRole("button", { name: "Открыть поиск" }));
  await userEvent.type(screen.getByRole("searchbox"), "G80");
  await userEvent.keyboard("{Escape}");
  expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Открыть поиск" })).toHaveFocus();
  expect(location().textContent).toBe("/brand.html");
});

test("clicking the icon with a query closes the box and goes to the search page", async () => {
  renderInApp(<SearchBox variant="header" />, { path: "/brand.html" });
  await userEvent.click(screen.getByRole("button", { name: "Открыть поиск" }));
  await userEvent.type(screen.getByRole("searchbox"), "GV80");
  await userEvent.click(screen.getByRole("button", { name: "Найти" }));
  await waitFor(() => expect(location().textContent).toBe("/search.html?q=GV80"));
  expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
});

test("Enter searches too", async () => {
  renderInApp(<SearchBox variant="header" />);
  await userEvent.click(screen.getByRole("button", { name: "Открыть поиск" }));
  await userEvent.type(screen.getByRole("searchbox"), "сервис{Enter}");
  await waitFor(() => expect(location().textContent).toBe("/search.html?q=%D1%81%D0%B5%D1%80%D0%B2%D0%B8%D1%81"));
});

test("on the search page the same query does not navigate again", async () => {
  renderInApp(<SearchBox variant="header" />, { path: "/search.html?q=G90" });
  const before = location().dataset.key;
  await userEvent.click(screen.getByRole("button", { name: "Открыть поиск" }));
  await userEvent.type(screen.getByRole("searchbox"), "G90");
  await userEvent.click(screen.getByRole("button", { name: "Найти" }));
  expect(location().dataset.key).toBe(before);
});

test("the burger's search box ignores an empty query", async () => {
  renderInApp(<SearchBox variant="panel" />, { path: "/news.html" });
  const before = location().dataset.key;
  await userEvent.type(screen.getByRole("searchbox"), "   {Enter}");
  expect(location().dataset.key).toBe(before);
  await userEvent.type(screen.getByRole("searchbox"), "G70{Enter}");
  await waitFor(() => expect(location().textContent).toBe("/search.html?q=G70"));
});
