import { z } from "zod";
import { modelCodes } from "./model";

/** What an offer is about; the site shows it as a label. */
export const specialOfferKinds = ["credit", "trade-in", "service", "warranty", "fleet", "insurance"] as const;
export type SpecialOfferKind = (typeof specialOfferKinds)[number];

/** Where an offer stands on the day of the answer (Moscow calendar): not started, running, or ended. */
export const specialOfferStatuses = ["upcoming", "active", "expired"] as const;
export type SpecialOfferStatus = (typeof specialOfferStatuses)[number];

/** `status` values GET /v1/special-offer accepts: one status, or `all` of them. */
export const specialOfferStatusFilters = [...specialOfferStatuses, "all"] as const;
export type SpecialOfferStatusFilter = (typeof specialOfferStatusFilters)[number];

/** An offer id: the slug of /special-offers/{id}.html, lower-case latin words joined by hyphens. */
export const specialOfferIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A credit program's disclosure (contract/credit-cost.ts `CreditConditions`). */
const creditConditionsSchema = z.object({
  program: z.string(),
  lender: z.string(),
  rate: z.number(),
  cost: z.object({ min: z.number(), max: z.number() }),
  minTerm: z.number(),
  maxTerm: z.number(),
  minPrepay: z.number(),
  maxPrepay: z.number(),
  minCredit: z.number(),
  maxCredit: z.number(),
  feePercent: z.number(),
  insurancePercent: z.number(),
  restcost: z.number(),
});

/** A calendar day 'YYYY-MM-DD' in Moscow time. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Special offer, GET /v1/special-offer and /v1/special-offer/{id}. `validFrom` and `validTo` are
 * Moscow calendar days, both included; `status` is computed by the backend for the day it answers on.
 * `full` holds the text paragraph by paragraph, `terms` the conditions in brief, `legal` the small print.
 */
export const specialOfferSchema = z.object({
  id: z.string().regex(specialOfferIdPattern),
  kind: z.enum(specialOfferKinds),
  title: z.string(),
  short: z.string(),
  full: z.array(z.string()),
  terms: z.array(z.string()),
  validFrom: day,
  validTo: day,
  models: z.array(z.enum(modelCodes)),
  legal: z.string(),
  status: z.enum(specialOfferStatuses),
  /**
   * An offer that advertises a rate carries its ПСК range and the backing programs' conditions
   * (contract/credit-cost.ts `advertisedCreditCost`, docs/decisions/0097); absent otherwise, and from an
   * API without the addition.
   */
  credit_cost: z.object({ min: z.number(), max: z.number() }).nullable().optional(),
  credit_conditions: z.array(creditConditionsSchema).optional(),
});
export type SpecialOffer = z.infer<typeof specialOfferSchema>;

/** The list answer: offers ending soonest first (then by id). */
export const specialOfferListSchema = z.object({
  items: z.array(specialOfferSchema),
});
export type SpecialOfferList = z.infer<typeof specialOfferListSchema>;
