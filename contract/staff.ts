// The staff lead inbox (issue 14): what the dealer backend's /v1/staff API takes and answers, and the
// Russian names staff read for kinds, work states and delivery states. The staff pages (app/) and the
// export (backend/) share them, so a label never differs between the screen and the spreadsheet.
import { z } from "zod";
import { dayPartLabels } from "./leads";

/** What staff do with a lead, newest first in the inbox. */
export const workStates = ["new", "in_progress", "done", "spam"] as const;
export type WorkState = (typeof workStates)[number];

export const workStateLabels: Record<WorkState, string> = {
  new: "Новая",
  in_progress: "В работе",
  done: "Обработана",
  spam: "Спам",
};

/**
 * Where a lead is on its way to the sales system: queued (no attempt yet), delivered, retrying after
 * a failed call, or given up on after 24 h (a person must act: retry or call).
 */
export const deliveryStates = ["queued", "delivered", "retrying", "needs_attention"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const deliveryStateLabels: Record<DeliveryState, string> = {
  queued: "В очереди",
  delivered: "Доставлена",
  retrying: "Повторная отправка",
  needs_attention: "Требует внимания",
};

/**
 * Russian names of the kinds of lead. Kinds added later (bookings, configurator) read well at once;
 * a kind the map does not know is shown by {@link leadTypeLabel} as «Другая заявка (kind)».
 */
export const leadTypeLabels: Record<string, string> = {
  "test-drive": "Тест-драйв",
  booking: "Запись на тест-драйв",
  "test-drive-booking": "Запись на тест-драйв",
  service: "Сервис",
  order: "Заказ автомобиля",
  "trade-in": "Трейд-ин",
  configurator: "Конфигуратор",
};

/** The Russian name of a kind of lead, known or not. */
export function leadTypeLabel(type: string): string {
  return Object.hasOwn(leadTypeLabels, type) ? (leadTypeLabels[type] as string) : `Другая заявка (${type})`;
}

/** Russian names of the form fields kept in a lead's `details`; others are shown by their key. */
export const detailLabels: Record<string, string> = {
  preferred_date: "Желаемая дата",
  preferred_time: "Удобное время",
  convenient_time: "Удобное время для звонка",
  comment: "Комментарий посетителя",
  service: "Вид работ",
  vin_or_plate: "VIN или госномер",
  intent: "Цель запроса",
  package: "Комплектация",
  car_make: "Марка автомобиля",
  car_model: "Модель автомобиля",
  car_year: "Год выпуска",
  mileage: "Пробег, км",
  expected_price: "Ожидаемая цена, ₽",
};

const intentLabels: Record<string, string> = { order: "Заказать автомобиль", price: "Узнать цену" };

/** A form field's value as staff read it: times of day and the order's intent in words, the rest as given. */
export function detailValueText(key: string, value: unknown): string {
  if (typeof value === "string") {
    if ((key === "preferred_time" || key === "convenient_time") && Object.hasOwn(dayPartLabels, value)) {
      return dayPartLabels[value as keyof typeof dayPartLabels];
    }
    if (key === "intent" && Object.hasOwn(intentLabels, value)) return intentLabels[value] as string;
    return value;
  }
  return typeof value === "number" ? String(value) : JSON.stringify(value);
}

/** Leads on one page of the inbox. */
export const staffPageSize = 25;

/** The longest search text (a name or a phone). */
export const staffSearchMaxLength = 60;

/** Russian messages of the staff API and pages. */
export const staffMessages = {
  signInRequired: "Войдите, чтобы продолжить",
  signInFailed: "Неверный адрес почты или пароль",
  signInFields: "Введите адрес почты и пароль",
  tooManyAttempts: (minutes: number) => `Слишком много неудачных попыток входа. Повторите через ${minutes} мин`,
  csrfRejected: "Форма устарела: обновите страницу и повторите действие",
  leadNotFound: "Заявка не найдена",
  invalidWorkState: "Выберите состояние: новая, в работе, обработана или спам",
  commentRequired: "Напишите комментарий",
  commentTooLong: (max: number) => `Комментарий не длиннее ${max} символов`,
  retryQueued: "Заявка снова поставлена в очередь отправки",
  retryNotNeeded: "Заявка уже доставлена в систему продаж",
  erased: "Персональные данные заявки удалены",
  alreadyErased: "Персональные данные этой заявки уже удалены",
  eraseConfirmRequired: "Подтвердите удаление персональных данных",
  invalidFilter: "Фильтр задан неверно",
  invalidDate: "Дата — в формате ГГГГ-ММ-ДД",
  invalidFormat: "Формат выгрузки: csv или xlsx",
  searchTooLong: `Поиск — не длиннее ${staffSearchMaxLength} символов`,
  unavailable: "Сервис заявок недоступен. Повторите через минуту",
} as const;

/** The longest staff comment. */
export const staffCommentMaxLength = 2000;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const day = z.preprocess(blankToUndefined, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, staffMessages.invalidDate).optional());

/** The inbox filters, as the query of the list and the export (every one optional). */
export const leadFilterSchema = z.object({
  type: z.preprocess(blankToUndefined, z.string().regex(/^[a-z0-9-]{1,40}$/, staffMessages.invalidFilter).optional()),
  delivery: z.preprocess(blankToUndefined, z.enum(deliveryStates, { error: staffMessages.invalidFilter }).optional()),
  work: z.preprocess(blankToUndefined, z.enum(workStates, { error: staffMessages.invalidFilter }).optional()),
  /** Moscow days, inclusive. */
  from: day,
  to: day,
  /** A name (any part) or a phone (any run of its digits). */
  q: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : blankToUndefined(v)),
    z.string().max(staffSearchMaxLength, staffMessages.searchTooLong).optional(),
  ),
  page: z.preprocess(blankToUndefined, z.coerce.number({ error: staffMessages.invalidFilter }).int().min(1).max(100_000).default(1)),
});
export type LeadFilter = z.output<typeof leadFilterSchema>;

/** The filter's fields as query text, without empty ones (page 1 left out). */
export function leadFilterQuery(filter: Partial<LeadFilter>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of ["type", "delivery", "work", "from", "to", "q"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/** One row of the inbox. */
export const inboxLeadSchema = z.object({
  id: z.string(),
  type: z.string(),
  model: z.string().nullable(),
  name: z.string(),
  surname: z.string().nullable(),
  phone: z.string(),
  page: z.string().nullable(),
  createdAt: z.string(),
  delivery: z.enum(deliveryStates),
  attempts: z.number(),
  lastError: z.string().nullable(),
  work: z.enum(workStates),
  erased: z.boolean(),
});
export type InboxLead = z.infer<typeof inboxLeadSchema>;

export const inboxPageSchema = z.object({
  leads: z.array(inboxLeadSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** Kinds present in the table, for the filter (kinds added by later forms appear by themselves). */
  types: z.array(z.string()),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const leadCommentSchema = z.object({ id: z.string(), author: z.string(), body: z.string(), createdAt: z.string() });
export type LeadComment = z.infer<typeof leadCommentSchema>;

/** One call to the sales system: when, how it ended, the HTTP status (null: no answer), the error, how long. */
export const deliveryAttemptSchema = z.object({
  at: z.string(),
  outcome: z.enum(["delivered", "failed"]),
  httpStatus: z.number().nullable(),
  error: z.string().nullable(),
  durationMs: z.number(),
});
export type DeliveryAttemptView = z.infer<typeof deliveryAttemptSchema>;

/** Calls listed on a lead's page, newest first. */
export const deliveryAttemptsShown = 50;

/** A lead's page: every field, the consent, the delivery and its calls, and the staff's work. */
export const leadDetailSchema = inboxLeadSchema.extend({
  city: z.number().nullable(),
  dealer: z.number().nullable(),
  email: z.string().nullable(),
  agree: z.boolean(),
  consentVersion: z.string(),
  place: z.string().nullable(),
  utm: z.record(z.string(), z.string()),
  details: z.record(z.string(), z.unknown()),
  clientIp: z.string().nullable(),
  userAgent: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  erasedAt: z.string().nullable(),
  workUpdatedAt: z.string().nullable(),
  comments: z.array(leadCommentSchema),
  deliveryAttempts: z.array(deliveryAttemptSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** A signed-in staff member, and the CSRF token every state-changing request must carry. */
export const staffMeSchema = z.object({ email: z.string(), csrfToken: z.string() });
export type StaffMe = z.infer<typeof staffMeSchema>;

/** What a sign-in answers: the session's secret token (the site keeps it in an HttpOnly cookie). */
export const staffSessionSchema = staffMeSchema.extend({ token: z.string() });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** The header carrying the CSRF token to the API. */
export const csrfHeader = "X-CSRF-Token";

/** "+79114041112" → "+7 (911) 404-11-12"; anything else as it is. */
export function formatLeadPhone(phone: string): string {
  const match = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}` : phone;
}

const moscowDateTime = new Intl.DateTimeFormat("ru-RU", {
  timeZone: "Europe/Moscow",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment as staff read it, Moscow time: "21.11.2026, 12:00". */
export function formatStaffTime(iso: string | Date): string {
  return moscowDateTime.format(typeof iso === "string" ? new Date(iso) : iso);
}
