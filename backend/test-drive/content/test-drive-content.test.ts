import { expect, test } from "vitest";
import { modelCodes } from "@contract/model-codes";
import { dealerSeed } from "../../directory/content/dealers";
import { testDriveCarSeed, testDriveHolidaySeed, testDriveHoursSeed } from "./test-drive-fleet";

test("every dealer that offers test drives has its hours and at least one car, and only those", () => {
  const offering = dealerSeed
    .filter((d) => d.testDrive)
    .map((d) => d.id)
    .sort();
  expect(testDriveHoursSeed.map((h) => h.dealerId).sort()).toEqual(offering);
  expect([...new Set(testDriveCarSeed.map((c) => c.dealerId))].sort()).toEqual(offering);
  for (const car of testDriveCarSeed) expect(modelCodes).toContain(car.model);
});

test("weekends are shorter than weekdays, and the Khimki dealer has every model", () => {
  for (const hours of testDriveHoursSeed) {
    const weekday = (hours.weekdayClosesAt ?? 0) - (hours.weekdayOpensAt ?? 0);
    const weekend = (hours.weekendClosesAt ?? 0) - (hours.weekendOpensAt ?? 0);
    expect(weekend, `dealer ${hours.dealerId}`).toBeLessThan(weekday);
  }
  expect(testDriveCarSeed.filter((c) => c.dealerId === 1).map((c) => c.model)).toEqual([...modelCodes]);
});

test("the holidays are real days of 2026 and 2027, New Year and Victory Day among them", () => {
  const days = testDriveHolidaySeed.map((h) => h.day);
  expect(new Set(days).size).toBe(days.length);
  for (const day of days) expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
  expect(days).toEqual(
    expect.arrayContaining(["2026-01-01", "2026-01-07", "2026-05-11", "2026-11-04", "2026-12-31", "2027-01-08", "2027-05-10"]),
  );
});
