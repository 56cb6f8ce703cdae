import { randomUUID } from "node:crypto";
import { ok } from "@contract/envelope";
import {
  leadFieldErrors,
  leadMessages,
  leadSchemas,
  tradeInRequestSchema,
  type LeadAccepted,
  type LeadFieldErrors,
  type LeadType,
} from "@contract/leads";
import type { Request, RequestHandler, Response } from "express";
import { logger } from "@platform/logger";
import type { Db } from "../db/database";
import { fallbackMessage } from "../http/body-schema";
import { toMoscowDay, type Clock } from "../http/clock";
import { messages } from "../http/messages";
import { sendFail } from "../http/respond";
import { createLeadWriter, type StoreOutcome } from "./lead-queries";
import { storableText, toNewLead, type NewLead } from "./lead-record";
import { clientKey, createRateLimiter, defaultLeadRateLimit, type RateLimiter, type RateLimitOptions } from "./rate-limit";

/** The path of each kind of request under the dealer backend (docs/product.md §7). */
export const leadPaths: Record<LeadType, string> = {
  "test-drive": "/v1/request",
  service: "/v1/request/service",
  order: "/v1/request/order",
  "trade-in": "/v1/request/trade-in",
  configurator: "/v1/request/configurator",
};

export type LeadRouteOptions = {
  /** Per client address and kind of request; `false` turns it off (benchmarks). Default {@link defaultLeadRateLimit}. */
  rateLimit?: RateLimitOptions | false | RateLimiter;
  /** Called after a new lead is committed: the backend triggers its delivery job. */
  onStored?: () => void;
  /**
   * The car in stock a request names (`stock_car`), described as it is now; null when the stock has no
   * such car. Without it (no stock configured) the lead keeps the id alone.
   */
  describeStockCar?: (id: string) => Promise<string | null>;
};

/** Longest Idempotency-Key accepted, header or field (the field's schema has the same limit). */
const maxIdempotencyKeyLength = 100;

/** The handler of every kind of request, sharing one rate limiter. */
export function leadHandlers(db: Db, now: Clock, opts: LeadRouteOptions = {}): Record<LeadType, RequestHandler> {
  const limiter = toLimiter(opts.rateLimit);
  const store = createLeadWriter(db);
  const handler = (kind: LeadType) => leadHandler(kind, { store, now, limiter, onStored: opts.onStored, describeStockCar: opts.describeStockCar });
  return { "test-drive": handler("test-drive"), service: handler("service"), order: handler("order"), "trade-in": handler("trade-in"), configurator: handler("configurator") };
}

/** The limiter of an option: the same instance when one is given, so every kind of request shares it. */
export function toLimiter(option: LeadRouteOptions["rateLimit"]): RateLimiter | null {
  if (option === false) return null;
  if (option && "hit" in option) return option;
  return createRateLimiter(option ?? defaultLeadRateLimit);
}

type HandlerDeps = {
  store: (lead: NewLead) => Promise<StoreOutcome>;
  now: Clock;
  limiter: RateLimiter | null;
  onStored: (() => void) | undefined;
  describeStockCar: LeadRouteOptions["describeStockCar"];
};

/**
 * POST of one kind of request: rate limit, honeypot, the form's schema, then the lead and its outbox
 * row stored together before «Заявка принята». A retry with the same Idempotency-Key gets the first
 * answer; nothing is stored for a refused request.
 */
function leadHandler(kind: LeadType, { store, now, limiter, onStored, describeStockCar }: HandlerDeps): RequestHandler {
  const schemaOf = leadRequestSchemaByYear(kind);
  return async (req, res) => {
    const verdict = limiter?.hit(`${kind} ${clientKey(req.ip)}`);
    if (verdict && !verdict.allowed) {
      const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
      res.set("Retry-After", String(seconds));
      sendFail(res, 429, messages.tooManyLeads(Math.ceil(seconds / 60)));
      return;
    }
    const body = req.body as Record<string, unknown>;
    // A robot filling the hidden field hears the same as a person told to retry, and learns nothing.
    if (body.website !== undefined && body.website !== "") {
      sendRejected(res, { form: leadMessages.spam });
      return;
    }
    const schema = schemaOf(now().getFullYear());
    // Fields whose schema has no Russian text of its own (an unknown `intent`) get zod's Russian one.
    const parsed = schema.safeParse(body, { error: fallbackMessage });
    if (!parsed.success) {
      sendRejected(res, leadFieldErrors(parsed.error));
      return;
    }
    // A preferred day before today (the dealer's day) is no day to come: the form says so, and so does the API.
    const preferredDay = (parsed.data as { preferred_date?: string }).preferred_date;
    if (preferredDay && preferredDay < toMoscowDay(now())) {
      sendRejected(res, { preferred_date: leadMessages.dateInvalid });
      return;
    }
    const key = idempotencyKeyOf(req, parsed.data.idempotency_key);
    if (key === false) {
      sendRejected(res, { idempotency_key: leadMessages.textTooLong(maxIdempotencyKeyLength) });
      return;
    }
    const fields = await withStockCarDescription(parsed.data, describeStockCar);
    const lead = toNewLead(kind, fields, { id: randomUUID(), clientIp: req.ip, userAgent: req.get("user-agent"), idempotencyKey: key });
    const stored = await store(lead);
    if (stored.leadType !== kind) {
      sendFail(res, 409, messages.idempotencyKeyReused);
      return;
    }
    if (stored.fresh) onStored?.();
    sendAccepted(res, { id: stored.id, createdAt: stored.createdAt.toISOString() });
  };
}

/**
 * The request with its car in stock described by the server (`stock_car_description`): the schema drops
 * such a field from a body, so the text is never the browser's. A car the stock cannot describe (sold
 * since, or the stock failing) leaves the lead with its id: nothing a visitor sends is lost for it.
 */
async function withStockCarDescription(fields: Record<string, unknown>, describe: HandlerDeps["describeStockCar"]): Promise<Record<string, unknown>> {
  const id = fields.stock_car;
  if (typeof id !== "string" || !describe) return fields;
  try {
    const text = await describe(id);
    return text ? { ...fields, stock_car_description: text } : fields;
  } catch (error) {
    logger.warn({ err: error, stockCar: id }, `Автомобиль ${id} не описан в заявке: склад не ответил, заявка принята с его номером`);
    return fields;
  }
}

/** Largest city or dealer id the table holds (int4); the contract's schema sets no upper bound. */
const maxStoredId = 2_147_483_647;

/**
 * The contract's schema of a kind, refusing city and dealer ids the table cannot hold (a masked
 * "-1.09e-54" reads as the digits 109…54) with the field's own message.
 */
export function leadRequestSchema(kind: LeadType, year: number) {
  const schema = kind === "trade-in" ? tradeInRequestSchema(year) : leadSchemas[kind];
  return schema.superRefine((value, ctx) => {
    const ids = value as { city?: unknown; dealer?: unknown };
    if (typeof ids.city === "number" && ids.city > maxStoredId) ctx.addIssue({ code: "custom", path: ["city"], message: leadMessages.cityRequired });
    if (typeof ids.dealer === "number" && ids.dealer > maxStoredId) ctx.addIssue({ code: "custom", path: ["dealer"], message: leadMessages.dealerRequired });
  });
}

// The trade-in schema bounds the car's year by the current one: built once a year, not per request.
function leadRequestSchemaByYear(kind: LeadType) {
  let cached: { year: number; schema: ReturnType<typeof leadRequestSchema> } | undefined;
  return (year: number) => {
    if (cached?.year !== year) cached = { year, schema: leadRequestSchema(kind, year) };
    return cached.schema;
  };
}

/**
 * The Idempotency-Key header, else the body's field, as stored; undefined when neither (a key of NUL
 * characters only is none), false when the header is too long.
 */
function idempotencyKeyOf(req: Request, field: string | undefined): string | undefined | false {
  const header = req.get("idempotency-key")?.trim();
  if (header) return header.length <= maxIdempotencyKeyLength ? header : false;
  return field === undefined ? undefined : storableText(field).trim() || undefined;
}

function sendAccepted(res: Response, data: LeadAccepted): void {
  res.status(200).set("Cache-Control", "no-store").json(ok(data, messages.leadAccepted));
}

/** 400 with each field's message (the form shows them beside the fields) and all of them joined. */
function sendRejected(res: Response, fields: LeadFieldErrors): void {
  const message = Object.values(fields).join("; ");
  res.status(400).set("Cache-Control", "no-store").json({ success: false, data: { fields }, message });
}
