import { expect, test } from "vitest";
import { annuityPayment } from "./credit";
import {
  basePeriodRate,
  creditCost,
  creditCostRangeLabel,
  creditSchedule,
  fullCreditCost,
  hasCreditCostData,
  programCreditCostRange,
  quoteCreditCost,
} from "./credit-cost";

const program = {
  rate: 14.9,
  restcost: 0,
  min_price: 2_000_000,
  max_price: 15_000_000,
  min_credit: 300_000,
  max_credit: 12_000_000,
  min_prepay: 20,
  max_prepay: 80,
  terms: [{ term: 12 }, { term: 36 }, { term: 60 }],
  fee_percent: 0,
  insurance_percent: 0,
  lender: "Genesis Finance",
};

test("an annuity without fees costs its nominal rate: 1 000 000 ₽ at 14,9 % for 60 months is ПСК 14,900 %", () => {
  // The payment is rounded to kopecks (23 737,47 ₽), which moves the rate by 0,000002 %: nothing at three decimals.
  expect(annuityPayment(1_000_000, 14.9, 60)).toBe(23_737.47);
  expect(creditCost({ credit: 1_000_000, rate: 14.9, months: 60 })).toBe(14.9);
});

test("a one-off commission raises it: 100 000 ₽ at 12 % for 12 months with 1 % taken at issue is ПСК 13,913 %", () => {
  // Worked by hand: the borrower gets 99 000 ₽ and pays 12 × 8 884,88 ₽; RATE(12; −8 884,88; 99 000) × 12 = 13,913 %.
  const flows = creditSchedule({ credit: 100_000, rate: 12, months: 12, feePercent: 1 });
  expect(flows[0]).toEqual({ period: 0, amount: -99_000 });
  expect(flows[1]).toEqual({ period: 1, amount: 8_884.88 });
  expect(creditCost({ credit: 100_000, rate: 12, months: 12, feePercent: 1 })).toBe(13.913);
});

test("an insurance premium raises it: 1 000 000 ₽ at 10 % for 36 months with life insurance at 1 % a year is ПСК 11,876 %", () => {
  // 10 000 ₽ at issue and at months 12 and 24, besides 36 × 32 267,19 ₽.
  const flows = creditSchedule({ credit: 1_000_000, rate: 10, months: 36, insurancePercent: 1 });
  expect(flows[0]?.amount).toBe(-990_000);
  expect(flows[12]?.amount).toBeCloseTo(32_267.19 + 10_000, 6);
  expect(flows[36]?.amount).toBeCloseTo(32_267.19, 6);
  expect(creditCost({ credit: 1_000_000, rate: 10, months: 36, insurancePercent: 1 })).toBe(11.876);
});

test("a residual payment at the end keeps the nominal rate when nothing else is charged", () => {
  expect(creditCost({ credit: 6_000_000, rate: 9.9, months: 36, balloon: 3_600_000 })).toBe(9.9);
});

test("an unfinished base period counts by its share ek: 100 000 ₽ repaid with 100 500 ₽ half a month later is 12 % a year", () => {
  expect(
    basePeriodRate([
      { period: 0, amount: -100_000 },
      { period: 0.5, amount: 100_500 },
    ]),
  ).toBeCloseTo(0.01, 12);
  expect(
    fullCreditCost([
      { period: 0, amount: -100_000 },
      { period: 0.5, amount: 100_500 },
    ]),
  ).toBe(12);
});

test("flows without a credit or without a payment have no ПСК", () => {
  expect(fullCreditCost([{ period: 1, amount: 100 }])).toBeNull();
  expect(creditCost({ credit: 0, rate: 10, months: 12 })).toBeNull();
});

test("a program's range runs over its terms and down payments; with a fee the shortest term costs most", () => {
  expect(programCreditCostRange(program)).toEqual({ min: 14.9, max: 14.9 });
  const withFee = { ...program, fee_percent: 1 };
  const range = programCreditCostRange(withFee);
  expect(range?.min).toBe(creditCost({ credit: 8_000_000, rate: 14.9, months: 60, feePercent: 1 }));
  expect(range?.max).toBe(creditCost({ credit: 8_000_000, rate: 14.9, months: 12, feePercent: 1 }));
  expect(creditCostRangeLabel(range ?? { min: 0, max: 0 })).toMatch(/^ПСК от 15,\d{3}\u00a0% до 16,\d{3}\u00a0% годовых$/);
  expect(creditCostRangeLabel({ min: 14.9, max: 14.9 })).toBe("ПСК 14,900\u00a0% годовых");
});

test("a program without the data for its ПСК has none, and is not advertised with a rate", () => {
  const { fee_percent: _fee, ...withoutFee } = program;
  expect(hasCreditCostData(withoutFee)).toBe(false);
  expect(hasCreditCostData({ ...program, lender: " " })).toBe(false);
  expect(programCreditCostRange(withoutFee)).toBeNull();
  expect(quoteCreditCost(withoutFee, { credit: 1_000_000, term: 36, residual: 0 })).toBeNull();
  expect(quoteCreditCost(program, { credit: 1_000_000, term: 36, residual: 0 })).toBe(14.9);
});

test("for a price outside the program's bounds there is no range", () => {
  expect(programCreditCostRange(program, 1_000_000)).toBeNull();
  expect(programCreditCostRange(program, 5_000_000)).toEqual({ min: 14.9, max: 14.9 });
});
