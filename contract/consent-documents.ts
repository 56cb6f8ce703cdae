// The zod-free part of the consent documents (contract/consents.ts holds the API's schemas): the kinds,
// their names, what a form sends of them, and how a stored text is read into paragraphs and lists. The
// browser's forms and the consent page import these without loading zod (docs/decisions/0100).

/**
 * The kinds of consent a visitor gives, each its own versioned document (152-ФЗ ст. 9 as amended by
 * 156-ФЗ: separate from the policy; 38-ФЗ ст. 18: advertising separate and optional).
 */
export const consentKinds = ["personal-data", "third-parties", "advertising"] as const;
export type ConsentKind = (typeof consentKinds)[number];

/** Each kind's document title, as the page, the PDF and the staff lead page print it. */
export const consentKindTitles: Record<ConsentKind, string> = {
  "personal-data": "Согласие на обработку персональных данных",
  "third-parties": "Согласие на передачу персональных данных третьим лицам",
  advertising: "Согласие на получение рекламной информации",
};

/** A version's id: lower-case letters, digits and hyphens («personal-data-2», or the legacy «2026-11-01»). */
export const consentVersionIdPattern = /^[a-z0-9][a-z0-9-]{0,59}$/;

/**
 * The id of personal-data version 1: before the documents existed every lead stored this constant (the
 * date of the checkbox's sentence). It stays the id of that version, so old leads name a real text.
 */
export const legacyConsentVersion = "2026-11-01";

/** A version as forms and lists know it: everything but its text. */
export type ConsentSummary = {
  id: string;
  kind: ConsentKind;
  /** 1, 2 … within its kind. */
  number: number;
  title: string;
  /** When it took effect (ISO moment). */
  effectiveFrom: string;
};

/** A version with its full text. */
export type ConsentDocument = ConsentSummary & { text: string };

/** The fields of a lead form that carry the consents (the names the backend reads). */
export const consentFieldNames = {
  /** Hidden: the personal-data version the form linked. */
  personalData: "consent_version",
  /** Hidden: the third-parties version the form linked. */
  thirdParties: "third_parties_consent_version",
  /** The optional checkbox: its value is the advertising version it linked; absent when not ticked. */
  advertising: "advertising_consent",
} as const;

/** The page of the consent documents: the current versions, or one version by its id. */
export const consentPagePath = "/soglasie.html";

/** The page of one version (`/soglasie.html?version=…`), the address a form links and staff open. */
export function consentVersionHref(id: string): string {
  return `${consentPagePath}?version=${encodeURIComponent(id)}`;
}

/** A version's PDF. */
export function consentPdfHref(id: string): string {
  return `/docs/soglasie/${encodeURIComponent(id)}.pdf`;
}

/** The current version of a kind among summaries, if there is one. */
export function currentOfKind<T extends Pick<ConsentSummary, "kind">>(current: readonly T[], kind: ConsentKind): T | undefined {
  return current.find((version) => version.kind === kind);
}

/** A block of a stored text: a paragraph, or a list of items (lines starting with «— »). */
export type ConsentBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

/**
 * A stored text read into blocks: paragraphs are separated by a blank line; a paragraph whose lines
 * all start with «— » is a list. The text itself is what is kept and shown: blocks only lay it out.
 */
export function consentBlocks(text: string): ConsentBlock[] {
  const blocks: ConsentBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
    if (lines.length === 0) continue;
    if (lines.every((line) => line.startsWith("— "))) blocks.push({ kind: "list", items: lines.map((line) => line.slice(2)) });
    else blocks.push({ kind: "paragraph", text: lines.join(" ") });
  }
  return blocks;
}
