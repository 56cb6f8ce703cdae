// The service centre's prices as the studio edits them (issue 36; docs/decisions/0112): one item, the price of
// every scheduled maintenance (ТО-1 … ТО-8) of every model, and each service's «от» price with the note that
// says what it buys. Sums are whole roubles typed as people type them («18 900», «18900 ₽»); kopecks are
// refused, never rounded. An interval's price may be left empty: the page then says «по запросу». One schema
// for the editor's checks, the staff page's action and the staff API; the site reads only its types.
import { z } from "zod";
import { modelCodes, type ModelCode } from "./model-codes";
import { readTypedNumber } from "./typed-numbers";

/** The one item of the kind. */
export const servicePricesItemId = "catalogue";

/** How many scheduled maintenances the table prices: ТО-1 … ТО-8, every 15 000 km or every year. */
export const maintenanceIntervalCount = 8;

/** The services of the service centre by their page's address (/servis/{code}.html), in the page's order. */
export const serviceCodes = [
  "shinomontazh",
  "tormoznaya-sistema",
  "zamena-masla",
  "elektrika",
  "diagnostika",
  "kuzovnoy-remont",
  "konditsioner",
  "podgotovka-k-zime",
  "transmissiya",
  "podveska",
] as const;
export type ServiceCode = (typeof serviceCodes)[number];

/** The lowest and highest price the studio takes, in roubles: a typo of a digit too many or too few is caught. */
export const servicePriceRange = { min: 100, max: 1_000_000 } as const;

export const servicePriceMessages = {
  priceInvalid: "Укажите цену в рублях цифрами, например 18 900",
  priceWhole: "Цена — в целых рублях, без копеек",
  priceRange: "Цена — от 100 до 1 000 000 ₽",
  priceFromRequired: "Укажите цену «от» в рублях цифрами, например 4 900: без неё у услуги не будет цены на сайте",
  noteRequired: "Поясните, что входит в цену «от»: от 10 до 300 символов, например «Работа, масло и фильтр для G70 2.0T»",
  maintenanceInvalid: "В таблице ТО должна быть каждая модель и восемь интервалов: откройте редактор цен заново",
  servicesInvalid: "В списке должна быть каждая услуга сервиса ровно один раз: откройте редактор цен заново",
  permanent: "Цены сервиса нельзя снять с сайта: измените их и опубликуйте",
} as const;

/**
 * A price as a field sends it: a number, or text as a person types it («18 900», «18900 ₽», «18 900,00 руб.»);
 * null when empty. Kopecks, a sign and words are refused with the message a person can act on.
 */
export function readServicePrice(value: unknown): { price: number | null } | { error: string } {
  if (value === null || value === undefined) return { price: null };
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { error: servicePriceMessages.priceInvalid };
    if (!Number.isInteger(value)) return { error: servicePriceMessages.priceWhole };
    return value < servicePriceRange.min || value > servicePriceRange.max ? { error: servicePriceMessages.priceRange } : { price: value };
  }
  if (typeof value !== "string") return { error: servicePriceMessages.priceInvalid };
  const text = value.trim();
  if (text === "") return { price: null };
  if (/[-−–]\s*\d/.test(text) || /[a-zа-яё]{2,}/i.test(text.replace(/руб\.?|р\.|₽/gi, "")))
    return { error: servicePriceMessages.priceInvalid };
  const read = readTypedNumber(text);
  return read === null ? { error: servicePriceMessages.priceInvalid } : readServicePrice(read);
}

/** A price read as typed; `required` refuses an empty one with that message. */
const priceSchema = (required: string | null) =>
  z.unknown().transform((value, ctx): number | null => {
    const read = readServicePrice(value);
    if ("error" in read || (required !== null && read.price === null)) {
      ctx.addIssue({ code: "custom", message: "error" in read ? read.error : (required ?? "") });
      return z.NEVER;
    }
    return read.price;
  });

/** A model's eight interval prices, in order; null: «по запросу». */
const intervalPricesSchema = z
  .array(priceSchema(null), { error: servicePriceMessages.maintenanceInvalid })
  .length(maintenanceIntervalCount, servicePriceMessages.maintenanceInvalid);

const servicePriceSchema = z.object(
  {
    priceFrom: priceSchema(servicePriceMessages.priceFromRequired).pipe(z.number()),
    priceNote: z
      .string({ error: servicePriceMessages.noteRequired })
      .transform((value) => value.replace(/[ \t\r\n]+/g, " ").trim())
      .pipe(z.string().min(10, servicePriceMessages.noteRequired).max(300, servicePriceMessages.noteRequired)),
  },
  { error: servicePriceMessages.servicesInvalid },
);

/** The editor's form: every model's maintenance prices and every service's «от» price and note, by code. */
export const servicePricesDraftSchema = z.object({
  maintenance: z.record(z.enum(modelCodes), intervalPricesSchema, { error: servicePriceMessages.maintenanceInvalid }),
  services: z.record(z.enum(serviceCodes), servicePriceSchema, { error: servicePriceMessages.servicesInvalid }),
});
/** The prices as stored and as the site reads them (GET /v1/service-prices): numbers, null for «по запросу». */
export type ServicePrices = z.output<typeof servicePricesDraftSchema>;
/** The draft as the editor's form sends it: prices as typed. */
export type ServicePricesForm = z.input<typeof servicePricesDraftSchema>;
/** One model's eight interval prices. */
export type MaintenancePrices = ServicePrices["maintenance"];
/** One service's «от» price and its note. */
export type ServicePrice = ServicePrices["services"][ServiceCode];

/** GET /v1/service-prices as the site checks it: plain numbers, whatever way they were typed. */
export const servicePricesSchema = z.object({
  maintenance: z.record(z.enum(modelCodes), z.array(z.number().nullable()).length(maintenanceIntervalCount)),
  services: z.record(z.enum(serviceCodes), z.object({ priceFrom: z.number(), priceNote: z.string() })),
});

/** The name of a price's field in the editor's form and in a refusal's fields: `maintenance.g70.1` is ТО-2 of G70. */
export const maintenanceFieldOf = (model: ModelCode, interval: number) => `maintenance.${model}.${interval}`;
export const serviceFieldOf = (code: ServiceCode, field: keyof ServicePrice) => `services.${code}.${field}`;

/** What the editor's history compares and a conflict names. */
export const servicePricesFieldLabels: Record<keyof ServicePrices, string> = {
  maintenance: "Цены планового ТО",
  services: "Цены услуг сервиса",
};
