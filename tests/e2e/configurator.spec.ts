import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { blockingViolations, expectNoSidewaysScroll, visitorAddress } from "./journey-checks";

// The configurator's journeys: each model from its deep link through every step (axe at each), the
// whole configuration in the link (reload, a new page, back and forward), the PDF, and the lead to a
// manager; then the page without JavaScript. Both widths (desktop 1440 by keyboard-reachable links,
// mobile 375 by touch) run every test through the projects of playwright.config.ts.

test.beforeEach(async ({ context, page, baseURL }, info) => {
  await context.addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress(info, "configurator") });
});

const stepTitle = (page: Page) => page.locator("#configurator-step-title");
const price = (page: Page) => page.getByTestId("configurator-price");

/** Follows «Далее: …» (a tap on mobile, a click on desktop) and waits for the step. */
async function next(page: Page, isMobile: boolean, slide: number) {
  const link = page.getByRole("link", { name: /^Далее:/ });
  if (isMobile) await link.tap();
  else await link.click();
  await expect(stepTitle(page)).toContainText(`Шаг ${slide} из 7`);
  await expect(page).toHaveURL(new RegExp(`#slide=${slide}&`));
}

/** Picks a radio (the hash updates, then the radio shows checked). */
async function choose(radio: Locator, isMobile: boolean) {
  // Swatches draw the circle over the native radio, which stays the one control: its label is tapped or clicked.
  const target = radio.locator("xpath=ancestor::label[1]");
  if (isMobile) await target.tap();
  else await target.click();
  await expect(radio).toBeChecked();
}

const models = [
  { code: "g70-fl", name: "Genesis G70" },
  { code: "gv70", name: "Genesis GV70" },
  { code: "g80-new", name: "Новый Genesis G80" },
  { code: "gv80", name: "Genesis GV80" },
  { code: "g90", name: "Genesis G90" },
] as const;

for (const model of models) {
  test(`${model.name}: every step from the deep link, axe-clean, the price following each choice`, async ({ page, isMobile }) => {
    // Each model's data is walked at 1440 px; the phone's taps, layout and axe are the same code for every
    // model, so one model (the first) walks them at 375 px (CI's 25 minutes, issue 40).
    test.skip(isMobile && model !== models[0], "the phone's steps are walked with the first model");
    // Seven steps with an axe run on each: longer than one page's journey on a busy machine.
    test.setTimeout(120_000);
    await page.goto(`/configurator#slide=1&model=${model.code}`);
    await waitForHydration(page, "#configurator-step-title");
    await expect(page.locator("aside")).toContainText(model.name);
    expect(await blockingViolations(page, "main")).toEqual([]);
    await expectNoSidewaysScroll(page);

    await next(page, isMobile, 2);
    const packages = page.getByRole("radio");
    const count = await packages.count();
    expect(count).toBeGreaterThan(0);
    const before = await price(page).textContent();
    await choose(packages.nth(count - 1), isMobile);
    if (count > 1) await expect(price(page)).not.toHaveText(before ?? "");
    await expect(page).toHaveURL(/package=/);
    expect(await blockingViolations(page, "main")).toEqual([]);

    await next(page, isMobile, 3);
    const paints = page.getByRole("radio");
    await choose(paints.nth((await paints.count()) - 1), isMobile);
    await expect(page.getByRole("group")).toContainText(/Цвет кузова: /);
    expect(await blockingViolations(page, "main")).toEqual([]);

    await next(page, isMobile, 4);
    const trims = page.getByRole("radio");
    await choose(trims.nth((await trims.count()) - 1), isMobile);
    expect(await blockingViolations(page, "main")).toEqual([]);

    await next(page, isMobile, 5);
    await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Безопасность" })).toBeVisible();
    // The figures arrive with the equipment; their long values wrap instead of widening the page.
    await expect(page.locator("dl dd").first()).toBeVisible();
    expect(await blockingViolations(page, "main")).toEqual([]);
    await expectNoSidewaysScroll(page);

    await next(page, isMobile, 6);
    const credit = page.getByRole("radio").nth(1);
    if (await credit.count()) {
      await choose(credit, isMobile);
      await expect(page.getByTestId("configurator-monthly")).toHaveText(/^[\d ]+(,\d\d)? ₽ в месяц$/);
      await page.getByRole("combobox", { name: "Срок кредита" }).selectOption({ index: 0 });
      await expect(page).toHaveURL(/term=\d+/);
    }
    expect(await blockingViolations(page, "main")).toEqual([]);
    await expectNoSidewaysScroll(page);

    await next(page, isMobile, 7);
    await expect(page.getByRole("link", { name: "Скачать PDF" })).toBeVisible();
    expect(await blockingViolations(page, "main")).toEqual([]);
    await expectNoSidewaysScroll(page);

    // Back and forward move between the steps.
    // (history.back() rather than page.goBack(): these are same-document moves, with no load to wait for.)
    await page.evaluate(() => history.back());
    await expect(stepTitle(page)).toContainText("Шаг 6 из 7");
    await page.evaluate(() => history.forward());
    await expect(stepTitle(page)).toContainText("Шаг 7 из 7");
  });
}

test("the link is the car: reload keeps it, a new page opens it, the PDF has it, the lead goes to the manager", async ({
  page,
  context,
  request,
}) => {
  await page.goto("/configurator#slide=6&model=gv70&package=nope&exterior=mauna-red&program=1&prepay=1500000&term=36");
  await waitForHydration(page, "#configurator-step-title");
  // An impossible package falls back to the model's first; the rest is kept.
  await expect(page).toHaveURL(
    /#slide=6&model=gv70&package=[a-z0-9.-]+&exterior=mauna-red&interior=[a-z-]+&program=1&prepay=1500000&term=36$/,
  );
  const shown = { price: await price(page).textContent(), monthly: await page.getByTestId("configurator-monthly").textContent() };
  expect(shown.monthly).toMatch(/₽ в месяц$/);

  await page.reload();
  await waitForHydration(page, "#configurator-step-title");
  await expect(price(page)).toHaveText(shown.price ?? "");
  await expect(page.getByTestId("configurator-monthly")).toHaveText(shown.monthly ?? "");

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByTestId("configurator-monthly")).toHaveText(shown.monthly ?? "");
  await shared.close();

  await page.getByRole("link", { name: /Далее: итог/ }).click();
  const pdfLink = page.getByRole("link", { name: "Скачать PDF" });
  const href = await pdfLink.getAttribute("href");
  expect(href).toMatch(/^\/configurator\?model=gv70&.*&pdf=1$/);
  // The PDF comes in a tab of its own: the configuration and the form stay as they were.
  const pdfAnswer = context.waitForEvent("response", (answer) => answer.headers()["content-type"] === "application/pdf");
  const [tab] = await Promise.all([page.waitForEvent("popup"), pdfLink.click()]);
  expect((await pdfAnswer).status()).toBe(200);
  await tab.close();
  await expect(stepTitle(page)).toContainText("Шаг 7 из 7");
  await expect(page).toHaveURL(/\/configurator#slide=7&model=gv70/);
  const pdf = await request.get(href ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(bytes.length).toBeLessThan(300 * 1024);

  const form = page.getByRole("form", { name: "Отправить конфигурацию менеджеру" });
  await form.getByRole("button", { name: "Отправить менеджеру" }).click();
  await expect(form.getByText("Укажите имя")).toBeVisible();
  await form.getByLabel("Имя", { exact: true }).fill("Анна");
  await form.getByLabel(/^Фамилия/).fill("Смирнова");
  await form.getByLabel("Телефон").fill("9114041112");
  await expect(form.getByLabel("Телефон")).toHaveValue("+7 (911) 404-11-12");
  await form.getByRole("checkbox", { name: /Я даю согласие на обработку персональных данных/ }).check();
  expect(await blockingViolations(page, "main")).toEqual([]);
  await form.getByRole("button", { name: "Отправить менеджеру" }).click();
  await expect(page.getByRole("heading", { name: "Заявка принята" })).toBeVisible();
  await expect(page.getByText(/Номер заявки: [0-9a-f]{8}$/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/configurator?model=…&package=… is a server-rendered summary with the price, a PDF link and a working lead form", async ({
    page,
  }) => {
    await page.goto("/configurator?model=g90&program=1&prepay=2000000&term=48");
    await expect(stepTitle(page)).toContainText("Шаг 7 из 7");
    await expect(price(page)).toHaveText(/^\d[\d ]+ ₽$/);
    await expect(page.getByTestId("configurator-monthly")).toHaveText(/₽ в месяц$/);
    const href = await page.getByRole("link", { name: "Скачать PDF" }).getAttribute("href");
    expect(href).toContain("model=g90");
    await expectNoSidewaysScroll(page);

    const form = page.getByRole("form", { name: "Отправить конфигурацию менеджеру" });
    await form.getByLabel("Имя", { exact: true }).fill("Олег");
    await form.getByLabel("Телефон").fill("+7 (912) 555-66-77");
    await form.getByRole("checkbox", { name: /Я даю согласие на обработку персональных данных/ }).check();
    await form.getByRole("button", { name: "Отправить менеджеру" }).click();
    await expect(page.getByRole("heading", { name: "Заявка принята" })).toBeVisible();
  });

  test("the steps are listed as text, where their links will be once scripts run", async ({ page }) => {
    await page.goto("/configurator");
    const steps = page.getByRole("navigation", { name: "Шаги конфигуратора" });
    await expect(steps.getByRole("listitem")).toHaveCount(7);
    await expect(steps.getByRole("link")).toHaveCount(0);
  });

  test("the model list links to each model's summary", async ({ page }) => {
    await page.goto("/configurator");
    await page
      .getByRole("link", { name: /Genesis GV80/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/configurator\?model=gv80/);
    await expect(price(page)).toHaveText(/₽$/);
  });
});

test("a choice keeps the page where the visitor is: the configuration changes, the page does not jump to the top", async ({
  page,
  isMobile,
}) => {
  await page.goto("/configurator#slide=2&model=gv70");
  await waitForHydration(page, "#configurator-step-title");
  const radios = page.getByRole("radio");
  const last = radios.last();
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await choose(last, isMobile);
  await expect(page).toHaveURL(/&package=/);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(60);
});

/**
 * What a phone shows of the car being configured: the drawing's address and the price text of a preview
 * (the aside's or the compact bar's) wholly on screen — below the fixed header, inside the window and
 * not hidden — or null.
 */
function previewOnScreen(page: Page) {
  return page.evaluate(() => {
    const headerBottom = Math.max(0, document.querySelector("[data-header]")?.getBoundingClientRect().bottom ?? 0);
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.height > 0 &&
        box.top >= headerBottom - 1 &&
        box.bottom <= window.innerHeight + 1 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    };
    const car = [...document.querySelectorAll("aside img, [data-testid='configurator-bar'] img")].find(onScreen);
    const total = [...document.querySelectorAll("[data-testid='configurator-price'], [data-testid='configurator-bar-price']")].find(
      onScreen,
    );
    return { car: car?.getAttribute("src") ?? null, price: total?.textContent ?? null };
  });
}

/** The car in `paint` (its drawing's address ends in the paint's six hex digits and a width) and the configurator's total are on screen. */
async function expectPreviewOnScreen(page: Page, paint: string) {
  const total = await price(page).textContent();
  expect(total).toMatch(/^\d[\d ]+ ₽$/);
  await expect
    .poll(() => previewOnScreen(page), { message: "the car and its price should be on screen", timeout: 5_000 })
    .toEqual({ car: expect.stringMatching(new RegExp(`/${paint}-\\d+\\.webp$`)) as unknown as string, price: total });
}

/** The paint a swatch shows, as the six hex digits of a drawing's address. */
async function swatchPaint(radio: Locator): Promise<string> {
  const rgb = await radio.locator("xpath=following-sibling::span[1]").evaluate((swatch) => getComputedStyle(swatch).backgroundColor);
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return [r, g, b].map((channel) => (channel ?? 0).toString(16).padStart(2, "0")).join("");
}

test("at 375 px the car in its paint and its price stay on screen through every step", async ({ page }, info) => {
  test.skip(info.project.name !== "mobile", "a phone's screen: on a desktop the aside stays beside the steps");
  test.setTimeout(120_000);
  await page.goto("/configurator#slide=1&model=g80-new");
  await waitForHydration(page, "#configurator-step-title");
  // The model's first paint, as the page draws it before any choice.
  let paint = /\/([0-9a-f]{6})-\d+\.webp$/.exec((await page.locator("aside img").getAttribute("src")) ?? "")?.[1] ?? "";
  expect(paint).toMatch(/^[0-9a-f]{6}$/);
  await expectPreviewOnScreen(page, paint);

  for (let slide = 2; slide <= 7; slide++) {
    await next(page, true, slide);
    // «Далее» brings the step into view: its title, and its first choice where it has choices.
    await expect(stepTitle(page)).toBeInViewport();
    if (slide !== 5 && slide !== 7) await expect(page.getByRole("radio").first().locator("xpath=ancestor::label[1]")).toBeInViewport();
    await expectPreviewOnScreen(page, paint);

    if (slide === 3) {
      // A paint tapped shows at once on the car in view, with the price it makes.
      const paints = page.getByRole("radio");
      const other = paints.nth((await paints.count()) - 1);
      const chosen = await swatchPaint(other);
      expect(chosen).not.toBe(paint);
      await choose(other, true);
      paint = chosen;
      await expectPreviewOnScreen(page, paint);
    }
    if (slide === 4) {
      const trims = page.getByRole("radio");
      await choose(trims.nth((await trims.count()) - 1), true);
      await expectPreviewOnScreen(page, paint);
    }
    await expectNoSidewaysScroll(page);
  }
  expect(await blockingViolations(page, "main")).toEqual([]);
  // The summary's «Итого» is the price on screen.
  await expect(page.locator("dl").getByText("Итого").locator("xpath=following-sibling::dd[1]")).toHaveText(
    (await price(page).textContent()) ?? "",
  );
});
