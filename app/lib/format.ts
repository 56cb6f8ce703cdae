/** Month names for headers such as a calendar's "Март" (nominative, capitalised), January first. */
export const monthNames = [
  "Январь",
  "Февраль",
  "Март",
  "Апрель",
  "Май",
  "Июнь",
  "Июль",
  "Август",
  "Сентябрь",
  "Октябрь",
  "Ноябрь",
  "Декабрь",
] as const;

/** Month names as they read inside a date ("5 марта"), January first. */
export const monthNamesGenitive = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
] as const;

/** Weekday abbreviations indexed like Date#getDay(): Sunday first (docs/product.md §3). */
export const weekdayAbbreviations = ["вс", "пн", "вт", "ср", "чт", "пт", "сб"] as const;

/** Weekday names as they open a date ("вторник, 24 ноября"), indexed like Date#getDay(): Sunday first. */
export const weekdayNames = ["воскресенье", "понедельник", "вторник", "среда", "четверг", "пятница", "суббота"] as const;

/**
 * The formatter `create` makes, made on its first use and kept. A browser's first `Intl` formatter
 * costs about 8 ms as it loads the locale's data (measured in Chromium), so none is made while a
 * module loads: only a page that formats a date pays for it, and then while it renders.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: create() }).value;
}

const numberFormat = onFirstUse(() => new Intl.NumberFormat("en-US"));

/** Formats a number with a plain space between thousands: 2249000 → "2 249 000" (docs/product.md §3). */
export function formatNumber(value: number | string): string {
  const number = typeof value === "number" ? value : Number(value.replace(/\s/g, ""));
  // Feeds send prices as text; anything that is not a number is shown as it came.
  if (typeof value === "string" && (value.trim() === "" || !Number.isFinite(number))) return value;
  // Whole numbers (every price and mileage) are grouped by hand, byte for byte what the recipe below
  // gives them, without an Intl formatter: the header's model menu formats prices on every page.
  if (Number.isSafeInteger(number) && !Object.is(number, -0)) return String(number).replace(/\B(?=(\d{3})+$)/g, " ");
  // The spec's recipe: US grouping, commas swapped for spaces (see docs/decisions/0002-price-spaces.md).
  return numberFormat().format(number).replace(/,/g, " ");
}

/** Formats a price in roubles: 2249000 → "2 249 000 ₽". */
export function formatPrice(value: number | string): string {
  const formatted = formatNumber(typeof value === "number" ? Math.round(value) : value);
  return `${formatted} ₽`;
}

/**
 * A calendar day of 'YYYY-MM-DD…' text, read at UTC midnight so that the server and the browser see the same
 * day whatever their zone; null for text that is no such day (2026-02-30 included).
 */
export function calendarDayOf(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? date : null;
}

/**
 * A calendar day in Russian: "24 ноября 2026" (`date`: the parts of a date, without the " г." ru-RU adds after a
 * year), "вторник, 24 ноября" (`weekday`), "вторник, 24 ноября 2026 г." (`weekday-year`). Byte for byte what
 * `Intl.DateTimeFormat("ru-RU")` writes with the same fields in UTC, which a unit test checks over every day of
 * two centuries; written from the tables above rather than by Intl, because the browser's first Intl formatter
 * loads the locale's data, about 10 ms inside the hydration of every page that shows a date (ADR 0127).
 */
export function russianDate(date: Date, form: "date" | "weekday" | "weekday-year" = "date"): string {
  const dayAndMonth = `${date.getUTCDate()} ${monthNamesGenitive[date.getUTCMonth()]}`;
  if (form === "date") return `${dayAndMonth} ${date.getUTCFullYear()}`;
  const weekday = `${weekdayNames[date.getUTCDay()]}, ${dayAndMonth}`;
  return form === "weekday" ? weekday : `${weekday} ${date.getUTCFullYear()} г.`;
}

/** Formats backend date text 'YYYY-MM-DD HH:MM:SS' as "5 марта 2026"; other text is returned as is. */
export function formatDate(text: string): string {
  const date = calendarDayOf(text);
  return date ? russianDate(date) : text;
}

/** Genitive month name ("марта") of a month number 1–12. */
export function getMonthNameGenitive(month: number): string {
  return pick(monthNamesGenitive, month - 1, `месяца: ${month}`);
}

function pick(list: readonly string[], index: number, what: string): string {
  const value = Number.isInteger(index) ? list[index] : undefined;
  if (value === undefined) throw new RangeError(`Неверный номер ${what}`);
  return value;
}

/** Russian plural form of a count: 1 год, 2 года, 5 лет, 21 год, 11 лет. */
export function pluralize(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const n = Math.abs(count) % 100;
  const last = n % 10;
  if (n >= 11 && n <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** The text with its first letter in lower case, for a position inside a sentence: "Мастер-диагност" → "мастер-диагност". */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The text with its first letter in upper case, to open a sentence: "новый автомобиль" → "Новый автомобиль". */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
