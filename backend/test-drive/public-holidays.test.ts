import { expect, test } from "vitest";
import { testDriveHolidaySeed } from "./content/test-drive-fleet";
import { publicHolidays, publicHolidaysBetween } from "./public-holidays";

test("for 2026 and 2027 the rule gives every day the decrees name, except the days only a decree moves", () => {
  const seeded = new Map(testDriveHolidaySeed.map((row) => [row.day, row.name]));
  const computed = new Map([...publicHolidays(2026), ...publicHolidays(2027)]);
  for (const day of computed.keys()) expect(seeded.has(day), day).toBe(true);
  expect([...seeded.keys()].filter((day) => !computed.has(day))).toEqual(["2026-01-09", "2026-12-31"]);
  expect(computed.get("2026-03-09")).toBe("Международный женский день (перенос с 8 марта)");
  expect(computed.get("2027-06-14")).toBe("День России (перенос с 12 июня)");
});

test("a year nobody has written down still has its holidays, a weekend one moved to the Monday", () => {
  const days = publicHolidays(2028);
  expect(days.get("2028-01-07")).toBe("Рождество Христово");
  expect(days.get("2028-05-09")).toBe("День Победы");
  // 4 November 2028 is a Saturday.
  expect(days.has("2028-11-04")).toBe(false);
  expect(days.get("2028-11-06")).toBe("День народного единства (перенос с 4 ноября)");
  expect(days.size).toBe(14);
});

test("the days between two dates cross a new year", () => {
  expect([...publicHolidaysBetween("2031-12-30", "2032-01-02").keys()]).toEqual(["2032-01-01", "2032-01-02"]);
  expect(publicHolidaysBetween("2031-12-01", "2031-12-29").size).toBe(0);
});
