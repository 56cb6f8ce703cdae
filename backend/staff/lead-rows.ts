// The columns the inbox, a lead's page and the export read a lead with, and the shapes of contract/staff
// they become: one place, so the list, the page and the file never tell a lead's facts differently.
import type { DeliveryAttemptView, DeliveryState, InboxLead, LeadComment, LeadDetail } from "@contract/staff";
import { sql } from "drizzle-orm";
import { leadOutbox, leads } from "../leads/schema";
import { toDate } from "../leads/lead-queries";

/** The columns of a lead in the inbox's list. */
export const inboxFields = {
  id: leads.id,
  leadType: leads.leadType,
  model: leads.model,
  name: leads.name,
  surname: leads.surname,
  phone: leads.phone,
  page: leads.page,
  createdAt: leads.createdAt,
  status: leads.status,
  attempts: leads.attempts,
  lastError: leads.lastError,
  workState: leads.workState,
  erasedAt: leads.erasedAt,
  // The day and time a booked test drive asked for, as the form kept them; jsonb's ->> has no builder operator.
  booked: sql<
    string | null
  >`case when ${leads.details}->>'slot_date' is not null then concat_ws(', ', ${leads.details}->>'slot_date', ${leads.details}->>'slot_time') end`,
  bookingCancelledAt: leads.bookingCancelledAt,
  intent: sql<string | null>`${leads.details}->>'intent'`,
  firstOpenedAt: leads.firstOpenedAt,
  firstWorkedAt: leads.firstWorkedAt,
};

type LeadRow = typeof leads.$inferSelect;

type InboxRow = Pick<
  LeadRow,
  | "id"
  | "leadType"
  | "model"
  | "name"
  | "surname"
  | "phone"
  | "page"
  | "createdAt"
  | "status"
  | "attempts"
  | "lastError"
  | "workState"
  | "erasedAt"
  | "bookingCancelledAt"
  | "firstOpenedAt"
  | "firstWorkedAt"
> & { booked: string | null; intent: string | null };

/** The columns of a lead's page and of the export: the list's, the rest of the lead's and its outbox row's next try. */
export const detailFields = {
  ...inboxFields,
  city: leads.city,
  dealer: leads.dealer,
  email: leads.email,
  agree: leads.agree,
  consentVersion: leads.consentVersion,
  thirdPartiesConsentVersion: leads.thirdPartiesConsentVersion,
  advertisingConsentVersion: leads.advertisingConsentVersion,
  place: leads.place,
  utm: leads.utm,
  details: leads.details,
  clientIp: leads.clientIp,
  userAgent: leads.userAgent,
  deliveredAt: leads.deliveredAt,
  nextAttemptAt: leadOutbox.nextAttemptAt,
  workUpdatedAt: leads.workUpdatedAt,
  workUpdatedBy: leads.workUpdatedBy,
  bookingCancelledBy: leads.bookingCancelledBy,
};

type DetailRow = InboxRow &
  Pick<
    LeadRow,
    | "city"
    | "dealer"
    | "email"
    | "agree"
    | "consentVersion"
    | "thirdPartiesConsentVersion"
    | "advertisingConsentVersion"
    | "place"
    | "utm"
    | "details"
    | "clientIp"
    | "userAgent"
    | "deliveredAt"
    | "workUpdatedAt"
    | "workUpdatedBy"
    | "bookingCancelledBy"
  > & { nextAttemptAt: Date | null };

export const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

/** The delivery state of a lead's status and attempts. */
function deliveryStateOf(status: string, attempts: number): DeliveryState {
  if (status === "delivered") return "delivered";
  if (status === "needs_attention") return "needs_attention";
  return attempts > 0 ? "retrying" : "queued";
}

/** A lead as the inbox lists it. */
export const toInboxLead = (row: InboxRow): InboxLead => ({
  id: row.id,
  type: row.leadType,
  model: row.model,
  name: row.name,
  surname: row.surname,
  phone: row.phone,
  page: row.page,
  createdAt: row.createdAt.toISOString(),
  delivery: deliveryStateOf(row.status, row.attempts),
  attempts: row.attempts,
  lastError: row.lastError,
  work: row.workState,
  erased: row.erasedAt !== null,
  booked: row.booked,
  bookingCancelledAt: isoOrNull(row.bookingCancelledAt),
  intent: row.intent,
  openedAt: isoOrNull(row.firstOpenedAt),
  workedAt: isoOrNull(row.firstWorkedAt),
});

/** A lead as its page (and the export) tells it, with its comments and calls to the sales system. */
export const toDetail = (row: DetailRow, comments: LeadComment[], deliveryAttempts: DeliveryAttemptView[]): LeadDetail => ({
  ...toInboxLead(row),
  city: row.city,
  dealer: row.dealer,
  email: row.email,
  agree: row.agree,
  consentVersion: row.consentVersion,
  thirdPartiesConsentVersion: row.thirdPartiesConsentVersion,
  advertisingConsentVersion: row.advertisingConsentVersion,
  place: row.place,
  // LeadUtm's keys are optional: the stored JSON holds only those given, each a string.
  utm: row.utm as Record<string, string>,
  details: row.details,
  clientIp: row.clientIp,
  userAgent: row.userAgent,
  deliveredAt: isoOrNull(row.deliveredAt),
  nextAttemptAt: isoOrNull(row.nextAttemptAt),
  erasedAt: isoOrNull(row.erasedAt),
  workUpdatedAt: isoOrNull(row.workUpdatedAt),
  workUpdatedBy: row.workUpdatedBy,
  bookingCancelledBy: row.bookingCancelledBy,
  comments,
  deliveryAttempts,
});

/** A staff comment as read: its time a Date (a column) or text (inside the export's JSON). */
export type CommentRow = { id: string; author: string; body: string; createdAt: unknown };

export const toComment = (c: CommentRow): LeadComment => ({
  id: c.id,
  author: c.author,
  body: c.body,
  createdAt: toDate(c.createdAt).toISOString(),
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text can be a lead's id (anything else is "not found" without asking the database). */
export const isLeadId = (id: string) => uuidPattern.test(id);
