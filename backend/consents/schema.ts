import { consentKinds, type ConsentKind } from "@contract/consent-documents";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";

// The consent texts a visitor agrees to, one row a version (docs/decisions/0100): a lead names the
// versions it was given under (leads.consent_version and the two columns of migration 0023). A version
// is never changed or deleted once written (a trigger of migration 0023 refuses it): a new text is a
// new version, so what a lead names is what the visitor was shown.

const consentKindList = sql.raw(consentKinds.map((kind) => `'${kind}'`).join(", "));

export const consentDocuments = pgTable(
  "consent_documents",
  {
    /** «personal-data-2», «advertising-1»; the legacy personal-data version 1 is «2026-11-01». */
    id: text("id").primaryKey(),
    kind: text("kind").$type<ConsentKind>().notNull(),
    /** 1, 2 … within the kind. */
    number: integer("number").notNull(),
    title: text("title").notNull(),
    /** The whole text: paragraphs separated by a blank line, list items starting with «— ». */
    body: text("body").notNull(),
    /** When the version took effect: from then on forms link it, until a later one takes effect. */
    effectiveFrom: timestamp("effective_from", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who published it (a staff member's e-mail); null for the versions the site shipped with. */
    createdBy: text("created_by"),
  },
  (t) => [
    check("consent_documents_kind_check", sql`${t.kind} in (${consentKindList})`),
    check("consent_documents_id_check", sql`${t.id} ~ '^[a-z0-9][a-z0-9-]{0,59}$'`),
    check("consent_documents_number_check", sql`${t.number} > 0`),
    unique("consent_documents_kind_number_unique").on(t.kind, t.number),
    index("consent_documents_kind_effective_idx").on(t.kind, t.effectiveFrom),
  ],
);
