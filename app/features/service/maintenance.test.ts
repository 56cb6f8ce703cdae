import { expect, test } from "vitest";
import { modelCodes } from "@contract/model";
import { shippedServicePrices } from "@contract/service-prices-shipped";
import {
  formatInterval,
  getLowestMaintenancePrice,
  getMaintenancePrice,
  getMaintenanceTable,
  maintenanceIntervals,
  maintenanceModels,
  priceOnRequest,
} from "./maintenance";

const shipped = shippedServicePrices.maintenance;

test("eight intervals, every 15 000 km or one year, from ТО-1 to ТО-8", () => {
  expect(maintenanceIntervals.map((i) => i.code)).toEqual(["ТО-1", "ТО-2", "ТО-3", "ТО-4", "ТО-5", "ТО-6", "ТО-7", "ТО-8"]);
  maintenanceIntervals.forEach((interval, index) => {
    expect(interval.km).toBe(15_000 * (index + 1));
    expect(interval.years).toBe(index + 1);
    expect(interval.works.length).toBeGreaterThan(0);
  });
});

const plain = (text: string) => text.replace(/\u00a0/g, " ");

test("formatInterval keeps each quantity on one line", () => {
  expect(formatInterval(maintenanceIntervals[0]!)).toBe("ТО-1 · 15\u00a0000\u00a0км / 1\u00a0год");
});

test("formatInterval reads as the brief writes it", () => {
  expect(maintenanceIntervals.map((i) => plain(formatInterval(i)))).toEqual([
    "ТО-1 · 15 000 км / 1 год",
    "ТО-2 · 30 000 км / 2 года",
    "ТО-3 · 45 000 км / 3 года",
    "ТО-4 · 60 000 км / 4 года",
    "ТО-5 · 75 000 км / 5 лет",
    "ТО-6 · 90 000 км / 6 лет",
    "ТО-7 · 105 000 км / 7 лет",
    "ТО-8 · 120 000 км / 8 лет",
  ]);
});

test("every model ships with a plausible price for every interval", () => {
  expect(maintenanceModels.map((m) => m.code)).toEqual([...modelCodes]);
  for (const code of modelCodes) {
    const prices = shipped[code];
    expect(prices).toHaveLength(maintenanceIntervals.length);
    for (const price of prices as number[]) {
      expect(price % 100).toBe(0);
      expect(price).toBeGreaterThan(10_000);
      expect(price).toBeLessThan(100_000);
    }
    // The big services (ТО-4, ТО-8) cost more than the first one.
    expect(prices[3]!).toBeGreaterThan(prices[0]!);
    expect(prices[7]!).toBeGreaterThan(prices[3]!);
  }
});

test("bigger models cost more to maintain at every interval", () => {
  maintenanceIntervals.forEach((_, index) => {
    const row = modelCodes.map((code) => getMaintenancePrice(shipped, code, index) ?? 0);
    expect([...row].sort((a, b) => a - b)).toEqual(row);
  });
});

test("getMaintenanceTable gives a head and one formatted row per interval", () => {
  const { head, rows } = getMaintenanceTable(shipped);
  expect(head).toEqual(["Интервал", "G70 2.0T", "GV70 2.5T", "G80 2.5T", "GV80 3.5T", "G90 3.5T"]);
  expect(rows).toHaveLength(8);
  expect(rows[0]?.map(plain)).toEqual(["ТО-1 · 15 000 км / 1 год", "18 900 ₽", "21 400 ₽", "22 600 ₽", "25 900 ₽", "29 800 ₽"]);
  for (const row of rows) expect(row).toHaveLength(head.length);
});

test("an interval without a price is «по запросу» in the table and left out of the lowest", () => {
  const g70 = [null, 27_400, ...shipped.g70.slice(2)];
  const { rows } = getMaintenanceTable({ ...shipped, g70 });
  expect(rows.map((row) => row[1])).toContain(priceOnRequest);
  expect(rows[0]?.[1]).toBe(priceOnRequest);
  expect(getLowestMaintenancePrice({ ...shipped, g70 })).toBe(19_800);
  const none = Object.fromEntries(modelCodes.map((code) => [code, shipped[code].map(() => null)])) as typeof shipped;
  expect(getLowestMaintenancePrice(none)).toBeNull();
});

test("getMaintenancePrice misses past the last interval; the lowest price is the cheapest of any model", () => {
  expect(getMaintenancePrice(shipped, "g70", 8)).toBeUndefined();
  expect(getLowestMaintenancePrice(shipped)).toBe(18_900);
});
