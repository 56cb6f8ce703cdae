// When a bundled sample offer runs, told from the day the content is first seeded rather than as
// fixed dates: a site installed in any year opens with offers that run (and one that has ended, kept
// for old links), instead of a list that empties itself as the written dates pass. Staff's own
// offers carry real dates; these rules are for the sample only.
import { localDayOf, moscowOffsetMinutes } from "@contract/test-drive-time";

/** A period of an offer relative to the Moscow day it is seeded on. */
export type OfferRun =
  /**
   * Whole months around the seeding month: from day `fromDay` (1 unless given) of the month `from`
   * months away to the last day of the month `to` months away (negative: before).
   */
  | { kind: "months"; from: number; fromDay?: number; to: number }
  /**
   * A season of every year, from the first day of `fromMonth` to the last day of `toMonth` (1–12; a
   * season across the new year has `toMonth` < `fromMonth`): the season running on the seeding day,
   * or else the `next` one to come or the `last` one that ended (a winter offer seeded in summer
   * waits for its winter; a summer offer seeded in winter is last summer's).
   */
  | { kind: "season"; fromMonth: number; toMonth: number; otherwise: "next" | "last" };

/** The offer's Moscow days 'YYYY-MM-DD', both included. */
export type OfferDays = { validFrom: string; validTo: string };

/** The days an offer runs when its content is seeded at `seededAt`. */
export function offerDays(run: OfferRun, seededAt: Date): OfferDays {
  const today = localDayOf(seededAt, moscowOffsetMinutes);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (run.kind === "months") {
    const start = shiftMonth(year, month, run.from);
    const end = shiftMonth(year, month, run.to);
    return {
      validFrom: isoDay(start.year, start.month, run.fromDay ?? 1),
      validTo: isoDay(end.year, end.month, daysIn(end.year, end.month)),
    };
  }
  const seasons = [year - 1, year, year + 1].map((startYear) => seasonOf(run, startYear));
  const running = seasons.find((season) => season.validFrom <= today && today <= season.validTo);
  if (running) return running;
  if (run.otherwise === "next") return seasons.find((season) => season.validFrom > today) ?? seasons[2]!;
  return seasons.filter((season) => season.validTo < today).at(-1) ?? seasons[0]!;
}

function seasonOf(run: Extract<OfferRun, { kind: "season" }>, startYear: number): OfferDays {
  const endYear = run.toMonth < run.fromMonth ? startYear + 1 : startYear;
  return { validFrom: isoDay(startYear, run.fromMonth, 1), validTo: isoDay(endYear, run.toMonth, daysIn(endYear, run.toMonth)) };
}

function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
