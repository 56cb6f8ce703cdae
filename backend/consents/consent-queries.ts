import {
  consentKinds,
  legacyConsentVersion,
  type ConsentDocument,
  type ConsentKind,
  type ConsentSummary,
} from "@contract/consent-documents";
import type { ConsentList } from "@contract/consents";
import { asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database";
import { consentDocuments } from "./schema";

const summaryColumns = {
  id: consentDocuments.id,
  kind: consentDocuments.kind,
  number: consentDocuments.number,
  title: consentDocuments.title,
  effectiveFrom: consentDocuments.effectiveFrom,
};

type SummaryRow = { id: string; kind: ConsentKind; number: number; title: string; effectiveFrom: Date };

const toSummary = (row: SummaryRow): ConsentSummary => ({ ...row, effectiveFrom: row.effectiveFrom.toISOString() });

/**
 * The version of each kind in effect at `at` (the latest to take effect by then), and every version,
 * by kind and newest first. A kind none of whose versions is in effect yet offers its first.
 */
export async function listConsents(db: Db, at: Date): Promise<ConsentList> {
  const rows = await db.select(summaryColumns).from(consentDocuments).orderBy(asc(consentDocuments.kind), desc(consentDocuments.number));
  const versions = rows.map(toSummary).sort((a, b) => consentKinds.indexOf(a.kind) - consentKinds.indexOf(b.kind) || b.number - a.number);
  const current: ConsentSummary[] = [];
  for (const kind of consentKinds) {
    const ofKind = rows.filter((row) => row.kind === kind);
    const inEffect = ofKind
      .filter((row) => row.effectiveFrom <= at)
      .sort((a, b) => b.effectiveFrom.getTime() - a.effectiveFrom.getTime() || b.number - a.number)[0];
    const chosen = inEffect ?? ofKind.sort((a, b) => a.number - b.number)[0];
    if (chosen) current.push(toSummary(chosen));
  }
  return { current, versions };
}

/** One version with its text, or null. */
export async function getConsent(db: Db, id: string): Promise<ConsentDocument | null> {
  const [row] = await db
    .select({ ...summaryColumns, text: consentDocuments.body })
    .from(consentDocuments)
    .where(eq(consentDocuments.id, id));
  return row ? { ...toSummary(row), text: row.text } : null;
}

/** The versions of these ids with their texts (a lead's page), in the order of the kinds. */
export async function getConsents(db: Pick<Db, "select">, ids: readonly string[]): Promise<ConsentDocument[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...summaryColumns, text: consentDocuments.body })
    .from(consentDocuments)
    .where(inArray(consentDocuments.id, [...ids]));
  return rows
    .map((row) => ({ ...toSummary(row), text: row.text }))
    .sort((a, b) => consentKinds.indexOf(a.kind) - consentKinds.indexOf(b.kind));
}

/**
 * The version a lead records for a kind, worked out inside the statement that stores the lead, so that
 * recording it adds no read and no way to fail before the lead is stored (docs/decisions/0101): the
 * version the form showed when it is one of this kind (however old: it is what the visitor read), else
 * the one in effect at `at`, else the kind's first; `fallback` when the table has none at all.
 */
export function recordedConsentSql(kind: ConsentKind, posted: string | null, at: Date, fallback: string | null): SQL {
  const atText = at.toISOString();
  return sql`coalesce(
    (select id from consent_documents where id = ${posted} and kind = ${kind}),
    (select id from consent_documents where kind = ${kind} and effective_from <= ${atText}::timestamptz order by effective_from desc, number desc limit 1),
    (select id from consent_documents where kind = ${kind} order by number limit 1),
    ${fallback}::text)`;
}

/** Personal data is always recorded: with no version in the table, the legacy id stands (it is the first seeded). */
export const personalDataFallback = legacyConsentVersion;
