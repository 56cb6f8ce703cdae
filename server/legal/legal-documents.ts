// Plain data with no imports, so menus and the footer in app/ can link the documents
// without pulling the PDF renderer or Express into the browser bundle.

/** Slugs of the legal documents served as PDF. */
export type LegalDocumentSlug = "privacy-policy" | "personal-data-policy" | "contract";

/** A legal document as menus and the footer link it. */
export type LegalDocumentLink = { slug: LegalDocumentSlug; title: string; href: string };

/** The legal PDFs the site serves, in the order menus list them. */
export const legalDocuments: readonly LegalDocumentLink[] = [
  { slug: "privacy-policy", title: "Политика конфиденциальности", href: "/docs/privacy-policy.pdf" },
  {
    slug: "personal-data-policy",
    title: "Политика обработки персональных данных",
    href: "/docs/personal-data-policy.pdf",
  },
  { slug: "contract", title: "Договор купли-продажи (образец)", href: "/docs/contract.pdf" },
];
