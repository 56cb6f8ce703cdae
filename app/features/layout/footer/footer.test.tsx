import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { buildNews, buildSiteData, renderInApp } from "~/features/layout/render-in-app.test-helpers";
import { SiteShell } from "../site-shell";
import { copyrightYears, Footer } from "./footer";

const originalWidth = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

afterEach(() => setWidth(originalWidth));

const sitemap = () => screen.getByRole("navigation", { name: "Карта сайта" });
const toggle = (name: string) => within(sitemap()).getByRole("button", { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;

test("at 375 px the sitemap is an accordion with one group open at a time", async () => {
  setWidth(375);
  renderInApp(<Footer />);
  const purchase = toggle("Покупка");
  const owners = toggle("Владельцам");
  expect(purchase.getAttribute("aria-expanded")).toBe("false");
  expect(panelOf(purchase).style.height).toBe("0px");
  // Folded by the phone's width, not by the visitor: no transition runs below the fold while the page loads.
  expect(panelOf(purchase).className).not.toMatch(/animated/);

  await userEvent.click(purchase);
  expect(panelOf(purchase).className).toMatch(/animated/);
  expect(panelOf(owners).className).toMatch(/animated/);
  expect(purchase.getAttribute("aria-expanded")).toBe("true");
  // jsdom measures no layout, so the content is 0 px high: the open panel adds the spec's 20 px.
  expect(panelOf(purchase).style.height).toBe("20px");

  await userEvent.click(owners);
  expect(owners.getAttribute("aria-expanded")).toBe("true");
  expect(purchase.getAttribute("aria-expanded")).toBe("false");

  await userEvent.click(owners);
  expect(owners.getAttribute("aria-expanded")).toBe("false");
});

test("above 768 px every group is expanded and there is nothing to toggle", () => {
  setWidth(1024);
  renderInApp(<Footer />);
  expect(within(sitemap()).queryAllByRole("button", { name: /Покупка|Владельцам|Genesis|Модели/ })).toHaveLength(0);
  expect(within(sitemap()).getByRole("link", { name: "Конфигуратор" }).getAttribute("href")).toBe("/configurator");
});

test("the footer links up to 10 news items to their pages", () => {
  setWidth(1024);
  const footerNews = Array.from({ length: 12 }, (_, i) => buildNews(i + 1));
  renderInApp(<Footer />, { siteData: buildSiteData({ footerNews }) });
  const news = within(sitemap()).getAllByRole("link", { name: /^Новость номер/ });
  expect(news).toHaveLength(10);
  expect(news[0]?.getAttribute("href")).toBe("/news/news-1.html");
});

test("the legal block carries the identifiers, address, phone and notices", () => {
  renderInApp(<Footer />);
  const footer = screen.getByRole("contentinfo");
  expect(footer.textContent).toContain(`© 2023–${new Date().getFullYear()} Genesis Химки`);
  expect(footer.textContent).toContain("ИНН 5047128397, ОГРН 1175047005121, КПП 504701001");
  expect(footer.textContent).toContain("Химки, Ленинградское шоссе");
  expect(footer.textContent).toContain("статьи 437");
  expect(footer.textContent).toContain("максимальные рекомендованные розничные цены");
  expect(within(footer).getByRole("link", { name: "+7 (495) 120-45-67" }).getAttribute("href")).toBe("tel:+74951204567");
  expect(
    within(footer)
      .getByRole("link", { name: /ВКонтакте/ })
      .getAttribute("href"),
  ).toBe("https://vk.com/genesis_khimki");
});

test("the rating badge loads lazily in a frame only when configured", () => {
  const { unmount } = renderInApp(<Footer />);
  expect(document.querySelector("iframe")).toBeNull();
  unmount();
  const siteData = buildSiteData();
  siteData.publicConfig = { ...siteData.publicConfig, ratingWidgetUrl: "https://maps.example/badge" };
  renderInApp(<Footer />, { siteData });
  const frame = screen.getByTitle("Рейтинг дилерского центра в сервисе карт и отзывов");
  expect(frame.getAttribute("loading")).toBe("lazy");
  expect(frame.getAttribute("src")).toBe("https://maps.example/badge");
});

test("the copyright runs from the product's 2023 to the year of the build", () => {
  expect(copyrightYears("2026-11-24")).toBe("2023–2026");
  expect(copyrightYears("2023-05-01")).toBe("2023");
});

test("«Наверх страницы» scrolls up and takes focus to the page's start, the content the skip link leads to", async () => {
  const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  renderInApp(<SiteShell>Страница</SiteShell>, { path: "/brand.html" });
  await userEvent.click(within(screen.getByRole("contentinfo")).getByRole("button", { name: "Наверх страницы" }));
  expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
  expect(document.activeElement).toBe(screen.getByRole("main"));
  expect(document.activeElement?.id).toBe("main");
  scrollTo.mockRestore();
});
