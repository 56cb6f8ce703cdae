import { expect, test } from "vitest";
import { describeFilters, finderApiFlags, finderHref, finderSearch, parseFinderState, pickDefaultCity } from "./finder-state";

test("the URL's city and filters are read; odd values mean «not chosen»", () => {
  expect(parseFinderState("?city=2&certified=1&testDrive=1")).toEqual({ cityId: 2, certified: true, testDrive: true });
  expect(parseFinderState("city=5&testDrive=true")).toEqual({ cityId: 5, certified: false, testDrive: true });
  expect(parseFinderState("")).toEqual({ cityId: null, certified: false, testDrive: false });
  for (const city of ["0", "-1", "abc", "2.5", "1e3", "9999999999", ""]) expect(parseFinderState(`city=${city}`).cityId).toBeNull();
  expect(parseFinderState("certified=0&testDrive=on")).toMatchObject({ certified: false, testDrive: false });
  expect(parseFinderState(new URLSearchParams({ city: " 3 " })).cityId).toBe(3);
});

test("a state is written back as the form submits it and reads back the same", () => {
  const state = { cityId: 2, certified: true, testDrive: true };
  expect(finderSearch(state)).toBe("city=2&certified=1&testDrive=1");
  expect(parseFinderState(finderSearch(state))).toEqual(state);
  expect(finderSearch({ cityId: 1, certified: false, testDrive: false })).toBe("city=1");
  expect(finderHref({ cityId: 3, certified: false, testDrive: true })).toBe("/contacts.html?city=3&testDrive=1#dealers");
  expect(finderHref({ cityId: null, certified: false, testDrive: false })).toBe("/contacts.html#dealers");
});

test("only the filters that are on go to the API, as 1", () => {
  expect(finderApiFlags({ certified: true, testDrive: false })).toEqual({ certified: 1 });
  expect(finderApiFlags({ certified: false, testDrive: false })).toEqual({});
  expect(finderApiFlags({ certified: true, testDrive: true })).toEqual({ certified: 1, testDrive: 1 });
});

test("the filters read as the end of a Russian sentence", () => {
  expect(describeFilters({ certified: true, testDrive: false })).toBe("с сертифицированными автомобилями с пробегом");
  expect(describeFilters({ certified: false, testDrive: true })).toBe("с тест-драйвом");
  expect(describeFilters({ certified: true, testDrive: true })).toBe("с сертифицированными автомобилями с пробегом и тест-драйвом");
  expect(describeFilters({ certified: false, testDrive: false })).toBe("");
});

test("the default city is the one the dealer's address names, else the first", () => {
  const cities = [{ name: "Москва" }, { name: "Химки" }, { name: "Казань" }];
  expect(pickDefaultCity(cities, "Московская область, г. Химки, Ленинградское шоссе, вл. 21")).toEqual({ name: "Химки" });
  expect(pickDefaultCity(cities, "Республика Татарстан, г. Казань")).toEqual({ name: "Казань" });
  expect(pickDefaultCity(cities, "Московская область, г. Долгопрудный")).toEqual({ name: "Москва" });
  expect(pickDefaultCity(cities, undefined)).toEqual({ name: "Москва" });
  expect(pickDefaultCity([], "Химки")).toBeUndefined();
});
