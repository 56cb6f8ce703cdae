import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { renderInApp } from "~/features/layout/render-in-app.test-helpers";
import { SiteShell } from "../site-shell";

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  setWidth(1440);
});

afterEach(() => vi.restoreAllMocks());

const renderShell = (path = "/brand.html") => renderInApp(<SiteShell>Страница</SiteShell>, { path });
const banner = () => screen.getByRole("banner");
const menuButton = (name: string) => within(banner()).getByRole("button", { name });

test("a menu button opens its dropdown; clicking it again closes it; another one switches", async () => {
  renderShell();
  await userEvent.click(menuButton("Модели"));
  expect(menuButton("Модели")).toHaveAttribute("aria-expanded", "true");
  expect(within(banner()).getAllByRole("link", { name: /^Подробнее/ })).toHaveLength(5);

  await userEvent.click(menuButton("Покупка"));
  expect(menuButton("Модели")).toHaveAttribute("aria-expanded", "false");
  expect(within(banner()).getByRole("link", { name: "Автомобили в наличии" })).toHaveAttribute("href", "/avto-v-nalicii.html");

  await userEvent.click(menuButton("Покупка"));
  expect(menuButton("Покупка")).toHaveAttribute("aria-expanded", "false");
  expect(within(banner()).queryByRole("link", { name: "Автомобили в наличии" })).not.toBeInTheDocument();
});

test("Tab from an open menu's button goes into its dropdown, and on past its last link to the next menu's button", async () => {
  renderShell();
  await userEvent.click(menuButton("Покупка"));
  const dropdown = document.getElementById(menuButton("Покупка").getAttribute("aria-controls") ?? "");
  expect(dropdown).not.toBeNull();
  await userEvent.tab();
  expect(dropdown?.contains(document.activeElement)).toBe(true);
  const inside =
    within(dropdown as HTMLElement).getAllByRole("link").length + within(dropdown as HTMLElement).queryAllByRole("button").length;
  for (let i = 1; i < inside; i++) await userEvent.tab();
  expect(dropdown?.contains(document.activeElement)).toBe(true);
  await userEvent.tab();
  expect(menuButton("Владельцам")).toHaveFocus();
});

test("Escape in an open menu's links closes it and gives focus back to its button", async () => {
  renderShell();
  await userEvent.click(menuButton("Покупка"));
  await userEvent.tab();
  await userEvent.tab();
  expect(document.activeElement?.closest("[id^='header-dropdown-']")).not.toBeNull();
  await userEvent.keyboard("{Escape}");
  expect(menuButton("Покупка")).toHaveAttribute("aria-expanded", "false");
  expect(menuButton("Покупка")).toHaveFocus();
});

test("Escape closes the open dropdown", async () => {
  renderShell();
  await userEvent.click(menuButton("Genesis"));
  await userEvent.keyboard("{Escape}");
  expect(menuButton("Genesis")).toHaveAttribute("aria-expanded", "false");
});

test("the Owners dropdown has the customer-support block with the phone", async () => {
  renderShell();
  await userEvent.click(menuButton("Владельцам"));
  const support = within(banner()).getByRole("region", { name: "Служба поддержки клиентов" });
  expect(within(support).getByRole("link", { name: "+7 (495) 120-45-67" })).toHaveAttribute("href", "tel:+74951204567");
});

test("the dealer's phone is in the header on every page, one tap to call", () => {
  renderShell();
  expect(within(banner()).getByRole("link", { name: /^Позвонить:\s*\+7 \(495\) 120-45-67$/ })).toHaveAttribute("href", "tel:+74951204567");
});

test("the personal account and online showroom open the other site in a new tab", () => {
  renderShell();
  const account = within(banner()).getByRole("link", { name: /Личный кабинет/ });
  expect(account).toHaveAttribute("href", "https://www.genesis.com/ru/ru/owners/my-genesis.html");
  expect(account).toHaveAttribute("target", "_blank");
  expect(account).toHaveAttribute("rel", "noopener");
  expect(within(banner()).getByRole("link", { name: /Онлайн-шоурум/ })).toHaveAttribute("target", "_blank");
});

test("above 768 px the burger opens the desktop menu with search and the sitemap link", async () => {
  renderShell();
  await userEvent.click(within(banner()).getByRole("button", { name: "Открыть меню" }));
  const menu = screen.getByRole("region", { name: "Меню сайта" });
  expect(menu.id).toBe("desktop-burger");
  expect(within(menu).getByRole("searchbox")).toBeVisible();
  expect(within(menu).getByRole("link", { name: /Карта сайта/ })).toHaveAttribute("href", "/sitemap.html");
});

test("at 768 px the burger opens the mobile menu, whose groups open child panels with a way back", async () => {
  setWidth(768);
  renderShell();
  await userEvent.click(within(banner()).getByRole("button", { name: "Открыть меню" }));
  const menu = screen.getByRole("region", { name: "Меню сайта" });
  expect(menu.id).toBe("mobile-burger");
  expect(document.body.classList.contains("scroll-locked")).toBe(true);
  // The page and footer under the full-screen menu take no focus: Tab stays in the menu.
  expect(document.getElementById("main")?.hasAttribute("inert")).toBe(true);
  expect(document.querySelector("footer")?.hasAttribute("inert")).toBe(true);

  await userEvent.click(within(menu).getByRole("button", { name: "Владельцам" }));
  expect(within(menu).getByRole("heading", { name: "Владельцам" })).toBeVisible();
  expect(within(menu).getByRole("link", { name: "Запись на сервис" })).toHaveAttribute("href", "/service-form.html");
  expect(document.activeElement?.textContent).toContain("Назад");

  await userEvent.click(within(menu).getByRole("button", { name: "Назад" }));
  expect(document.activeElement?.textContent).toContain("Владельцам");
  await userEvent.click(within(banner()).getByRole("button", { name: "Закрыть меню" }));
  expect(document.getElementById("main")?.hasAttribute("inert")).toBe(false);
});

test.each([
  [1440, "desktop-burger"],
  [768, "mobile-burger"],
])("at %i px Escape in the burger menu closes it and gives focus back to «Открыть меню»", async (width, menuId) => {
  setWidth(width);
  renderShell();
  await userEvent.click(within(banner()).getByRole("button", { name: "Открыть меню" }));
  const button = within(banner()).getByRole("button", { name: "Закрыть меню" });
  expect(button).toHaveAttribute("aria-controls", menuId);
  const menu = document.getElementById(menuId);
  expect(menu).not.toBeNull();
  await userEvent.tab();
  expect(menu?.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard("{Escape}");
  expect(screen.queryByRole("region", { name: "Меню сайта" })).not.toBeInTheDocument();
  expect(within(banner()).getByRole("button", { name: "Открыть меню" })).toHaveFocus();
});

test("a width change closes the dropdown and the burgers", async () => {
  renderShell();
  await userEvent.click(menuButton("Модели"));
  setWidth(1000);
  window.dispatchEvent(new Event("resize"));
  await vi.waitFor(() => expect(menuButton("Модели").getAttribute("aria-expanded")).toBe("false"));
});

test("the test-drive button of the Purchase menu closes the dropdown and opens the popup, which Escape closes", async () => {
  renderShell();
  await userEvent.click(menuButton("Покупка"));
  const opener = within(banner()).getByRole("button", { name: "Записаться на тест-драйв" });
  await userEvent.click(opener);
  // The popups' code loads on the first opening.
  const dialog = await screen.findByRole("dialog", { name: "Запись на тест-драйв" });
  expect(menuButton("Покупка")).toHaveAttribute("aria-expanded", "false");
  expect(dialog.contains(document.activeElement)).toBe(true);
  expect(document.body.classList.contains("scroll-locked")).toBe(true);

  await userEvent.keyboard("{Escape}");
  expect(screen.queryByRole("dialog", { name: "Запись на тест-драйв" })).not.toBeInTheDocument();
  expect(document.body.classList.contains("scroll-locked")).toBe(false);
  // Its opener went with the dropdown: focus goes back to the menu's own button.
  expect(menuButton("Покупка")).toHaveFocus();
});

test.each(["{Escape}", "close-button", "backdrop"])(
  "the test-drive popup opened from the mobile menu closes alone (%s): the menu stays and its opener gets focus back",
  async (how) => {
    setWidth(768);
    renderShell();
    await userEvent.click(within(banner()).getByRole("button", { name: "Открыть меню" }));
    const menu = screen.getByRole("region", { name: "Меню сайта" });
    await userEvent.click(within(menu).getByRole("button", { name: "Покупка" }));
    const opener = within(menu).getByRole("button", { name: "Записаться на тест-драйв" });
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Запись на тест-драйв" });
    // A press inside the popup leaves the menu behind it alone.
    await userEvent.click(dialog);
    if (how === "close-button") await userEvent.click(within(dialog).getByRole("button", { name: "Закрыть" }));
    else if (how === "backdrop") await userEvent.click(dialog.parentElement as HTMLElement);
    else await userEvent.keyboard(how);
    expect(screen.queryByRole("dialog", { name: "Запись на тест-драйв" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Меню сайта" })).toBe(menu);
    expect(opener).toHaveFocus();
  },
);

test("a link to the current page does not navigate again", async () => {
  renderShell("/brand.html");
  const before = screen.getByTestId("location").dataset.key;
  await userEvent.click(menuButton("Genesis"));
  await userEvent.click(within(banner()).getAllByRole("link", { name: "О бренде" })[0] as HTMLElement);
  expect(screen.getByTestId("location").dataset.key).toBe(before);
});

/** Scrolls the window to `y` as a browser reports it, and lets the next frame run. */
async function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
  await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
}

test("a header hidden by scrolling down comes back when the keyboard's focus enters it", async () => {
  setWidth(390);
  renderShell();
  await scrollWindowTo(0);
  await scrollWindowTo(800);
  expect(banner().className).toMatch(/hidden/);

  // Shift+Tab from the page's content back into the header.
  const logo = within(banner()).getByRole("link", { name: "Genesis Химки — на главную" });
  act(() => logo.focus());
  expect(banner().className).not.toMatch(/hidden/);
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
});
