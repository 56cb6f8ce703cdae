// The leads API's configurator PDF (docs/product.md §7 «Pdf»): GET download/pdf/ with the configuration answers
// `{ file }` once the PDF exists, and GET download/pdf/{file} serves it. Renders are cached by the
// file name, which is a digest of the resolved configuration, so the same car is rendered once.
import {
  pdfAnswerSchema,
  pdfFieldErrors,
  pdfFileNamePattern,
  pdfMessages,
  pdfRequestSchema,
  type PdfRequest,
} from "@contract/configurator-pdf";
import { normalizeLeadPhone } from "@contract/leads-fields";
import { formatLeadPhone } from "@contract/staff-labels";
import { eq, sql } from "drizzle-orm";
import type { RequestHandler, Response } from "express";
import { logger } from "@platform/logger";
import type { Db } from "../db/database";
import { renderPdf } from "../pdf/pdf-renderer";
import { getOptions } from "../site/options-queries";
import { configurationLink, createSourceReader, pdfFileName, resolveConfiguration, type Configuration } from "./configuration";
import { ConfigurationPdf, type PdfDealer } from "./configuration-pdf";
import { configuratorPdfs } from "./schema";
import { allowed, type WriteLimit } from "../http/visitor-write";
import { messages } from "../http/messages";
import { clientKey } from "../limits/client-key";
import { russianIssueMessage } from "@contract/russian-issues";

/** Where the leads API answers (below its base, e.g. /api/download/pdf/). */
export const pdfPath = "/download/pdf/";
export const pdfFilePath = "/download/pdf/:file";

export type PdfRouteOptions = {
  /** The site's public origin, for the link back to the configuration. */
  siteUrl: string;
  /** How many rendered PDFs stay in memory. */
  cacheSize?: number;
  /**
   * Renders one PDF in the background at start, so the first visitor does not pay for loading the
   * fonts and react-pdf (about a second of a cold process); the web process turns it on, tests do not.
   */
  warmUp?: boolean;
  /** PDFs one client address may have made (every process counts into it); unset: no limit. */
  limit?: WriteLimit;
};

/** How long after start the web process renders its trial PDF. */
const warmUpDelayMs = 15_000;

/** A small LRU of renders in flight or done; a failed render is forgotten. */
function createRenderCache(size: number) {
  const entries = new Map<string, Promise<Buffer>>();
  return (key: string, render: () => Promise<Buffer>): Promise<Buffer> => {
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const value = render();
    entries.set(key, value);
    value.catch(() => {
      if (entries.get(key) === value) entries.delete(key);
    });
    while (entries.size > size) entries.delete(entries.keys().next().value as string);
    return value;
  };
}

/** The dealer's phone as the site writes it, +7 (XXX) XXX-XX-XX, however the options hold it («8 495 120-45-67»). */
function printedPhone(raw: string | undefined): string | undefined {
  const phone = raw === undefined ? null : normalizeLeadPhone(raw);
  return phone ? formatLeadPhone(phone) : raw;
}

function dealerOf(options: Record<string, string>): PdfDealer {
  const pick = (key: string) => (options[key]?.trim() ? options[key].trim() : undefined);
  return {
    name: pick("dealer_name"),
    address: pick("dealer_address"),
    phone: printedPhone(pick("dealer_phone")),
    email: pick("dealer_email"),
    hours: pick("dealer_hours"),
    inn: pick("legal_inn"),
    ogrn: pick("legal_ogrn"),
    kpp: pick("legal_kpp"),
  };
}

/** The two handlers over one cache. */
export function configuratorPdfHandlers(db: Db, opts: PdfRouteOptions): { create: RequestHandler; serve: RequestHandler } {
  const source = createSourceReader(db);
  const cached = createRenderCache(opts.cacheSize ?? 200);

  const render = async (configuration: Configuration, date: Date): Promise<Buffer> => {
    const [general, dealer] = await Promise.all([getOptions(db, "general"), getOptions(db, "dealer")]);
    const link = configurationLink(opts.siteUrl, configuration);
    return renderPdf(
      <ConfigurationPdf configuration={configuration} dealer={dealerOf({ ...general, ...dealer })} link={link} date={date} />,
    );
  };

  const create: RequestHandler = async (req, res) => {
    // Each new configuration is a render of about 100 ms of CPU and a stored row: a client asking for
    // one distinct payment after another would slow every page, so an address has its share a minute.
    if (opts.limit && !(await allowed(res, opts.limit, `pdf:ip:${clientKey(req.ip)}`, messages.tooManyPdfs))) return;
    const parsed = pdfRequestSchema.safeParse(singleValues(req.query), { error: russianIssueMessage });
    if (!parsed.success) {
      sendRejected(res, pdfFieldErrors(parsed.error));
      return;
    }
    const resolved = resolveConfiguration(parsed.data, await source());
    if (!resolved.ok) {
      sendRejected(res, resolved.fields);
      return;
    }
    const { configuration } = resolved;
    const file = pdfFileName(configuration);
    if (parsed.data.save === "0") {
      sendPdf(res, file, await cached(`${file} ${today()}`, () => render(configuration, new Date())));
      return;
    }
    const createdAt = await saveConfiguration(db, file, parsed.data);
    await cached(file, () => render(configuration, createdAt));
    res.status(200).set("Cache-Control", "no-store").json(pdfAnswerSchema.parse({ file }));
  };

  const serve: RequestHandler = async (req, res) => {
    const file = String(req.params.file ?? "");
    const row = pdfFileNamePattern.test(file)
      ? (await db.select().from(configuratorPdfs).where(eq(configuratorPdfs.file, file)).limit(1))[0]
      : undefined;
    const resolved = row ? resolveConfiguration(row.configuration, await source()) : null;
    if (!row || !resolved?.ok) {
      res.status(404).set("Cache-Control", "no-store").json({ success: false, data: null, message: pdfMessages.notFound });
      return;
    }
    sendPdf(res, file, await cached(file, () => render(resolved.configuration, row.createdAt)));
  };

  if (opts.warmUp) {
    // Not at once: a render holds the event loop for about a second, which the start-up (health checks,
    // the first pages, a SIGTERM right after start) must not wait behind. The timer never keeps the
    // process alive.
    setTimeout(warmUp, warmUpDelayMs).unref();
  }

  function warmUp() {
    void (async () => {
      const { data } = await source();
      const model = data.model[0];
      const first = <T extends { modelCode: string }>(list: T[]) => list.find((item) => item.modelCode === model?.code);
      const [pkg, paint, trim] = [first(data.package), first(data.colorExterior), first(data.colorInterior)];
      if (!model || !pkg || !paint || !trim) return;
      const resolved = resolveConfiguration(
        { car: model.configuratorCode as PdfRequest["car"], modification: pkg.code, exterior: paint.code, interior: trim.code, save: "0" },
        await source(),
      );
      if (!resolved.ok) return;
      const started = performance.now();
      await render(resolved.configuration, new Date());
      // The start-up's last work of its own: scripts/server-process.mjs waits for this line before measuring.
      logger.info(`Пробный PDF конфигуратора отрисован за ${Math.round(performance.now() - started)} мс`);
    })().catch((error: unknown) => logger.warn({ err: error }, "Пробный PDF конфигуратора не отрисовался"));
  }

  return { create, serve };
}

/** Stores the configuration under its name (the first request's date stays the PDF's date). */
async function saveConfiguration(db: Db, file: string, request: PdfRequest): Promise<Date> {
  const [row] = await db
    .insert(configuratorPdfs)
    .values({ file, configuration: request })
    .onConflictDoUpdate({ target: configuratorPdfs.file, set: { file: sql`excluded.file` } })
    .returning({ createdAt: configuratorPdfs.createdAt });
  return row?.createdAt ?? new Date();
}

/** A repeated parameter (`?car=a&car=b`) is not one value: it reads as missing, and the schema says so. */
function singleValues(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, typeof value === "string" ? value : undefined]));
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function sendPdf(res: Response, file: string, body: Buffer): void {
  res
    .status(200)
    .set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${file}"`,
      "Cache-Control": "private, max-age=3600",
      "Content-Length": String(body.length),
    })
    .end(body);
}

/** 400 with each field's message and all of them joined; nothing is stored. */
function sendRejected(res: Response, fields: Record<string, string>): void {
  res
    .status(400)
    .set("Cache-Control", "no-store")
    .json({ success: false, data: { fields }, message: Object.values(fields).join("; ") });
}
