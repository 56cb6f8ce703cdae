// The shape the legal texts are written in. Numbers ("3.", "3.2.") are not part of the text:
// the renderer assigns them, so inserting a clause never leaves a gap or a duplicate.

/** A numbered clause: plain text, or text followed by a bulleted list. */
export type LegalClause = string | { text: string; items: readonly string[] };

/** A numbered section of a legal document. */
export type LegalSection = { heading: string; clauses: readonly LegalClause[] };

/** A party's block at the end of a contract: role, then its requisites (blank lines are drawn as rules). */
export type LegalSignatory = { role: string; lines: readonly string[] };

/** An appendix printed on its own page: a two-column table and notes under it. */
export type LegalAppendix = {
  title: string;
  subtitle: string;
  rows: readonly (readonly [label: string, value: string])[];
  notes: readonly string[];
};

/** A whole document, ready to be laid out. */
export type LegalDocumentContent = {
  title: string;
  subtitle?: string;
  /** The title in the PDF's metadata (what a viewer shows in its tab). */
  metaTitle: string;
  /** The edition line under the title; also the PDF's creation date, so the bytes (and ETag) are stable. */
  edition: { label: string; date: Date };
  /** Place and date line of a contract (left and right). */
  placeLine?: readonly [left: string, right: string];
  preamble: readonly string[];
  sections: readonly LegalSection[];
  signatories?: readonly LegalSignatory[];
  appendices?: readonly LegalAppendix[];
};

/** The dealer's identifiers and contacts printed in the documents (from the site options). */
export type DealerRequisites = {
  inn: string;
  ogrn: string;
  kpp?: string;
  address: string;
  phone?: string;
  email?: string;
  /** The entry in Roskomnadzor's register of personal-data operators, once staff set it. */
  registryNumber?: string;
};

/**
 * Complete requisites from partial ones (blank strings count as gaps), or null while INN, OGRN or the
 * address is unknown: a document with made-up requisites must never be printed, let alone cached.
 */
export function resolveDealerRequisites(partial: Partial<DealerRequisites> = {}): DealerRequisites | null {
  const pick = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const inn = pick(partial.inn);
  const ogrn = pick(partial.ogrn);
  const address = pick(partial.address);
  if (!inn || !ogrn || !address) return null;
  const resolved: DealerRequisites = { inn, ogrn, address };
  const kpp = pick(partial.kpp);
  const phone = pick(partial.phone);
  const email = pick(partial.email);
  if (kpp) resolved.kpp = kpp;
  if (phone) resolved.phone = phone;
  if (email) resolved.email = email;
  const registryNumber = pick(partial.registryNumber);
  if (registryNumber) resolved.registryNumber = registryNumber;
  return resolved;
}

/** «ИНН …, ОГРН …» (with КПП when known), as printed after the dealer's description. */
export function formatRegistrationNumbers(requisites: DealerRequisites): string {
  const kpp = requisites.kpp ? `, КПП ${requisites.kpp}` : "";
  return `ИНН ${requisites.inn}${kpp}, ОГРН ${requisites.ogrn}`;
}

/**
 * The operator's place in Roskomnadzor's register of personal-data operators (152-ФЗ ст. 22), in a
 * sentence: its number when staff have set it, else how anyone finds the entry by ИНН — never a number
 * made up (docs/decisions/0103).
 */
export function formatRegistryEntry(requisites: DealerRequisites): string {
  if (requisites.registryNumber) {
    return `Дилер внесён в реестр операторов, осуществляющих обработку персональных данных, который ведёт Роскомнадзор; номер в реестре операторов: ${requisites.registryNumber}.`;
  }
  return `Дилер направил в Роскомнадзор уведомление об обработке персональных данных; запись о нём в реестре операторов, осуществляющих обработку персональных данных, можно найти на портале персональных данных Роскомнадзора (pd.rkn.gov.ru) по ИНН ${requisites.inn}.`;
}

/** How to reach the dealer, in a sentence tail: the real phone and e-mail when known, else where to find them. */
export function formatContactChannels(requisites: DealerRequisites): string {
  const channels = [
    requisites.phone ? `по телефону ${requisites.phone}` : undefined,
    requisites.email ? `по электронной почте ${requisites.email}` : undefined,
  ].filter((c): c is string => c !== undefined);
  if (channels.length === 0) return "по телефону или электронной почте, указанным в разделе «Контакты» Сайта";
  return channels.join(" или ");
}
