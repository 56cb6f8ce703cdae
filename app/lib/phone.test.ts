import { expect, test } from "vitest";
import { formatPhone, normalizeSupportPhone, phoneHref } from "~/lib/phone";

test("a Russian number written with 8 becomes +7", () => {
  expect(normalizeSupportPhone("8 495 120-45-67")).toBe("+74951204567");
  expect(normalizeSupportPhone("8 (800) 300-45-45")).toBe("+78003004545");
});

test("a number already written with a plus keeps its digits", () => {
  expect(normalizeSupportPhone("+7 (495) 120-45-67")).toBe("+74951204567");
  expect(normalizeSupportPhone("+3 7529 123 45 67")).toBe("+375291234567");
});

test("only digits and plus signs survive cleaning", () => {
  expect(normalizeSupportPhone("тел.: 7-495-120-45-67 (доб. 1)")).toBe("+749512045671");
});

test("8 digits stay as cleaned", () => {
  expect(normalizeSupportPhone("1234-5678")).toBe("12345678");
});

test("9 digits get the first replaced by +7", () => {
  expect(normalizeSupportPhone("123 456 789")).toBe("+723456789");
});

test("13 digits get the first replaced by +7", () => {
  expect(normalizeSupportPhone("1234567890123")).toBe("+7234567890123");
});

test("14 digits stay as cleaned", () => {
  expect(normalizeSupportPhone("12345678901234")).toBe("12345678901234");
});

test("no number gives null", () => {
  expect(normalizeSupportPhone("")).toBeNull();
  expect(normalizeSupportPhone(null)).toBeNull();
  expect(normalizeSupportPhone(undefined)).toBeNull();
  expect(normalizeSupportPhone("звоните")).toBeNull();
});

test("formatPhone shows a Russian number as +7 (XXX) XXX-XX-XX", () => {
  expect(formatPhone("+74951204567")).toBe("+7 (495) 120-45-67");
  expect(formatPhone("8 495 120-45-67")).toBe("+7 (495) 120-45-67");
});

test("formatPhone leaves other numbers cleaned and gives empty text for none", () => {
  expect(formatPhone("+375291234567")).toBe("+375291234567");
  expect(formatPhone(null)).toBe("");
});

test("phoneHref links the normalised number", () => {
  expect(phoneHref("+7 (495) 120-45-67")).toBe("tel:+74951204567");
  expect(phoneHref("8 495 120-45-67")).toBe("tel:+74951204567");
  expect(phoneHref(null)).toBe("");
});
