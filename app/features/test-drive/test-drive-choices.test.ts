import { expect, test } from "vitest";
import { leadMessages } from "@contract/leads";
import { dealerCityCheck, moscowToday, shownDealer, startingCity, testDriveCheck, type TestDriveChoices } from "./test-drive-choices";

const choices: TestDriveChoices = {
  cities: [
    { id: 1, name: "Москва", dealers: [{ id: 3, name: "Genesis Москва Юг", address: "Варшавское шоссе" }] },
    { id: 2, name: "Химки", dealers: [{ id: 1, name: "Genesis Химки", address: "Ленинградское шоссе" }] },
  ],
  defaultCityId: 2,
};

test("today is the dealer's day in Moscow, whatever the visitor's zone", () => {
  expect(moscowToday(new Date("2026-11-23T21:30:00Z"))).toBe("2026-11-24");
  expect(moscowToday(new Date("2026-11-23T20:30:00Z"))).toBe("2026-11-23");
});

test("a day in the past is refused; today, later days and no day pass", () => {
  expect(testDriveCheck({ preferred_date: "2000-01-01" })).toEqual({ preferred_date: leadMessages.dateInvalid });
  expect(testDriveCheck({ preferred_date: moscowToday() })).toBeNull();
  expect(testDriveCheck({ preferred_date: "2999-12-31" })).toBeNull();
  expect(testDriveCheck({})).toBeNull();
});

test("the dealer must be one of the chosen city's", () => {
  expect(dealerCityCheck(choices, { city: "2", dealer: "1" })).toBeNull();
  expect(dealerCityCheck(choices, { city: "1", dealer: "1" })).toEqual({ dealer: leadMessages.dealerRequired });
  expect(dealerCityCheck(choices, { city: "9", dealer: "1" })).toEqual({ city: leadMessages.cityRequired });
});

test("the form starts at a posted city the page offers, else the dealer's own", () => {
  expect(startingCity(choices, "1")).toBe("1");
  expect(startingCity(choices, "9")).toBe("2");
  expect(startingCity(choices, undefined)).toBe("2");
  expect(startingCity({ cities: choices.cities, defaultCityId: null }, undefined)).toBe("1");
});

test("without JavaScript a changed city shows its own dealer's times, not those of the dealer the old city posted", () => {
  // Moscow chosen, the dealer list still Khimki's: the form answers with Moscow's first dealer and its schedule.
  expect(shownDealer(choices, { city: "1", dealer: "1" })).toBe("3");
  expect(shownDealer(choices, { city: "2", dealer: "1" })).toBe("1");
  // An unknown city, or no list at all, leaves the posted dealer to the dealer API's word.
  expect(shownDealer(choices, { city: "9", dealer: "1" })).toBe("1");
  expect(shownDealer(null, { city: "1", dealer: "1" })).toBe("1");
});
