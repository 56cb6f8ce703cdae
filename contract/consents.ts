// The consent documents' API (GET /v1/consents, GET /v1/consents/{id}; docs/api.md): the versions of the
// consent texts a visitor agrees to, each kept whole with the moment it took effect (docs/decisions/0100).
import { z } from "zod";
import { consentKinds } from "./consent-documents";

export {
  consentKinds,
  consentKindTitles,
  legacyConsentVersion,
  type ConsentDocument,
  type ConsentKind,
  type ConsentSummary,
} from "./consent-documents";

export const consentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(consentKinds),
  number: z.number().int().positive(),
  title: z.string(),
  effectiveFrom: z.string(),
});

export const consentDocumentSchema = consentSummarySchema.extend({ text: z.string() });

/** GET /v1/consents: the version of each kind in effect now, and every version, newest first. */
export const consentListSchema = z.object({
  current: z.array(consentSummarySchema),
  versions: z.array(consentSummarySchema),
});
export type ConsentList = z.infer<typeof consentListSchema>;
