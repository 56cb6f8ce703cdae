import { expect, test } from "vitest";
import { headerHeightFor, isDesktopWidth } from "./constants";

test("desktop starts above 768 px", () => {
  expect(isDesktopWidth(768)).toBe(false);
  expect(isDesktopWidth(769)).toBe(true);
});

test("the header is 70 px high above 768 px and 60 px at 768 and below", () => {
  expect(headerHeightFor(1440)).toBe(70);
  expect(headerHeightFor(769)).toBe(70);
  expect(headerHeightFor(768)).toBe(60);
  expect(headerHeightFor(320)).toBe(60);
});
