import { expect, test } from "vitest";
import {
  addDays,
  fromDayKey,
  fromTimeKey,
  normaliseDayKey,
  normaliseTimeKey,
  isIsoDay,
  isWeekend,
  localDayOf,
  localMinutesOf,
  momentOf,
  moscowOffsetMinutes,
  toDayKey,
  toTimeKey,
  weekdayOf,
} from "./test-drive-time";
import { scheduleSchema } from "./test-drive";

test("23:30 in Moscow is still that day, though UTC is 20:30 of it and the next day starts at 21:00 UTC", () => {
  const lateEvening = momentOf("2026-11-24", 23 * 60 + 30);
  expect(lateEvening.toISOString()).toBe("2026-11-24T20:30:00.000Z");
  expect(localDayOf(lateEvening)).toBe("2026-11-24");
  expect(localMinutesOf(lateEvening)).toBe(23 * 60 + 30);
  expect(localDayOf(new Date("2026-11-24T21:00:00Z"))).toBe("2026-11-25");
  expect(localDayOf(new Date("2026-11-24T20:59:59Z"))).toBe("2026-11-24");
});

test("Moscow is UTC+3 in winter and in summer alike: no daylight saving time", () => {
  expect(moscowOffsetMinutes).toBe(180);
  expect(momentOf("2026-01-15", 10 * 60).toISOString()).toBe("2026-01-15T07:00:00.000Z");
  expect(momentOf("2026-07-15", 10 * 60).toISOString()).toBe("2026-07-15T07:00:00.000Z");
  // The last Sundays of March and October, when Europe moves its clocks, change nothing here.
  expect(momentOf("2026-03-29", 3 * 60).toISOString()).toBe("2026-03-29T00:00:00.000Z");
  expect(momentOf("2026-10-25", 3 * 60).toISOString()).toBe("2026-10-25T00:00:00.000Z");
  expect(momentOf("2026-03-29", 12 * 60).getTime() - momentOf("2026-03-28", 12 * 60).getTime()).toBe(24 * 3_600_000);
});

test("another dealer's clock is its own fixed offset (Yekaterinburg, UTC+5)", () => {
  expect(momentOf("2026-11-24", 10 * 60, 300).toISOString()).toBe("2026-11-24T05:00:00.000Z");
  expect(localDayOf(new Date("2026-11-24T19:30:00Z"), 300)).toBe("2026-11-25");
});

test("days roll over months and years; weekdays count from Sunday", () => {
  expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
  expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
  expect(weekdayOf("2026-11-22")).toBe(0);
  expect(weekdayOf("2026-11-28")).toBe(6);
  expect([isWeekend("2026-11-27"), isWeekend("2026-11-28"), isWeekend("2026-11-29"), isWeekend("2026-11-30")]).toEqual([
    false,
    true,
    true,
    false,
  ]);
});

test("day and time keys are the schedule's: dd.mm.yyyy and HH:MM, only real ones", () => {
  expect(toDayKey("2026-11-24")).toBe("24.11.2026");
  expect(fromDayKey("24.11.2026")).toBe("2026-11-24");
  expect(fromDayKey("29.02.2027")).toBeNull();
  expect(fromDayKey("2026-11-24")).toBeNull();
  expect(fromDayKey("4.11.2026")).toBeNull();
  expect(["2026-11-24", "2028-02-29"].map(isIsoDay)).toEqual([true, true]);
  expect(["2026-13-45", "2026-02-31", "2027-02-29", "24.11.2026", "2026-11-24T00:00"].map(isIsoDay)).toEqual([
    false,
    false,
    false,
    false,
    false,
  ]);
  expect(toTimeKey(600)).toBe("10:00");
  expect(toTimeKey(9 * 60 + 30)).toBe("09:30");
  expect(fromTimeKey("10:00")).toBe(600);
  expect(fromTimeKey("9:30")).toBeNull();
  expect(fromTimeKey("24:00")).toBeNull();
  expect(fromTimeKey("10:60")).toBeNull();
});

test("a schedule service's days and times in other common forms are read into the schedule's own", () => {
  expect(normaliseDayKey("2026-11-24")).toBe("24.11.2026");
  expect(normaliseDayKey("4.1.2027")).toBe("04.01.2027");
  expect(normaliseDayKey("24.11.2026")).toBe("24.11.2026");
  expect(normaliseDayKey("31.02.2026")).toBeNull();
  expect(normaliseDayKey("завтра")).toBeNull();
  expect(normaliseTimeKey("9:30")).toBe("09:30");
  expect(normaliseTimeKey("09:30:00")).toBe("09:30");
  expect(normaliseTimeKey("24:00")).toBeNull();
  expect(normaliseTimeKey("09:30:15")).toBeNull();
});

test("a schedule with ISO days, seconds in its times and 1/0 for available reads as the embedded one would say it; a key that is no day fails it", () => {
  expect(scheduleSchema.parse({ "2026-11-24": { "10:00:00": { available: 1 }, "9:00": { available: "0" } } })).toEqual({
    "24.11.2026": { "10:00": { available: true }, "09:00": { available: false } },
  });
  expect(scheduleSchema.safeParse({ "24.11.2026": { "10:00": { available: "да" } } }).success).toBe(false);
  expect(scheduleSchema.safeParse({ "в понедельник": {} }).success).toBe(false);
});
