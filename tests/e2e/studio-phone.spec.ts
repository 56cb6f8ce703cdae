import { expect, test } from "@playwright/test";
import { e2eStaff } from "../../playwright.config";
import { waitForHydration } from "./hydration";
import { blockingViolations, controlsPastEdge, expectNoSidewaysScroll, visitorAddress } from "./journey-checks";

// The content studio on a phone (issue 36): a marketer away from the desk opens every list and editor at
// 375 px, reads them without scrolling sideways, reaches every control, and a form sent incomplete is
// answered field by field. What the studio changes on the site is journeyed at 1440 px in studio.spec.ts,
// which writes the shared contacts; this file reads and refuses only, so both can run at once.
test.skip(({ isMobile }) => !isMobile, "the phone's layout of the studio; its publishing is journeyed at 1440 px in studio.spec.ts");

const screens = [
  { path: "/staff/content", heading: "Содержимое сайта" },
  { path: "/staff/content/news", heading: "Новости" },
  { path: "/staff/content/news/new", heading: "Новая новость" },
  { path: "/staff/content/offers", heading: "Специальные предложения" },
  { path: "/staff/content/offers/new", heading: "Новое предложение" },
  { path: "/staff/content/contacts/dealer", heading: "Контакты и реквизиты" },
  { path: "/staff/content/prices/catalogue", heading: "Цены моделей и комплектаций" },
  { path: "/staff/content/credit-programs", heading: "Кредитные программы" },
  { path: "/staff/content/credit-programs/1", heading: "Кредитная программа: Genesis Finance Стандарт" },
  { path: "/staff/content/credit-programs/new", heading: "Новая кредитная программа" },
  { path: "/staff/content/home/page", heading: "Главная страница: слайды и блоки" },
  { path: "/staff/content/service-prices/catalogue", heading: "Цены сервиса: ТО и услуги" },
  { path: "/staff/content/reviews/page", heading: "Отзывы клиентов" },
  { path: "/staff/content/vacancies", heading: "Вакансии" },
  { path: "/staff/content/vacancies/new", heading: "Новая вакансия" },
  { path: "/staff/content/workers", heading: "Сотрудники" },
  { path: "/staff/content/workers/andrey-sokolov", heading: "Сотрудник: Андрей Соколов" },
];

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress(test.info(), "studio on a phone") });
  await page.context().addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
  await page.goto("/staff/login");
  await page.getByLabel("Электронная почта").fill(e2eStaff.email);
  await page.getByLabel("Пароль").fill(e2eStaff.password);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).not.toHaveURL(/\/staff\/login/);
});

test("every list and editor of the studio fits a phone: no sideways scroll, every control on screen, axe clean", async ({ page }) => {
  // Seventeen screens, each loaded, hydrated and checked by axe: under a loaded CI a screen takes up to 6 s.
  test.setTimeout(120_000);
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { level: 1, name: screen.heading }), screen.path).toBeVisible();
    await waitForHydration(page);
    await expectNoSidewaysScroll(page);
    expect(await controlsPastEdge(page), screen.path).toEqual([]);
    expect(await blockingViolations(page), screen.path).toEqual([]);
  }
});

test("a news item sent without its fields is answered under each field in Russian, and nothing is saved", async ({ page }) => {
  await page.goto("/staff/content/news/new");
  await waitForHydration(page);
  await page
    .getByRole("button", { name: /Сохранить/ })
    .first()
    .click();
  await expect(page.getByText("Напишите заголовок", { exact: false }).first()).toBeVisible();
  // Saved, the editor would move to the item's own address.
  await expect(page).toHaveURL(/\/staff\/content\/news\/new$/);
  await expectNoSidewaysScroll(page);
});
