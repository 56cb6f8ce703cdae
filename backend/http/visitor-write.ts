// The one way the dealer backend takes what a visitor sends (every lead kind, the booking, the
// configurator's PDF): the body is already read by `readBody` (400/413/415 in Russian for a malformed
// one), then the client's limit, the honeypot, the schema with every issue in Russian, the limit of the
// phone the request names, and only then the endpoint's own work. The limits are counted in the
// database, so they hold across every web process (docs/decisions/0070-limits-in-the-database.md).
import { leadFieldErrors, leadMessages, type LeadFieldErrors } from "@contract/leads";
import { russianIssueMessage } from "@contract/russian-issues";
import type { Request, RequestHandler, Response } from "express";
import type { z } from "zod";
import { clientKey } from "../limits/client-key";
import type { LimitRule, Limiter } from "../limits/limiter";
import { messages } from "./messages";
import { sendFail } from "./respond";

/** What one client may send, in every process together; `false` turns a limit off. */
export type VisitorLimits = {
  /** Requests of one kind (test drive, service, order, trade-in, configurator) per client address, and per phone. */
  leads: LimitRule | false;
  /** Upcoming test-drive bookings one phone, and one address, may hold at once. */
  upcomingBookings: number | false;
  /** Configurator PDFs one address may have made. */
  pdfs: LimitRule | false;
};

/**
 * Eight requests of a kind per address or phone in ten minutes (a family sending a few forms is never
 * refused), two test drives ahead per person, twelve PDFs a minute (a visitor trying down payments).
 */
export const defaultVisitorLimits: VisitorLimits = {
  leads: { limit: 8, windowMs: 10 * 60_000 },
  upcomingBookings: 2,
  pdfs: { limit: 12, windowMs: 60_000 },
};

/** The limits as configured: all off, or the defaults with what was given. */
export function visitorLimits(option: Partial<VisitorLimits> | false | undefined): VisitorLimits {
  return option === false ? { leads: false, upcomingBookings: false, pdfs: false } : { ...defaultVisitorLimits, ...option };
}

/** The limiter and rules a write counts against; a null limiter counts nothing. */
export type WriteLimit = { limiter: Limiter | null; rule: LimitRule | false };

/** A body field's errors and their joined text, as every form's refusal is answered. */
export type Refusal = { status: number; fields: LeadFieldErrors; extra?: Record<string, unknown> };

/** What a visitor write's own work gets: the request's checked input and its client's key. */
export type WriteContext = { req: Request; res: Response; client: string };

export type VisitorWriteOptions<S extends z.ZodType> = {
  /** The bucket's name, e.g. "lead:service": requests of one name share a window. */
  bucket: string;
  limit: WriteLimit;
  /** The schema of the body; an input it refuses gets 400 with each field's Russian message. */
  schema: S;
  /** The phone the request names, counted in its own bucket with the same rule. */
  phoneOf?: (input: z.output<S>) => string | undefined;
  handle: (input: z.output<S>, context: WriteContext) => Promise<void>;
};

/** A handler taking a visitor's write through the limits, the honeypot and the schema before `handle`. */
export function visitorWrite<S extends z.ZodType>({ bucket, limit, schema, phoneOf, handle }: VisitorWriteOptions<S>): RequestHandler {
  return async (req, res) => {
    const client = clientKey(req.ip);
    if (!(await allowed(res, limit, `${bucket}:ip:${client}`, messages.tooManyLeads))) return;
    const body = req.body as Record<string, unknown>;
    // A robot filling the hidden field hears the same as a person told to retry, and learns nothing.
    if (body.website !== undefined && body.website !== "") {
      sendRefusal(res, { status: 400, fields: { form: leadMessages.spam } });
      return;
    }
    const parsed = schema.safeParse(body, { error: russianIssueMessage });
    if (!parsed.success) {
      sendRefusal(res, { status: 400, fields: leadFieldErrors(parsed.error) });
      return;
    }
    const phone = phoneOf?.(parsed.data);
    if (phone && !(await allowed(res, limit, `${bucket}:phone:${phone}`, messages.tooManyLeadsForPhone))) return;
    await handle(parsed.data, { req, res, client });
  };
}

/**
 * Counts one request of the bucket; when over the limit answers 429 with Retry-After and the Russian
 * message of the wait («через N мин.»), and says no.
 */
export async function allowed(
  res: Response,
  { limiter, rule }: WriteLimit,
  bucket: string,
  refusal: (minutes: number) => string,
): Promise<boolean> {
  if (!limiter || rule === false) return true;
  const verdict = await limiter.hit(bucket, rule);
  if (verdict.allowed) return true;
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  res.set("Retry-After", String(seconds));
  sendFail(res, 429, refusal(Math.ceil(seconds / 60)));
  return false;
}

/** 400 (or the refusal's status) with each field's message (the form shows them beside the fields) and all of them joined. */
export function sendRefusal(res: Response, { status, fields, extra }: Refusal): void {
  const message = Object.values(fields).join("; ");
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .json({ success: false, data: { fields, ...extra }, message });
}
