import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { e2eStaff } from "../../playwright.config";
import { jsonLdBlocks } from "../../app/lib/schema-org.test-helpers";
import { waitForHydration } from "./hydration";
import { blockingViolations, visitorAddress } from "./journey-checks";

// The prices in the studio (issue 36): the importer's price list is uploaded, every change is shown
// before it is applied, and once applied the G70's price «от» moves on the models menu, the model page,
// the configurator and the JSON-LD together; a malformed sheet changes nothing and names its rows.
// The journey puts the shipped prices back at its end, from the editor's history.
test.describe.configure({ mode: "serial" });

const editorPath = "/staff/content/prices/catalogue";

async function signIn(page: Page, baseURL: string | undefined) {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress(test.info(), "studio prices") });
  await page.context().addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
  await page.goto("/staff/login");
  await page.getByLabel("Электронная почта").fill(e2eStaff.email);
  await page.getByLabel("Пароль").fill(e2eStaff.password);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).not.toHaveURL(/\/staff\/login/);
}

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Прайс-лист");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function checkSheet(page: Page, name: string, buffer: Buffer, mimeType: string, how: "chosen" | "dropped" = "chosen") {
  const panel = page.getByRole("region", { name: "Прайс-лист" });
  if (how === "chosen") await panel.getByLabel("Файл прайс-листа").setInputFiles({ name, mimeType, buffer });
  else {
    // As a file dragged from the desktop arrives: a drop carrying it, on the field's zone.
    const dataTransfer = await page.evaluateHandle(
      ({ fileName, type, bytes }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], fileName, { type }));
        return transfer;
      },
      { fileName: name, type: mimeType, bytes: [...buffer] },
    );
    const zone = panel.getByText("Или перетащите файл сюда");
    await zone.dispatchEvent("dragover", { dataTransfer });
    await zone.dispatchEvent("drop", { dataTransfer });
    await expect(panel.getByText(`Выбран файл «${name}»`)).toBeVisible();
  }
  await panel.getByRole("button", { name: "Проверить прайс-лист" }).click();
}

/** The G70's price «от» where a visitor meets it: the models menu, the model page, the configurator, the JSON-LD. */
async function g70PriceEverywhere(page: Page, price: string, digits: number) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Основное меню" }).getByRole("button", { name: "Модели" }).click();
  await expect(page.getByRole("list", { name: "Модели Genesis" }).getByRole("listitem").first()).toContainText(`от ${price} ₽`);
  await page.goto("/new-g70.html");
  await expect(page.getByRole("main")).toContainText(`${price} ₽`);
  const offers = jsonLdBlocks(await page.content()).flatMap((block) => JSON.stringify(block).match(/"lowPrice":\d+/g) ?? []);
  expect(offers).toContain(`"lowPrice":${digits}`);
  await page.goto("/configurator?model=g70");
  await expect(page.getByRole("main")).toContainText(`${price} ₽`);
}

test(
  "a malformed price list dropped on the editor changes nothing and says which rows are wrong",
  { tag: "@one-width" },
  async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await page.goto(editorPath);
    await expect(page.getByRole("heading", { level: 1, name: "Цены моделей и комплектаций" })).toBeVisible();
    await waitForHydration(page);
    const sheet = ["Модель;Комплектация;РРЦ", "G70;Премиум 2.0T;2 199 000", "G70;Люкс;3 000 000", "GV70;Премиум;4 800 000"].join("\r\n");
    await checkSheet(page, "Прайс с ошибками.csv", Buffer.from(sheet, "utf8"), "text/csv", "dropped");
    await expect(page.getByText("Прайс-лист не применён: строк с ошибками: 2", { exact: false })).toBeVisible();
    const refused = page.getByRole("region", { name: "Прайс-лист «Прайс с ошибками.csv»" }).getByRole("table");
    await expect(refused.getByRole("row", { name: /^3 / })).toContainText("Такой комплектации у модели нет G70: «Люкс»");
    await expect(refused.getByRole("row", { name: /^4 / })).toContainText("укажите двигатель");
    await expect(page.getByRole("button", { name: "Применить и опубликовать" })).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
    await g70PriceEverywhere(page, "2 249 000", 2_249_000);
  },
);

test(
  "an importer's XLSX is previewed, applied, and the G70's price moves on the menu, its page, the configurator and the JSON-LD",
  {
    tag: "@one-width",
  },
  async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signIn(page, baseURL);
    await page.goto(editorPath);
    await waitForHydration(page);
    const sheet = await workbook([
      ["Прайс-лист Genesis, декабрь"],
      ["Модель", "Комплектация", "РРЦ, руб."],
      ["Genesis G70", "", ""],
      ["", "Премиум 2.0T", 2_299_000],
      ["", "Элит 2.0T", 2_599_000],
    ]);
    await checkSheet(page, "Genesis декабрь.xlsx", sheet, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const preview = page.getByRole("table", { name: "Что изменится на сайте" });
    await expect(preview.getByRole("row")).toHaveCount(4);
    await expect(preview.getByRole("row", { name: /Премиум 2\.0T бензин/ })).toContainText("2 249 000 ₽2 299 000 ₽");
    await expect(preview.getByRole("row", { name: /Цена модели «от»/ })).toContainText("2 249 000 ₽2 299 000 ₽");
    expect(await blockingViolations(page)).toEqual([]);
    // Previewed only: the site still shows the old price.
    const visitor = await page.context().newPage();
    await visitor.goto("/new-g70.html");
    await expect(visitor.getByRole("main")).toContainText("2 249 000 ₽");
    await visitor.close();

    await page.getByRole("button", { name: "Применить и опубликовать" }).click();
    await expect(page.getByText("Цены из прайс-листа опубликованы")).toBeVisible();
    await expect(page.getByText("Прайс-лист «Genesis декабрь.xlsx»")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Премиум 2.0T бензин" })).toHaveValue("2 299 000");
    // The pages follow the content version within seconds; the page cache never serves the old price after.
    await expect(async () => g70PriceEverywhere(page, "2 299 000", 2_299_000)).toPass({ timeout: 10_000 });

    // Back as shipped: the history's first version, restored and published.
    await page.goto(editorPath);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Восстановить версию 1" }).click();
    await expect(page.getByRole("textbox", { name: "Премиум 2.0T бензин" })).toHaveValue("2 249 000");
    await page.getByRole("button", { name: /Опубликовать версию \d+ сейчас/ }).click();
    await expect(page.getByText("Опубликовано: страница обновится на сайте")).toBeVisible();
    await expect(async () => g70PriceEverywhere(page, "2 249 000", 2_249_000)).toPass({ timeout: 10_000 });
  },
);

test("a price typed with kopecks is named beside its field and nothing is saved", { tag: "@one-width" }, async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto(editorPath);
  await waitForHydration(page);
  const field = page.getByRole("textbox", { name: "Спорт 2.5T бензин", exact: true });
  await field.fill("2 949 000,50");
  await page
    .getByRole("button", { name: /Сохранить/ })
    .first()
    .click();
  await expect(field).toHaveAccessibleDescription("Цена — в целых рублях, без копеек");
  await expect(field).toHaveValue("2 949 000,50");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: test.info().outputPath("prices-editor.png"), fullPage: true });
});
