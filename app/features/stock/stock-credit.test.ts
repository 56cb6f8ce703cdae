import { expect, test } from "vitest";
import type { CreditProgram } from "@contract/credit-program";
import { annuityPayment } from "~/lib/annuity";
import { lowestMonthlyPayment } from "./stock-credit";

const program = (overrides: Partial<CreditProgram>): CreditProgram => ({
  id: 1,
  name: "Стандарт",
  bank: "Банк",
  description: "",
  active: true,
  min_price: 1_000_000,
  max_price: 15_000_000,
  min_credit: 300_000,
  max_credit: 12_000_000,
  min_prepay: 20,
  max_prepay: 80,
  rate: 14.9,
  restcost: 0,
  terms: [{ term: 12 }, { term: 84 }],
  fee_percent: 0,
  insurance_percent: 0,
  lender: "Банк",
  ...overrides,
});

test("the payment uses the smallest first payment and the longest term", () => {
  const credit = lowestMonthlyPayment(5_000_000, "g70", [program({})]);
  expect(credit).toMatchObject({
    monthly: Math.ceil(annuityPayment(4_000_000, 14.9, 84)),
    program: "Стандарт",
    prepayPercent: 20,
    months: 84,
    rate: 14.9,
    finalPercent: 0,
    finalPayment: 0,
  });
  expect(credit?.conditions).toMatchObject({ lender: "Банк", cost: { min: 14.9, max: 14.9 }, minTerm: 12, maxTerm: 84 });
});

test("a program without the data for its ПСК is not quoted, however low its payment", () => {
  const credit = lowestMonthlyPayment(5_000_000, "g70", [
    program({ name: "Стандарт" }),
    program({ name: "Без данных", rate: 1, fee_percent: undefined }),
  ]);
  expect(credit?.program).toBe("Стандарт");
  expect(lowestMonthlyPayment(5_000_000, "g70", [program({ lender: undefined })])).toBeNull();
});

test("the lowest of the programs that apply wins; inactive and out-of-range ones are left out", () => {
  const credit = lowestMonthlyPayment(5_000_000, "g70", [
    program({ name: "Стандарт" }),
    program({ name: "Выгодный", rate: 5.9, terms: [{ term: 36 }], restcost: 40 }),
    program({ name: "Закрытый", rate: 0.1, active: false }),
    program({ name: "Дорогие", rate: 0.1, min_price: 10_000_000 }),
  ]);
  expect(credit?.program).toBe("Выгодный");
  // Its low payment leaves 40 % of the price to the end, and says so.
  expect(credit).toMatchObject({ finalPercent: 40, finalPayment: 2_000_000 });
});

test("a credit above the program's limit raises the first payment; none at all without a program", () => {
  expect(lowestMonthlyPayment(14_000_000, "g70", [program({ max_credit: 7_000_000 })])?.prepayPercent).toBe(50);
  expect(lowestMonthlyPayment(14_000_000, "g70", [program({ max_credit: 2_000_000 })])).toBeNull();
  expect(lowestMonthlyPayment(5_000_000, "g70", [])).toBeNull();
});

test("a program for some models gives a payment only to those models' cars", () => {
  const programs = [program({ name: "Стандарт" }), program({ name: "Субсидированный", rate: 5.9, models: ["g70", "gv70"] })];
  expect(lowestMonthlyPayment(5_000_000, "gv70", programs)?.program).toBe("Субсидированный");
  expect(lowestMonthlyPayment(5_000_000, "gv80", programs)?.program).toBe("Стандарт");
  // A car whose model the feed did not name gets the programs for every model.
  expect(lowestMonthlyPayment(5_000_000, null, programs)?.program).toBe("Стандарт");
});
