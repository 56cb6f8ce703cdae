import { expect, test } from "vitest";
import {
  formatDate,
  russianDate,
  formatNumber,
  formatPrice,
  getMonthNameGenitive,
  lowerFirst,
  monthNames,
  monthNamesGenitive,
  weekdayAbbreviations,
  onFirstUse,
  upperFirst,
} from "~/lib/format";

test("formatPrice groups thousands with a plain space and adds the rouble sign", () => {
  expect(formatPrice(2249000)).toBe("2 249 000 ₽");
  expect(formatPrice(4740000)).toBe("4 740 000 ₽");
  expect(formatPrice(990)).toBe("990 ₽");
  expect(formatPrice(2249000)).not.toMatch(/[\u00a0\u202f]/);
});

test("formatPrice rounds to whole roubles and accepts price text from feeds", () => {
  expect(formatPrice(1999999.6)).toBe("2 000 000 ₽");
  expect(formatPrice("3150000")).toBe("3 150 000 ₽");
});

test("formatNumber follows US grouping with commas swapped for spaces", () => {
  expect(formatNumber(0)).toBe("0");
  expect(formatNumber(12500)).toBe("12 500");
  expect(formatNumber(-1234567)).toBe("-1 234 567");
  expect(formatNumber(1234.5)).toBe("1 234.5");
  expect(formatNumber("45 000")).toBe("45 000");
});

test("formatNumber groups whole numbers by hand exactly as the US recipe does", () => {
  const recipe = (n: number) => new Intl.NumberFormat("en-US").format(n).replace(/,/g, " ");
  const samples = [
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    9999,
    10000,
    100000,
    999999,
    1000000,
    2249000,
    12345678901,
    Number.MAX_SAFE_INTEGER,
    -1,
    -999,
    -1000,
    -987654321,
    Number.MIN_SAFE_INTEGER,
    -0,
  ];
  // A fixed pseudo-random walk over every length of number, so a failure names the same value each run.
  let seed = 7;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 48271) % 2147483647;
    samples.push(Math.floor((seed / 2147483647) * 10 ** (1 + (i % 16))) * (i % 3 === 0 ? -1 : 1));
  }
  for (const n of samples) expect(formatNumber(n), String(n)).toBe(recipe(n));
  expect(formatNumber(-0)).toBe("-0");
  expect(formatNumber(2.0005)).toBe(recipe(2.0005));
  expect(formatNumber(1e21)).toBe(recipe(1e21));
});

test("onFirstUse makes its value once, on the first call, not when the module loads", () => {
  let made = 0;
  const value = onFirstUse(() => ({ n: ++made }));
  expect(made).toBe(0);
  expect(value()).toBe(value());
  expect(made).toBe(1);
});

test("formatNumber keeps text that is not a number as it came", () => {
  expect(formatNumber("по запросу")).toBe("по запросу");
  expect(formatNumber("")).toBe("");
});

test("formatDate writes backend date text in Russian with a genitive month", () => {
  expect(formatDate("2026-03-05 10:00:00")).toBe("5 марта 2026");
  expect(formatDate("2023-12-31 23:59:59")).toBe("31 декабря 2023");
  expect(formatDate("2024-05-01 00:00:00")).toBe("1 мая 2024");
});

test("formatDate returns text it cannot read unchanged", () => {
  expect(formatDate("вчера")).toBe("вчера");
  expect(formatDate("2026-02-30 10:00:00")).toBe("2026-02-30 10:00:00");
});

test("month names: nominative for headers, genitive inside dates", () => {
  expect(monthNames[2]).toBe("Март");
  expect(getMonthNameGenitive(3)).toBe("марта");
  expect(monthNames).toHaveLength(12);
  expect(monthNamesGenitive).toHaveLength(12);
  expect(() => getMonthNameGenitive(13)).toThrow(RangeError);
  expect(() => getMonthNameGenitive(0)).toThrow(RangeError);
});

test("weekday abbreviations follow Date#getDay from Sunday", () => {
  expect(weekdayAbbreviations).toEqual(["вс", "пн", "вт", "ср", "чт", "пт", "сб"]);
  expect(weekdayAbbreviations[new Date(2026, 2, 5).getDay()]).toBe("чт");
});

test("every day of two centuries reads as Intl's ru-RU writes it, in each of the three forms", () => {
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("ru-RU", { ...options, timeZone: "UTC" });
  const date = intl({ day: "numeric", month: "long", year: "numeric" });
  const weekday = intl({ weekday: "long", day: "numeric", month: "long" });
  const weekdayYear = intl({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const differing: string[] = [];
  for (let time = Date.UTC(1900, 0, 1); time <= Date.UTC(2100, 11, 31); time += 86_400_000) {
    const day = new Date(time);
    // formatDate's form is Intl's parts: the day, the month and the year, without the " г." that follows the year.
    const parts = date.formatToParts(day);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
    const expected = [`${part("day")} ${part("month")} ${part("year")}`, weekday.format(day), weekdayYear.format(day)];
    const written = [russianDate(day), russianDate(day, "weekday"), russianDate(day, "weekday-year")];
    if (written.join("|") !== expected.join("|")) differing.push(`${day.toISOString().slice(0, 10)}: ${written.join(" / ")}`);
  }

  expect(differing).toEqual([]);
  expect(russianDate(new Date(Date.UTC(2026, 10, 24)), "weekday-year")).toBe("вторник, 24 ноября 2026 г.");
  expect(formatDate("2026-11-24 10:00:00")).toBe("24 ноября 2026");
});

test("lowerFirst and upperFirst change only the first letter, so brand names keep their case", () => {
  expect(lowerFirst("Персональный менеджер Genesis")).toBe("персональный менеджер Genesis");
  expect(lowerFirst("")).toBe("");
  expect(upperFirst("новый автомобиль Genesis")).toBe("Новый автомобиль Genesis");
});
