import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { blockingViolations } from "./journey-checks";
import { invite } from "./studio-staff";

// The vacancies and the team in the studio (issue 36, docs/decisions/0104): an admin invites the dealer's
// HR, who posts a vacancy and changes a colleague's position, and both are on the site within seconds;
// marketing, which edits the rest of the site, cannot open them. One width: the pages it changes are
// checked at both widths in pages.spec.ts, the editors' phone layout in studio-phone.spec.ts.
test.describe.configure({ mode: "serial" });

const run = `${Date.now().toString(36)}`;
const hr = { email: `hr-${run}@genesis-khimki.ru`, password: "пароль-отдела-персонала-e2e" };
const marketer = { email: `marketing-people-${run}@genesis-khimki.ru`, password: "пароль-маркетолога-e2e" };
const vacancyTitle = `Консультант по аксессуарам Genesis ${run}`;
const position = `Ведущий эксперт по автомобилям с пробегом ${run}`;

test("HR posts a vacancy and changes a colleague's position; the site shows both", { tag: "@one-width" }, async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await invite(browser, baseURL, hr.email, "Персонал", hr.password);
  await page.goto("/staff/content");
  // Its role opens the vacancies and the team, not the news.
  await expect(page.getByRole("link", { name: "Вакансии", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Новости", exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "Вакансии", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Вакансии" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Автомеханик", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Новая вакансия" }).click();
  await waitForHydration(page, "form");
  await page.getByLabel("Название вакансии").fill(vacancyTitle);
  // The address is made from the title while HR has not typed one.
  expect(await page.getByLabel("Адрес на странице вакансий").inputValue()).toBe(`konsultant-po-aksessuaram-genesis-${run}`);
  await page.getByLabel("Отдел").selectOption({ label: "Отдел продаж" });
  await page.getByLabel("График", { exact: true }).fill("График 5/2");
  await page.getByLabel("Доход", { exact: true }).fill("Доход от 100 000 ₽");
  await page.getByLabel("Коротко о работе").fill("Помогаете владельцам Genesis выбрать аксессуары и оригинальные запчасти.");
  await page.getByLabel("Обязанности", { exact: true }).fill("Консультации в шоуруме\nОформление заказов");
  // Sent without requirements and conditions: each is named in Russian, nothing is saved.
  await page.getByRole("button", { name: "Сохранить черновик" }).click();
  // Beside each field, as its description.
  await expect(page.getByLabel("Требования", { exact: true })).toHaveAccessibleDescription(/Напишите требования: от одной до 15 строк/);
  await expect(page.getByLabel("Условия", { exact: true })).toHaveAccessibleDescription(/Напишите условия: от одной до 15 строк/);
  await expect(page).toHaveURL(/\/staff\/content\/vacancies\/new$/);
  await page.getByLabel("Требования", { exact: true }).fill("Опыт продаж от года\nГрамотная речь");
  await page.getByLabel("Условия", { exact: true }).fill("Оклад и процент от продаж\nПолис ДМС после испытательного срока");
  await page.getByRole("button", { name: "Сохранить черновик" }).click();
  await expect(page.getByText("Черновик сохранён")).toBeVisible();
  // Saved, the editor moves to the vacancy's own address.
  await expect(page).toHaveURL(new RegExp(`/staff/content/vacancies/konsultant-po-aksessuaram-genesis-${run}\\?saved=1$`));
  expect(await blockingViolations(page)).toEqual([]);
  // A draft is not on the site.
  expect(await (await page.request.get("/vakansii.html")).text()).not.toContain(vacancyTitle);
  await page.getByRole("button", { name: "Опубликовать версию 1 сейчас" }).click();
  await expect(page.getByText(/^Опубликовано: страница обновится на сайте/)).toBeVisible();

  const visitor = await browser.newPage({ baseURL });
  await expect.poll(async () => (await visitor.request.get("/vakansii.html")).text(), { timeout: 10_000 }).toContain(vacancyTitle);
  await visitor.goto(`/vakansii.html#konsultant-po-aksessuaram-genesis-${run}`);
  const posted = visitor.getByRole("article").filter({ has: visitor.getByRole("heading", { level: 3, name: vacancyTitle }) });
  await expect(posted.getByText("Доход от 100 000 ₽")).toBeVisible();
  await expect(posted.getByText("Полис ДМС после испытательного срока")).toBeVisible();

  // A colleague's new position: found in the list, changed, published.
  await page.goto("/staff/content/workers?q=Орлова");
  await page.getByRole("link", { name: "Наталья Орлова" }).click();
  await waitForHydration(page, "form");
  await expect(page.getByLabel("Адрес страницы")).toHaveValue("natalya-orlova");
  await page.getByLabel("Должность").fill(position);
  await page.getByRole("button", { name: "Сохранить черновик" }).click();
  await expect(page.getByText("Черновик сохранён")).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole("button", { name: /^Опубликовать версию \d+ сейчас$/ }).click();
  await expect(page.getByText(/^Опубликовано: страница обновится на сайте/)).toBeVisible();
  await page.context().close();

  await expect.poll(async () => (await visitor.request.get("/worker/natalya-orlova.html")).text(), { timeout: 10_000 }).toContain(position);
  await visitor.goto("/worker/natalya-orlova.html");
  await expect(visitor.getByRole("heading", { level: 1, name: "Наталья Орлова" })).toBeVisible();
  await expect(visitor.getByText(position, { exact: true })).toBeVisible();
  await visitor.goto("/workers.html");
  await expect(visitor.getByRole("link", { name: "Наталья Орлова" })).toBeVisible();
  await expect(visitor.getByText(position, { exact: true })).toBeVisible();
  await visitor.close();
});

test("marketing cannot open the vacancies or the team: the editors answer 403", { tag: "@one-width" }, async ({ browser, baseURL }) => {
  const page = await invite(browser, baseURL, marketer.email, "Маркетинг", marketer.password);
  for (const path of ["/staff/content/vacancies", "/staff/content/vacancies/new", "/staff/content/workers/natalya-orlova"]) {
    const refused = await page.goto(path);
    expect(refused?.status(), path).toBe(403);
    await expect(page.getByText("Недостаточно прав", { exact: false })).toBeVisible();
  }
  await page.goto("/staff/content");
  await expect(page.getByRole("link", { name: "Новости", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Сотрудники", exact: true })).toHaveCount(0);
  await page.context().close();
});
