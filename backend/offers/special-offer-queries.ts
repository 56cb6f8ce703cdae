import type { ModelCode } from "@contract/model";
import type { SpecialOffer, SpecialOfferStatus, SpecialOfferStatusFilter } from "@contract/special-offer";
import { and, asc, eq, exists, gt, inArray, lt, lte, gte, type SQL } from "drizzle-orm";
import type { Db } from "../db/database";
import { columnsWithoutSearchVector } from "../search/search-vector";
import { specialOfferModels, specialOffers } from "./schema";

type SpecialOfferRow = Omit<typeof specialOffers.$inferSelect, "searchVector">;
const offerColumns = columnsWithoutSearchVector(specialOffers);

/** What to list: offers of one status (or all) on a Moscow day 'YYYY-MM-DD', optionally for one model. */
export type SpecialOfferFilter = { day: string; status: SpecialOfferStatusFilter; model?: ModelCode };

/** Offers matching the filter, the ones ending soonest first (then by id), each with its status on the day. */
export async function getSpecialOffers(db: Db, filter: SpecialOfferFilter): Promise<SpecialOffer[]> {
  const conditions = [statusCondition(filter.status, filter.day)];
  if (filter.model) {
    const forModel = db
      .select({ one: specialOfferModels.offerId })
      .from(specialOfferModels)
      .where(and(eq(specialOfferModels.offerId, specialOffers.id), eq(specialOfferModels.modelCode, filter.model)));
    conditions.push(exists(forModel));
  }
  const rows = await db
    .select(offerColumns)
    .from(specialOffers)
    .where(and(...conditions))
    .orderBy(asc(specialOffers.validTo), asc(specialOffers.id));
  const models = await getModelCodes(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSpecialOffer(row, models.get(row.id) ?? [], filter.day));
}

/** The offer with this id whatever its status on the day, or null. */
export async function getSpecialOffer(db: Db, id: string, day: string): Promise<SpecialOffer | null> {
  const [row] = await db.select(offerColumns).from(specialOffers).where(eq(specialOffers.id, id));
  if (!row) return null;
  const models = await getModelCodes(db, [row.id]);
  return toSpecialOffer(row, models.get(row.id) ?? [], day);
}

/** Whether an offer has not started, runs, or has ended on a day (both ends of its period included). */
export function getSpecialOfferStatus(offer: { validFrom: string; validTo: string }, day: string): SpecialOfferStatus {
  if (day < offer.validFrom) return "upcoming";
  if (day > offer.validTo) return "expired";
  return "active";
}

function statusCondition(status: SpecialOfferStatusFilter, day: string): SQL | undefined {
  switch (status) {
    case "upcoming":
      return gt(specialOffers.validFrom, day);
    case "active":
      return and(lte(specialOffers.validFrom, day), gte(specialOffers.validTo, day));
    case "expired":
      return lt(specialOffers.validTo, day);
    case "all":
      return undefined;
  }
}

async function getModelCodes(db: Db, offerIds: string[]): Promise<Map<string, ModelCode[]>> {
  const byOffer = new Map<string, ModelCode[]>();
  if (offerIds.length === 0) return byOffer;
  const rows = await db
    .select()
    .from(specialOfferModels)
    .where(inArray(specialOfferModels.offerId, offerIds))
    .orderBy(asc(specialOfferModels.offerId), asc(specialOfferModels.sortOrder));
  for (const row of rows) {
    const codes = byOffer.get(row.offerId) ?? [];
    // The foreign key keeps model_code to the models table, whose codes are the contract's.
    codes.push(row.modelCode as ModelCode);
    byOffer.set(row.offerId, codes);
  }
  return byOffer;
}

// Drivers may hand a date column back as 'YYYY-MM-DD' or with a time; the contract wants the day.
function toDay(value: string): string {
  return value.slice(0, 10);
}

function toSpecialOffer(row: SpecialOfferRow, models: ModelCode[], day: string): SpecialOffer {
  const validFrom = toDay(row.validFrom);
  const validTo = toDay(row.validTo);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    short: row.short,
    full: row.full,
    terms: row.terms,
    validFrom,
    validTo,
    models,
    legal: row.legal,
    status: getSpecialOfferStatus({ validFrom, validTo }, day),
  };
}
