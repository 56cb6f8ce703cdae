// The full cost of credit (полная стоимость кредита, ПСК) by the method of Federal Law 353-ФЗ «О
// потребительском кредите (займе)», art. 6 part 2, which the Bank of Russia prescribes: ПСК = i × ЧБП × 100,
// where ЧБП is the number of base periods in a year and i the rate of the base period that solves
//   Σ ДПk / ((1 + ek·i)(1 + i)^qk) = 0, k = 1…m,
// ДПk being the k-th cash flow (the credit given out negative, every payment of the borrower positive),
// qk the whole base periods and ek the share of an unfinished one from the credit's day to the flow's.
// Monthly payments make the month the base period (ЧБП = 12, every ek = 0). An annuity without fees has
// the nominal rate as its ПСК; a one-off commission or an insurance premium the borrower pays raises it.
// Pure and shared: the pages, the configurator and its PDF print the same figures (docs/decisions/0097).
import { annuityPayment, prepayBounds, programTerms, residualOf, type CreditTerms } from "./credit";

// The labels live with the other number formats (the home page's offer cards print them without loading the maths).
export { creditCostRangeLabel, formatCreditCost } from "./numbers";

/** One cash flow: `period` base periods after the credit is given (a fraction for an unfinished one), `amount` in roubles. */
export type CreditFlow = { period: number; amount: number };

function presentValue(flows: readonly CreditFlow[], i: number): number {
  return flows.reduce((sum, { period, amount }) => {
    const whole = Math.floor(period);
    return sum + amount / ((1 + (period - whole) * i) * (1 + i) ** whole);
  }, 0);
}

/** d/di of {@link presentValue}, for Newton's steps. */
function presentValueSlope(flows: readonly CreditFlow[], i: number): number {
  return flows.reduce((sum, { period, amount }) => {
    const q = Math.floor(period);
    const e = period - q;
    const linear = 1 + e * i;
    const growth = (1 + i) ** q;
    return sum - amount * (e / (linear * linear * growth) + q / (linear * growth * (1 + i)));
  }, 0);
}

/**
 * The base period's rate i solving Σ ДПk / ((1 + ek·i)(1 + i)^qk) = 0: Newton's method from 1 % a period
 * (a handful of steps for a credit's flows), else halving the interval (the present value of a credit's
 * flows falls as i grows); null when the flows have no such rate (no credit given, or nothing paid back).
 */
export function basePeriodRate(flows: readonly CreditFlow[]): number | null {
  if (!flows.some((f) => f.amount < 0) || !flows.some((f) => f.amount > 0)) return null;
  let i = 0.01;
  for (let step = 0; step < 50; step++) {
    const slope = presentValueSlope(flows, i);
    const next = i - presentValue(flows, i) / slope;
    if (!Number.isFinite(next) || next <= -0.99 || next >= 10) break;
    if (Math.abs(next - i) < 1e-14) return next;
    i = next;
  }
  let low = -0.99;
  let high = 10;
  if (presentValue(flows, low) < 0 || presentValue(flows, high) > 0) return null;
  while (high - low > 1e-13) {
    const middle = (low + high) / 2;
    if (presentValue(flows, middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** ПСК in percent a year to three decimals (353-ФЗ art. 6 part 1), from the flows and ЧБП (12 for months). */
export function fullCreditCost(flows: readonly CreditFlow[], periodsPerYear = 12): number | null {
  const i = basePeriodRate(flows);
  if (i === null) return null;
  const percent = Math.round(i * periodsPerYear * 100 * 1000) / 1000;
  return percent === 0 ? 0 : percent;
}

/**
 * What a program charges besides the interest, needed to compute its ПСК (optional fields of
 * GET /v1/credit-program): a one-off commission in percent of the credit, paid when it is given, and a
 * life insurance premium in percent of the credit a year, paid at the start of each year of the term;
 * 0 when there is none. `lender` is the lender's full name as advertising must name it.
 */
export type CreditCostTerms = { fee_percent?: number; insurance_percent?: number; lender?: string };

/** Whether a program carries what its ПСК is computed from; one that does not is not advertised with a rate. */
export function hasCreditCostData(program: CreditCostTerms): program is Required<CreditCostTerms> {
  return program.fee_percent !== undefined && program.insurance_percent !== undefined && (program.lender ?? "").trim() !== "";
}

/** One credit: the amount given, the annual rate, the months, the balloon left to the end, and the program's charges. */
export type CreditCase = { credit: number; rate: number; months: number; balloon?: number; feePercent?: number; insurancePercent?: number };

/**
 * The monthly schedule of a credit: given at month 0 (less the commission and the first insurance
 * premium the borrower pays out of it), the annuity each month with the balloon in the last, and the
 * insurance premium at the start of each later year.
 */
export function creditSchedule({ credit, rate, months, balloon = 0, feePercent = 0, insurancePercent = 0 }: CreditCase): CreditFlow[] {
  const payment = annuityPayment(credit, rate, months, balloon);
  const premium = (credit * insurancePercent) / 100;
  const flows: CreditFlow[] = [{ period: 0, amount: -credit + (credit * feePercent) / 100 + premium }];
  for (let month = 1; month <= months; month++) {
    const yearStarts = month % 12 === 0 && month < months;
    flows.push({ period: month, amount: payment + (month === months ? balloon : 0) + (yearStarts ? premium : 0) });
  }
  return flows;
}

/** The ПСК of one credit (percent a year, three decimals), or null when it has none. */
export function creditCost(credit: CreditCase): number | null {
  if (!(credit.credit > 0) || !(credit.months > 0)) return null;
  return fullCreditCost(creditSchedule(credit));
}

/** The ПСК of a program's quote for one car (the configurator's chosen down payment and term); null without the program's data. */
export function quoteCreditCost(
  program: Pick<CreditTerms, "rate"> & CreditCostTerms,
  quote: { credit: number; term: number; residual: number },
): number | null {
  if (!hasCreditCostData(program)) return null;
  return creditCost({
    credit: quote.credit,
    rate: program.rate,
    months: quote.term,
    balloon: quote.residual,
    feePercent: program.fee_percent,
    insurancePercent: program.insurance_percent,
  });
}

/** A price on which a program's range is computed when no car is named: large, so kopecks round nothing away. */
const referencePrice = 10_000_000;

/**
 * «ПСК от … до …»: the lowest and highest ПСК of a program over its terms and the down payments it
 * allows (for this price, or any price within its bounds: the charges are percents of the credit, so
 * only the down payment's share matters). Null when the program lacks the data or cannot lend.
 */
export function programCreditCostRange(program: CreditTerms & CreditCostTerms, price?: number): { min: number; max: number } | null {
  if (!hasCreditCostData(program)) return null;
  const terms = programTerms(program);
  const shares = (() => {
    if (price !== undefined) {
      const bounds = prepayBounds(program, price);
      if (!bounds) return null;
      return { price, downs: Array.from({ length: 11 }, (_, n) => Math.round(bounds.min + ((bounds.max - bounds.min) * n) / 10)) };
    }
    const lowest = Math.max(0, program.min_prepay);
    const highest = Math.min(100, program.max_prepay, 100 - program.restcost);
    if (highest < lowest) return null;
    return {
      price: referencePrice,
      downs: Array.from({ length: 11 }, (_, n) => Math.round((referencePrice * (lowest + ((highest - lowest) * n) / 10)) / 100)),
    };
  })();
  if (!shares || terms.length === 0) return null;
  const residual = residualOf(program, shares.price);
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const months of terms) {
    for (const down of shares.downs) {
      const credit = shares.price - down;
      if (credit <= residual) continue;
      const cost = creditCost({
        credit,
        rate: program.rate,
        months,
        balloon: residual,
        feePercent: program.fee_percent,
        insurancePercent: program.insurance_percent,
      });
      if (cost === null) continue;
      min = Math.min(min, cost);
      max = Math.max(max, cost);
    }
  }
  return Number.isFinite(min) ? { min, max } : null;
}

/** The range over several programs (an offer for some models, a car's programs); null when none has it. */
export function creditCostRangeOf(ranges: readonly ({ min: number; max: number } | null)[]): { min: number; max: number } | null {
  const known = ranges.filter((r): r is { min: number; max: number } => r !== null);
  if (known.length === 0) return null;
  return { min: Math.min(...known.map((r) => r.min)), max: Math.max(...known.map((r) => r.max)) };
}

/** What the lender and the main conditions of a program are, as its disclosure lists them. */
export type CreditConditions = {
  program: string;
  lender: string;
  rate: number;
  cost: { min: number; max: number };
  minTerm: number;
  maxTerm: number;
  minPrepay: number;
  maxPrepay: number;
  minCredit: number;
  maxCredit: number;
  feePercent: number;
  insurancePercent: number;
  restcost: number;
};

/** A program's conditions for its disclosure (for a car's price when given); null when it cannot be advertised. */
export function creditConditions(program: CreditTerms & CreditCostTerms & { name: string }, price?: number): CreditConditions | null {
  const cost = programCreditCostRange(program, price);
  const terms = programTerms(program);
  if (!cost || !hasCreditCostData(program) || terms.length === 0) return null;
  return {
    program: program.name,
    lender: program.lender,
    rate: program.rate,
    cost,
    minTerm: terms[0] ?? 0,
    maxTerm: terms.at(-1) ?? 0,
    minPrepay: program.min_prepay,
    maxPrepay: program.max_prepay,
    minCredit: program.min_credit,
    maxCredit: program.max_credit,
    feePercent: program.fee_percent,
    insurancePercent: program.insurance_percent,
    restcost: program.restcost,
  };
}

/** The annual rates a text advertises: «кредит от 5,9 % годовых» → [5.9]. */
export function advertisedRates(text: string): number[] {
  return [...text.matchAll(/(\d+(?:[.,]\d+)?)(?:\s|\u00a0)*%(?:\s|\u00a0)*годовых/g)].map((m) => Number((m[1] ?? "").replace(",", ".")));
}

/**
 * The ПСК an advertisement of a rate must carry (a special offer, a page's copy): the range over the
 * active programs with the data for it, for the advertised models, at the advertised rates. Null when the
 * text names no rate; `cost` null when no program backs the rate it names (the text must then go).
 */
export function advertisedCreditCost(
  texts: readonly string[],
  models: readonly string[],
  programs: readonly (CreditTerms & CreditCostTerms & { name: string; active: boolean; models?: readonly string[] })[],
): { cost: { min: number; max: number } | null; conditions: CreditConditions[] } | null {
  const rates = texts.flatMap(advertisedRates);
  if (rates.length === 0) return null;
  const backing = programs.filter(
    (p) =>
      p.active &&
      rates.includes(p.rate) &&
      (models.length === 0 || (p.models ?? []).length === 0 || models.some((m) => (p.models ?? []).includes(m))),
  );
  const conditions = backing.flatMap((p) => creditConditions(p) ?? []);
  return { cost: creditCostRangeOf(conditions.map((c) => c.cost)), conditions };
}
