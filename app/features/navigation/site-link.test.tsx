import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { renderInApp } from "~/features/layout/render-in-app.test-helpers";
import { isSameLocation, SiteLink } from "./site-link";

test("locations are the same only with the same path, query and hash", () => {
  const here = { pathname: "/oplata.html", search: "?a=1", hash: "#credit" };
  expect(isSameLocation(here, { ...here })).toBe(true);
  expect(isSameLocation(here, { ...here, hash: "" })).toBe(false);
  expect(isSameLocation(here, { ...here, search: "" })).toBe(false);
});

test("a link to the current location does not navigate and is marked as the current page", async () => {
  renderInApp(<SiteLink to="/news.html">Новости</SiteLink>, { path: "/news.html" });
  const before = screen.getByTestId("location").dataset.key;
  const link = screen.getByRole("link", { name: "Новости" });
  expect(link.getAttribute("aria-current")).toBe("page");
  await userEvent.click(link);
  expect(screen.getByTestId("location").dataset.key).toBe(before);
});

test("Ctrl+click on a link to the current page is left to the browser, which opens the page in a new tab", () => {
  renderInApp(<SiteLink to="/news.html">Новости</SiteLink>, { path: "/news.html" });
  const link = screen.getByRole("link", { name: "Новости" });
  const withCtrl = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
  link.dispatchEvent(withCtrl);
  expect(withCtrl.defaultPrevented).toBe(false);
  const plain = new MouseEvent("click", { bubbles: true, cancelable: true });
  link.dispatchEvent(plain);
  expect(plain.defaultPrevented).toBe(true);
});

test("a link elsewhere navigates", async () => {
  renderInApp(<SiteLink to="/brand.html">Бренд</SiteLink>, { path: "/news.html" });
  const link = screen.getByRole("link", { name: "Бренд" });
  expect(link.getAttribute("aria-current")).toBeNull();
  await userEvent.click(link);
  expect(screen.getByTestId("location").textContent).toBe("/brand.html");
});

test("a link to another hash of the same page navigates", async () => {
  renderInApp(<SiteLink to="/oplata.html#credit">Кредит</SiteLink>, { path: "/oplata.html" });
  await userEvent.click(screen.getByRole("link", { name: "Кредит" }));
  expect(screen.getByTestId("location").textContent).toBe("/oplata.html#credit");
});
