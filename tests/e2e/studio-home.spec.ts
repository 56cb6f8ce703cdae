import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { blockingViolations } from "./journey-checks";
import { invite, staffPage } from "./studio-staff";

// The home page in the studio (issue 36): a marketer adds a slide, moves it first with the keyboard, hides a
// block and publishes; the home page's h1 is her slide's headline and the block is gone. She then restores the
// page as it shipped and publishes it, so the other journeys that read the home page find it as before.
test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);
const marketer = { email: `marketing-home-${run}@genesis-khimki.ru`, password: "пароль-маркетолога-главной" };
const headline = `Зимний тест-драйв GV80 ${run}`;
const shippedHeadline = "Роскошь, в центре которой — человек";

/** The home page as a visitor gets it: its h1 and whether the service block is there. */
async function visitorView(page: Page) {
  const html = await (await page.request.get("/")).text();
  return { h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "", service: html.includes(">Сервис Genesis</h2>") };
}

test(
  "a marketer puts a slide of her own first and hides a block, the home page follows, and the shipped page comes back from the history",
  { tag: "@one-width" },
  async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const first = await invite(browser, baseURL, marketer.email, "Маркетинг", marketer.password);
    await first.context().close();
    const page = await staffPage(browser, baseURL, "studio home", marketer.email, marketer.password);
    await page.goto("/staff/content");
    await page.getByRole("link", { name: "Главная страница" }).click();
    await waitForHydration(page, "form");
    await expect(page.getByRole("heading", { level: 1, name: "Главная страница: слайды и блоки" })).toBeVisible();
    expect(await visitorView(page)).toEqual({ h1: shippedHeadline, service: true });

    await page.getByRole("button", { name: "Добавить слайд" }).click();
    const slide = page.getByRole("group", { name: /^Слайд 6/ });
    await slide.getByLabel("Модель").selectOption({ label: "Genesis GV80" });
    await slide.getByLabel("Надзаголовок").fill("Только в декабре");
    await slide.getByLabel("Заголовок", { exact: true }).fill(headline);
    await slide.getByLabel("Текст").fill("Три дня за рулём GV80 на зимних шинах: по городу, по трассе и до вашего загородного дома.");
    await slide.getByLabel("Надпись на кнопке").fill("Записаться");
    await slide.getByLabel("Ссылка кнопки").fill("/net-takoj-stranicy.html");

    // Five presses of «выше» from the keyboard: the button keeps the focus as the slide climbs.
    await page.getByRole("button", { name: "Слайд 6: выше" }).focus();
    for (let press = 0; press < 5; press++) await page.keyboard.press("Enter");
    await expect(page.getByRole("group", { name: /^Слайд 1/ }).getByLabel("Заголовок", { exact: true })).toHaveValue(headline);
    await expect(page.getByRole("button", { name: "Слайд 1: ниже" })).toBeFocused();

    await page.getByRole("checkbox", { name: "Сервис Genesis" }).uncheck();
    await page.getByRole("button", { name: "Сохранить черновик" }).click();
    // A path the site does not have is refused beside the field, and what she typed stays.
    await expect(page.locator('[id$=".link-error"]')).toHaveText(/^Такой страницы на сайте нет/);
    await expect(page.getByRole("group", { name: /^Слайд 1/ }).getByLabel("Заголовок", { exact: true })).toHaveValue(headline);
    await page
      .getByRole("group", { name: /^Слайд 1/ })
      .getByLabel("Ссылка кнопки")
      .fill("/test-drive.html");
    await page.getByRole("button", { name: "Сохранить черновик" }).click();
    await expect(page.getByText("Черновик сохранён")).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole("button", { name: /^Опубликовать версию \d+ сейчас$/ }).click();
    await expect(page.getByText(/^Опубликовано: страница обновится на сайте/)).toBeVisible();

    await expect.poll(async () => visitorView(page), { timeout: 10_000 }).toEqual({ h1: headline, service: false });
    const visitor = await browser.newPage({ baseURL });
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(headline);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(visitor.getByRole("heading", { name: "Сервис Genesis" })).toHaveCount(0);
    await visitor.close();

    // Version 1 is the page as it shipped: restored, then published.
    await page.getByRole("button", { name: "Восстановить версию 1" }).click();
    await expect(page.getByRole("group", { name: /^Слайд 1/ }).getByLabel("Заголовок", { exact: true })).toHaveValue(shippedHeadline);
    await page.getByRole("button", { name: /^Опубликовать версию \d+ сейчас$/ }).click();
    await expect(page.getByText(/^Опубликовано: страница обновится на сайте/)).toBeVisible();
    await expect.poll(async () => visitorView(page), { timeout: 10_000 }).toEqual({ h1: shippedHeadline, service: true });
    await page.context().close();
  },
);
