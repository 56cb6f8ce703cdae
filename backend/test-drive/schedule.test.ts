import { expect, test } from "vitest";
import { momentOf } from "@contract/test-drive-time";
import { buildSchedule, isSlotOf, slotStartsOf, type DealerHours } from "./schedule";

const hours = (overrides: Partial<DealerHours> = {}): DealerHours => ({
  utcOffsetMinutes: 180,
  slotMinutes: 60,
  weekday: { opensAt: 10 * 60, closesAt: 20 * 60 },
  weekend: { opensAt: 11 * 60, closesAt: 18 * 60 },
  daysAhead: 14,
  ...overrides,
});

const none = new Set<number>();
const noHolidays = new Set<string>();

test("weekdays and weekends have their own hours; the last slot ends by closing time", () => {
  expect(slotStartsOf(hours(), "2026-11-24", noHolidays).map((m) => m / 60)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  expect(slotStartsOf(hours(), "2026-11-28", noHolidays).map((m) => m / 60)).toEqual([11, 12, 13, 14, 15, 16, 17]);
  expect(slotStartsOf(hours({ slotMinutes: 90, weekday: { opensAt: 600, closesAt: 1170 } }), "2026-11-24", noHolidays)).toEqual([
    600, 690, 780, 870, 960, 1050,
  ]);
  expect(slotStartsOf(hours({ weekend: null }), "2026-11-29", noHolidays)).toEqual([]);
  expect(slotStartsOf(hours(), "2026-12-31", new Set(["2026-12-31"]))).toEqual([]);
});

test("two weeks from today in Moscow: past slots and those less than two hours ahead are never available", () => {
  // Tuesday 24 November 2026, 11:30 in Moscow.
  const now = new Date("2026-11-24T11:30:00+03:00");
  const schedule = buildSchedule(hours(), noHolidays, none, now);
  const days = Object.keys(schedule);
  expect(days).toHaveLength(14);
  expect(days[0]).toBe("24.11.2026");
  expect(days[13]).toBe("07.12.2026");
  const today = schedule["24.11.2026"] ?? {};
  expect(today["10:00"]).toEqual({ available: false });
  expect(today["12:00"]).toEqual({ available: false });
  expect(today["13:00"]).toEqual({ available: false });
  // Exactly two hours ahead is enough notice.
  expect(today["13:30"]).toBeUndefined();
  expect(buildSchedule(hours(), noHolidays, none, new Date("2026-11-24T11:00:00+03:00"))["24.11.2026"]?.["13:00"]).toEqual({
    available: true,
  });
  expect(today["14:00"]).toEqual({ available: true });
  expect(schedule["25.11.2026"]?.["10:00"]).toEqual({ available: true });
});

test("booked and closed slots are shown, not available; a holiday is a day without slots", () => {
  const now = new Date("2026-11-24T08:00:00+03:00");
  const taken = new Set([momentOf("2026-11-25", 12 * 60).getTime()]);
  const schedule = buildSchedule(hours(), new Set(["2026-11-26"]), taken, now);
  expect(schedule["25.11.2026"]?.["12:00"]).toEqual({ available: false });
  expect(schedule["25.11.2026"]?.["13:00"]).toEqual({ available: true });
  expect(schedule["26.11.2026"]).toEqual({});
});

test("at 23:30 Moscow time the schedule starts with that day (still today in Moscow, though tomorrow's UTC date is near)", () => {
  const now = new Date("2026-11-24T20:30:00Z");
  const schedule = buildSchedule(hours(), noHolidays, none, now);
  expect(Object.keys(schedule)[0]).toBe("24.11.2026");
  expect(Object.values(schedule["24.11.2026"] ?? {}).every((slot) => !slot.available)).toBe(true);
  expect(schedule["25.11.2026"]?.["10:00"]).toEqual({ available: true });
  // Ten minutes later Moscow has moved on to the 25th.
  expect(Object.keys(buildSchedule(hours(), noHolidays, none, new Date("2026-11-24T21:10:00Z")))[0]).toBe("25.11.2026");
});

test("a time is a slot only on the dealer's grid, inside the window", () => {
  const now = new Date("2026-11-24T08:00:00+03:00");
  expect(isSlotOf(hours(), noHolidays, "2026-11-25", 600, now)).toBe(true);
  expect(isSlotOf(hours(), noHolidays, "2026-11-25", 630, now)).toBe(false);
  expect(isSlotOf(hours(), noHolidays, "2026-11-28", 600, now)).toBe(false);
  expect(isSlotOf(hours(), noHolidays, "2026-12-08", 600, now)).toBe(false);
  expect(isSlotOf(hours(), noHolidays, "2026-11-23", 600, now)).toBe(false);
});
