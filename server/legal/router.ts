import { createHash } from "node:crypto";
import express from "express";
import { logger } from "@platform/logger";
import { sendStatusPage } from "../status-page";
import type { Options } from "@contract/options";
import { getContractContent } from "./contract-content";
import { resolveDealerRequisites, type DealerRequisites, type LegalDocumentContent } from "./legal-content";
import { legalDocuments, type LegalDocumentSlug } from "./legal-documents";
import { renderLegalPdf } from "./legal-pdf.server";
import { getPersonalDataPolicyContent } from "./personal-data-policy-content";
import { getPrivacyPolicyContent } from "./privacy-policy-content";

export { legalDocuments };
export type { LegalDocumentLink, LegalDocumentSlug } from "./legal-documents";

const contentBySlug: Record<LegalDocumentSlug, (requisites: DealerRequisites) => LegalDocumentContent> = {
  "privacy-policy": getPrivacyPolicyContent,
  "personal-data-policy": getPersonalDataPolicyContent,
  contract: getContractContent,
};

/** Where the dealer's requisites come from: fixed values, or a read (e.g. of the site options) done once, on the first request. */
export type LegalDocumentsRouterOptions = {
  requisites: Partial<DealerRequisites> | (() => Promise<Partial<DealerRequisites>>);
  /** Replaces the renderer (tests count renders with it). */
  render?: (content: LegalDocumentContent) => Promise<Buffer>;
};

type RenderedPdf = { body: Buffer; etag: string };

/** The requisites are not known yet (the options backend failed or lacks them): nothing is rendered. */
class RequisitesUnavailable extends Error {}

/** How soon a visitor may retry while the requisites are unknown, in seconds. */
const retryAfterSeconds = 60;

/** Picks the requisites the documents print from the site options (docs/product.md §3 «Options»). */
export function getRequisitesFromOptions(options: Options): Partial<DealerRequisites> {
  const requisites: Partial<DealerRequisites> = {};
  if (options.legal_inn) requisites.inn = options.legal_inn;
  if (options.legal_ogrn) requisites.ogrn = options.legal_ogrn;
  if (options.legal_kpp) requisites.kpp = options.legal_kpp;
  if (options.dealer_address) requisites.address = options.dealer_address;
  if (options.dealer_phone) requisites.phone = options.dealer_phone;
  if (options.dealer_email) requisites.email = options.dealer_email;
  if (options.legal_pd_registry) requisites.registryNumber = options.legal_pd_registry;
  return requisites;
}

/** The legal PDFs' router, and `forget`, which drops the kept renders (the requisites changed). */
export type LegalDocumentsRouter = express.Router & { forget(): void };

/**
 * Serves the legal PDFs under /docs/*.pdf, rendering each on first request and keeping it in memory
 * until `forget` (the web process calls it on a content change: requisites or the register number
 * published in the studio reach the PDFs with the pages).
 */
export function createLegalDocumentsRouter(opts: LegalDocumentsRouterOptions): LegalDocumentsRouter {
  const render = opts.render ?? renderLegalPdf;
  const source = opts.requisites;
  // Promises, not buffers, are cached so that concurrent first requests share one render.
  const cache = new Map<LegalDocumentSlug, Promise<RenderedPdf>>();

  async function renderDocument(slug: LegalDocumentSlug): Promise<RenderedPdf> {
    const partial = typeof source === "function" ? await source().catch(() => ({})) : source;
    const requisites = resolveDealerRequisites(partial);
    if (!requisites) throw new RequisitesUnavailable();
    const body = await render(contentBySlug[slug](requisites));
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    return { body, etag };
  }

  function getDocument(slug: LegalDocumentSlug): Promise<RenderedPdf> {
    let pending = cache.get(slug);
    if (!pending) {
      pending = renderDocument(slug);
      // A failed render or unknown requisites (the options backend was down) must not stick: the next request retries.
      pending.catch(() => cache.delete(slug));
      cache.set(slug, pending);
    }
    return pending;
  }

  const router = express.Router();
  for (const { slug, href } of legalDocuments) {
    router.get(href, async (_req, res) => {
      let pdf: RenderedPdf;
      try {
        pdf = await getDocument(slug);
      } catch (error) {
        if (!(error instanceof RequisitesUnavailable)) throw error;
        logger.warn(`Документ ${slug}.pdf не отдан: реквизиты дилера (ИНН, ОГРН, адрес) не получены из опций`);
        res.set("Retry-After", String(retryAfterSeconds));
        sendStatusPage(
          res,
          503,
          "Документ временно недоступен",
          "Не удалось получить реквизиты дилера для документа. Обновите страницу через минуту или позвоните нам.",
        );
        return;
      }
      res.set({
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${slug}.pdf"`,
        "Cache-Control": "public, max-age=86400",
        ETag: pdf.etag,
        // The site-wide CSP has object-src 'none', which makes Chrome's built-in viewer refuse to show
        // the PDF (crbug.com/271452); a PDF runs no scripts of ours, so only framing is restricted.
        "Content-Security-Policy": "frame-ancestors 'self'",
      });
      // res.send answers 304 itself when If-None-Match matches the ETag set above.
      res.send(pdf.body);
    });
  }
  return Object.assign(router, { forget: () => cache.clear() });
}
