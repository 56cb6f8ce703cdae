// The idempotency key a form's request is sent to the dealer API with. The form's own key (made by the
// browser, or handed back by the server after a failure) names the form; the key sent also carries the
// fields, so a resend of the same fields is the same request and changed fields are a new one. A form
// sent before the browser made a key (no JavaScript, or sent before the scripts ran) is named by who
// sent what kind of request in the current ten minutes: pages are shared by every visitor through the
// page cache, so their HTML holds no key.
import { createHash } from "node:crypto";

/** A form resent without a key of its own (F5 after a POST, a double click) within this window is the same request. */
export const derivedKeyWindowMs = 10 * 60_000;

/** Who sends what kind of request. */
export type Sender = { type: string; clientIp?: string; userAgent?: string | null };

function digest(parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 40);
}

/**
 * The key naming a form: its own (made by the browser, or handed back after a failure), else one
 * derived from the sender, the kind and the ten-minute window. A failed attempt hands it back, so that
 * the form's next attempt carries it.
 */
export function formKeyOf(posted: unknown, sender: Sender, now = Date.now()): string {
  if (typeof posted === "string" && posted) return posted;
  return `form-${digest([sender.type, sender.clientIp ?? "", sender.userAgent ?? "", Math.floor(now / derivedKeyWindowMs)])}`;
}

/**
 * The key a request is sent to the dealer API with: the form and its fields, so that a form resent
 * after an answer that never came (a timeout: the request may be stored) stays one lead, while a form
 * whose fields were changed is another.
 */
export function requestKeyOf(formKey: string, type: string, body: Readonly<Record<string, unknown>>): string {
  const fields = Object.keys(body)
    .sort()
    .map((name) => [name, body[name] ?? null]);
  return `lead-${digest([formKey, type, fields])}`;
}
