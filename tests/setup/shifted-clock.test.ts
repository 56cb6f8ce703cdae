import { afterEach, expect, test } from "vitest";
import { clockShiftDays, realNow, shiftClock } from "./shifted-clock";

const day = 86_400_000;
let restore: (() => void) | undefined;
afterEach(() => restore?.());

// In the "a year ahead" projects this file runs with the shift on: the clock must really stand there.
test("the run's clock stands as many days ahead as the project asks", () => {
  // The real time is read first: read after, it can be a millisecond later, and an unshifted run's -0.00001 days
  // rounds to -0, which is not 0.
  const real = realNow();
  expect(Math.round((Date.now() - real) / day)).toBe(clockShiftDays);
  expect(Math.round((new Date().getTime() - real) / day)).toBe(clockShiftDays);
});

test("a shifted clock moves now and keeps ticking, and leaves dates made from a value alone", async () => {
  const before = Date.now();
  restore = shiftClock(clockShiftDays + 366);
  expect(Date.now() - before).toBeGreaterThanOrEqual(366 * day);
  expect(new Date().getTime() - before).toBeGreaterThanOrEqual(366 * day);
  const first = Date.now();
  await expect.poll(() => Date.now()).toBeGreaterThan(first);
  expect(new Date("2026-11-21T12:00:00+03:00").toISOString()).toBe("2026-11-21T09:00:00.000Z");
  expect(new Date(0).getTime()).toBe(0);
  expect(new Date() instanceof Date).toBe(true);
  expect(Date.UTC(2026, 0, 1)).toBe(Date.parse("2026-01-01T00:00:00Z"));
  expect(typeof (Date as unknown as () => string)()).toBe("string");
  restore();
  restore = undefined;
  const real = realNow();
  expect(Math.round((Date.now() - real) / day)).toBe(clockShiftDays);
});
