// The zod-free part of the lead contract (contract/leads.ts builds the schemas from it): kinds of
// request, field limits, the Russian field messages, the parsing helpers and the field-error map. The
// browser imports these without loading zod; contract/leads.ts re-exports all of it.
import type { z } from "zod";
import { groupThousands } from "./numbers";

/** The kinds of request, as `lead_type` names them to the sales system. */
export const leadTypes = ["test-drive", "service", "order", "trade-in", "configurator"] as const;
export type LeadType = (typeof leadTypes)[number];

/** Field limits, shared with the inputs' maxlength. */
export const leadLimits = {
  name: 60,
  email: 120,
  comment: 1000,
  text: 200,
  carMake: 40,
  carModel: 60,
  mileage: 2_000_000,
  price: 1_000_000_000,
} as const;

/** Russian texts of the fields' problems. */
export const leadMessages = {
  nameRequired: "Укажите имя",
  nameInvalid: "Имя может содержать только буквы, пробел, дефис и апостроф",
  nameTooShort: "Напишите имя полностью: так менеджер будет знать, как к вам обращаться",
  nameTooLong: `Имя должно быть не длиннее ${leadLimits.name} символов`,
  phoneRequired: "Укажите номер телефона",
  phoneInvalid: "Введите номер полностью: +7 (XXX) XXX-XX-XX",
  phoneCodeInvalid: "Проверьте код: после +7 номер начинается с 3, 4, 7, 8 или 9",
  emailInvalid: "Проверьте адрес электронной почты: например, ivan@mail.ru",
  agreeRequired: "Нужно ваше согласие на обработку персональных данных",
  modelRequired: "Выберите модель",
  reserveWithoutCar: "Забронировать можно автомобиль из наличия: выберите его в каталоге или закажите автомобиль",
  cityRequired: "Выберите город",
  dealerRequired: "Выберите дилерский центр",
  dealerNotInCity: "Выберите дилерский центр из списка выбранного города",
  dealerNoTestDrive: "В этом дилерском центре нет тест-драйвов: выберите другой",
  serviceRequired: "Выберите вид работ",
  textTooLong: (max: number) => `Не длиннее ${groupThousands(max)} символов`,
  dateInvalid: "Выберите дату не раньше сегодняшнего дня",
  vinInvalid: "VIN — 17 латинских букв и цифр, госномер — например, А123ВС777",
  carMakeRequired: "Укажите марку автомобиля",
  carModelRequired: "Укажите модель автомобиля",
  yearRequired: "Укажите год выпуска",
  yearInvalid: (min: number, max: number) => `Год выпуска — от ${min} до ${max}`,
  mileageInvalid: "Укажите пробег в километрах",
  priceInvalid: "Укажите сумму в рублях",
  spam: "Заявка не отправлена. Обновите страницу и попробуйте ещё раз",
  lineBreaks: "Уместите текст в одну строку, без переносов и табуляции",
} as const;

/** Only digits of a masked value: "+7 (911) 404-11-12" → "79114041112", "1 200 000 ₽" → "1200000". */
export function digitsOf(value: string): string {
  return value.replace(/\D+/g, "");
}

/**
 * The digits of a phone number as written, and whether it was written after «+7» (the country's code,
 * so not one of the digits): words, spaces, brackets and dashes around it aside, an international
 * «00 7» read as «+7», and a «+» before anything but 7 ignored. Shared by the phone mask (which lays
 * these digits out as the visitor types) and {@link normalizeLeadPhone} (docs/decisions/0096).
 */
export function phoneDigits(value: string): { plus: boolean; digits: string } {
  const written = value.replace(/^[^\d+]+/, "");
  const plusSeven = /^\+[^\d]*7/.exec(written);
  if (plusSeven) return { plus: true, digits: digitsOf(written.slice(plusSeven[0].length)) };
  const digits = digitsOf(written);
  if (digits.startsWith("007")) return { plus: true, digits: digits.slice(3) };
  return { plus: false, digits };
}

/**
 * A Russian phone number as +7XXXXXXXXXX, from what a visitor types or pastes, resolved by its length:
 * ten digits are the national number whatever they begin with ("8124041112" is St Petersburg's
 * +7 812 404-11-12), eleven beginning with 7 or 8 carry the country code or the trunk prefix
 * ("89114041112" → +79114041112); after «+7» (or «00 7») ten digits follow, or eleven beginning with the
 * trunk prefix 8. Null when it cannot be one: "+7 (915) 123-45-6", the mask one digit short, is no number
 * (counting its 7 among the ten made it +7 (791) 512-34-56, someone else's). The phone mask resolves a
 * number the same way when the field is left (docs/decisions/0096).
 */
export function normalizeLeadPhone(value: string): string | null {
  const { plus, digits } = phoneDigits(value);
  let national = digits;
  if (plus ? national.length === 11 && national.startsWith("8") : national.length === 11 && /^[78]/.test(national))
    national = national.slice(1);
  return national.length === 10 ? `+7${national}` : null;
}

/** "+79114041112" → "+7 (911) 404-11-12"; anything else as it is. */
export function formatLeadPhone(phone: string): string {
  const match = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}` : phone;
}

/**
 * Whether a whole +7 number can be dialled: the codes of the +7 zone begin with 3, 4 or 8 (Russian
 * cities), 9 (Russian mobiles) or 7 (Kazakhstan); one beginning with 0, 1, 2, 5 or 6 is a slip.
 */
export function hasDiallableCode(phone: string): boolean {
  return /^\+7[34789]/.test(phone);
}

/** Times of day a visitor may prefer. */
export const dayParts = ["morning", "day", "evening"] as const;
export type DayPart = (typeof dayParts)[number];
/** The parts of the showroom's day (9:00–21:00): when to come for a test drive. */
export const dayPartLabels: Record<DayPart, string> = {
  morning: "Утром, 9:00–12:00",
  day: "Днём, 12:00–17:00",
  evening: "Вечером, 17:00–21:00",
};
/**
 * The same parts of the service's day, which is an hour longer at each end (8:00–22:00): when the
 * service advisor may call back. The showroom's hours would hide the two hours only the service works.
 */
export const serviceDayPartLabels: Record<DayPart, string> = {
  morning: "Утром, 8:00–12:00",
  day: "Днём, 12:00–17:00",
  evening: "Вечером, 17:00–22:00",
};

/**
 * What an order request asks for: to order a car of a model, its price, or to reserve the very car in
 * stock the request names (`stock_car`), which staff must not mistake for a car to be ordered.
 */
export const orderIntents = ["order", "price", "reserve"] as const;
export type OrderIntent = (typeof orderIntents)[number];

/** The earliest model year a car given in trade-in may have. */
export const tradeInMinYear = 1980;

/** Field → first Russian message, for inline errors. */
export type LeadFieldErrors = Partial<Record<string, string>>;

/** The first message of each field that failed. */
export function leadFieldErrors(error: z.ZodError): LeadFieldErrors {
  const fields: LeadFieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] ??= issue.message;
  }
  return fields;
}
