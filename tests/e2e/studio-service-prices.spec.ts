import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { blockingViolations } from "./journey-checks";
import { invite, staffPage } from "./studio-staff";

// The service prices in the studio (issue 36, docs/decisions/0112): a service manager changes the price of ТО-2
// for G70, a price with kopecks is refused beside its field first, publishes, and /servis/to.html shows the new
// price. She then restores the prices as they shipped and publishes them, so the other journeys find them as before.
test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);
const manager = { email: `service-prices-${run}@genesis-khimki.ru`, password: "пароль-сервисного-менеджера" };

/** The price of ТО-2 of G70 as a visitor reads it on /servis/to.html: the row's second cell, spaces made plain. */
async function g70SecondService(page: Page) {
  const html = await (await page.request.get("/servis/to.html")).text();
  const row = /<tr>(?:(?!<\/tr>).)*ТО-2(?:(?!<\/tr>).)*<\/tr>/s.exec(html)?.[0] ?? "";
  const cells = [...row.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((match) => (match[1] ?? "").replace(/\s/g, " "));
  return cells[0] ?? "";
}

test(
  "a service manager changes the price of ТО-2 for G70, the maintenance page follows, and the shipped prices come back from the history",
  { tag: "@one-width" },
  async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const first = await invite(browser, baseURL, manager.email, "Сервис", manager.password);
    await first.context().close();
    const page = await staffPage(browser, baseURL, "studio service prices", manager.email, manager.password);
    await page.goto("/staff/content");
    await page.getByRole("link", { name: "Цены сервиса" }).click();
    await waitForHydration(page, "form");
    await expect(page.getByRole("heading", { level: 1, name: "Цены сервиса: ТО и услуги" })).toBeVisible();
    expect(await g70SecondService(page)).toBe("27 400 ₽");

    const g70 = page.getByRole("group", { name: "Genesis G70 2.0T" });
    const second = g70.getByLabel(/^ТО-2 · 30/);
    await expect(second).toHaveValue("27 400");
    // Kopecks are refused beside the field, in Russian, and what she typed stays.
    await second.fill("28 100,50");
    await page.getByRole("button", { name: "Сохранить черновик" }).click();
    await expect(page.locator('[id="maintenance.g70.1-error"]')).toHaveText("Цена — в целых рублях, без копеек");
    await expect(page.getByRole("group", { name: "Genesis G70 2.0T" }).getByLabel(/^ТО-2 · 30/)).toHaveValue("28 100,50");

    await page
      .getByRole("group", { name: "Genesis G70 2.0T" })
      .getByLabel(/^ТО-2 · 30/)
      .fill("28100 ₽");
    await page.getByRole("button", { name: "Сохранить черновик" }).click();
    await expect(page.getByText("Черновик сохранён")).toBeVisible();
    await expect(page.getByRole("group", { name: "Genesis G70 2.0T" }).getByLabel(/^ТО-2 · 30/)).toHaveValue("28 100");
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole("button", { name: /^Опубликовать версию \d+ сейчас$/ }).click();
    await expect(page.getByText(/^Опубликовано: страница обновится на сайте/)).toBeVisible();

    await expect.poll(async () => g70SecondService(page), { timeout: 10_000 }).toBe("28 100 ₽");
    const visitor = await browser.newPage({ baseURL });
    await visitor.goto("/servis/to.html");
    const row = visitor.getByRole("row", { name: /ТО-2/ });
    await expect(row.getByRole("cell").first()).toHaveText(/^28\s100\s₽$/);
    await visitor.close();

    // Version 1 is the prices as they shipped: restored, then published.
    await page.getByRole("button", { name: "Восстановить версию 1" }).click();
    await expect(page.getByRole("group", { name: "Genesis G70 2.0T" }).getByLabel(/^ТО-2 · 30/)).toHaveValue("27 400");
    await page.getByRole("button", { name: /^Опубликовать версию \d+ сейчас$/ }).click();
    await expect(page.getByText(/^Опубликовано: страница обновится на сайте/)).toBeVisible();
    await expect.poll(async () => g70SecondService(page), { timeout: 10_000 }).toBe("27 400 ₽");
    await page.context().close();
  },
);
