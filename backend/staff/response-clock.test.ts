import { expect, test } from "vitest";
import { clockOf, medianMinutes } from "./response-clock";

const at = (iso: string) => new Date(iso);
const lead = (created: string, opened?: [string, string], worked?: [string, string]) => ({
  createdAt: at(created),
  firstOpenedAt: opened ? at(opened[0]) : null,
  firstOpenedBy: opened?.[1] ?? null,
  firstWorkedAt: worked ? at(worked[0]) : null,
  firstWorkedBy: worked?.[1] ?? null,
});

test("the median is the middle minute, or the mean of the two middle ones; none for no leads", () => {
  expect(medianMinutes([30, 5, 12])).toBe(12);
  expect(medianMinutes([4, 10, 1, 7])).toBe(6);
  expect(medianMinutes([])).toBeNull();
});

test("per Moscow day, newest first and every day of the week, and per member of staff by what each did first", () => {
  // 6 December 2026, 12:00 in Moscow.
  const now = at("2026-12-06T09:00:00Z");
  const clock = clockOf(
    [
      // 5 December, 23:30 in Moscow (20:30 UTC): Moscow's day, not UTC's.
      lead("2026-12-05T20:30:00Z", ["2026-12-05T20:42:00Z", "olga@genesis-khimki.ru"], ["2026-12-05T21:10:00Z", "olga@genesis-khimki.ru"]),
      lead("2026-12-06T06:00:00Z", ["2026-12-06T06:04:00Z", "ivan@genesis-khimki.ru"], ["2026-12-06T06:30:00Z", "olga@genesis-khimki.ru"]),
      lead("2026-12-06T07:00:00Z", ["2026-12-06T07:20:00Z", "ivan@genesis-khimki.ru"]),
      lead("2026-12-06T08:00:00Z"),
    ],
    now,
  );
  expect(clock.days.map((day) => day.key)).toEqual([
    "2026-12-06",
    "2026-12-05",
    "2026-12-04",
    "2026-12-03",
    "2026-12-02",
    "2026-12-01",
    "2026-11-30",
  ]);
  expect(clock.days[0]).toEqual({
    key: "2026-12-06",
    leads: 3,
    opened: 2,
    worked: 1,
    untouched: 1,
    medianMinutesToOpen: 12,
    medianMinutesToWork: 30,
  });
  expect(clock.days[1]).toMatchObject({ leads: 1, opened: 1, worked: 1, medianMinutesToOpen: 12, medianMinutesToWork: 40 });
  expect(clock.days[2]).toEqual({
    key: "2026-12-04",
    leads: 0,
    opened: 0,
    worked: 0,
    untouched: 0,
    medianMinutesToOpen: null,
    medianMinutesToWork: null,
  });
  // Ivan opened two, took none into work; Olga opened one and took two into work.
  expect(clock.staff).toEqual([
    { key: "olga@genesis-khimki.ru", leads: 2, opened: 1, worked: 2, untouched: 0, medianMinutesToOpen: 12, medianMinutesToWork: 35 },
    { key: "ivan@genesis-khimki.ru", leads: 2, opened: 2, worked: 0, untouched: 0, medianMinutesToOpen: 12, medianMinutesToWork: null },
  ]);
});
