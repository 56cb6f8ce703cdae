import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// Journeys of issue 3: the dealer and city finder on /contacts.html, and meta tags from /v1/meta.

const finder = (page: Page) => page.locator("#dealers");
const citySelect = (page: Page) => finder(page).getByRole("combobox", { name: "Город" });
const testDriveBox = (page: Page) => finder(page).getByRole("checkbox", { name: "Только с тест-драйвом" });

test.describe("with JavaScript", () => {
  test("pick a city, narrow to test drives; the URL keeps the choice and a reload restores it", async ({ page }) => {
    await page.goto("/contacts.html");
    await expect(finder(page).getByRole("heading", { level: 3, name: /^Химки: / })).toBeVisible();
    await expect(finder(page).getByRole("heading", { level: 4, name: /Genesis Химки$/ })).toBeVisible();
    await expect(finder(page).getByRole("link", { name: "+7 (495) 120-45-67" })).toHaveAttribute("href", "tel:+74951204567");
    await waitForHydration(page, "#dealers select");

    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    await citySelect(page).selectOption({ label: "Москва" });
    await expect(finder(page).getByRole("heading", { level: 3, name: "Москва: 2 дилерских центра" })).toBeVisible();
    await expect(finder(page).getByRole("heading", { level: 4, name: /Genesis Москва Юг$/ })).toBeVisible();
    await expect(page).toHaveURL(/\/contacts\.html\?city=1#dealers$/);

    await testDriveBox(page).check();
    await expect(finder(page).getByRole("heading", { level: 3, name: "Москва: 1 дилерский центр" })).toBeVisible();
    await expect(finder(page).getByRole("heading", { level: 4, name: /Genesis Студия Москва-Сити$/ })).toHaveCount(0);
    await expect(page).toHaveURL(/\/contacts\.html\?city=1&testDrive=1#dealers$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.reload();
    await expect(finder(page).getByRole("heading", { level: 3, name: "Москва: 1 дилерский центр" })).toBeVisible();
    await expect(citySelect(page)).toHaveValue("1");
    await expect(testDriveBox(page)).toBeChecked();
  });

  test("a city without a matching dealer says so and one click clears the filter", async ({ page }) => {
    await page.goto("/contacts.html?city=6&certified=1#dealers");
    await waitForHydration(page, "#dealers select");
    await expect(finder(page).getByRole("heading", { level: 3, name: "Казань: нет подходящих дилерских центров" })).toBeVisible();
    await expect(
      finder(page).getByText("В этом городе нет дилерских центров с сертифицированными автомобилями с пробегом.", { exact: false }),
    ).toBeVisible();
    await finder(page).getByRole("link", { name: "Снять фильтр «Только сертифицированные автомобили с пробегом»" }).click();
    await expect(finder(page).getByRole("heading", { level: 3, name: "Казань: 1 дилерский центр" })).toBeVisible();
    await expect(page).toHaveURL(/\?city=6#dealers$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server shows the dealer's city, and the form button submits a new choice", async ({ page }) => {
    await page.goto("/contacts.html");
    await expect(finder(page).getByRole("heading", { level: 3, name: /^Химки: / })).toBeVisible();
    await citySelect(page).selectOption({ label: "Москва" });
    await testDriveBox(page).check();
    await finder(page).getByRole("button", { name: "Показать" }).click();
    await expect(page).toHaveURL(/\/contacts\.html\?city=1&testDrive=1#dealers$/);
    await expect(finder(page).getByRole("heading", { level: 3, name: "Москва: 1 дилерский центр" })).toBeVisible();
    await expect(testDriveBox(page)).toBeChecked();
  });
});

test(
  "a page's canonical link and Open Graph tags come from /v1/meta, also after client navigation",
  { tag: "@one-width" },
  async ({ page, request, baseURL }) => {
    const origin = `http://localhost:${new URL(baseURL ?? "").port}`;
    const row = async (route: string) => {
      const answer = await request.get(`/api/v1/meta?route=${encodeURIComponent(route)}`);
      return ((await answer.json()) as { data: { title: string; ogTitle: string; ogImage: string } }).data;
    };
    const brand = await row("/brand.html");

    await page.goto("/brand.html");
    await expect(page).toHaveTitle(brand.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/brand.html`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", brand.ogTitle);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${origin}/brand.html`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin}${brand.ogImage}`);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ru_RU");
    const image = await request.get(brand.ogImage);
    expect(image.headers()["content-type"]).toBe("image/jpeg");

    // A client-side navigation loads the next page's row.
    const contacts = await row("/contacts.html");
    await page.goto("/brand.html");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState(null, "", "/contacts.html");
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    await expect(page).toHaveTitle(contacts.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/contacts.html`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", contacts.ogTitle);
  },
);
