// Calendar arithmetic of the test-drive schedule, shared by the dealer backend and the site. Russia
// keeps no daylight saving time since 2014, so a dealer's clock is a fixed offset from UTC (Moscow:
// +3 h) and a slot's moment is plain arithmetic: no time-zone database, the same answer on any
// server and in any visitor's browser. Days are ISO 'YYYY-MM-DD' inside the code and 'dd.mm.yyyy'
// on the wire (docs/product.md §3 keys the schedule so); times are minutes after midnight inside, 'HH:MM' outside.

/** Moscow's offset from UTC in minutes (UTC+3 all year). */
export const moscowOffsetMinutes = 180;

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

/** The calendar day 'YYYY-MM-DD' at a moment on a clock `offsetMinutes` ahead of UTC. */
export function localDayOf(moment: Date, offsetMinutes: number = moscowOffsetMinutes): string {
  return new Date(moment.getTime() + offsetMinutes * minuteMs).toISOString().slice(0, 10);
}

/** Minutes after local midnight at a moment on that clock. */
export function localMinutesOf(moment: Date, offsetMinutes: number = moscowOffsetMinutes): number {
  const shifted = new Date(moment.getTime() + offsetMinutes * minuteMs);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** The moment a local day and time happen on a clock `offsetMinutes` ahead of UTC. */
export function momentOf(isoDay: string, minutes: number, offsetMinutes: number = moscowOffsetMinutes): Date {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + (minutes - offsetMinutes) * minuteMs);
}

/** The day `count` days after (or before, when negative) an ISO day. */
export function addDays(isoDay: string, count: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);
}

/** Day of the week of an ISO day, 0 = Sunday … 6 = Saturday (as the weekday names вс…сб go). */
export function weekdayOf(isoDay: string): number {
  return new Date(`${isoDay}T00:00:00Z`).getUTCDay();
}

/** Saturday and Sunday. */
export function isWeekend(isoDay: string): boolean {
  const weekday = weekdayOf(isoDay);
  return weekday === 0 || weekday === 6;
}

/** An ISO day as the schedule names it: '2026-11-24' → '24.11.2026'. */
export function toDayKey(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}.${month}.${year}`;
}

/** A schedule day key as an ISO day, or null when it is not a real date: '24.11.2026' → '2026-11-24'. */
export function fromDayKey(key: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(key);
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const iso = `${year}-${month}-${day}`;
  return isIsoDay(iso) ? iso : null;
}

/** Whether a text is a real calendar day 'YYYY-MM-DD' ('2026-13-45' and '2026-02-31' are not). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // 31.02.2026 rolls over to March in Date: a real day reads back the same.
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
}

/** Minutes after midnight as a slot's name: 600 → '10:00'. */
export function toTimeKey(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A slot's name as minutes after midnight, or null: '10:00' → 600, '9:30' and '24:00' → null. */
export function fromTimeKey(key: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(key);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * A day as a schedule service may write it, as the schedule's key: '24.11.2026', '4.1.2026' or
 * '2026-11-24' → '24.11.2026'; null when it is no real day.
 */
export function normaliseDayKey(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dotted ? [dotted[3], dotted[2], dotted[1]] : [];
  if (!year || !month || !day) return null;
  const isoDay = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isIsoDay(isoDay) ? toDayKey(isoDay) : null;
}

/** A time as a schedule service may write it, as the slot's key: '9:30', '09:30' or '09:30:00' → '09:30'; null when it is none. */
export function normaliseTimeKey(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(value.trim());
  if (!match) return null;
  const [, hours = "", minutes = ""] = match;
  const key = `${hours.padStart(2, "0")}:${minutes}`;
  return fromTimeKey(key) === null ? null : key;
}
