// The embedded schedule, as a pure function of a dealer's hours, its holidays, the slots already
// taken and the current moment: the route reads the rows, this decides what a visitor may book.
import type { Schedule } from "@contract/test-drive";
import { addDays, isWeekend, localDayOf, momentOf, toDayKey, toTimeKey } from "@contract/test-drive-time";

/** A dealer's working hours for test drives (minutes after local midnight); null: closed. */
export type OpeningHours = { opensAt: number; closesAt: number } | null;

/** What the schedule of a dealer is built from. */
export type DealerHours = {
  utcOffsetMinutes: number;
  slotMinutes: number;
  weekday: OpeningHours;
  weekend: OpeningHours;
  daysAhead: number;
};

/** A slot cannot be booked less than this far ahead: the car has to be prepared and the visitor called. */
export const minimumNoticeMinutes = 120;

/** The local days the schedule covers, today first. */
export function scheduleDays(hours: Pick<DealerHours, "utcOffsetMinutes" | "daysAhead">, now: Date): string[] {
  const today = localDayOf(now, hours.utcOffsetMinutes);
  return Array.from({ length: hours.daysAhead }, (_, i) => addDays(today, i));
}

/** Minutes after midnight each slot of a day starts at; none on a holiday or a closed day. */
export function slotStartsOf(hours: DealerHours, isoDay: string, holidays: ReadonlySet<string>): number[] {
  if (holidays.has(isoDay)) return [];
  const open = isWeekend(isoDay) ? hours.weekend : hours.weekday;
  if (!open) return [];
  const starts: number[] = [];
  for (let start = open.opensAt; start + hours.slotMinutes <= open.closesAt; start += hours.slotMinutes) starts.push(start);
  return starts;
}

/**
 * Why a slot is not bookable, or null when it is: past or too soon, taken (booked or closed by staff).
 * `taken` holds the epoch milliseconds of slot starts no visitor may have.
 */
export function slotRefusal(start: Date, now: Date, taken: ReadonlySet<number>): "too-soon" | "taken" | null {
  if (start.getTime() - now.getTime() < minimumNoticeMinutes * 60_000) return "too-soon";
  return taken.has(start.getTime()) ? "taken" : null;
}

/**
 * The schedule of docs/product.md §3: every day of the window keyed 'dd.mm.yyyy' (a closed day or holiday with
 * no slots), each slot keyed 'HH:MM' with whether it can still be booked.
 */
export function buildSchedule(hours: DealerHours, holidays: ReadonlySet<string>, taken: ReadonlySet<number>, now: Date): Schedule {
  const schedule: Schedule = {};
  for (const day of scheduleDays(hours, now)) {
    const slots: Schedule[string] = {};
    for (const minutes of slotStartsOf(hours, day, holidays)) {
      const start = momentOf(day, minutes, hours.utcOffsetMinutes);
      slots[toTimeKey(minutes)] = { available: slotRefusal(start, now, taken) === null };
    }
    schedule[toDayKey(day)] = slots;
  }
  return schedule;
}

/**
 * Whether a local day and time is one of the dealer's slots inside the window (whatever its state):
 * a time between slots, on a closed day or beyond the window is no slot at all.
 */
export function isSlotOf(hours: DealerHours, holidays: ReadonlySet<string>, isoDay: string, minutes: number, now: Date): boolean {
  return scheduleDays(hours, now).includes(isoDay) && slotStartsOf(hours, isoDay, holidays).includes(minutes);
}
