// The schedule grouped for the calendar (docs/product.md §3): months with their number and Russian name, days
// with their number, date and weekday abbreviation (вс…сб), available when any slot is, and slots.
// And the booking selection of docs/product.md §4 (month, day, time), kept across schedule reloads where it fits.
import type { Schedule } from "@contract/test-drive";
import { fromDayKey, weekdayOf } from "@contract/test-drive-time";
import { calendarDayOf, monthNames, pluralize, russianDate, weekdayAbbreviations } from "~/lib/format";

export type CalendarSlot = { time: string; available: boolean };
export type CalendarDay = {
  /** 'dd.mm.yyyy', the schedule's key. */
  date: string;
  iso: string;
  number: number;
  weekday: (typeof weekdayAbbreviations)[number];
  /** Some slot can be booked. */
  available: boolean;
  /** The dealer does not work that day (no slots at all). */
  closed: boolean;
  slots: CalendarSlot[];
};
export type CalendarMonth = { key: string; number: number; year: number; name: (typeof monthNames)[number]; days: CalendarDay[] };

/** The booking selection of docs/product.md §4: month ('yyyy-mm'), day ('dd.mm.yyyy') and time ('HH:MM'). */
export type BookingSelection = { month: string | null; day: string | null; time: string | null };
export const emptySelection: BookingSelection = { month: null, day: null, time: null };

/**
 * Orders 'HH:MM' times and ISO dates by their characters. Not `localeCompare`: a browser's first
 * collation loads ICU's collator, about 7 ms of the test-drive page's hydration (traced in Chromium),
 * and digits and separators sort the same either way.
 */
function byCharacters(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Groups a schedule into months of days of slots, in calendar order; keys that are no real date are left out. */
export function groupSchedule(schedule: Schedule): CalendarMonth[] {
  const days: CalendarDay[] = [];
  for (const [date, slotMap] of Object.entries(schedule)) {
    const iso = fromDayKey(date);
    if (!iso) continue;
    const slots = Object.entries(slotMap)
      .map(([time, slot]) => ({ time, available: slot.available }))
      .sort((a, b) => byCharacters(a.time, b.time));
    days.push({
      date,
      iso,
      number: Number(iso.slice(8, 10)),
      weekday: weekdayAbbreviations[weekdayOf(iso)] ?? "вс",
      available: slots.some((slot) => slot.available),
      closed: slots.length === 0,
      slots,
    });
  }
  days.sort((a, b) => byCharacters(a.iso, b.iso));
  const months: CalendarMonth[] = [];
  for (const day of days) {
    const key = day.iso.slice(0, 7);
    let month = months[months.length - 1];
    if (month?.key !== key) {
      const number = Number(key.slice(5, 7));
      month = { key, number, year: Number(key.slice(0, 4)), name: monthNames[number - 1] ?? "Январь", days: [] };
      months.push(month);
    }
    month.days.push(day);
  }
  return months;
}

/** Every day of the grouped schedule, in order. */
export function allDays(months: readonly CalendarMonth[]): CalendarDay[] {
  return months.flatMap((month) => month.days);
}

/**
 * The selection after the schedule changed (another model or dealer): the day stays if it can still
 * be booked, the time if it is still free that day; otherwise the first day that can be booked, no time.
 */
export function keepSelection(months: readonly CalendarMonth[], previous: BookingSelection): BookingSelection {
  const days = allDays(months);
  const kept = days.find((day) => day.date === previous.day && day.available);
  const day = kept ?? days.find((d) => d.available);
  if (!day) return { month: months[0]?.key ?? null, day: null, time: null };
  const time = kept && day.slots.some((slot) => slot.time === previous.time && slot.available) ? previous.time : null;
  return { month: day.iso.slice(0, 7), day: day.date, time };
}

/** The next `count` days that can be booked (for the list shown without JavaScript). */
export function nextAvailableDays(months: readonly CalendarMonth[], count: number): CalendarDay[] {
  return allDays(months)
    .filter((day) => day.available)
    .slice(0, count);
}

// The server and the browser format alike: the date is read at UTC midnight of its own ISO day.
const dayOfKey = (key: string): Date | null => {
  const iso = fromDayKey(key);
  return iso ? calendarDayOf(iso) : null;
};

/** 'вторник, 24 ноября' of a schedule day key. */
export function dayName(date: string): string {
  const day = dayOfKey(date);
  return day ? russianDate(day, "weekday") : date;
}

/**
 * What stays chosen while another month is in view, or null when nothing is: a day alone (the first
 * free day is picked for the visitor) is no choice yet, only a day with its time.
 */
export function keptChoiceNote(selection: Pick<BookingSelection, "day" | "time">): string | null {
  if (!selection.day || !selection.time) return null;
  return `Выбрано: ${dayName(selection.day)}, ${selection.time}. Чтобы выбрать другое время, нажмите на день.`;
}

/** 'вторник, 24 ноября 2026 г.' of a schedule day key. */
export function fullDate(date: string): string {
  const day = dayOfKey(date);
  return day ? russianDate(day, "weekday-year") : date;
}

/** What a screen reader says of a day button: the date and whether and why it cannot be chosen. */
export function dayLabel(day: CalendarDay): string {
  if (day.closed) return `${dayName(day.date)}, выходной — записи нет`;
  if (!day.available) return `${dayName(day.date)}, свободного времени нет`;
  const free = day.slots.filter((slot) => slot.available).length;
  return `${dayName(day.date)}, свободно ${free} ${pluralize(free, ["окно", "окна", "окон"])}`;
}
