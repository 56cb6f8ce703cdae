// Moves the clock of the code under test `TEST_CLOCK_SHIFT_DAYS` days ahead (the "a year ahead"
// projects of vitest.config.ts set a year): `new Date()` and `Date.now()` read the shifted moment and
// go on ticking, while dates built from a value stay as given. The database's own clock is not moved
// (PGlite's reads the process's, so it follows; PostgreSQL's does not).

const RealDate = Date;

/** The real clock's milliseconds, whatever the shift. */
export const realNow = (): number => RealDate.now();

/** Replaces the global Date with one `days` ahead of the real clock; the function returned puts back the one before. */
export function shiftClock(days: number): () => void {
  const previous = globalThis.Date;
  const shiftMs = days * 86_400_000;
  const shiftedNow = () => RealDate.now() + shiftMs;
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    // `Date()` called without `new` gives the current moment as text, as the real one does.
    if (!new.target) return new RealDate(shiftedNow()).toString();
    return args.length === 0 ? new RealDate(shiftedNow()) : new (RealDate as unknown as new (...values: unknown[]) => Date)(...args);
  }
  ShiftedDate.prototype = RealDate.prototype;
  Object.assign(ShiftedDate, { now: shiftedNow, UTC: RealDate.UTC, parse: RealDate.parse });
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
  return () => {
    globalThis.Date = previous;
  };
}

/** The shift this run asks for, in days (0: the real clock). */
export const clockShiftDays = Number(process.env.TEST_CLOCK_SHIFT_DAYS ?? "0") || 0;

if (clockShiftDays !== 0) shiftClock(clockShiftDays);
