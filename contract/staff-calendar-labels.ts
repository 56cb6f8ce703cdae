// The zod-free part of the staff test-drive calendar contract (contract/staff-calendar.ts builds the
// API's schemas): limits, the Russian messages and labels, and the day and model formats. The staff
// pages import these without loading zod; contract/staff-calendar.ts re-exports them.

/** The longest reason for closing a slot (the closures table allows 200 characters). */
export const closureReasonMaxLength = 200;

/** How many days the bookings list covers by default, today included. */
export const bookingListDays = 14;

/** The longest period of the bookings list. */
export const bookingListMaxDays = 62;

/** Russian messages of the calendar's API and page. */
export const calendarMessages = {
  dealerRequired: "Выберите дилерский центр",
  dealerNotFound: "Этот дилерский центр не проводит тест-драйвы",
  carRequired: "Выберите автомобиль",
  carNotFound: "У этого дилерского центра нет такого автомобиля для тест-драйвов",
  dayRequired: "Дата — в формате ГГГГ-ММ-ДД",
  timeRequired: "Время — в формате ЧЧ:ММ",
  reasonRequired: "Укажите причину закрытия",
  reasonTooLong: `Причина — не длиннее ${closureReasonMaxLength} символов`,
  periodReversed: "Конец периода раньше его начала",
  periodTooLong: `Период — не длиннее ${bookingListMaxDays} дней`,
  invalidQuery: "Параметры календаря заданы неверно",
  notASlot: "В это время у дилерского центра нет тест-драйвов — выберите время из сетки дня",
  slotPast: "Это время уже прошло — закрывать его незачем",
  slotBooked: "На это время уже записан клиент — занятое время закрыть нельзя. Если поездка не состоится, сначала свяжитесь с клиентом",
  alreadyClosed: "Это время уже закрыто",
  notClosed: "Это время не закрыто — возможно, его уже открыл коллега",
  closed: "Время закрыто: клиенты не смогут на него записаться",
  reopened: "Время снова открыто для записи",
} as const;

/** A slot as staff see it: free to book, booked by a visitor, closed by hand, or already begun. */
export const slotStates = ["free", "booked", "closed", "past"] as const;
export type SlotState = (typeof slotStates)[number];

export const slotStateLabels: Record<SlotState, string> = {
  free: "Свободно",
  booked: "Запись",
  closed: "Закрыто",
  past: "Прошло",
};

const longDate = new Intl.DateTimeFormat("ru-RU", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const shortDate = new Intl.DateTimeFormat("ru-RU", { weekday: "short", day: "numeric", month: "long", timeZone: "UTC" });

/** An ISO day as staff read it: '2026-11-23' → «понедельник, 23 ноября 2026 г.». */
export function formatCalendarDay(isoDay: string): string {
  return longDate.format(new Date(`${isoDay}T00:00:00Z`));
}

/** An ISO day in a list: '2026-11-23' → «пн, 23 ноября». */
export function formatShortDay(isoDay: string): string {
  return shortDate.format(new Date(`${isoDay}T00:00:00Z`));
}
