import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { waitForHydration } from "./hydration";
import { blockingViolations } from "./journey-checks";
import { invite, staffPage } from "./studio-staff";

// The content studio (issue 36): an admin invites a marketer, who writes a news item with a picture
// of her own, previews it, publishes it, and sees it on the site; edits are revisions she can restore;
// taken down, the article answers 410. Staff of another role cannot open the editor.
// One width: the studio's checks are the same at both, and its own layout is checked by axe here.
test.skip(({ isMobile }) => isMobile, "the studio is checked once; the site's pages it changes are checked at both widths elsewhere");
test.describe.configure({ mode: "serial" });

const run = `${Date.now().toString(36)}`;
const marketer = { email: `marketing-${run}@genesis-khimki.ru`, password: "пароль-маркетолога-e2e" };
const seller = { email: `sales-${run}@genesis-khimki.ru`, password: "пароль-продавца-e2e" };
const title = `Зимний сервис Genesis: шины и проверка ${run}`;
const changedTitle = `Зимний сервис Genesis: запись открыта ${run}`;
let editorPath = "";
let articlePath = "";

/** A photograph-like 1600 × 900 JPEG, made for the test. */
async function photo(seed = 1): Promise<Buffer> {
  const width = 1600;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 31 * seed + (i >> 9)) % 223;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The date and time an hour ago in Moscow, as a datetime-local field takes it. */
function anHourAgoInMoscow(): string {
  return new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 16);
}

test("a marketer invited by the admin writes a news item with two pictures of her own, previews and publishes it, and it is on the site", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await invite(browser, baseURL, marketer.email, "Маркетинг", marketer.password);
  // Her role opens the content, not the leads: /staff took her to the studio.
  await expect(page).toHaveURL(/\/staff\/content$/);
  await expect(page.getByRole("navigation", { name: /Разделы/ }).getByRole("link", { name: /Заявки/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Новости", exact: true }).first().click();
  await page.getByRole("link", { name: "Новая новость" }).click();
  await waitForHydration(page, "form");

  await page.getByLabel("Заголовок", { exact: true }).fill(title);
  // The address is made from the title while she has not typed her own.
  const code = await page.getByLabel("Адрес страницы").inputValue();
  expect(code).toMatch(new RegExp(`^zimnij-servis-genesis-shiny-i-proverka-${run}$`));
  await page.getByLabel("Дата и время публикации (московское время)").fill(anHourAgoInMoscow());
  await page
    .getByLabel("Анонс — одна-две фразы для списка новостей")
    .fill("Переобуем автомобиль за час и проверим его перед морозами: запись на удобное время.");

  // Her two pictures: uploaded to the library and described; the first is the preview, the second goes into the text.
  const upload = page.getByRole("form", { name: "Загрузить картинку" });
  const preview = page.getByRole("group", { name: "Картинка анонса" });
  const outside = `Genesis GV80 на зимних шинах у сервиса ${run}`;
  const inside = `Салон Genesis GV80 с подогревом руля ${run}`;
  for (const [seed, alt] of [
    [1, outside],
    [2, inside],
  ] as const) {
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: `zima-${seed}.jpg`, mimeType: "image/jpeg", buffer: await photo(seed) });
    await upload.getByLabel(/Что на картинке/).fill(alt);
    await upload.getByRole("button", { name: "Загрузить" }).click();
    await expect(preview.getByRole("radio", { name: alt })).toBeAttached({ timeout: 30_000 });
  }
  await preview.getByRole("radio", { name: outside }).check();

  // The body in the rich-text editor: two sentences, then the second picture with its caption.
  const body = page.getByRole("textbox", { name: "Текст новости" });
  await body.click();
  await page.keyboard.type("Сезонная замена шин у официального дилера занимает около часа. ");
  await page.keyboard.type("Мастер проверит давление, аккумулятор и омывающую жидкость.");
  // The last word links to the service page: the address typed in the toolbar's panel, Enter sends only the link.
  for (let i = 0; i < "жидкость".length + 1; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page.getByRole("button", { name: "Ссылка" }).click();
  const linkPanel = page.getByRole("group", { name: "Ссылка в тексте" });
  await linkPanel.getByLabel(/Адрес ссылки/).fill("/servis.html");
  await linkPanel.getByLabel(/Адрес ссылки/).press("Enter");
  await expect(body.getByRole("link", { name: "жидкость." })).toBeVisible();
  await expect(page.getByText("Черновик сохранён")).toHaveCount(0);
  await body.press("End");
  await page.getByRole("button", { name: "Картинка из библиотеки" }).click();
  const picker = page.getByRole("group", { name: "Картинка в текст" });
  await picker.getByLabel(/Подпись под картинкой/).fill("Салон прогреется, пока вы пьёте кофе в клиентской зоне.");
  await picker.getByRole("button", { name: inside }).click();
  await expect(body.getByRole("img", { name: inside })).toBeVisible();
  await page.getByRole("button", { name: "Сохранить черновик" }).click();
  await expect(page.getByText("Черновик сохранён")).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/content\/news\/[^/]+$/);
  editorPath = new URL(page.url()).pathname;
  articlePath = `/news/${code}.html`;
  expect(await blockingViolations(page)).toEqual([]);

  // A draft is not on the site; the preview shows it in the site's own frame.
  expect((await page.request.get(articlePath, { maxRedirects: 0 })).status()).toBe(404);
  const previewLink = await page.getByRole("link", { name: /Предпросмотр сохранённой версии/ }).getAttribute("href");
  await page.goto(previewLink ?? "");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Предпросмотр версии 1" })).toBeVisible();
  await expect(page.getByText("Мастер проверит давление, аккумулятор и омывающую жидкость.", { exact: false })).toBeVisible();
  await page.goto(editorPath);

  await page.getByRole("button", { name: "Опубликовать версию 1 сейчас" }).click();
  await expect(page.getByText(/^Опубликовано: страница обновится на сайте/)).toBeVisible();
  await page.context().close();

  // A visitor: the article, the news list, the home page's block and the sitemap, within seconds.
  const visitor = await browser.newPage({ baseURL });
  await expect.poll(async () => (await visitor.request.get("/news.html")).text(), { timeout: 10_000 }).toContain(title);
  await visitor.goto(articlePath);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Сезонная замена шин у официального дилера занимает около часа.", { exact: false })).toBeVisible();
  for (const alt of [outside, inside]) {
    const picture = visitor.getByRole("main").getByRole("img", { name: alt });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  await expect(visitor.getByRole("main").getByRole("link", { name: "жидкость." })).toHaveAttribute("href", "/servis.html");
  await expect(visitor.getByRole("main").locator("figcaption")).toContainText("Салон прогреется, пока вы пьёте кофе в клиентской зоне.");
  await visitor.goto("/");
  await expect(visitor.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  // The footer's news on every page names it too.
  await expect(visitor.getByRole("contentinfo").getByRole("link", { name: new RegExp(title) })).toBeVisible();
  expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(articlePath);
  await visitor.close();
});

test("an edit is a new version the site does not show until published; an old version comes back; taken down, the article answers 410", async ({
  browser,
  baseURL,
}) => {
  const page = await staffPage(browser, baseURL, "studio marketer", marketer.email, marketer.password);
  await page.goto(editorPath);
  await waitForHydration(page, "form");
  await page.getByLabel("Заголовок", { exact: true }).fill(changedTitle);
  await page.getByRole("button", { name: "Сохранить черновик" }).click();
  await expect(page.getByText("Черновик сохранён")).toBeVisible();
  await expect(page.getByText(/на сайте версия 1, в редакторе 2/)).toBeVisible();
  // The site still shows version 1.
  expect(await (await page.request.get(articlePath)).text()).toContain(title);

  await page.getByRole("link", { name: "Сравнить с текущей" }).first().click();
  await expect(page.getByText(/Версия 1 отличается от текущей \(2\): .*Заголовок/)).toBeVisible();
  await page.getByRole("button", { name: "Восстановить версию 1" }).click();
  await expect(page.getByLabel("Заголовок", { exact: true })).toHaveValue(title);
  await expect(page.getByText(/Восстановлена версия 1/).first()).toBeVisible();

  await page.getByRole("button", { name: "Снять с публикации" }).click();
  await expect.poll(async () => (await page.request.get(articlePath, { maxRedirects: 0 })).status(), { timeout: 10_000 }).toBe(410);
  const gone = await browser.newPage({ baseURL });
  await gone.goto(articlePath);
  await expect(gone.getByText("Эта новость снята с публикации.", { exact: false })).toBeVisible();
  expect(await (await gone.request.get("/news.html")).text()).not.toContain(title);
  await gone.close();
  await page.context().close();
});

test("a marketer announces the month's offer: written, checked, published, on the site; taken down, it says it no longer runs", async ({
  browser,
  baseURL,
}) => {
  const page = await staffPage(browser, baseURL, "studio offers", marketer.email, marketer.password);
  await page.goto("/staff/content");
  await page.getByRole("link", { name: "Специальные предложения" }).click();
  await page.getByRole("link", { name: "Новое предложение" }).click();
  await waitForHydration(page, "form");
  const offerTitle = `Зимняя проверка Genesis за 0 ₽ ${run}`;
  await page.getByLabel("Заголовок", { exact: true }).fill(offerTitle);
  const code = await page.getByLabel("Адрес страницы").inputValue();
  expect(code).toBe(`zimnyaya-proverka-genesis-za-0-${run}`);
  await page.getByLabel("О чём предложение").selectOption({ label: "Сервис" });
  await page.getByLabel(/^Коротко/).fill("Бесплатная диагностика перед зимой для всех владельцев Genesis.");
  await page
    .getByLabel("Текст", { exact: true })
    .fill("Проверим аккумулятор, тормоза и подвеску за сорок минут.\n\nЗапишитесь на удобное время.");
  await page.getByLabel("Условия", { exact: true }).fill("Для автомобилей Genesis любого года\nПо предварительной записи");
  // A period that ends before it starts is refused with a Russian message beside the field, nothing saved.
  await page.getByLabel("Начало (включительно)").fill("2026-12-20");
  await page.getByLabel("Окончание (включительно)").fill("2026-12-10");
  await page.getByLabel(/^Юридические условия/).fill("Предложение действует в дилерском центре Genesis Химки по предварительной записи.");
  await page.getByRole("button", { name: "Сохранить черновик" }).click();
  await expect(page.getByText("Предложение не может закончиться раньше, чем начнётся").first()).toBeVisible();
  await expect(page.getByLabel("Окончание (включительно)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(/^Коротко/)).toHaveValue("Бесплатная диагностика перед зимой для всех владельцев Genesis.");

  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  await page.getByLabel("Начало (включительно)").fill(today);
  await page.getByLabel("Окончание (включительно)").fill("2099-12-31");
  await page.getByRole("button", { name: "Сохранить черновик" }).click();
  await expect(page.getByText("Черновик сохранён")).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Опубликовать версию 1 сейчас" }).click();
  await expect(page.getByText(/^Опубликовано: страница обновится на сайте/)).toBeVisible();

  const visitor = await browser.newPage({ baseURL });
  await expect.poll(async () => (await visitor.request.get("/special-offers.html")).text(), { timeout: 10_000 }).toContain(offerTitle);
  await visitor.goto(`/special-offers/${code}.html`);
  await expect(visitor.getByRole("heading", { level: 1, name: offerTitle })).toBeVisible();
  await expect(visitor.getByText("Запишитесь на удобное время.")).toBeVisible();

  await page.getByRole("button", { name: "Снять с публикации" }).click();
  await expect(page.getByText("Снято с публикации").first()).toBeVisible();
  await expect
    .poll(async () => (await visitor.request.get(`/special-offers/${code}.html`, { maxRedirects: 0 })).status(), { timeout: 10_000 })
    .toBe(410);
  await visitor.goto(`/special-offers/${code}.html`);
  await expect(visitor.getByText("Это предложение больше не действует.", { exact: false })).toBeVisible();
  await visitor.close();
  await page.context().close();
});

test("a marketer corrects the dealer's hours: a wrong ИНН is refused beside the field, the new hours are on the contacts page, and the old ones come back", async ({
  browser,
  baseURL,
}) => {
  const page = await staffPage(browser, baseURL, "studio contacts", marketer.email, marketer.password);
  await page.goto("/staff/content");
  await page.getByRole("link", { name: "Контакты и реквизиты" }).click();
  await waitForHydration(page, "form");
  await expect(page.getByLabel("ИНН", { exact: true })).toHaveValue("5047128397");
  await page.getByLabel("ИНН", { exact: true }).fill("5047128398");
  await page.getByLabel("Часы работы сервиса").fill("Ежедневно с 8:00 до 23:00");
  await page.getByRole("button", { name: "Сохранить черновик" }).click();
  await expect(page.locator("#legal_inn-error")).toHaveText(/^ИНН организации — 10 цифр/);
  await expect(page.getByLabel("ИНН", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Часы работы сервиса")).toHaveValue("Ежедневно с 8:00 до 23:00");
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByLabel("ИНН", { exact: true }).fill("5047128397");
  await page.getByRole("button", { name: "Сохранить черновик" }).click();
  await expect(page.getByText("Черновик сохранён")).toBeVisible();
  // Contacts are never taken down: only published.
  await expect(page.getByRole("button", { name: "Снять с публикации" })).toHaveCount(0);
  // Version 1 keeps the contacts as shipped; the correction is version 2.
  await expect(page.getByText("Как было на сайте", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Опубликовать версию 2 сейчас" }).click();
  await expect(page.getByText(/^Опубликовано: страница обновится на сайте/)).toBeVisible();
  await expect(page.getByText(/Версия 2 · .* · на сайте/)).toBeVisible();
  await expect
    .poll(async () => (await page.request.get("/contacts.html")).text(), { timeout: 10_000 })
    .toContain("Ежедневно с 8:00 до 23:00");

  // The shipped hours back: the first version restored and published.
  await page.getByRole("button", { name: "Восстановить версию 1" }).click();
  await expect(page.getByLabel("Часы работы сервиса")).toHaveValue("Ежедневно с 8:00 до 22:00");
  await page.getByRole("button", { name: "Опубликовать версию 3 сейчас" }).click();
  await expect
    .poll(async () => (await page.request.get("/contacts.html")).text(), { timeout: 10_000 })
    .toContain("Ежедневно с 8:00 до 22:00");
  await page.context().close();
});

test("a member of sales cannot open the studio, and a marketer cannot open the leads", async ({ browser, baseURL }) => {
  const sales = await invite(browser, baseURL, seller.email, "Продажи", seller.password);
  const refused = await sales.goto(editorPath);
  expect(refused?.status()).toBe(403);
  await expect(sales.getByText("Недостаточно прав", { exact: false })).toBeVisible();
  await sales.context().close();

  const marketing = await staffPage(browser, baseURL, "studio marketer again", marketer.email, marketer.password);
  expect((await marketing.goto("/staff/test-drive"))?.status()).toBe(403);
  await marketing.goto("/staff");
  await expect(marketing).toHaveURL(/\/staff\/content$/);
  await marketing.context().close();
});
