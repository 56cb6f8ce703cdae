import type { testDriveCars, testDriveHolidays, testDriveHours } from "../schema";

type HoursRow = typeof testDriveHours.$inferInsert;
type CarRow = typeof testDriveCars.$inferInsert;
type HolidayRow = typeof testDriveHolidays.$inferInsert;

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

/**
 * How each test-drive dealer takes bookings: the last slot ends an hour before the showroom closes
 * (the car is washed and charged), weekends are shorter, and Yekaterinburg keeps its own clock (UTC+5).
 */
export const testDriveHoursSeed: HoursRow[] = [
  // Genesis Химки, showroom daily 9:00–21:00.
  { dealerId: 1, slotMinutes: 60, weekdayOpensAt: at(10), weekdayClosesAt: at(20), weekendOpensAt: at(11), weekendClosesAt: at(18) },
  // Genesis Москва Юг, Mon–Fri 9:00–21:00, Sat–Sun 10:00–20:00: longer drives on the Варшавское шоссе.
  {
    dealerId: 3,
    slotMinutes: 90,
    weekdayOpensAt: at(10),
    weekdayClosesAt: at(19, 30),
    weekendOpensAt: at(11),
    weekendClosesAt: at(18, 30),
  },
  // Genesis Пулково, daily 9:00–21:00.
  { dealerId: 5, slotMinutes: 60, weekdayOpensAt: at(10), weekdayClosesAt: at(20), weekendOpensAt: at(11), weekendClosesAt: at(19) },
  // Genesis Екатеринбург, Mon–Sat 9:00–20:00, Sun 10:00–18:00 local time.
  {
    dealerId: 6,
    utcOffsetMinutes: 300,
    slotMinutes: 60,
    weekdayOpensAt: at(10),
    weekdayClosesAt: at(19),
    weekendOpensAt: at(11),
    weekendClosesAt: at(17),
  },
  // Genesis Краснодар, daily 9:00–20:00.
  { dealerId: 7, slotMinutes: 60, weekdayOpensAt: at(10), weekdayClosesAt: at(19), weekendOpensAt: at(11), weekendClosesAt: at(18) },
  // Genesis Казань, Mon–Fri 9:00–20:00, Sat–Sun 10:00–19:00.
  { dealerId: 8, slotMinutes: 60, weekdayOpensAt: at(10), weekdayClosesAt: at(19), weekendOpensAt: at(11), weekendClosesAt: at(18) },
];

/** The test-drive fleet: Khimki has every model, the others most of them; versions named as the site names packages. */
export const testDriveCarSeed: CarRow[] = [
  { id: 101, dealerId: 1, model: "g70", version: "2.0T, полный привод, Элит" },
  { id: 102, dealerId: 1, model: "gv70", version: "2.5T, полный привод, Премиум" },
  { id: 103, dealerId: 1, model: "g80-new", version: "2.5T, полный привод, Элит" },
  { id: 104, dealerId: 1, model: "gv80", version: "3.5T, полный привод, Спорт Престиж" },
  { id: 105, dealerId: 1, model: "g90", version: "3.5T, полный привод, Престиж" },
  { id: 301, dealerId: 3, model: "g70", version: "2.5T, полный привод, Спорт" },
  { id: 302, dealerId: 3, model: "gv70", version: "3.5T, полный привод, Спорт" },
  { id: 303, dealerId: 3, model: "gv80", version: "2.5T, полный привод, Престиж" },
  { id: 501, dealerId: 5, model: "gv70", version: "2.5T, полный привод, Премиум" },
  { id: 502, dealerId: 5, model: "g80-new", version: "2.5T, полный привод, Премиум" },
  { id: 503, dealerId: 5, model: "gv80", version: "3.5T, полный привод, Спорт Престиж" },
  { id: 601, dealerId: 6, model: "gv70", version: "2.5T, полный привод, Элит" },
  { id: 602, dealerId: 6, model: "gv80", version: "2.5T, полный привод, Премиум" },
  { id: 701, dealerId: 7, model: "g70", version: "2.0T, полный привод, Премиум" },
  { id: 702, dealerId: 7, model: "gv70", version: "2.5T, полный привод, Премиум" },
  { id: 703, dealerId: 7, model: "gv80", version: "2.5T, полный привод, Премиум" },
  { id: 801, dealerId: 8, model: "gv70", version: "2.5T, полный привод, Премиум" },
  { id: 802, dealerId: 8, model: "gv80", version: "3.5T, полный привод, Спорт Престиж" },
];

const holidays = (year: number, days: Array<[string, string]>): HolidayRow[] =>
  days.map(([day, name]) => ({ day: `${year}-${day}`, name }));

const newYear = (year: number, last: number): Array<[string, string]> =>
  Array.from({ length: last }, (_, i) => [`01-0${i + 1}`, i === 6 ? "Рождество Христово" : "Новогодние каникулы"]);

/**
 * Russian public holidays of 2026 and 2027 as the government's decrees set them (Трудовой кодекс,
 * ст. 112): a holiday falling on a weekend moves to the next working day; the 2026 decree moves 3 and
 * 4 January to 9 January and 31 December. Later years need no rows: the calendar adds the Labour
 * Code's days of every year itself (public-holidays.ts); a later decree's own moves are rows to add.
 */
export const testDriveHolidaySeed: HolidayRow[] = [
  ...holidays(2026, [
    ...newYear(2026, 9),
    ["02-23", "День защитника Отечества"],
    ["03-09", "Международный женский день (перенос с 8 марта)"],
    ["05-01", "Праздник Весны и Труда"],
    ["05-11", "День Победы (перенос с 9 мая)"],
    ["06-12", "День России"],
    ["11-04", "День народного единства"],
    ["12-31", "Новогодний выходной (перенос с 4 января)"],
  ]),
  ...holidays(2027, [
    ...newYear(2027, 8),
    ["02-23", "День защитника Отечества"],
    ["03-08", "Международный женский день"],
    ["05-03", "Праздник Весны и Труда (перенос с 1 мая)"],
    ["05-10", "День Победы (перенос с 9 мая)"],
    ["06-14", "День России (перенос с 12 июня)"],
    ["11-04", "День народного единства"],
  ]),
];
