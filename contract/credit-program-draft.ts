// A credit program as the studio edits it (issue 36): every field of GET /v1/credit-program, read as staff type
// it. Sums are whole roubles typed with spaces or a decimal comma («1 234 567», «1 234 567,00 ₽»); kopecks are
// refused, never rounded. Rates and percents take a decimal comma («14,9»). The fee, the insurance and the
// lender go together: all three give the ПСК a rate is advertised with, none leaves the program without a rate
// (docs/decisions/0097). One schema for the editor's checks, the staff page's action and the staff API.
import { z } from "zod";
import { programCreditCostRange } from "./credit-cost";
import { modelCodes } from "./model-codes";
import { readTypedNumber } from "./typed-numbers";

export const creditProgramMessages = {
  nameRequired: "Напишите название программы: от 3 до 120 символов",
  bankRequired: "Напишите банк так, как его называет список программ: от 2 до 100 символов",
  descriptionRequired: "Опишите программу для покупателя: от 10 до 1000 символов",
  priceInvalid: "Цена автомобиля — в рублях цифрами, например 2 000 000",
  creditInvalid: "Сумма кредита — в рублях цифрами, например 300 000",
  wholeRoubles: "Суммы — в целых рублях, без копеек",
  moneyRange: "Сумма — от 0 до 500 000 000 ₽",
  priceOrder: "Наибольшая цена не может быть меньше наименьшей",
  creditOrder: "Наибольшая сумма кредита не может быть меньше наименьшей",
  prepayInvalid: "Первоначальный взнос — целое число процентов от 0 до 100",
  prepayOrder: "Наибольший взнос не может быть меньше наименьшего",
  prepayLeavesNoCredit: "При таком взносе и остаточном платеже кредита не остаётся: взнос вместе с остаточным платежом — меньше 100 %",
  rateInvalid: "Ставка — процент годовых от 0 до 99,99, например 14,9",
  restcostInvalid: "Остаточный платёж — процент цены от 0 до 99,99; 0 — без остаточного платежа",
  termsInvalid: "Сроки — месяцы через запятую, от 1 до 120, например 12, 24, 36",
  modelInvalid: "Такой модели нет",
  orderInvalid: "Порядок — целое число от 0 до 9999",
  feeInvalid: "Комиссия — процент суммы кредита от 0 до 100, например 2 или 1,5",
  insuranceInvalid: "Страховка — процент суммы кредита в год от 0 до 100, например 1",
  lenderTooLong: "Кредитор — не длиннее 200 символов",
  costDataTogether:
    "Кредитор, комиссия и страховка нужны вместе: по ним считается ПСК, без неё ставку показывать нельзя. Заполните все три или оставьте все пустыми",
} as const;

/** A number as typed: a number, or text with spaces, a decimal comma and a unit; null when empty; NaN when unreadable. */
function readAmount(value: unknown): number | null {
  if (typeof value === "number") return value;
  const text = String(value ?? "").trim();
  if (text === "") return null;
  if (/[-−–]\s*\d/.test(text) || /[a-zа-яё]{2,}/i.test(text.replace(/руб\.?|р\.|₽|%/gi, ""))) return Number.NaN;
  return readTypedNumber(text) ?? Number.NaN;
}

/** Whole roubles, 0 to 500 000 000. */
const money = (message: string) =>
  z.unknown().transform((value, ctx) => {
    const read = readAmount(value);
    const fail = (text: string) => {
      ctx.addIssue({ code: "custom", message: text });
      return z.NEVER;
    };
    if (read === null || !Number.isFinite(read)) return fail(message);
    if (!Number.isInteger(read)) return fail(creditProgramMessages.wholeRoubles);
    if (read < 0 || read > 500_000_000) return fail(creditProgramMessages.moneyRange);
    return read;
  });

/** A percent or a number as typed, or null when empty, or false when it is not one with at most two decimals (or whole) within [0, max]. */
function readBounded(value: unknown, bounds: { max: number; whole?: boolean }): number | null | false {
  const read = readAmount(value);
  if (read === null) return null;
  const wrongPrecision = bounds.whole ? !Number.isInteger(read) : Math.abs(Math.round(read * 100) - read * 100) > 1e-6;
  return !Number.isFinite(read) || read < 0 || read > bounds.max || wrongPrecision ? false : read;
}

/** A percent or a number that must be given. */
const bounded = (message: string, bounds: { max: number; whole?: boolean }) =>
  z.unknown().transform((value, ctx) => {
    const read = readBounded(value, bounds);
    if (read === null || read === false) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return read;
  });

/** A percent that may be left empty (null). */
const optionalBounded = (message: string, bounds: { max: number }) =>
  z.unknown().transform((value, ctx) => {
    const read = readBounded(value, bounds);
    if (read === false) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return read;
  });

/** The terms as typed («12, 24, 36» or «12 24 36») or as stored (numbers): months, ascending, each once. */
const terms = z.unknown().transform((value, ctx) => {
  const parts = Array.isArray(value) ? value.map(String) : String(value ?? "").split(/[\s,;]+/);
  const months = parts.filter((part) => part.trim() !== "").map((part) => (/^\d{1,3}$/.test(part.trim()) ? Number(part) : Number.NaN));
  if (months.length === 0 || months.length > 20 || months.some((month) => !(month >= 1 && month <= 120))) {
    ctx.addIssue({ code: "custom", message: creditProgramMessages.termsInvalid });
    return z.NEVER;
  }
  return [...new Set(months)].sort((a, b) => a - b);
});

const text = (message: string, min: number, max: number) => z.string({ error: message }).trim().min(min, message).max(max, message);

const fields = {
  name: text(creditProgramMessages.nameRequired, 3, 120),
  bank: text(creditProgramMessages.bankRequired, 2, 100),
  description: text(creditProgramMessages.descriptionRequired, 10, 1000),
  active: z.boolean().default(true),
  min_price: money(creditProgramMessages.priceInvalid),
  max_price: money(creditProgramMessages.priceInvalid),
  min_credit: money(creditProgramMessages.creditInvalid),
  max_credit: money(creditProgramMessages.creditInvalid),
  min_prepay: bounded(creditProgramMessages.prepayInvalid, { max: 100, whole: true }),
  max_prepay: bounded(creditProgramMessages.prepayInvalid, { max: 100, whole: true }),
  rate: bounded(creditProgramMessages.rateInvalid, { max: 99.99 }),
  restcost: bounded(creditProgramMessages.restcostInvalid, { max: 99.99 }),
  terms,
  models: z
    .array(z.enum(modelCodes, { error: creditProgramMessages.modelInvalid }))
    .max(modelCodes.length)
    .default([]),
  // Read as typed, so an empty field is named rather than taken for 0.
  order: bounded(creditProgramMessages.orderInvalid, { max: 9999, whole: true }),
  lender: z.string().trim().max(200, creditProgramMessages.lenderTooLong).default(""),
  fee_percent: optionalBounded(creditProgramMessages.feeInvalid, { max: 100 }),
  insurance_percent: optionalBounded(creditProgramMessages.insuranceInvalid, { max: 100 }),
};

type FieldName = keyof typeof fields;

/** A cross-field rule runs once the fields it compares read, so the editor hears of it with the others' problems. */
const whenRead = (...names: FieldName[]) => ({
  when: (payload: { value: unknown }) => {
    const value = (payload.value ?? {}) as Record<string, unknown>;
    return names.every((name) => fields[name].safeParse(value[name]).success);
  },
});

type CostDataField = "lender" | "fee_percent" | "insurance_percent";
const costDataGiven = (p: { lender: string; fee_percent: number | null; insurance_percent: number | null }) => ({
  lender: p.lender !== "",
  fee_percent: p.fee_percent !== null,
  insurance_percent: p.insurance_percent !== null,
});
/** The field is given, or none of the three is. */
const costDataComplete = (field: CostDataField) => (p: Parameters<typeof costDataGiven>[0]) => {
  const given = costDataGiven(p);
  return given[field] || Object.values(given).every((isGiven) => !isGiven);
};
const costDataRule = (field: CostDataField) => ({
  message: creditProgramMessages.costDataTogether,
  path: [field],
  ...whenRead("lender", "fee_percent", "insurance_percent"),
});

export const creditProgramDraftSchema = z
  .object(fields)
  .refine((p) => p.min_price <= p.max_price, {
    message: creditProgramMessages.priceOrder,
    path: ["max_price"],
    ...whenRead("min_price", "max_price"),
  })
  .refine((p) => p.min_credit <= p.max_credit, {
    message: creditProgramMessages.creditOrder,
    path: ["max_credit"],
    ...whenRead("min_credit", "max_credit"),
  })
  .refine((p) => p.min_prepay <= p.max_prepay, {
    message: creditProgramMessages.prepayOrder,
    path: ["max_prepay"],
    ...whenRead("min_prepay", "max_prepay"),
  })
  .refine((p) => p.min_prepay + p.restcost < 100, {
    message: creditProgramMessages.prepayLeavesNoCredit,
    path: ["min_prepay"],
    ...whenRead("min_prepay", "restcost"),
  })
  // All three or none: a half-filled set would silently leave the program without a rate.
  .refine(costDataComplete("lender"), costDataRule("lender"))
  .refine(costDataComplete("fee_percent"), costDataRule("fee_percent"))
  .refine(costDataComplete("insurance_percent"), costDataRule("insurance_percent"));
export type CreditProgramDraft = z.output<typeof creditProgramDraftSchema>;
/** The draft as the editor's form sends it: numbers as typed. */
export type CreditProgramForm = z.input<typeof creditProgramDraftSchema>;

export const creditProgramFieldLabels: Record<keyof CreditProgramDraft, string> = {
  name: "Название",
  bank: "Банк",
  description: "Описание",
  active: "Предлагать на сайте",
  min_price: "Цена автомобиля от",
  max_price: "Цена автомобиля до",
  min_credit: "Сумма кредита от",
  max_credit: "Сумма кредита до",
  min_prepay: "Взнос от, %",
  max_prepay: "Взнос до, %",
  rate: "Ставка, % годовых",
  restcost: "Остаточный платёж, % цены",
  terms: "Сроки, месяцев",
  models: "Модели",
  order: "Порядок в списке",
  lender: "Кредитор",
  fee_percent: "Комиссия, % кредита",
  insurance_percent: "Страхование жизни, % кредита в год",
};

/**
 * The ПСК range visitors will see for a program as drafted (over its terms and down payments, for any price
 * within its bounds), or null when it would be offered without a rate: the editor prints it beside the form.
 */
export function draftCreditCostRange(draft: CreditProgramDraft): { min: number; max: number } | null {
  if (draft.fee_percent === null || draft.insurance_percent === null || draft.lender === "") return null;
  return programCreditCostRange({
    ...draft,
    terms: draft.terms.map((term) => ({ term })),
    fee_percent: draft.fee_percent,
    insurance_percent: draft.insurance_percent,
    lender: draft.lender,
  });
}
