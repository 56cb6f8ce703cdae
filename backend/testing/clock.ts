import { toMoscowDay, type Clock } from "../http/clock";

/** A clock a test can set: `now` for the code under test, `set` to move it, `reset` to go back. */
export type TestClock = { now: Clock; set(moment: string): void; reset(): void };

/** A clock standing at `initial` (an ISO moment) until a test moves it. */
export function createTestClock(initial: string): TestClock {
  let current = new Date(initial);
  return {
    now: () => new Date(current),
    set: (moment) => {
      current = new Date(moment);
    },
    reset: () => {
      current = new Date(initial);
    },
  };
}

/** The moment route suites run at: noon in Moscow on 21 November 2026, when 7 of the seeded offers run. */
export const routeSuiteNow = "2026-11-21T12:00:00+03:00";

/** The Moscow day `days` after `from` (the real clock by default), as 'YYYY-MM-DD': a date that stays ahead whenever a test runs. */
export function moscowDayAhead(days: number, from: Date = new Date()): string {
  return toMoscowDay(new Date(from.getTime() + days * 86_400_000));
}
