// The credit maths of the configurator (docs/product.md §3 «Credit program»): which programs fit a car's price,
// the bounds of the down payment and the term, and the monthly payment by the annuity formula with the
// program's residual (balloon) payment at the end. Pure and shared: the page shows the figures and the
// PDF prints the same ones, computed by the same code. Every figure is finite, whole kopecks and never
// negative, whatever the inputs (docs/decisions/0030-credit-maths.md).

/** What the maths needs of a credit program: the fields of GET /v1/credit-program. */
export type CreditTerms = {
  rate: number;
  restcost: number;
  min_price: number;
  max_price: number;
  min_credit: number;
  max_credit: number;
  min_prepay: number;
  max_prepay: number;
  terms: readonly { term: number }[];
};

/** docs/product.md §3/§9: the search for the shortest term starts from 1000000 (a value no term reaches). */
export const minTermSeed = 1_000_000;

/** A finite number ≥ 0 from anything: NaN, ±Infinity and negatives read as 0. */
function sane(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Rounded to whole kopecks (half away from zero, as spreadsheets display), never -0. */
export function toKopecks(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 100 + Number.EPSILON)) / 100;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The spreadsheet PMT(rate, nper, pv, fv): the payment per period, with the spreadsheets' signs (money
 * paid out negative). `rate` per period as a fraction; a zero rate divides evenly. Not rounded.
 */
export function pmt(rate: number, nper: number, pv: number, fv = 0): number {
  if (!(nper > 0) || !Number.isFinite(nper) || !Number.isFinite(rate) || !Number.isFinite(pv) || !Number.isFinite(fv)) return 0;
  if (rate === 0) return -(pv + fv) / nper;
  const growth = (1 + rate) ** nper;
  const payment = (-(pv * growth + fv) * rate) / (growth - 1);
  return Number.isFinite(payment) ? payment : 0;
}

/**
 * The monthly annuity payment on a credit of `principal` roubles at `annualRatePercent` for `months`,
 * with `balloon` roubles left to pay at the end: PMT(rate/12, months, −principal, balloon), in kopecks.
 * 0 when there is nothing to pay monthly (the balloon covers it all, or no months).
 */
export function annuityPayment(principal: number, annualRatePercent: number, months: number, balloon = 0): number {
  const n = Math.floor(sane(months));
  if (n === 0) return 0;
  const payment = pmt(sane(annualRatePercent) / 100 / 12, n, -sane(principal), sane(balloon));
  return payment > 0 ? toKopecks(payment) : 0;
}

/** The program's terms in months, whole and positive, ascending and without repeats. */
export function programTerms(program: Pick<CreditTerms, "terms">): number[] {
  const months = program.terms.map((t) => Math.floor(sane(t.term))).filter((t) => t > 0);
  return [...new Set(months)].sort((a, b) => a - b);
}

/**
 * minTerm and maxTerm of a program (docs/product.md §3): the shortest term is searched from {@link minTermSeed},
 * the longest from 0. A program without a usable term has none: null, and the site does not offer it.
 */
export function termBounds(program: Pick<CreditTerms, "terms">): { minTerm: number; maxTerm: number } | null {
  const terms = programTerms(program);
  const minTerm = terms.reduce((min, t) => Math.min(min, t), minTermSeed);
  const maxTerm = terms.reduce((max, t) => Math.max(max, t), 0);
  return minTerm < minTermSeed && maxTerm > 0 ? { minTerm, maxTerm } : null;
}

/** The residual payment of a program on a price: `restcost` percent of it, in whole roubles. */
export function residualOf(program: Pick<CreditTerms, "restcost">, price: number): number {
  return Math.round((sane(price) * Math.min(100, sane(program.restcost))) / 100);
}

/**
 * The down payment a program allows on a price, in whole roubles: within min_/max_prepay percent of
 * the price, leaving a credit within min_/max_credit that is at least the residual payment. Null when
 * the price is outside min_/max_price or no down payment satisfies every bound.
 */
export function prepayBounds(program: CreditTerms, price: number): { min: number; max: number } | null {
  const p = Math.round(sane(price));
  if (p === 0 || p < program.min_price || (program.max_price > 0 && p > program.max_price)) return null;
  const residual = residualOf(program, p);
  const min = Math.max(Math.ceil((p * sane(program.min_prepay)) / 100), p - sane(program.max_credit), 0);
  const max = Math.min(Math.floor((p * Math.min(100, sane(program.max_prepay))) / 100), p - sane(program.min_credit), p - residual);
  return min <= max ? { min, max } : null;
}

/**
 * Whether a program is for this model: `models` lists model codes (the embedded backend's addition to
 * docs/product.md §3); absent or empty, the program is for every model. A car whose model is not known (null)
 * gets only the programs for every model.
 */
export function programForModel(program: { models?: readonly string[] }, modelCode: string | null): boolean {
  const models = program.models ?? [];
  return models.length === 0 || (modelCode !== null && models.includes(modelCode));
}

/** Whether a program can finance a car of this price at all (bounds and terms). */
export function programFits(program: CreditTerms, price: number): boolean {
  return prepayBounds(program, price) !== null && termBounds(program) !== null;
}

/** A program's offer for one car: every figure the page and the PDF show. */
export type CreditQuote = {
  price: number;
  /** Down payment in roubles, and in percent of the price (one decimal). */
  prepay: number;
  prepayPercent: number;
  /** The amount borrowed: price − down payment. */
  credit: number;
  /** Paid at the end (restcost % of the price); 0 without one. */
  residual: number;
  term: number;
  rate: number;
  monthlyPayment: number;
};

/** The term of the program nearest to the one asked (the shorter one on a tie); the longest when none asked. */
export function nearestTerm(program: Pick<CreditTerms, "terms">, months: number): number | null {
  const terms = programTerms(program);
  if (terms.length === 0) return null;
  const wanted = sane(months);
  if (wanted === 0) return terms[terms.length - 1] ?? null;
  return terms.reduce((best, t) => (Math.abs(t - wanted) < Math.abs(best - wanted) ? t : best));
}

/**
 * The offer of a program for a price, a down payment and a term, each brought within the program's
 * bounds (a down payment below the minimum becomes the minimum, a term not offered becomes the
 * nearest one); null when the program cannot finance this price.
 */
export function creditQuote(program: CreditTerms, price: number, prepay: number, months: number): CreditQuote | null {
  const bounds = prepayBounds(program, price);
  const term = nearestTerm(program, months);
  if (!bounds || term === null) return null;
  const p = Math.round(sane(price));
  const down = Math.min(bounds.max, Math.max(bounds.min, Math.round(sane(prepay))));
  const credit = p - down;
  const residual = residualOf(program, p);
  const rate = sane(program.rate);
  return {
    price: p,
    prepay: down,
    prepayPercent: Math.round((down / p) * 1000) / 10,
    credit,
    residual,
    term,
    rate,
    monthlyPayment: annuityPayment(credit, rate, term, residual),
  };
}
