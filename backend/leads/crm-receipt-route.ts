// The embedded sales system: what the outbox delivers to when CRM_URL is unset (and what a real CRM is
// expected to do with lead_id). It answers like the real one, `{ "ResultCode": "Y" }`, and keeps each
// lead once however often it comes, counting the repeats. The spec's own call (docs/product.md §7) has no
// lead_id: such a call is kept too, as a lead of its own each time (nothing tells two of them apart).
import { randomUUID } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/database";
import { storableText } from "./lead-record";
import { crmReceipts } from "./schema";

/** Its path on the backend router, outside /v1 like the configurator data (reached as /api/crm/send-pdf-to-crm/). */
export const crmReceiptPath = "/crm/send-pdf-to-crm/";

/** Russian texts of a refusal, in the answer's `Message`. */
export const crmReceiptMessages = {
  missing: "Не указаны имя или телефон",
  invalid: "Параметры заявки заданы неверно",
} as const;

// One value each (a repeated parameter arrives as an array and is refused), a bounded length each.
const field = (max: number) => z.string().trim().max(max);
const required = (max: number) => field(max).min(1);
const receiptQuery = z.object({
  // The site's outbox always sends it; a caller of the spec's fields alone does not.
  lead_id: required(100).optional(),
  name: required(200),
  phone: required(40),
  lead_type: field(40).optional(),
  model: field(60).optional(),
  file: field(300).optional(),
  city: field(20).optional(),
  dealer: field(20).optional(),
  surname: field(200).optional(),
  email: field(200).optional(),
  // docs/product.md §7: 'on' unless the caller says otherwise.
  agree: field(10).default("on"),
});

/**
 * GET /crm/send-pdf-to-crm/?[lead_id=…&]name=…&phone=…: records the lead (once per lead_id when one is sent),
 * answers ResultCode 'Y'.
 */
export function crmReceiptHandler(db: Db): RequestHandler {
  return async (req, res) => {
    const parsed = receiptQuery.safeParse(req.query);
    if (!parsed.success) {
      const missing = (["name", "phone"] as const).some((name) => {
        const value = req.query[name];
        return value === undefined || (typeof value === "string" && value.trim() === "");
      });
      sendAnswer(res, 400, { ResultCode: "N", Message: missing ? crmReceiptMessages.missing : crmReceiptMessages.invalid });
      return;
    }
    const q = parsed.data;
    const text = (value: string | undefined) => (value ? storableText(value) : null);
    await db
      .insert(crmReceipts)
      .values({
        leadId: q.lead_id === undefined ? `без-id-${randomUUID()}` : storableText(q.lead_id),
        leadType: text(q.lead_type),
        model: text(q.model),
        file: text(q.file),
        city: text(q.city),
        dealer: text(q.dealer),
        name: storableText(q.name),
        surname: text(q.surname),
        phone: storableText(q.phone),
        email: text(q.email),
        agree: text(q.agree),
      })
      .onConflictDoUpdate({
        target: crmReceipts.leadId,
        set: { receivedCount: sql`${crmReceipts.receivedCount} + 1`, lastReceivedAt: sql`now()` },
      });
    sendAnswer(res, 200, { ResultCode: "Y" });
  };
}

function sendAnswer(res: Response, status: number, body: { ResultCode: "Y" | "N"; Message?: string }): void {
  res.status(status).set("Cache-Control", "no-store").json(body);
}
