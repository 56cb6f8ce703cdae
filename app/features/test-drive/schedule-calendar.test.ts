import { expect, test } from "vitest";
import type { Schedule } from "@contract/test-drive";
import { monthNames, weekdayAbbreviations } from "~/lib/format";
import { dayLabel, fullDate, groupSchedule, keepSelection, keptChoiceNote, nextAvailableDays } from "./schedule-calendar";

const free = { available: true };
const taken = { available: false };

// Saturday 28 November 2026 to Tuesday 1 December: a month boundary, a closed Sunday, a booked-out Monday.
const schedule: Schedule = {
  "01.12.2026": { "10:00": free, "11:00": taken },
  "28.11.2026": { "12:00": taken, "11:00": free },
  "29.11.2026": {},
  "30.11.2026": { "10:00": taken, "11:00": taken },
};

test("the schedule is grouped into months with Russian names, days in order with weekday abbreviations, slots by time", () => {
  const months = groupSchedule(schedule);
  expect(months.map((m) => [m.key, m.number, m.name, m.days.map((d) => d.number)])).toEqual([
    ["2026-11", 11, "Ноябрь", [28, 29, 30]],
    ["2026-12", 12, "Декабрь", [1]],
  ]);
  const [saturday, sunday, monday] = months[0]?.days ?? [];
  expect(saturday).toMatchObject({ date: "28.11.2026", weekday: "сб", available: true, closed: false });
  expect(saturday?.slots).toEqual([
    { time: "11:00", available: true },
    { time: "12:00", available: false },
  ]);
  expect(sunday).toMatchObject({ weekday: "вс", available: false, closed: true, slots: [] });
  expect(monday).toMatchObject({ weekday: "пн", available: false, closed: false });
  expect(months[1]?.days[0]).toMatchObject({ weekday: "вт", available: true });
});

test("names: twelve months from Январь, weekdays вс…сб", () => {
  expect(monthNames[0]).toBe("Январь");
  expect(monthNames[10]).toBe("Ноябрь");
  expect(weekdayAbbreviations).toEqual(["вс", "пн", "вт", "ср", "чт", "пт", "сб"]);
  expect(groupSchedule({ "31.02.2026": { "10:00": free } })).toEqual([]);
});

test("a screen reader hears the date and why a day cannot be chosen", () => {
  const [november] = groupSchedule(schedule);
  const [saturday, sunday, monday] = november?.days ?? [];
  expect(saturday && dayLabel(saturday)).toBe("суббота, 28 ноября, свободно 1 окно");
  expect(sunday && dayLabel(sunday)).toBe("воскресенье, 29 ноября, выходной — записи нет");
  expect(monday && dayLabel(monday)).toBe("понедельник, 30 ноября, свободного времени нет");
  expect(fullDate("01.12.2026")).toBe("вторник, 1 декабря 2026 г.");
});

test("a new schedule keeps the day and time that still fit, else starts at the first day that can be booked", () => {
  const months = groupSchedule(schedule);
  expect(keepSelection(months, { month: "2026-11", day: "28.11.2026", time: "11:00" })).toEqual({
    month: "2026-11",
    day: "28.11.2026",
    time: "11:00",
  });
  expect(keepSelection(months, { month: "2026-11", day: "28.11.2026", time: "12:00" })).toEqual({
    month: "2026-11",
    day: "28.11.2026",
    time: null,
  });
  expect(keepSelection(months, { month: "2026-11", day: "30.11.2026", time: "10:00" })).toEqual({
    month: "2026-11",
    day: "28.11.2026",
    time: null,
  });
  expect(keepSelection(months, { month: "2026-12", day: "01.12.2026", time: "10:00" })).toEqual({
    month: "2026-12",
    day: "01.12.2026",
    time: "10:00",
  });
  expect(keepSelection(groupSchedule({ "29.11.2026": {} }), { month: null, day: null, time: null })).toEqual({
    month: "2026-11",
    day: null,
    time: null,
  });
});

test("without JavaScript the next days that can be booked are listed", () => {
  expect(nextAvailableDays(groupSchedule(schedule), 5).map((d) => d.date)).toEqual(["28.11.2026", "01.12.2026"]);
  expect(nextAvailableDays(groupSchedule(schedule), 1).map((d) => d.date)).toEqual(["28.11.2026"]);
});

test("only a day with its time is named as chosen", () => {
  expect(keptChoiceNote({ day: "28.11.2026", time: "11:00" })).toBe(
    "Выбрано: суббота, 28 ноября, 11:00. Чтобы выбрать другое время, нажмите на день.",
  );
  expect(keptChoiceNote({ day: "25.11.2026", time: null })).toBeNull();
  expect(keptChoiceNote({ day: null, time: null })).toBeNull();
});
