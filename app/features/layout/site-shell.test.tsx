import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { renderInApp } from "./render-in-app.test-helpers";
import { SiteLink } from "~/features/navigation/site-link";
import { SiteShell } from "./site-shell";
import { renderToString } from "react-dom/server";
import { IconSprite, IconSpriteMarkup } from "~/components/ui/icon-sprite";
import { spriteMarkup } from "~/components/ui/icon-sprite-markup";
import { iconNames } from "~/components/ui/icon-set";

const page = (
  <SiteShell>
    <p>Содержимое страницы</p>
  </SiteShell>
);

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

beforeEach(() => {
  // jsdom has no layout: scrolling is a no-op the behaviours may call.
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  delete window.dataLayer;
  setWidth(1440);
});

afterEach(() => vi.restoreAllMocks());

test("the layout has the header, the page and the footer, and the icons' symbols as the server writes them", () => {
  renderInApp(<IconSpriteMarkup.Provider value={spriteMarkup}>{page}</IconSpriteMarkup.Provider>);
  expect(screen.getByRole("banner")).toBeVisible();
  expect(screen.getByRole("main").textContent).toContain("Содержимое страницы");
  expect(screen.getByRole("contentinfo")).toBeVisible();
  expect(document.querySelector("symbol#icon-phone")).toBeInTheDocument();
});

test("in the browser the layout keeps the symbols the page arrived with: the scripts carry no drawings", () => {
  const html = renderToString(
    <IconSpriteMarkup.Provider value={spriteMarkup}>
      <IconSprite />
    </IconSpriteMarkup.Provider>,
  );
  document.body.innerHTML = html;
  const { container } = render(<IconSprite />);
  expect(container.querySelector('symbol[id="icon-phone"]')).toBeInTheDocument();
  expect(container.querySelectorAll("symbol")).toHaveLength(iconNames.length);
});

test("a page that arrived without the symbols loads them before long", async () => {
  document.body.innerHTML = "";
  const { container } = render(<IconSprite />);
  await waitFor(() => expect(container.querySelectorAll("symbol")).toHaveLength(iconNames.length));
});

test("Tab meets the cookie notice right after the skip link, before the header", async () => {
  renderInApp(page, { cookiesAgreed: false });
  const user = userEvent.setup();
  await user.tab();
  expect(document.activeElement?.textContent).toBe("Перейти к содержанию");
  await user.tab();
  expect(screen.getByRole("dialog", { name: "Файлы cookie" }).contains(document.activeElement)).toBe(true);
  const notice = screen.getByRole("dialog", { name: "Файлы cookie" });
  expect(notice.compareDocumentPosition(screen.getByRole("banner")) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
});

test("a route handle with hideLayout hides the header and footer", () => {
  renderInApp(page, { handle: { hideLayout: true } });
  expect(screen.queryByRole("banner")).not.toBeInTheDocument();
  expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  expect(screen.getByRole("main").textContent).toContain("Содержимое страницы");
});

test("a model route shows the model sub-header with exactly that family's pages", () => {
  renderInApp(page, { path: "/gv80-design.html" });
  const nav = screen.getByRole("navigation", { name: "Разделы Genesis GV80" });
  const links = within(nav).getAllByRole("link");
  expect(links.map((a) => a.getAttribute("href"))).toEqual([
    "/gv80.html",
    "/gv80-design.html",
    "/gv80-safety.html",
    "/gv80-technology.html",
    "/gv80-performance.html",
    "/gv80-gallery.html",
  ]);
  expect(within(nav).getByRole("link", { name: "Дизайн" })).toHaveAttribute("aria-current", "page");
});

test("from 1280 px the model nav is always shown, without a toggle", () => {
  setWidth(1280);
  renderInApp(page, { path: "/g90_L.html" });
  expect(screen.queryByRole("button", { name: /Разделы модели/ })).not.toBeInTheDocument();
  expect(screen.getByRole("navigation", { name: "Разделы Genesis G90" })).toBeVisible();
});

test("below 1280 px the model nav folds; its menu and the additional dropdown exclude each other", async () => {
  setWidth(1279);
  renderInApp(page, { path: "/g90_L.html" });
  const menu = screen.getByRole("button", { name: /Разделы модели/ });
  const more = screen.getByRole("button", { name: "Ещё" });
  await userEvent.click(menu);
  expect(menu).toHaveAttribute("aria-expanded", "true");
  await userEvent.click(more);
  expect(more).toHaveAttribute("aria-expanded", "true");
  expect(menu).toHaveAttribute("aria-expanded", "false");
  const list = document.getElementById(more.getAttribute("aria-controls") ?? "") as HTMLElement;
  expect(within(list).getByRole("link", { name: "Конфигуратор" })).toHaveAttribute("href", "/configurator#slide=1&model=g90");
});

test.each([
  [1440, "Ещё"],
  [1279, "Ещё"],
  [390, /Разделы модели/],
])("at %i px Escape in the model sub-header's menu %s closes it and gives focus back to its button", async (width, name) => {
  setWidth(width);
  renderInApp(page, { path: "/new-g70.html" });
  const button = screen.getByRole("button", { name });
  await userEvent.click(button);
  expect(button).toHaveAttribute("aria-expanded", "true");
  await userEvent.tab();
  expect(document.getElementById(button.getAttribute("aria-controls") ?? "")?.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard("{Escape}");
  expect(button).toHaveAttribute("aria-expanded", "false");
  expect(button).toHaveFocus();
});

test("no model sub-header off the model routes", () => {
  renderInApp(page, { path: "/brand.html" });
  expect(screen.queryByRole("navigation", { name: /^Разделы/ })).not.toBeInTheDocument();
});

test("a page view is pushed with the path and query", () => {
  renderInApp(page, { path: "/news.html?page=2" });
  expect(window.dataLayer).toEqual([{ event: "pageview", page: "/news.html?page=2" }]);
});

test("#popup opens the test-drive popup after 200 ms, without the site's label of where it was opened", async () => {
  vi.useFakeTimers();
  try {
    renderInApp(page, { path: "/#popup" });
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole("dialog", { name: "Запись на тест-драйв" })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    // Open now: the popups' code is on its way, and a note says so until it comes.
    expect(screen.getByText("Загружаем…")).toHaveAttribute("role", "status");
  } finally {
    vi.useRealTimers();
  }
  // The popup and its form load with the first opening, then the booking page's cities and dealers
  // (none in this app: the popup offers the phone instead).
  const dialog = await screen.findByRole("dialog", { name: "Запись на тест-драйв" });
  expect((await within(dialog).findByRole("alert")).textContent).toContain("Онлайн-запись сейчас недоступна");
  // «главная страница» is the lead's place, for the staff (leads.spec.ts checks what the form sends).
  expect(within(dialog).queryByText(/Раздел сайта|главная страница/)).not.toBeInTheDocument();
  expect(within(dialog).getByRole("link", { name: /\+7 \(495\) 120-45-67/ })).toHaveAttribute("href", "tel:+74951204567");
});

test("navigation scrolls to the top, except to the finance page with a hash", async () => {
  const links = (
    <SiteShell>
      <SiteLink to="/contacts.html">Контакты дилера</SiteLink>
      <SiteLink to="/oplata.html#credit">Кредит</SiteLink>
    </SiteShell>
  );
  renderInApp(links, { path: "/brand.html" });
  const scrollTo = vi.mocked(window.scrollTo);
  await userEvent.click(screen.getByRole("link", { name: "Контакты дилера" }));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  const calls = scrollTo.mock.calls.length;
  await userEvent.click(screen.getByRole("link", { name: "Кредит" }));
  expect(screen.getByTestId("location").textContent).toBe("/oplata.html#credit");
  expect(scrollTo.mock.calls.length).toBe(calls);
});

test("#popup on a model's page opens the popup there too, and no page names an internal section in it", async () => {
  const first = renderInApp(page, { path: "/gv80-design.html#popup" });
  const dialog = await screen.findByRole("dialog", { name: "Запись на тест-драйв" }, { timeout: 3000 });
  await within(dialog).findByRole("alert");
  expect(within(dialog).queryByText(/Раздел сайта/)).not.toBeInTheDocument();
  first.unmount();
  renderInApp(page, { path: "/news.html#popup" });
  const other = await screen.findByRole("dialog", { name: "Запись на тест-драйв" }, { timeout: 3000 });
  await within(other).findByRole("alert");
  expect(within(other).queryByText(/Раздел сайта/)).not.toBeInTheDocument();
});
