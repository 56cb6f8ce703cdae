import { expect, test } from "vitest";
import {
  annuityPayment,
  creditQuote,
  nearestTerm,
  pmt,
  prepayBounds,
  programFits,
  termBounds,
  toKopecks,
  type CreditTerms,
} from "./credit";

const program = (over: Partial<CreditTerms> = {}): CreditTerms => ({
  rate: 14.9,
  restcost: 0,
  min_price: 2_000_000,
  max_price: 15_000_000,
  min_credit: 300_000,
  max_credit: 12_000_000,
  min_prepay: 20,
  max_prepay: 80,
  terms: [12, 24, 36, 48, 60].map((term) => ({ term })),
  ...over,
});

// Published worked examples of the spreadsheet PMT function, to the kopeck.
test("PMT(8%/12; 10; 10000) = −1 037,03 (Microsoft Excel's PMT example)", () => {
  expect(toKopecks(pmt(0.08 / 12, 10, 10_000))).toBe(-1037.03);
  expect(annuityPayment(10_000, 8, 10)).toBe(1037.03);
});

test("PMT(6%/12; 18·12; 0; 50000) = −129,08: saving 50 000 in 18 years (Excel's example with a future value)", () => {
  expect(toKopecks(pmt(0.06 / 12, 18 * 12, 0, 50_000))).toBe(-129.08);
});

test("PMT(1,99%/12; 36; 25000) = −715,96 (LibreOffice Calc's PMT example)", () => {
  expect(toKopecks(pmt(0.0199 / 12, 36, 25_000))).toBe(-715.96);
  expect(annuityPayment(25_000, 1.99, 36)).toBe(715.96);
});

test("a residual (balloon) payment lowers the monthly payment as PMT(rate/12; n; −pv; fv) says", () => {
  // PMT(5%/12; 60; −30000; 10000) = 419,09: 30 000 borrowed, 10 000 left for the end.
  expect(annuityPayment(30_000, 5, 60, 10_000)).toBe(419.09);
  expect(annuityPayment(30_000, 5, 60, 10_000)).toBeLessThan(annuityPayment(30_000, 5, 60));
});

test("a zero rate divides what is borrowed (less the residual) evenly", () => {
  expect(annuityPayment(1_200_000, 0, 24)).toBe(50_000);
  expect(annuityPayment(1_200_000, 0, 24, 240_000)).toBe(40_000);
  expect(pmt(0, 12, -1200)).toBe(100);
});

test("the payment is never NaN, infinite or negative, whatever the inputs", () => {
  const odd = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, 0, 1e-12, 1e300, Number.MAX_VALUE];
  for (const principal of odd)
    for (const rate of odd)
      for (const months of odd)
        for (const balloon of odd) {
          const payment = annuityPayment(principal, rate, months, balloon);
          expect(Number.isFinite(payment) && payment >= 0, `${principal} ${rate} ${months} ${balloon} → ${payment}`).toBe(true);
        }
  // A balloon larger than what the credit grows to leaves nothing monthly, not a negative payment.
  expect(annuityPayment(100_000, 10, 12, 5_000_000)).toBe(0);
  expect(Object.is(annuityPayment(0, 10, 12), 0)).toBe(true);
});

test("minTerm is searched from 1000000 and maxTerm from 0; a program without terms has none", () => {
  expect(termBounds(program({ terms: [{ term: 36 }, { term: 12 }, { term: 84 }] }))).toEqual({ minTerm: 12, maxTerm: 84 });
  expect(termBounds(program({ terms: [] }))).toBeNull();
  expect(termBounds(program({ terms: [{ term: 0 }, { term: -12 }] }))).toBeNull();
  expect(termBounds(program({ terms: [{ term: 2_000_000 }] }))).toBeNull();
});

test("the down payment is bounded by min_/max_prepay, min_/max_credit and the residual", () => {
  // 5 000 000 ₽: 20–80 % is 1 000 000–4 000 000; the credit of at least 300 000 allows up to 4 700 000.
  expect(prepayBounds(program(), 5_000_000)).toEqual({ min: 1_000_000, max: 4_000_000 });
  // A credit of at most 3 000 000 raises the minimum down payment to 2 000 000.
  expect(prepayBounds(program({ max_credit: 3_000_000 }), 5_000_000)).toEqual({ min: 2_000_000, max: 4_000_000 });
  // 45 % residual: at most 55 % may be paid down, or the credit would be smaller than the residual.
  expect(prepayBounds(program({ restcost: 45, max_prepay: 70 }), 5_000_000)).toEqual({ min: 1_000_000, max: 2_750_000 });
  // Outside min_/max_price the program does not apply.
  expect(prepayBounds(program(), 1_999_999)).toBeNull();
  expect(prepayBounds(program(), 15_000_001)).toBeNull();
  expect(programFits(program({ min_credit: 5_000_000 }), 5_000_000)).toBe(false);
});

test("a quote brings the down payment and the term within the program and prices the credit", () => {
  const quote = creditQuote(program(), 5_000_000, 0, 40);
  expect(quote).toEqual({
    price: 5_000_000,
    prepay: 1_000_000,
    prepayPercent: 20,
    credit: 4_000_000,
    residual: 0,
    term: 36,
    rate: 14.9,
    monthlyPayment: annuityPayment(4_000_000, 14.9, 36),
  });
  // PMT(14,9%/12; 36; −4 000 000) = 138 465,51 ₽ (checked with the closed form P·r ∕ (1 − (1 + r)^−n))
  expect(quote?.monthlyPayment).toBe(138_465.51);
  expect(creditQuote(program(), 5_000_000, 9_000_000, 12)?.prepay).toBe(4_000_000);
  expect(creditQuote(program(), 100, 0, 12)).toBeNull();
});

test("a residual program's quote pays the residual at the end", () => {
  const quote = creditQuote(program({ rate: 9.9, restcost: 45, max_prepay: 70, terms: [{ term: 36 }] }), 6_000_000, 1_200_000, 36);
  expect(quote?.residual).toBe(2_700_000);
  expect(quote?.credit).toBe(4_800_000);
  expect(quote?.monthlyPayment).toBe(annuityPayment(4_800_000, 9.9, 36, 2_700_000));
  expect(quote?.monthlyPayment).toBeLessThan(annuityPayment(4_800_000, 9.9, 36));
});

test("the nearest term: the longest when none is asked, the shorter one on a tie", () => {
  const p = program({ terms: [{ term: 24 }, { term: 12 }, { term: 36 }] });
  expect(nearestTerm(p, 0)).toBe(36);
  expect(nearestTerm(p, 18)).toBe(12);
  expect(nearestTerm(p, 35)).toBe(36);
  expect(nearestTerm(p, Number.NaN)).toBe(36);
  expect(nearestTerm(program({ terms: [] }), 12)).toBeNull();
});
