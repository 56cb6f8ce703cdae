// The model and package prices as the studio edits them (issue 36; docs/decisions/0105): one item, every
// model with its packages. A model's «от» price is never typed: it is its packages' lowest list price, so
// the menu, the model page, the configurator and the JSON-LD cannot disagree (docs/decisions/0098).
import { z } from "zod";
import { readTypedNumber } from "./typed-numbers";

/** The one item of the kind. */
export const pricesItemId = "catalogue";

export const priceMessages = {
  priceInvalid: "Укажите цену в рублях цифрами, например 4 740 000",
  priceWhole: "Цена — в целых рублях, без копеек",
  priceRange: "Цена автомобиля — от 100 000 до 500 000 000 ₽",
  noListPrice: "Ни у одной комплектации нет цены из прайс-листа: снимите «ориентировочная» хотя бы с одной или отметьте «Цена скоро»",
  unknownModel: "Такой модели в каталоге нет",
  unknownPackage: "Такой комплектации у модели нет",
  catalogueChanged: "Каталог изменился, пока открыта форма: откройте редактор цен заново",
  sheetUnreadable: "Не получилось прочитать файл: загрузите прайс-лист в формате XLSX или CSV",
  sheetEmpty: "В файле нет строк с ценами",
  sheetNoHeader:
    "Не нашли заголовок таблицы: нужны столбцы «Модель», «Комплектация» и «Цена» (можно «РРЦ» или «Стоимость») в одной из первых 20 строк",
  sheetTooLarge: "Файл больше 5 МБ — прайс-лист столько не весит; проверьте, тот ли файл выбран",
  sheetRefused: (count: number) =>
    `Прайс-лист не применён: ${count === 1 ? "одна строка с ошибкой" : `строк с ошибками: ${count}`}. Исправьте их в файле и загрузите снова — пока цены на сайте прежние`,
  sheetNothingChanged: "Цены в файле совпадают с ценами на сайте — менять нечего",
  applied: "Цены из прайс-листа опубликованы: сайт показывает их в течение нескольких секунд",
} as const;

/** The largest price-list upload read. */
export const maxPriceSheetBytes = 5 * 1024 * 1024;

/**
 * A price as the editor's field sends it or a sheet's cell holds it: a number, or text as a person types
 * it («4 740 000», «4 740 000,00 ₽»); a price with kopecks or a sign is refused, never rounded.
 */
export function readPrice(value: unknown): { price: number } | { error: string } {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { error: priceMessages.priceInvalid };
    if (!Number.isInteger(value)) return { error: priceMessages.priceWhole };
    return value < 100_000 || value > 500_000_000 ? { error: priceMessages.priceRange } : { price: value };
  }
  const text = String(value ?? "").trim();
  if (text === "" || /[-−–]\s*\d/.test(text) || /[a-zа-яё]{2,}/i.test(text.replace(/руб\.?|р\.|₽/gi, ""))) {
    return { error: priceMessages.priceInvalid };
  }
  const read = readTypedNumber(text);
  return read === null ? { error: priceMessages.priceInvalid } : readPrice(read);
}

const priceSchema = z.unknown().transform((value, ctx) => {
  const read = readPrice(value);
  if ("error" in read) {
    ctx.addIssue({ code: "custom", message: read.error });
    return z.NEVER;
  }
  return read.price;
});

const packagePriceSchema = z.object({
  code: z.string().min(1).max(100),
  /** «Премиум 2.5T бензин»: as the site names it; the server writes it from the catalogue. */
  name: z.string().max(200).default(""),
  priceRub: priceSchema,
  /** A guide price («Ориентировочная цена от …»), not yet the importer's list price. */
  priceIndicative: z.boolean(),
});

const modelPricesSchema = z.object({
  code: z.string().min(1).max(100),
  name: z.string().max(200).default(""),
  /** «Цена скоро»: the model shows no list price; its packages' prices are guide prices. */
  priceComingSoon: z.boolean(),
  packages: z.array(packagePriceSchema).min(1).max(50),
});

export const pricesDraftSchema = z.object({ models: z.array(modelPricesSchema).min(1).max(50) });
export type PricesDraft = z.output<typeof pricesDraftSchema>;
/** The draft as the editor's form sends it: prices as typed. */
export type PricesForm = z.input<typeof pricesDraftSchema>;

/** The name of a price's field in the editor's form and in a refusal's fields. */
export const priceFieldOf = (modelCode: string, packageCode?: string) =>
  packageCode === undefined ? `model:${modelCode}` : `price:${modelCode}/${packageCode}`;

/** The model's «от» price: the lowest list price of its packages; null while its price is coming. */
export function startingPriceOf(model: {
  priceComingSoon: boolean;
  packages: readonly { priceRub: number; priceIndicative: boolean }[];
}): number | null {
  if (model.priceComingSoon) return null;
  const list = model.packages.filter((pkg) => !pkg.priceIndicative).map((pkg) => pkg.priceRub);
  return list.length > 0 ? Math.min(...list) : null;
}

/** What the editor's history compares and a conflict names. */
export const pricesFieldLabels: Record<keyof PricesDraft, string> = { models: "Цены моделей и комплектаций" };

/** One change a price list makes, as its preview lists it. */
export const priceChangeSchema = z.object({
  model: z.string(),
  package: z.string(),
  /** Before and after: a price in roubles, or null for «Цена скоро». */
  from: z.number().nullable(),
  to: z.number().nullable(),
  fromIndicative: z.boolean(),
  toIndicative: z.boolean(),
  /** The «от» price of the model, which follows its packages. */
  starting: z.boolean(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** A row of the sheet refused, by its number as the spreadsheet shows it. */
export const refusedRowSchema = z.object({ row: z.number(), text: z.string(), message: z.string() });
export type RefusedRow = z.infer<typeof refusedRowSchema>;

/** What a price list would change: applied only when no row is refused and something changes. */
export const priceListPreviewSchema = z.object({
  fileName: z.string(),
  rows: z.number(),
  changes: z.array(priceChangeSchema),
  refused: z.array(refusedRowSchema),
  /** The item's data with the sheet applied, and the revision it was read from; null when refused. */
  data: pricesDraftSchema.nullable(),
  base: z.number(),
});
export type PriceListPreview = z.infer<typeof priceListPreviewSchema>;
