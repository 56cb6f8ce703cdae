// The idempotency key of a form sent before the browser made one (no JavaScript, or sent before the
// scripts ran): pages are shared by every visitor through the page cache, so their HTML holds no key.
import { createHash } from "node:crypto";

/** A resent form (F5 after a POST, a double click) within this window is the same request. */
export const derivedKeyWindowMs = 10 * 60_000;

/** What a form's sending is told apart by when the browser gave no key. */
export type Submission = { type: string; clientIp?: string; userAgent?: string | null; body: Readonly<Record<string, unknown>> };

/**
 * The form's own key when it has one; otherwise one derived from who sent what kind of request with
 * which fields in the current ten-minute window, so the same form sent twice stays one lead, and a
 * different person, form or text is another.
 */
export function submissionKey(formKey: unknown, submission: Submission, now = Date.now()): string {
  if (typeof formKey === "string" && formKey) return formKey;
  const fields = Object.keys(submission.body)
    .sort()
    .map((name) => [name, submission.body[name] ?? null]);
  const basis = JSON.stringify([submission.type, submission.clientIp ?? "", submission.userAgent ?? "", fields, Math.floor(now / derivedKeyWindowMs)]);
  return `form-${createHash("sha256").update(basis).digest("hex").slice(0, 40)}`;
}
