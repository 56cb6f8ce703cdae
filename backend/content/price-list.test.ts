import ExcelJS from "exceljs";
import { expect, test } from "vitest";
import type { PricesDraft } from "@contract/prices";
import { HttpError } from "../http/http-error";
import { previewPriceList } from "./price-list";
import { readPriceSheet } from "./price-sheet";

// The catalogue as livePrices reads it, cut to what the rules need: a model with two «Премиум» of
// different engines, one priced, one whose price is coming (guide prices only).
const catalogue = (): PricesDraft => ({
  models: [
    {
      code: "g70",
      name: "G70",
      priceComingSoon: false,
      packages: [
        { code: "premium-2.0t", name: "Премиум 2.0T бензин", priceRub: 2_249_000, priceIndicative: false },
        { code: "sport-2.5t", name: "Спорт 2.5T бензин", priceRub: 2_949_000, priceIndicative: false },
        { code: "sport-prestige-2.5t", name: "Спорт Престиж 2.5T бензин", priceRub: 3_249_000, priceIndicative: false },
      ],
    },
    {
      code: "gv70",
      name: "GV70",
      priceComingSoon: false,
      packages: [
        { code: "premium-2.5t", name: "Премиум 2.5T бензин", priceRub: 4_740_000, priceIndicative: false },
        { code: "premium-2.2d", name: "Премиум 2.2D дизель", priceRub: 4_940_000, priceIndicative: false },
      ],
    },
    {
      code: "g80-new",
      name: "G80",
      priceComingSoon: true,
      packages: [
        { code: "premium-2.5t-249", name: "Премиум 2.5T бензин", priceRub: 6_290_000, priceIndicative: true },
        { code: "elite-2.5t-304", name: "Элит 2.5T бензин", priceRub: 6_990_000, priceIndicative: true },
      ],
    },
  ],
});

const csv = async (text: string) => previewPriceList(catalogue(), await readPriceSheet(Buffer.from(text, "utf8")), "prices.csv");

/** Text as Excel in Russia saves a CSV: Windows-1251. */
function windows1251(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      if (char === "Ё") return 0xa8;
      if (char === "ё") return 0xb8;
      if (code < 0x80) return code;
      throw new Error(`no Windows-1251 code for ${char}`);
    }),
  );
}

test("an importer's sheet in Windows-1251 with «;», heading rows and prices typed with spaces changes the prices it names and the «от» price follows", async () => {
  const sheet = windows1251(
    [
      "Прайс-лист Genesis на декабрь;;",
      ";;",
      "Модель;Комплектация;РРЦ, руб.",
      "Genesis G70;;",
      ";Премиум 2.0Т;2 349 000",
      ";Спорт;2 949 000 руб.",
      "GV70;Премиум 2.2D;4 990 000,00",
    ].join("\r\n"),
  );
  const preview = previewPriceList(catalogue(), await readPriceSheet(sheet), "Цены декабрь.csv");
  expect(preview.refused).toEqual([]);
  expect(preview.changes).toEqual([
    {
      model: "G70",
      package: "Премиум 2.0T бензин",
      from: 2_249_000,
      to: 2_349_000,
      fromIndicative: false,
      toIndicative: false,
      starting: false,
    },
    { model: "G70", package: "", from: 2_249_000, to: 2_349_000, fromIndicative: false, toIndicative: false, starting: true },
    {
      model: "GV70",
      package: "Премиум 2.2D дизель",
      from: 4_940_000,
      to: 4_990_000,
      fromIndicative: false,
      toIndicative: false,
      starting: false,
    },
  ]);
  expect(preview.data?.models[0]?.packages[0]?.priceRub).toBe(2_349_000);
});

test("a malformed sheet is refused whole: each bad row by its number and why, and no data to apply", async () => {
  const preview = await csv(
    [
      "Модель,Комплектация,Цена",
      "G70,Премиум,2 349 000", // row 2: fine
      "GV70,Премиум,4 800 000", // row 3: two «Премиум» in GV70
      "G70,Люкс,3 000 000", // row 4: no such package
      "G99,Премиум,3 000 000", // row 5: no such model
      'G70,Спорт,"2 949 000,50"', // row 6: kopecks
      "G70,Спорт Престиж,-3 249 000", // row 7: a minus
      "G70,,2 000 000", // row 8: the model's own price
      "G70,Премиум 2.0T,2 399 000", // row 9: the same package as row 2 at another price
      "GV70,Премиум 2.5T,по запросу", // row 10: words
    ].join("\n"),
  );
  expect(preview.data).toBeNull();
  expect(preview.changes).toEqual([]);
  expect(preview.refused.map((row) => [row.row, row.message])).toEqual([
    [3, "У GV70 несколько комплектаций «Премиум» — укажите двигатель: «Премиум 2.5T» или «Премиум 2.2D»"],
    [4, "Такой комплектации у модели нет G70: «Люкс». Есть: Премиум 2.0T, Спорт 2.5T, Спорт Престиж 2.5T"],
    [5, "Такой модели в каталоге нет: «G99»"],
    [6, "Цена — в целых рублях, без копеек: «2 949 000,50»"],
    [7, "Укажите цену в рублях цифрами, например 4 740 000: «-3 249 000»"],
    [8, "Укажите комплектацию: цена модели «от» — самая низкая из цен её комплектаций"],
    [9, "Эта комплектация уже есть в строке 2 с другой ценой"],
    [10, "Укажите цену в рублях цифрами, например 4 740 000: «по запросу»"],
  ]);
  expect(preview.refused[0]?.text).toBe("GV70 · Премиум · 4 800 000");
});

test("list prices for a model whose price was coming give it a price «от»; a column of guide prices keeps them guide prices", async () => {
  const listed = await csv("Модель;Комплектация;Цена\nG80;Премиум;6 190 000");
  const g80 = listed.data?.models.find((model) => model.code === "g80-new");
  expect(g80?.priceComingSoon).toBe(false);
  expect(listed.changes.filter((change) => change.model === "G80")).toEqual([
    {
      model: "G80",
      package: "Премиум 2.5T бензин",
      from: 6_290_000,
      to: 6_190_000,
      fromIndicative: true,
      toIndicative: false,
      starting: false,
    },
    { model: "G80", package: "", from: null, to: 6_190_000, fromIndicative: false, toIndicative: false, starting: true },
  ]);

  const guide = await csv("Модель;Комплектация;Ориентировочная цена\nG80;Элит;7 090 000");
  expect(guide.data?.models.find((model) => model.code === "g80-new")?.priceComingSoon).toBe(true);
  expect(guide.changes).toEqual([
    {
      model: "G80",
      package: "Элит 2.5T бензин",
      from: 6_990_000,
      to: 7_090_000,
      fromIndicative: true,
      toIndicative: true,
      starting: false,
    },
  ]);
});

test("an XLSX workbook is read from its first sheet with rows: numbers, formulas and text cells alike", async () => {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Пусто");
  const sheet = workbook.addWorksheet("Цены");
  sheet.addRow(["Прайс-лист"]);
  sheet.addRow(["Модель", "Комплектация", "Стоимость, ₽", "Цена со скидкой"]);
  sheet.addRow(["G70", "premium-2.0t", 2_299_000, 2_100_000]);
  sheet.addRow(["G70", "Спорт 2.5T", { formula: "2900000+99000", result: 2_999_000 }, ""]);
  sheet.addRow(["GV70", { richText: [{ text: "Премиум " }, { text: "2.5T" }] }, "4 790 000", ""]);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const preview = previewPriceList(catalogue(), await readPriceSheet(bytes), "prices.xlsx");
  expect(preview.refused).toEqual([]);
  expect(preview.changes.filter((change) => !change.starting).map((change) => [change.package, change.to])).toEqual([
    ["Премиум 2.0T бензин", 2_299_000],
    ["Спорт 2.5T бензин", 2_999_000],
    ["Премиум 2.5T бензин", 4_790_000],
  ]);
});

test("what is not a price list is refused with a Russian message before any row is read", async () => {
  const refusal = async (bytes: Buffer) => {
    try {
      previewPriceList(catalogue(), await readPriceSheet(bytes), "file");
    } catch (error) {
      return error instanceof HttpError ? error.message : String(error);
    }
    return "accepted";
  };
  expect(await refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]))).toMatch(/^Формат XLS \(Excel 97–2003\) не читается/);
  expect(await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toMatch(
    /^Не получилось прочитать файл/,
  );
  expect(await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]))).toMatch(/^Не получилось прочитать файл/);
  expect(await refusal(Buffer.from("Модель;Цена\nG70;2 249 000"))).toMatch(/^Не нашли заголовок таблицы/);
  expect(await refusal(Buffer.from("Модель;Комплектация;Цена\n;;\n"))).toBe("В файле нет строк с ценами");
  expect(await refusal(Buffer.alloc(0))).toBe("В файле нет строк с ценами");
});

test("quoted CSV cells keep their separators, quotes and line breaks, and a row's number is the line it starts on", async () => {
  const preview = await csv('"Модель","Комплектация","Цена"\n"G70","Спорт\nПрестиж","3 349 000"\n"GV70","Премиум ""2.5T""","1,2"');
  expect(preview.refused).toEqual([{ row: 4, text: 'GV70 · Премиум "2.5T" · 1,2', message: "Цена — в целых рублях, без копеек: «1,2»" }]);
});
