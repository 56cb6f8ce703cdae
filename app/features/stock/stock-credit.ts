import type { CreditProgram } from "@contract/credit-program";
import { programForModel } from "@contract/credit";
import { creditConditions, type CreditConditions } from "@contract/credit-cost";
import { annuityPayment } from "~/lib/annuity";

/**
 * The lowest monthly payment for a car and how it is reached, with the final payment a program with a
 * residual value leaves to the end (0 when there is none): a payment shown without it would mislead.
 */
export type StockCredit = {
  monthly: number;
  program: string;
  prepayPercent: number;
  months: number;
  rate: number;
  finalPercent: number;
  finalPayment: number;
  /** The program's ПСК over its terms and down payments at this price, and its conditions (docs/decisions/0097). */
  conditions: CreditConditions;
};

/**
 * «от … ₽/мес»: among the active programs for the car's model that finance a car at this price, the
 * lowest payment with the program's smallest first payment over its longest term (the credit kept
 * within its limits). A program without the data for its ПСК is not quoted (docs/decisions/0097).
 */
export function lowestMonthlyPayment(priceRub: number, modelCode: string | null, programs: readonly CreditProgram[]): StockCredit | null {
  let best: StockCredit | null = null;
  for (const program of programs) {
    if (!program.active || !programForModel(program, modelCode) || priceRub < program.min_price || priceRub > program.max_price) continue;
    const conditions = creditConditions(program, priceRub);
    if (!conditions) continue;
    const months = Math.max(0, ...program.terms.map((t) => t.term));
    if (months === 0) continue;
    // The smallest first payment that keeps the credit within the program's limit.
    const needed = Math.ceil(((priceRub - program.max_credit) / priceRub) * 100);
    const prepayPercent = Math.max(program.min_prepay, needed);
    if (prepayPercent > program.max_prepay) continue;
    const credit = priceRub * (1 - prepayPercent / 100);
    if (credit < program.min_credit) continue;
    const monthly = Math.ceil(annuityPayment(credit, program.rate, months, (priceRub * program.restcost) / 100));
    if (!Number.isFinite(monthly) || monthly <= 0) continue;
    if (!best || monthly < best.monthly) {
      best = {
        monthly,
        program: program.name,
        prepayPercent,
        months,
        rate: program.rate,
        finalPercent: program.restcost,
        finalPayment: Math.round((priceRub * program.restcost) / 100),
        conditions,
      };
    }
  }
  return best;
}
