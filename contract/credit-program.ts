import { z } from "zod";

/**
 * Credit program (docs/product.md §3), GET /v1/credit-program. Prices and credit amounts are whole roubles;
 * `min_prepay`/`max_prepay` are percents of the price; `rate` is the annual rate in percent and
 * `restcost` the residual payment in percent of the price (0 when the program has none); `terms` are
 * months. Inactive programs are listed too: the site offers only those with `active: true`. The
 * site derives minTerm, maxTerm and monthlyPayment itself. `models` (not in docs/product.md §3's list; the embedded
 * backend adds it) names the models a program is for, as model codes; absent or empty, it is for every
 * model, so an API without the field offers every program for every car, as before. `fee_percent`,
 * `insurance_percent` and `lender` (likewise additions) carry what the ПСК is computed from.
 */
export const creditProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bank: z.string(),
  description: z.string(),
  active: z.boolean(),
  min_price: z.number().int().nonnegative(),
  max_price: z.number().int().nonnegative(),
  min_credit: z.number().int().nonnegative(),
  max_credit: z.number().int().nonnegative(),
  min_prepay: z.number().int().min(0).max(100),
  max_prepay: z.number().int().min(0).max(100),
  rate: z.number().nonnegative(),
  restcost: z.number().min(0).max(100),
  terms: z.array(z.object({ term: z.number().int().positive() })),
  models: z.array(z.string()).optional(),
  /**
   * What the full cost of credit (ПСК) is computed from (contract/credit-cost.ts, docs/decisions/0097),
   * optional so an API without them still parses: a one-off commission in percent of the credit, a life
   * insurance premium in percent of the credit a year, and the lender's name as advertising names it.
   * A program without all three is not advertised with a rate or a payment.
   */
  fee_percent: z.number().min(0).max(100).optional(),
  insurance_percent: z.number().min(0).max(100).optional(),
  lender: z.string().optional(),
});
export type CreditProgram = z.infer<typeof creditProgramSchema>;
export const creditProgramListSchema = z.array(creditProgramSchema);
