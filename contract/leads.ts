// The requests a visitor sends (docs/product.md §3 «Lead data», §7 request calls): one zod schema per form, used
// by the browser (inline errors), by the site's route actions and by the dealer backend's endpoints,
// so the three never disagree. Every message is the Russian text the visitor reads beside the field.
// Bodies arrive as JSON or as form data (strings), so numbers and flags are read from strings too.
import { z } from "zod";
import { consentFieldNames, consentVersionIdPattern } from "./consent-documents";
import { modelCodes } from "./model-codes";
import { stockCarIdPattern } from "./stock-ids";
import { isIsoDay } from "./test-drive-time";
import { dayParts, hasDiallableCode, leadLimits, leadMessages, normalizeLeadPhone, orderIntents, tradeInMinYear } from "./leads-fields";
import { readTypedNumber } from "./typed-numbers";

export {
  dayPartLabels,
  dayParts,
  serviceDayPartLabels,
  digitsOf,
  leadFieldErrors,
  leadLimits,
  leadMessages,
  leadTypes,
  normalizeLeadPhone,
  formatLeadPhone,
  phoneDigits,
  orderIntents,
  tradeInMinYear,
  type LeadFieldErrors,
  type OrderIntent,
  type LeadType,
} from "./leads-fields";

// A line break or a tab in a name or a model would reach the sales system's one-line fields and its
// messages; a NUL cannot be stored at all. One-line fields refuse them, comments normalise them.
// eslint-disable-next-line no-control-regex -- the very characters refused
const controlCharacter = /[\u0000-\u001f\u007f]/;

/** One line of text, trimmed, at most `max` characters, with no control character. */
const trimmed = (max: number, message: string = leadMessages.textTooLong(max)) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => !controlCharacter.test(value), leadMessages.lineBreaks);

/** An optional line of text: absent and blank both mean "not given". */
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), trimmed(max).optional());

/**
 * An id an advertising system gave the visit (Direct's yclid, Metrika's ClientID): digits only. The page sends
 * it by itself, so a malformed one is dropped rather than refused: no lead is lost over where it came from.
 */
const trackingId = z.preprocess(
  (v) => (typeof v === "string" && /^\d{1,40}$/.test(v.trim()) ? v.trim() : undefined),
  z.string().optional(),
);

/** Longest landing page kept: an ad's address with its tags and click id fits; a page cannot bloat the row. */
export const landingPageLimit = 1000;

/** A path of this site sent by the page (the visit's first page): anything else is dropped, as above. */
const sitePath = z.preprocess(
  (v) => (typeof v === "string" && /^\/(?!\/)[^\s\\]*$/.test(v.trim()) && v.trim().length <= landingPageLimit ? v.trim() : undefined),
  z.string().optional(),
);

/**
 * A visitor's own words (a comment), optional: line breaks kept as \n whatever the browser sent, a tab
 * read as a space, other control characters dropped, so what staff and the sales system read is what
 * the visitor typed.
 */
const optionalComment = (max: number) =>
  z.preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      const text = normaliseComment(v);
      return text === "" ? undefined : text;
    },
    z.string().max(max, leadMessages.textTooLong(max)).optional(),
  );

/** A comment as it is kept: \r\n and \r as \n, tabs as spaces, no other control character, trimmed. */
export function normaliseComment(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      .replace(/\t/g, " ")
      // eslint-disable-next-line no-control-regex -- the very characters dropped
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .trim()
  );
}

const name = z
  .string({ error: leadMessages.nameRequired })
  .trim()
  .min(1, leadMessages.nameRequired)
  .min(2, leadMessages.nameTooShort)
  .max(leadLimits.name, leadMessages.nameTooLong)
  // Spaces between the words, not line breaks or tabs: a name is one line wherever it goes.
  .regex(/^[\p{L}][\p{L} '’-]*$/u, leadMessages.nameInvalid);

const phone = z
  .string({ error: leadMessages.phoneRequired })
  .trim()
  .min(1, leadMessages.phoneRequired)
  .transform((value, ctx) => {
    const normalized = normalizeLeadPhone(value);
    if (!normalized) {
      ctx.addIssue({ code: "custom", message: leadMessages.phoneInvalid });
      return z.NEVER;
    }
    if (!hasDiallableCode(normalized)) {
      ctx.addIssue({ code: "custom", message: leadMessages.phoneCodeInvalid });
      return z.NEVER;
    }
    return normalized;
  });

const email = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.string().trim().max(leadLimits.email, leadMessages.emailInvalid).email(leadMessages.emailInvalid).optional(),
);

// A checkbox posts "on" (docs/product.md §9: agree default 'on'); JSON clients may send true.
const agree = z.preprocess(
  (v) => v === true || v === "on" || v === "true" || v === "1",
  z.literal(true, { error: leadMessages.agreeRequired }),
);

/**
 * The id of a consent version the form showed (a hidden field): anything else is read as not sent, and
 * the version in effect is recorded (docs/decisions/0101). A visitor is never refused for a field they
 * cannot see or change.
 */
const consentVersionField = z.preprocess(
  (v) => (typeof v === "string" && consentVersionIdPattern.test(v.trim()) ? v.trim() : undefined),
  z.string().optional(),
);

/**
 * The optional advertising consent (38-ФЗ ст. 18): absent or empty when not ticked; its value is the
 * version the form linked, or true from a client that sends a flag ("on", true).
 */
const advertisingConsentField = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === false || v === "" || v === "off" || v === "false" || v === "0") return undefined;
    if (typeof v === "string" && consentVersionIdPattern.test(v.trim()) && !["on", "true", "1"].includes(v.trim())) return v.trim();
    return true;
  },
  z.union([z.literal(true), z.string()]).optional(),
);

const modelCode = z.enum(modelCodes, { error: leadMessages.modelRequired });

/**
 * An id chosen in a list (a city, a dealer): a positive whole number, or a string of its digits and
 * nothing else («gv70» and «${7*7}» are no id, not 70 and 77).
 */
const idField = (message: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      const text = v.trim();
      if (text === "") return undefined;
      return /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    },
    // An int4 column holds the id: a larger number is no id of ours.
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );

/**
 * A number typed with a mask ("1 234 567,89 ₽", "85 000", "12 345,6"): blank is not given; text with no
 * digit («много») or a minus sign («-5») is refused with the field's message, not read as something
 * else. A decimal comma or point is a decimal (two places at most), never a digit run into the number
 * (`readTypedNumber`, the masks' own rule); `whole` fields (a year) take whole numbers only.
 */
const maskedNumber = (max: number, message: string, whole = false, missing: string = message) =>
  z.preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      if (v.trim() === "") return undefined;
      const read = readTypedNumber(v);
      return read === null || /[-\u2212]\s*\d/.test(v) ? Number.NaN : read;
    },
    // A field left empty is asked for (`missing`); one filled wrongly gets `message`.
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : message) })
      .min(0, message)
      .max(max, message)
      .refine((n) => !whole || Number.isInteger(n), message),
  );

/** What every request carries besides its own fields: the person, consent, where it came from, the honeypot. */
export const leadCommonShape = {
  name,
  surname: optionalText(leadLimits.name),
  phone,
  email,
  agree,
  /** The consent versions the form linked (contract/consent-documents.ts), and the optional advertising one. */
  [consentFieldNames.personalData]: consentVersionField,
  [consentFieldNames.thirdParties]: consentVersionField,
  [consentFieldNames.advertising]: advertisingConsentField,
  /** Path of the page the form was on, e.g. "/new-g70.html". */
  page: optionalText(leadLimits.text),
  /** Where the form was opened from (docs/product.md §4: the test-drive popup records it), e.g. "главная страница". */
  place: optionalText(leadLimits.text),
  utm_source: optionalText(leadLimits.text),
  utm_medium: optionalText(leadLimits.text),
  utm_campaign: optionalText(leadLimits.text),
  utm_content: optionalText(leadLimits.text),
  utm_term: optionalText(leadLimits.text),
  /** Yandex Direct's click id and the visitor's Yandex Metrika ClientID (docs/decisions/0114). */
  yclid: trackingId,
  ym_client_id: trackingId,
  /** The page the visit began on, with its query (the ad's tags are in it). */
  landing_page: sitePath,
  /** One per attempt: the same key twice gets the first answer and stores nothing new. */
  idempotency_key: optionalText(100),
  /** The honeypot: hidden from people, so anything in it means a robot filled the form. */
  website: z.string().max(leadLimits.text).optional(),
};

/** Test-drive request (POST dealer /v1/request). */
export const testDriveRequestSchema = z.object({
  ...leadCommonShape,
  model: modelCode,
  city: idField(leadMessages.cityRequired),
  dealer: idField(leadMessages.dealerRequired),
  /** Preferred day, a real 'YYYY-MM-DD' (not before today: the form's check and the dealer API's). */
  preferred_date: z.preprocess((v) => (v === "" ? undefined : v), z.string().refine(isIsoDay, leadMessages.dateInvalid).optional()),
  preferred_time: z.preprocess((v) => (v === "" ? undefined : v), z.enum(dayParts).optional()),
  comment: optionalComment(leadLimits.comment),
});
export type TestDriveRequest = z.output<typeof testDriveRequestSchema>;

/** Service callback (POST /v1/request/service). */
export const serviceRequestSchema = z.object({
  ...leadCommonShape,
  /** Slug of a service page ("to", "shinomontazh" …). */
  service: z
    .string({ error: leadMessages.serviceRequired })
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, leadMessages.serviceRequired),
  model: z.preprocess((v) => (v === "" ? undefined : v), modelCode.optional()),
  /** VIN (17 characters, no I, O, Q) or a Russian plate; optional. */
  vin_or_plate: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v.trim() === ""
          ? undefined
          : v
              .trim()
              .toUpperCase()
              .replace(/[\s-]+/g, "")
        : v,
    z
      .string()
      .regex(/^(?:[A-HJ-NPR-Z0-9]{17}|[АВЕКМНОРСТУХABEKMHOPCTYX]\d{3}[АВЕКМНОРСТУХABEKMHOPCTYX]{2}\d{2,3})$/, leadMessages.vinInvalid)
      .optional(),
  ),
  convenient_time: z.preprocess((v) => (v === "" ? undefined : v), z.enum(dayParts).optional()),
  comment: optionalComment(leadLimits.comment),
});
export type ServiceRequest = z.output<typeof serviceRequestSchema>;

/**
 * Order request (POST /v1/request/order): «Заказать» or «Узнать цену» from price pages and the lineup,
 * «Забронировать» or «Узнать условия» from a car's page in stock.
 */
export const orderRequestSchema = z
  .object({
    ...leadCommonShape,
    model: modelCode,
    intent: z.preprocess((v) => (v === "" || v === undefined ? "order" : v), z.enum(orderIntents)),
    /** The package (complectation) name, when the visitor chose one. */
    package: optionalText(leadLimits.text),
    comment: optionalComment(leadLimits.comment),
    /** The car of the stock the request is about (`/feed/{id}.html`), kept in the lead's details. */
    stock_car: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.string().trim().regex(stockCarIdPattern, "Автомобиль указан неверно").optional(),
    ),
  })
  // A reservation is of one car in stock: without its id there is nothing to reserve.
  .refine((request) => request.intent !== "reserve" || request.stock_car !== undefined, {
    path: ["intent"],
    message: leadMessages.reserveWithoutCar,
  });
export type OrderRequest = z.output<typeof orderRequestSchema>;

/** Trade-in request (POST /v1/request/trade-in): the car given, the Genesis wanted. `year` bounds are checked against the current year. */
export function tradeInRequestSchema(currentYear: number = new Date().getFullYear()) {
  return z.object({
    ...leadCommonShape,
    car_make: trimmed(leadLimits.carMake).min(1, leadMessages.carMakeRequired),
    car_model: trimmed(leadLimits.carModel).min(1, leadMessages.carModelRequired),
    car_year: maskedNumber(
      currentYear + 1,
      leadMessages.yearInvalid(tradeInMinYear, currentYear + 1),
      true,
      leadMessages.yearRequired,
    ).refine((year) => year >= tradeInMinYear, leadMessages.yearInvalid(tradeInMinYear, currentYear + 1)),
    mileage: maskedNumber(leadLimits.mileage, leadMessages.mileageInvalid),
    expected_price: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      maskedNumber(leadLimits.price, leadMessages.priceInvalid).optional(),
    ),
    /** The Genesis wanted in exchange (docs/product.md §4: the popup's active model defaults to the first). */
    model: modelCode,
  });
}
export type TradeInRequest = z.output<ReturnType<typeof tradeInRequestSchema>>;

/** A configurator PDF's name (contract/configurator-pdf.ts makes them). */
const configuratorFile = z
  .string({ error: "Сначала сформируйте PDF конфигурации" })
  .regex(/^genesis-[a-z0-9-]{2,10}-[0-9a-f]{16}\.pdf$/, "Сначала сформируйте PDF конфигурации");

/**
 * «Отправить менеджеру» of the configurator (POST /v1/request/configurator): the person, the city and
 * dealer, and the PDF of the car they configured; the CRM receives `file` with the lead (docs/product.md §3), empty
 * when there is none.
 */
export const configuratorRequestSchema = z.object({
  ...leadCommonShape,
  model: modelCode,
  city: idField(leadMessages.cityRequired),
  dealer: idField(leadMessages.dealerRequired),
  /**
   * Absent when the PDF could not be made (the leads API down): the visitor's request is taken all the
   * same, with the model and package, and the manager prepares the PDF himself.
   */
  file: z.preprocess((v) => (v === "" ? undefined : v), configuratorFile.optional()),
  /** The configuration as the manager reads it (the site words it from the posted codes). */
  package: optionalText(leadLimits.text),
  exterior: optionalText(leadLimits.text),
  interior: optionalText(leadLimits.text),
  price: optionalText(leadLimits.text),
  finance: optionalText(leadLimits.text),
});
export type ConfiguratorRequest = z.output<typeof configuratorRequestSchema>;

/** The schema of each kind of request. */
export const leadSchemas = {
  "test-drive": testDriveRequestSchema,
  service: serviceRequestSchema,
  order: orderRequestSchema,
  "trade-in": tradeInRequestSchema(),
  configurator: configuratorRequestSchema,
} as const;

/** What a successful request answers: the lead's id (the visitor may quote it) and when it was taken. */
export const leadAcceptedSchema = z.object({
  id: z.string().uuid(),
  createdAt: z.string(),
});
export type LeadAccepted = z.infer<typeof leadAcceptedSchema>;

/** What a refused request carries in `data`: each field's message (400). */
export const leadRejectedSchema = z.object({ fields: z.record(z.string(), z.string()) });
