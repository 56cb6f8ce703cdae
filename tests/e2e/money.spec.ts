import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { normalizeLeadPhone } from "@contract/leads-fields";
import { readTypedNumber } from "@contract/typed-numbers";
import { waitForHydration } from "./hydration";
import { visitorAddress } from "./journey-checks";

// Money as the visitor types it (issue 35; docs/decisions/0095–0098): a sum typed with kopecks or
// pasted with a comma is the sum sent, a phone begun with 8 is read by its length, and every page that
// shows a rate or a monthly payment shows the full cost of credit (ПСК), the configurator's PDF too.

test.beforeEach(async ({ context, page, baseURL }, info) => {
  await context.addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress(info, "money") });
});

/** Puts `text` on the clipboard and pastes it into the field, as Ctrl+V does. */
async function pasteInto(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await field.click();
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press("ControlOrMeta+V");
}

/** The fields of the form a request posted, whatever way it was sent (urlencoded or multipart). */
async function postedFields(body: string | null, contentType: string | undefined): Promise<URLSearchParams> {
  if (!body) return new URLSearchParams();
  if (contentType?.includes("multipart/form-data")) {
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    return new URLSearchParams([...form.entries()].map(([k, v]) => [k, String(v)]));
  }
  return new URLSearchParams(body);
}

test("trade-in: «1234567,89» typed, «12345,6» km and a phone typed from 8 are sent as meant", async ({ page }) => {
  await page.goto("/special-offers/trade-in.html");
  await waitForHydration(page, "main a.button");
  await page.getByRole("link", { name: "Оценить мой автомобиль" }).click();
  const form = page
    .getByRole("dialog", { name: "Оценка автомобиля в трейд-ин" })
    .getByRole("form", { name: "Заявка на оценку автомобиля в трейд-ин" });
  await form.getByLabel("Марка вашего автомобиля").fill("BMW");
  await form.getByLabel("Модель", { exact: true }).fill("X5");
  await form.getByLabel("Год выпуска").fill("2019");
  // Typed key by key, at a visitor's speed and as fast as keys come.
  await form.getByLabel("Пробег, км").pressSequentially("12345,6", { delay: 40 });
  await expect(form.getByLabel("Пробег, км")).toHaveValue("12 345,6");
  await form.getByLabel("Ожидаемая цена").pressSequentially("1234567,89");
  await expect(form.getByLabel("Ожидаемая цена")).toHaveValue("1 234 567,89 ₽");
  await form.getByLabel("Имя", { exact: true }).fill("Анна Смирнова");
  const phone = form.getByLabel("Телефон");
  await phone.pressSequentially("8124041112", { delay: 30 });
  await form.getByRole("checkbox", { name: /Я даю согласие на обработку персональных данных/ }).check();
  // Leaving the field reads the number by its length: ten digits are St Petersburg's 812.
  await expect(phone).toHaveValue("+7 (812) 404-11-12");

  const sent = page.waitForRequest((request) => request.method() === "POST" && /trade-in/.test(request.url()));
  await form.getByRole("button", { name: "Оценить автомобиль" }).click();
  const request = await sent;
  const fields = await postedFields(request.postData(), request.headers()["content-type"]);
  expect(readTypedNumber(fields.get("expected_price") ?? "")).toBe(1_234_567.89);
  expect(readTypedNumber(fields.get("mileage") ?? "")).toBe(12_345.6);
  expect(normalizeLeadPhone(fields.get("phone") ?? "")).toBe("+78124041112");
  await expect(page.getByRole("dialog", { name: "Заявка принята" }).getByText(/Номер заявки: [0-9a-f]{8}$/)).toBeVisible();
});

test("trade-in: «1 200,50» pasted is 1 200,50 ₽, not 120 050 ₽ or 1 200 ₽", async ({ page }) => {
  await page.goto("/special-offers/trade-in.html");
  await waitForHydration(page, "main a.button");
  await page.getByRole("link", { name: "Оценить мой автомобиль" }).click();
  const form = page
    .getByRole("dialog", { name: "Оценка автомобиля в трейд-ин" })
    .getByRole("form", { name: "Заявка на оценку автомобиля в трейд-ин" });
  const price = form.getByLabel("Ожидаемая цена");
  await pasteInto(page, price, "1 200,50");
  await expect(price).toHaveValue("1 200,50 ₽");
  await pasteInto(page, form.getByLabel("Телефон"), "0079114041112");
  await price.focus();
  await expect(form.getByLabel("Телефон")).toHaveValue("+7 (911) 404-11-12");
});

test("configurator: a down payment typed with kopecks or pasted stays the sum meant, rounded to the rouble, and never jumps to its maximum", async ({
  page,
}) => {
  await page.goto("/configurator#slide=6&model=g70-fl&program=1&term=36");
  await waitForHydration(page, "#configurator-step-title");
  const prepay = page.getByLabel(/^Первоначальный взнос, от/);
  await prepay.fill("");
  await prepay.pressSequentially("1234567,89");
  await expect(prepay).toHaveValue("1 234 567,89 ₽");
  await prepay.press("Tab");
  await expect(prepay).toHaveValue("1 234 568 ₽");
  await expect(page).toHaveURL(/prepay=1234568/);
  await prepay.fill("");
  await pasteInto(page, prepay, "1 200 000,50");
  await prepay.press("Enter");
  await expect(page).toHaveURL(/prepay=1200001/);
  await expect(prepay).toHaveValue("1 200 001 ₽");
  // The credit step states the ПСК beside the payment.
  await expect(page.getByTestId("configurator-credit-cost")).toHaveText(/^\d+,\d{3}\u00a0% годовых$/);
});

test("stock: the price filter groups what is typed and reads a pasted «1 200,50» as 1 200,50 ₽", async ({ page, isMobile }) => {
  await page.goto("/avto-v-nalicii.html");
  await waitForHydration(page, "form select");
  // On a phone the filters are in the sheet «Фильтры» opens.
  if (isMobile) await page.getByRole("button", { name: /^Фильтры/ }).click();
  const form = page.getByRole("form", { name: "Подбор автомобиля" });
  const from = form.getByLabel("от", { exact: true });
  await from.pressSequentially("5000000");
  await expect(from).toHaveValue("5 000 000 ₽");
  await from.press("Tab");
  await expect(page).toHaveURL(/priceMin=5000000$/);
  const to = form.getByLabel("до", { exact: true });
  await pasteInto(page, to, "1 200,50");
  await expect(to).toHaveValue("1 200,50 ₽");
  await to.press("Tab");
  // The prices are whole roubles: «до 1 200,50» keeps what «до 1 200» does.
  await expect(page).toHaveURL(/priceMin=5000000&priceMax=1200$/);
});

test(
  "every page of the sitemap that shows a rate or a monthly payment shows the ПСК beside it",
  { tag: "@one-width" },
  async ({ request }) => {
    test.setTimeout(180_000);
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    const advertising: string[] = [];
    const missing: string[] = [];
    const queue = [...paths];
    // A few at a time, as seo.spec.ts walks the sitemap.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const html = await (await request.get(path)).text();
          const text = html
            .replace(/<script[\s\S]*?<\/script>/g, " ")
            .replace(/<style[\s\S]*?<\/style>/g, " ")
            .replace(/<[^>]+>/g, " ")
            .replace(/&nbsp;|\u00a0/g, " ");
          if (!/%\s*годовых|₽\s*\/\s*мес|₽ в месяц/.test(text)) continue;
          advertising.push(path);
          if (!/ПСК|Полная стоимость кредита/.test(text)) missing.push(path);
        }
      }),
    );
    expect(advertising.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  },
);

test("the configurator's PDF carries the ПСК and the lender beside the rate", { tag: "@one-width" }, async ({ request }) => {
  const response = await request.get("/configurator?model=gv70&program=6&prepay=2000000&term=36&pdf=1");
  expect(response.status()).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), "configurator-pdf-"));
  try {
    const file = path.join(dir, "car.pdf");
    writeFileSync(file, await response.body());
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    // The finance column's labels and values come out of pdftotext side by side with the price column's.
    for (const label of ["Ставка", "Полная стоимость кредита (ПСК)", "ПСК программы", "Кредитор"]) expect(text).toContain(label);
    expect(text).toContain("5,9 %");
    expect(text).toMatch(/ \d+,\d{3} % годовых от \d+,\d{3} % до \d+,\d{3} % годовых/);
    expect(text).toContain("Genesis Finance");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
