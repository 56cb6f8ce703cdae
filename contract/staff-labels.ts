// The zod-free part of the staff contract (contract/staff.ts builds the API's schemas): the Russian
// names staff read, the staff messages and limits, the filter's query text and the phone and time
// formats. The staff pages import these without loading zod; contract/staff.ts re-exports them.
import { dayPartLabels, formatLeadPhone, serviceDayPartLabels, type DayPart } from "./leads-fields";
import type { ModelCode } from "./model-codes";
import { groupThousands } from "./numbers";

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

/**
 * What a lead is, as staff tell leads apart: a test drive with a booked slot is a booking (kept as
 * type 'test-drive' for the sales system), one whose booking was called off a cancelled booking, a
 * test drive without one a request for a call; an order reserving a car in stock a reservation.
 */
export function leadKindLabel(lead: {
  type: string;
  booked: string | null;
  bookingCancelledAt?: string | null;
  intent?: string | null;
}): string {
  // An erased lead has lost its day and time, not the fact that its visit was called off.
  if (lead.type === "test-drive" && lead.bookingCancelledAt) return "Запись на тест-драйв отменена";
  if (lead.type === "test-drive" && lead.booked !== null) return leadTypeLabels.booking as string;
  // A car in stock reserved from its page: staff call about that very car, not an order to place.
  if (lead.type === "order" && lead.intent === "reserve") return "Бронирование автомобиля из наличия";
  return leadTypeLabel(lead.type);
}

const modelNames: Record<ModelCode, string> = { g70: "G70", gv70: "GV70", "g80-new": "G80", gv80: "GV80", g90: "G90" };

/** A model's name as staff read it: 'g80-new' → «Genesis G80»; a code of no Genesis model as it is. */
export function staffModelName(code: string): string {
  return Object.hasOwn(modelNames, code) ? `Genesis ${modelNames[code as ModelCode]}` : code;
}

/**
 * Russian names of the form fields kept in a lead's `details`, in the order staff read them (what the
 * request is about, then the car, the visitor's car, when, and the visitor's own words last); others
 * are shown by their key, after these.
 */
export const detailLabels: Record<string, string> = {
  intent: "Цель запроса",
  // The car as the stock described it when the lead came: the id's page answers 410 once it is sold.
  stock_car_description: "Автомобиль из наличия (на момент заявки)",
  stock_car: "Страница автомобиля на сайте",
  car: "Автомобиль для поездки",
  slot_date: "Дата поездки",
  // The schedule's times are the dealer centre's own: a dealer in Екатеринбург books in its time.
  slot_time: "Время поездки (местное время дилерского центра)",
  package: "Комплектация",
  exterior: "Цвет кузова",
  interior: "Салон",
  price: "Цена конфигурации",
  finance: "Кредит",
  service: "Вид работ",
  vin_or_plate: "VIN или госномер",
  car_make: "Марка автомобиля",
  car_model: "Модель автомобиля",
  car_year: "Год выпуска",
  mileage: "Пробег, км",
  expected_price: "Ожидаемая цена, ₽",
  preferred_date: "Желаемая дата",
  preferred_time: "Удобное время",
  convenient_time: "Удобное время для звонка",
  file: "PDF конфигурации",
  comment: "Комментарий посетителя",
};

/** Fields kept for the machines, not for staff: the booked time in UTC repeats the date and time above. */
export const hiddenDetails: ReadonlySet<string> = new Set(["slot_start"]);

const detailOrder = new Map(Object.keys(detailLabels).map((key, index) => [key, index]));

/**
 * The details a person reads, in the order of {@link detailLabels} (the database's JSON keeps no order
 * of its own), fields it does not name after them as they came.
 */
export function staffDetails(details: Record<string, unknown>): [string, unknown][] {
  const rank = (key: string) => detailOrder.get(key) ?? detailOrder.size;
  return Object.entries(details)
    .filter(([key]) => !hiddenDetails.has(key))
    .sort(([a], [b]) => rank(a) - rank(b));
}

/** Sums and distances grouped by thousands as everywhere on the site: 85000 → «85 000». */
const groupedKeys = new Set(["mileage", "expected_price"]);

const intentLabels: Record<string, string> = {
  order: "Заказать автомобиль",
  price: "Узнать цену или условия",
  reserve: "Забронировать этот автомобиль",
};

/** A form field's value as staff read it: times of day and the order's intent in words, the rest as given. */
export function detailValueText(key: string, value: unknown): string {
  if (typeof value === "string") {
    // The service's callback time is a part of the service's day, the test drive's one of the showroom's.
    const labels = key === "convenient_time" ? serviceDayPartLabels : key === "preferred_time" ? dayPartLabels : null;
    if (labels && Object.hasOwn(labels, value)) return labels[value as DayPart];
    if (key === "intent" && Object.hasOwn(intentLabels, value)) return intentLabels[value] as string;
    if (groupedKeys.has(key) && /^\d+$/.test(value)) return groupThousands(value);
    return value;
  }
  if (typeof value === "number") return groupedKeys.has(key) && Number.isInteger(value) ? groupThousands(value) : String(value);
  return JSON.stringify(value);
}

/** Leads on one page of the inbox. */
export const staffPageSize = 25;

/** The longest search text (a name, a phone, a request number or an e-mail). */
export const staffSearchMaxLength = 60;

/** Russian messages of the staff API and pages. */
export const staffMessages = {
  signInRequired: "Войдите, чтобы продолжить",
  forbidden: "Недостаточно прав: этот раздел открыт другим ролям. Если он нужен вам для работы, обратитесь к администратору",
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
  bookingCancelled: "Запись отменена: время снова свободно для других посетителей",
  noUpcomingBooking: "У этой заявки нет предстоящей записи на тест-драйв",
  alreadyErased: "Персональные данные этой заявки уже удалены",
  eraseConfirmRequired: "Подтвердите удаление персональных данных",
  invalidFilter: "Фильтр задан неверно",
  daysReversed: "Дата «По дату» раньше даты «С даты»: поменяйте их местами",
  invalidDate: "Дата — настоящий день в формате ГГГГ-ММ-ДД, с 2000 по 2999 год",
  searchInvalid: "В поиске есть служебные символы: введите имя или телефон",
  invalidFormat: "Формат выгрузки: csv или xlsx",
  exportFromOtherSite: "Выгрузка начинается только со страницы заявок: откройте /staff и нажмите «Выгрузить в CSV» или «Выгрузить в XLSX»",
  searchTooLong: `Поиск — не длиннее ${staffSearchMaxLength} символов`,
  unavailable: "Сервис заявок недоступен. Повторите через минуту",
  emailInvalid: "Проверьте адрес почты: например, m.ivanova@genesis-khimki.ru",
  roleRequired: "Выберите роль",
  accountExists: "У этого адреса уже есть учётная запись: измените её роль в списке",
  accountNotFound: "Учётная запись не найдена",
  ownRole: "Свою роль изменить нельзя: попросите другого администратора",
  ownAccount: "Свою учётную запись отключить нельзя",
  inviteInvalid:
    "Ссылка-приглашение недействительна: её уже использовали или срок её действия истёк. Попросите администратора прислать новую",
  roleChanged: "Роль изменена",
  accountDisabled: "Учётная запись отключена, её сеансы завершены",
  accountEnabled: "Учётная запись снова включена",
} as const;

/** The longest staff comment. */
export const staffCommentMaxLength = 2000;

/** The inbox filter's fields as the query text reads them: contract/staff.ts's LeadFilter is one. */
type LeadFilterFields = {
  type?: string | undefined;
  delivery?: string | undefined;
  work?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  page?: number | undefined;
};

/** The filter's fields as query text, without empty ones (page 1 left out). */
export function leadFilterQuery(filter: LeadFilterFields, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of ["type", "delivery", "work", "from", "to", "q"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/** The header carrying the CSRF token to the API. */
export const csrfHeader = "X-CSRF-Token";

/** "+79114041112" → "+7 (911) 404-11-12" (defined beside the phone's one rule, contract/leads-fields.ts). */
export { formatLeadPhone };

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

/**
 * «12 мин», «2 ч 5 мин», «3 дн 4 ч»: a span of minutes as staff read it at a glance, to the minute under an hour
 * and to the larger unit's next one above.
 */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.round(total));
  if (minutes < 60) return `${minutes} мин`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} ч ${minutes % 60} мин` : `${hours} ч`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} дн ${hours % 24} ч` : `${days} дн`;
}
