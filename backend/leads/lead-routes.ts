import { randomUUID } from "node:crypto";
import { ok } from "@contract/envelope";
import { leadMessages, leadSchemas, tradeInRequestSchema, type LeadAccepted, type LeadType } from "@contract/leads";
import type { Request, RequestHandler, Response } from "express";
import { logger } from "@platform/logger";
import type { Db } from "../db/database";
import { toMoscowDay, type Clock } from "../http/clock";
import { messages } from "../http/messages";
import { sendFail } from "../http/respond";
import { sendRefusal, visitorWrite, type WriteLimit } from "../http/visitor-write";
import { createLeadWriter, type StoreOutcome } from "./lead-queries";
import { storableText, toNewLead, type NewLead } from "./lead-record";

/** The path of each kind of request under the dealer backend (docs/product.md §7). */
export const leadPaths: Record<LeadType, string> = {
  "test-drive": "/v1/request",
  service: "/v1/request/service",
  order: "/v1/request/order",
  "trade-in": "/v1/request/trade-in",
  configurator: "/v1/request/configurator",
};

export type LeadRouteOptions = {
  /** Called after a new lead is committed: the backend triggers its delivery job. */
  onStored?: () => void;
  /**
   * The car in stock a request names (`stock_car`), described as it is now; null when the stock has no
   * such car. Without it (no stock configured) the lead keeps the id alone.
   */
  describeStockCar?: (id: string) => Promise<string | null>;
  /**
   * A check the database must make of the checked request (the city and dealer exist and go together):
   * the fields' messages when it fails, else null.
   */
  checkPlaces?: (input: Record<string, unknown>, kind: LeadType) => Promise<Record<string, string> | null>;
};

/** Longest Idempotency-Key accepted, header or field (the field's schema has the same limit). */
const maxIdempotencyKeyLength = 100;

/** The handler of every kind of request; `limit` counts each kind per client address and per phone. */
export function leadHandlers(db: Db, now: Clock, limit: WriteLimit, opts: LeadRouteOptions = {}): Record<LeadType, RequestHandler> {
  const store = createLeadWriter(db);
  const handler = (kind: LeadType) => leadHandler(kind, { store, now, limit, ...opts });
  return {
    "test-drive": handler("test-drive"),
    service: handler("service"),
    order: handler("order"),
    "trade-in": handler("trade-in"),
    configurator: handler("configurator"),
  };
}

/** The contract's schema of a kind: the trade-in's bounds the car's year by the current one. */
export function leadRequestSchema(kind: LeadType, year: number) {
  return kind === "trade-in" ? tradeInRequestSchema(year) : leadSchemas[kind];
}

type HandlerDeps = LeadRouteOptions & {
  store: (lead: NewLead) => Promise<StoreOutcome>;
  now: Clock;
  limit: WriteLimit;
};

/**
 * POST of one kind of request through the visitors' write pipeline (limits, honeypot, the form's
 * schema), then the lead and its outbox row stored together before «Заявка принята». A retry with the
 * same Idempotency-Key gets the first answer; nothing is stored for a refused request.
 */
function leadHandler(kind: LeadType, { store, now, limit, onStored, describeStockCar, checkPlaces }: HandlerDeps): RequestHandler {
  const pipelineOf = (year: number) =>
    visitorWrite({
      bucket: `lead:${kind}`,
      limit,
      schema: leadRequestSchema(kind, year),
      phoneOf: (input) => (input as { phone?: string }).phone,
      handle: async (input, { req, res }) => {
        const fields = input as Record<string, unknown> & { idempotency_key?: string; preferred_date?: string };
        // A preferred day before today (the dealer's day) is no day to come: the form says so, and so does the API.
        if (fields.preferred_date && fields.preferred_date < toMoscowDay(now())) {
          sendRefusal(res, { status: 400, fields: { preferred_date: leadMessages.dateInvalid } });
          return;
        }
        const places = (await checkPlaces?.(fields, kind)) ?? null;
        if (places) {
          sendRefusal(res, { status: 400, fields: places });
          return;
        }
        const key = idempotencyKeyOf(req, fields.idempotency_key);
        if (key === false) {
          sendRefusal(res, { status: 400, fields: { idempotency_key: leadMessages.textTooLong(maxIdempotencyKeyLength) } });
          return;
        }
        const described = await withStockCarDescription(fields, describeStockCar);
        const lead = toNewLead(kind, described, {
          id: randomUUID(),
          clientIp: req.ip,
          userAgent: req.get("user-agent"),
          idempotencyKey: key,
          at: now(),
        });
        const stored = await store(lead);
        if (stored.leadType !== kind) {
          sendFail(res, 409, messages.idempotencyKeyReused);
          return;
        }
        if (stored.fresh) onStored?.();
        sendAccepted(res, { id: stored.id, createdAt: stored.createdAt.toISOString() });
      },
    });
  // The schema depends on the year, so its pipeline is made once a year rather than per request.
  let current: { year: number; handler: RequestHandler } | undefined;
  return (req, res, next) => {
    const year = now().getFullYear();
    if (current?.year !== year) current = { year, handler: pipelineOf(year) };
    return current.handler(req, res, next);
  };
}

/**
 * The request with its car in stock described by the server (`stock_car_description`): the schema drops
 * such a field from a body, so the text is never the browser's. A car the stock cannot describe (sold
 * since, or the stock failing) leaves the lead with its id: nothing a visitor sends is lost for it.
 */
async function withStockCarDescription(
  fields: Record<string, unknown>,
  describe: HandlerDeps["describeStockCar"],
): Promise<Record<string, unknown>> {
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
