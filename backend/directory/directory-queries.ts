import type { CreditProgram } from "@contract/credit-program";
import type { City, Dealer } from "@contract/dealer";
import { and, asc, eq, exists, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../db/database";
import { cities, creditProgramTerms, creditPrograms, dealers } from "./schema";

/** Filters of the dealer finder: only places with certified used cars, or with test drives. */
export type DealerFilters = { certified: boolean; testDrive: boolean };

function dealerConditions(filters: DealerFilters): SQL[] {
  return [...(filters.certified ? [eq(dealers.certified, true)] : []), ...(filters.testDrive ? [eq(dealers.testDrive, true)] : [])];
}

/** Cities in finder order; with a filter, only those that have a dealer matching it. */
export async function getCities(db: Db, filters: DealerFilters): Promise<City[]> {
  const conditions = dealerConditions(filters);
  const matchingDealer = db
    .select({ id: dealers.id })
    .from(dealers)
    .where(and(eq(dealers.cityId, cities.id), ...conditions));
  const rows = await db
    .select()
    .from(cities)
    .where(conditions.length > 0 ? exists(matchingDealer) : undefined)
    .orderBy(asc(cities.sortOrder), asc(cities.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    region: row.region,
    coordinates: { lat: row.latitude, lng: row.longitude },
  }));
}

/** True when a city with this id exists. */
export async function cityExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
  return row !== undefined;
}

/** Dealers of one city in finder order, narrowed by the filters. */
export async function getDealers(db: Db, cityId: number, filters: DealerFilters): Promise<Dealer[]> {
  const rows = await db
    .select()
    .from(dealers)
    .where(and(eq(dealers.cityId, cityId), ...dealerConditions(filters)))
    .orderBy(asc(dealers.sortOrder), asc(dealers.id));
  return rows.map((row) => ({
    id: row.id,
    cityId: row.cityId,
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    hours: { sales: row.salesHours, service: row.serviceHours },
    coordinates: { lat: row.latitude, lng: row.longitude },
    services: row.services,
    certified: row.certified,
    testDrive: row.testDrive,
  }));
}

/** Every credit program with its terms (months, ascending), in the order the configurator lists them. */
export async function getCreditPrograms(db: Db): Promise<CreditProgram[]> {
  const programs = await db.select().from(creditPrograms).orderBy(asc(creditPrograms.sortOrder), asc(creditPrograms.id));
  const terms =
    programs.length === 0
      ? []
      : await db
          .select()
          .from(creditProgramTerms)
          .where(
            inArray(
              creditProgramTerms.programId,
              programs.map((p) => p.id),
            ),
          )
          .orderBy(asc(creditProgramTerms.term));
  return programs.map((p) => ({
    id: p.id,
    name: p.name,
    bank: p.bank,
    description: p.description,
    active: p.active,
    min_price: p.minPrice,
    max_price: p.maxPrice,
    min_credit: p.minCredit,
    max_credit: p.maxCredit,
    min_prepay: p.minPrepay,
    max_prepay: p.maxPrepay,
    rate: p.rate,
    restcost: p.restcost,
    terms: terms.filter((t) => t.programId === p.id).map((t) => ({ term: t.term })),
    models: p.models,
    // Only what is known: an API without the fields and a program without them read alike (docs/decisions/0097).
    ...(p.feePercent === null ? {} : { fee_percent: p.feePercent }),
    ...(p.insurancePercent === null ? {} : { insurance_percent: p.insurancePercent }),
    ...(p.lender === null ? {} : { lender: p.lender }),
  }));
}
