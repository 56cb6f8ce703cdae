import { expect, test } from "vitest";
import { annuityPayment } from "./annuity";

test("a plain annuity matches the textbook figure", () => {
  // 1 000 000 at 12 % for 12 months: 88 848,79 a month.
  expect(annuityPayment(1_000_000, 12, 12)).toBeCloseTo(88_848.79, 1);
});

test("a zero rate spreads the principal evenly", () => {
  expect(annuityPayment(1_200_000, 0, 12)).toBe(100_000);
});

test("a balloon lowers the payment by its present value", () => {
  const plain = annuityPayment(3_000_000, 9.9, 36);
  const withBalloon = annuityPayment(3_000_000, 9.9, 36, 1_000_000);
  expect(withBalloon).toBeLessThan(plain);
  expect(annuityPayment(1_000_000, 0, 10, 500_000)).toBe(50_000);
});

test("no months is no payment", () => {
  expect(annuityPayment(1_000, 10, 0)).toBeNaN();
});
