import { expect, test } from "vitest";
import {
  carTypeText,
  feedDay,
  formatStockPrice,
  newAvailability,
  newWarranty,
  normaliseBodyColor,
  normaliseDriveType,
  normaliseEngineType,
  tidyText,
  usedAvailability,
  usedWarranty,
  vinTail,
} from "./normalise";
import { toMoscowDay } from "../http/clock";

test("a feed's text is tidied: &nbsp; and typographic spaces are plain ones, soft hyphens and zero-width marks go", () => {
  expect(tidyText("\u00a0Prestige\u00a0Plus ")).toBe("Prestige Plus");
  expect(tidyText("2.5T\u2009AT\u2002\u2003 4WD\u202f(249\u00a0л.с.)")).toBe("2.5T AT 4WD (249 л.с.)");
  expect(tidyText("Пре\u00adстиж\u200b")).toBe("Престиж");
  expect(tidyText("Черный\n   металлик")).toBe("Черный металлик");
  expect(tidyText("\u00a0")).toBe("");
  // A colour written with &nbsp; is the same colour.
  expect(normaliseBodyColor(tidyText("Черный\u00a0металлик"))).toBe("Чёрный");
});

test("type is the spec's fixed text for used and new cars", () => {
  expect(carTypeText("used")).toBe("автомобиль с пробегом");
  expect(carTypeText("new")).toBe("новый автомобиль");
});

test("the VIN keeps its last 4 characters", () => {
  expect(vinTail("KMTG341ABMU012345")).toBe("2345");
  expect(vinTail(" KMTG341ABMU0123XY ")).toBe("23XY");
  expect(vinTail("AB1")).toBe("AB1");
});

test("the price has a space as thousands separator", () => {
  expect(formatStockPrice(4_740_000)).toBe("4 740 000");
  expect(formatStockPrice(999)).toBe("999");
  expect(formatStockPrice(1_000)).toBe("1 000");
  expect(formatStockPrice(12_345_678)).toBe("12 345 678");
});

test("the hand-grouped price is the US format's text with spaces, for every length of whole number", () => {
  const us = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
  for (let digits = 1; digits <= 16; digits++) {
    for (const n of [10 ** (digits - 1), 10 ** digits - 1, Math.floor(10 ** (digits - 1) * 1.2345678)]) {
      expect(formatStockPrice(n)).toBe(us.format(n).replaceAll(",", " "));
    }
  }
  expect(formatStockPrice(0)).toBe("0");
});

test.each([
  ["petrol", "Бензин"],
  ["Petrol", "Бензин"],
  ["бензин", "Бензин"],
  [" БЕНЗИН ", "Бензин"],
  ["diesel", "Дизель"],
  ["DIESEL", "Дизель"],
  ["дизельное топливо", "Дизель"],
  ["Дизельное  топливо", "Дизель"],
])("engine type %j → %j", (input, output) => {
  expect(normaliseEngineType(input)).toBe(output);
});

test("an engine type no format lists is kept as it came", () => {
  expect(normaliseEngineType("водород")).toBe("водород");
  expect(normaliseEngineType("Бензин турбо")).toBe("Бензин турбо");
});

test.each([
  ["full_4wd", "Полный привод"],
  ["FULL_4WD", "Полный привод"],
  ["полный", "Полный привод"],
  ["Полный", "Полный привод"],
  ["задний", "Задний привод"],
  ["Задний", "Задний привод"],
])("drive type %j → %j", (input, output) => {
  expect(normaliseDriveType(input)).toBe(output);
});

test("a drive type no format lists is kept as it came", () => {
  expect(normaliseDriveType("подключаемый полный")).toBe("подключаемый полный");
  expect(normaliseDriveType("2WD")).toBe("2WD");
});

test.each([
  ["black", "Чёрный"],
  ["Black metallic", "Чёрный"],
  ["чёрный", "Чёрный"],
  ["Черный", "Чёрный"],
  ["ЧЕРНЫЙ МЕТАЛЛИК", "Чёрный"],
  ["Металлик черный", "Чёрный"],
  ["white", "Белый"],
  ["белый", "Белый"],
  ["Белый металлик", "Белый"],
  ["blue", "Синий"],
  ["Синий металлик", "Синий"],
  ["grey", "Серый"],
  ["gray", "Серый"],
  ["серый", "Серый"],
  ["green", "Зелёный"],
  ["Зеленый металлик", "Зелёный"],
  ["зелёный", "Зелёный"],
])("body colour %j → %j", (input, output) => {
  expect(normaliseBodyColor(input)).toBe(output);
});

test("a colour no format lists is kept as it came, even with «металлик»", () => {
  expect(normaliseBodyColor("Мятный металлик")).toBe("Мятный металлик");
  expect(normaliseBodyColor("Красно-коричневый")).toBe("Красно-коричневый");
  // A colour name that merely contains a base colour is another colour.
  expect(normaliseBodyColor("Тёмно-синий")).toBe("Тёмно-синий");
  expect(normaliseBodyColor("металлик")).toBe("металлик");
});

test("used availability is true for `available` only", () => {
  expect(usedAvailability("available")).toBe(true);
  expect(usedAvailability(" Available ")).toBe(true);
  expect(usedAvailability("in_transit")).toBe(false);
  expect(usedAvailability("в наличии")).toBe(false);
});

test("new availability is true for «в наличии» only", () => {
  expect(newAvailability("в наличии")).toBe(true);
  expect(newAvailability("В наличии")).toBe(true);
  expect(newAvailability("в пути")).toBe(false);
  expect(newAvailability("available")).toBe(false);
});

test("the Moscow day turns at 21:00 UTC", () => {
  expect(toMoscowDay(new Date("2026-11-23T20:59:59Z"))).toBe("2026-11-23");
  expect(toMoscowDay(new Date("2026-11-23T21:00:00Z"))).toBe("2026-11-24");
});

test("a used warranty holds through its last Moscow day", () => {
  const lateEvening = new Date("2026-11-23T20:30:00Z"); // 23:30 in Moscow
  expect(usedWarranty("2026-11-23", lateEvening)).toBe(true);
  expect(usedWarranty("2026-11-22", lateEvening)).toBe(false);
  // 00:30 in Moscow on the 24th, still the 23rd in UTC: the 23rd is over.
  const afterMidnight = new Date("2026-11-23T21:30:00Z");
  expect(usedWarranty("2026-11-23", afterMidnight)).toBe(false);
  expect(usedWarranty("2026-11-24", afterMidnight)).toBe(true);
  expect(usedWarranty(null, afterMidnight)).toBe(false);
});

test("a new car's warranty always holds", () => {
  expect(newWarranty()).toBe(true);
});

test("feed dates are read in the forms feeds write them", () => {
  expect(feedDay("2027-05-01")).toBe("2027-05-01");
  expect(feedDay("2027-05-01T00:00:00+03:00")).toBe("2027-05-01");
  expect(feedDay("01.05.2027")).toBe("2027-05-01");
  expect(feedDay("2027-11-24 00:00:00")).toBe("2027-11-24");
  expect(["2027/11/24", "24/11/2027", "24.11.27", "24.11.2027"].map(feedDay)).toEqual(Array(4).fill("2027-11-24"));
  expect(feedDay("1.2.2027")).toBe("2027-02-01");
  expect(feedDay("2027-02-31")).toBeNull();
  expect(feedDay("31/02/2027")).toBeNull();
  expect(feedDay("24.11.202")).toBeNull();
  expect(feedDay("скоро")).toBeNull();
  expect(feedDay("")).toBeNull();
  expect(feedDay(undefined)).toBeNull();
});
