import { createHash } from "node:crypto";
import express from "express";
import { consentBlocks, consentVersionIdPattern, type ConsentDocument } from "@contract/consent-documents";
import { localDayOf } from "@contract/test-drive-time";
import { logger } from "@platform/logger";
import { sendStatusPage } from "../status-page";
import type { LegalDocumentContent } from "./legal-content";
import { renderLegalPdf } from "./legal-pdf.server";

const monthsGenitive = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
];

/** «5 декабря 2026 г.», the Moscow day of a moment, as the legal PDFs date their editions. */
function editionDay(moment: Date): string {
  const [year, month, day] = localDayOf(moment).split("-").map(Number) as [number, number, number];
  return `${day}\u00a0${monthsGenitive[month - 1] ?? ""} ${year}\u00a0г.`;
}

/**
 * A consent version as a legal PDF: its title, its edition and the day it took effect, then its text as
 * kept (paragraphs, and list items marked with a dash), with no numbering added to it.
 */
export function consentPdfContent(consent: ConsentDocument): LegalDocumentContent {
  const effectiveFrom = new Date(consent.effectiveFrom);
  const preamble = consentBlocks(consent.text).flatMap((block) =>
    block.kind === "paragraph" ? [block.text] : block.items.map((item) => `— ${item}`),
  );
  return {
    title: consent.title,
    subtitle: "на сайте официального дилера Genesis в г. Химки",
    metaTitle: `${consent.title}, редакция № ${consent.number}`,
    edition: { label: `Редакция №\u00a0${consent.number}, действует с ${editionDay(effectiveFrom)}`, date: effectiveFrom },
    preamble,
    sections: [],
  };
}

export type ConsentPdfRouterOptions = {
  /** A version with its text, or null when there is no such version (a failure rejects). */
  load: (id: string) => Promise<ConsentDocument | null>;
  /** Replaces the renderer (tests count renders with it). */
  render?: (content: LegalDocumentContent) => Promise<Buffer>;
};

type RenderedPdf = { body: Buffer; etag: string };

/**
 * Serves /docs/soglasie/{id}.pdf, each version rendered on its first request and kept: a version never
 * changes (docs/decisions/0100), so neither does its PDF.
 */
export function createConsentPdfRouter(opts: ConsentPdfRouterOptions): express.Router {
  const render = opts.render ?? renderLegalPdf;
  const cache = new Map<string, Promise<RenderedPdf | null>>();

  async function renderVersion(id: string): Promise<RenderedPdf | null> {
    const consent = await opts.load(id);
    if (!consent) return null;
    const body = await render(consentPdfContent(consent));
    return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  }

  const router = express.Router();
  router.get("/docs/soglasie/:file", async (req, res, next) => {
    const id = /^(.+)\.pdf$/.exec(req.params.file)?.[1];
    if (!id || !consentVersionIdPattern.test(id)) {
      next();
      return;
    }
    let pending = cache.get(id);
    if (!pending) {
      pending = renderVersion(id);
      // A failure or an unknown id must not stick: a version published later gets its PDF.
      pending.then(
        (pdf) => pdf ?? cache.delete(id),
        () => cache.delete(id),
      );
      cache.set(id, pending);
    }
    let pdf: RenderedPdf | null;
    try {
      pdf = await pending;
    } catch (error) {
      logger.warn({ err: error, consent: id }, `PDF согласия ${id} не отдан: текст редакции не получен из API`);
      res.set("Retry-After", "60");
      sendStatusPage(
        res,
        503,
        "Документ временно недоступен",
        "Не удалось получить текст согласия. Обновите страницу через минуту или позвоните нам.",
      );
      return;
    }
    if (!pdf) {
      next();
      return;
    }
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="soglasie-${id}.pdf"`,
      "Cache-Control": "public, max-age=86400",
      ETag: pdf.etag,
      // As the other legal PDFs: Chrome's viewer refuses a PDF under object-src 'none' (server/legal/router.ts).
      "Content-Security-Policy": "frame-ancestors 'self'",
    });
    res.send(pdf.body);
  });
  return router;
}
