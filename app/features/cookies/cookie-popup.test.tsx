import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test } from "vitest";
import { renderInApp } from "~/features/layout/render-in-app.test-helpers";
import { CookiePopup } from "./cookie-popup";

afterEach(() => {
  document.cookie = "cookiesAgree=; path=/; max-age=0";
});

test("the notice shows when the request had no consent cookie", () => {
  renderInApp(<CookiePopup />, { cookiesAgreed: false });
  expect(screen.getByRole("dialog", { name: "Файлы cookie" })).toBeVisible();
});

test("«Принять» stores the consent cookie and hides the notice", async () => {
  renderInApp(<CookiePopup />, { cookiesAgreed: false });
  expect(document.cookie).not.toContain("cookiesAgree");
  await userEvent.click(screen.getByRole("button", { name: "Принять" }));
  expect(document.cookie).toContain("cookiesAgree=1");
  expect(screen.queryByRole("dialog", { name: "Файлы cookie" })).not.toBeInTheDocument();
});

test("the notice is not rendered at all when consent was given", () => {
  renderInApp(<CookiePopup />, { cookiesAgreed: true });
  expect(screen.queryByRole("dialog", { name: "Файлы cookie" })).not.toBeInTheDocument();
});

test("«Принять» is a form to the server with the page to come back to, for a press before the scripts run", () => {
  renderInApp(<CookiePopup />, { cookiesAgreed: false, path: "/news.html" });
  const button = screen.getByRole("button", { name: "Принять" }) as HTMLButtonElement;
  expect(button.type).toBe("submit");
  expect(button.form?.getAttribute("action")).toBe("/cookies/accept");
  expect(button.form?.method).toBe("post");
  expect((button.form?.elements.namedItem("back") as HTMLInputElement).value).toBe("/news.html");
});
