import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { options } from "../site/schema";
import {
  advertisingConsent,
  legacyPersonalDataConsent,
  personalDataConsent,
  thirdPartiesConsent,
  type ConsentOperator,
} from "./content/consent-texts";
import { consentDocuments } from "./schema";

/** When the checkbox's sentence (personal-data version 1) took effect: the day of its constant. */
export const legacyConsentEffectiveFrom = new Date("2026-11-01T00:00:00+03:00");

/** The operator as the dealer's options name it (seeded before this, or edited by staff since). */
async function operatorOf(db: Db): Promise<ConsentOperator> {
  const rows = await db.select({ key: options.key, value: options.value }).from(options).where(eq(options.scope, "dealer"));
  const value = (key: string) => rows.find((row) => row.key === key)?.value.trim() || undefined;
  const operator: ConsentOperator = {};
  const fields: [keyof ConsentOperator, string][] = [
    ["legalName", "legal_name"],
    ["dealerName", "dealer_name"],
    ["inn", "legal_inn"],
    ["kpp", "legal_kpp"],
    ["ogrn", "legal_ogrn"],
    ["address", "dealer_address"],
    ["phone", "dealer_phone"],
    ["email", "dealer_email"],
  ];
  for (const [field, key] of fields) {
    const found = value(key);
    if (found) operator[field] = found;
  }
  return operator;
}

/**
 * Inserts the consent versions the site ships with, those missing only: a version, once written, is
 * never changed. The documents take effect at the first seed (`seededAt`): on an existing site, the
 * start that brought them; version 1, the checkbox's sentence, on 1 November 2026.
 */
export async function seedConsents(db: Db, seededAt: Date): Promise<void> {
  const operator = await operatorOf(db);
  const effectiveFrom = seededAt > legacyConsentEffectiveFrom ? seededAt : legacyConsentEffectiveFrom;
  const legacy = legacyPersonalDataConsent();
  await db
    .insert(consentDocuments)
    .values([
      { ...legacy, effectiveFrom: legacyConsentEffectiveFrom },
      ...[personalDataConsent(operator), thirdPartiesConsent(operator), advertisingConsent(operator)].map((version) => ({
        ...version,
        effectiveFrom,
      })),
    ])
    .onConflictDoNothing();
}
