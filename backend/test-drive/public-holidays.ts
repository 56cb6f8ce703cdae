// Russian public holidays of any year, by the rule of the Labour Code (ТК РФ, ст. 112): the days
// themselves, and a holiday falling on a Saturday or Sunday moved to the next working day. The
// government's yearly decree may move more (the January days that fall on a weekend, a bridge day):
// those it has published are rows of `test_drive_holidays`, which the site adds to these. So the
// test-drive calendar keeps every holiday in a year nobody has written down yet.
import { isWeekend } from "@contract/test-drive-time";

const newYearHolidays = "Новогодние каникулы";

/** The fixed holidays: month-day and name. */
const fixedHolidays: ReadonlyArray<readonly [string, string]> = [
  ["01-01", newYearHolidays],
  ["01-02", newYearHolidays],
  ["01-03", newYearHolidays],
  ["01-04", newYearHolidays],
  ["01-05", newYearHolidays],
  ["01-06", newYearHolidays],
  ["01-07", "Рождество Христово"],
  ["01-08", newYearHolidays],
  ["02-23", "День защитника Отечества"],
  ["03-08", "Международный женский день"],
  ["05-01", "Праздник Весны и Труда"],
  ["05-09", "День Победы"],
  ["06-12", "День России"],
  ["11-04", "День народного единства"],
];

/**
 * The holidays of a year by the Labour Code, as the test-drive calendar closes them: each one on a
 * working day; one outside January on a weekend closes the next working day instead, named «…
 * (перенос с 8 марта)» (the weekend day keeps its weekend hours, as the seeded decrees have it).
 * January's days all close: those on a weekend are moved only by the year's decree.
 */
export function publicHolidays(year: number): Map<string, string> {
  const days = new Map<string, string>();
  const onWeekend: Array<readonly [string, string]> = [];
  for (const [monthDay, name] of fixedHolidays) {
    const day = `${year}-${monthDay}`;
    if (monthDay.startsWith("01-") || !isWeekend(day)) days.set(day, name);
    else onWeekend.push([monthDay, name]);
  }
  for (const [monthDay, name] of onWeekend) {
    let moved = nextDay(`${year}-${monthDay}`);
    while (isWeekend(moved) || days.has(moved)) moved = nextDay(moved);
    days.set(moved, `${name} (перенос с ${Number(monthDay.slice(3))} ${monthsGenitive[Number(monthDay.slice(0, 2)) - 1]})`);
  }
  return days;
}

/** The public holidays between two ISO days, both included, with their names. */
export function publicHolidaysBetween(from: string, to: string): Map<string, string> {
  const days = new Map<string, string>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const [day, name] of publicHolidays(year)) if (day >= from && day <= to) days.set(day, name);
  }
  return days;
}

const monthsGenitive = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
];

function nextDay(isoDay: string): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
