// The staff lead inbox (issue 14): what the dealer backend's /v1/staff API takes and answers, and the
// Russian names staff read for kinds, work states and delivery states. The staff pages (app/) and the
// export (backend/) share them, so a label never differs between the screen and the spreadsheet.
import { z } from "zod";
import { consentDocumentSchema } from "./consents";
import { leadNotificationViewSchema } from "./notifications";
import { isIsoDay } from "./test-drive-time";
import { staffRoles } from "./staff-roles";
import { deliveryStates, leadFilterQuery, staffMessages, staffSearchMaxLength, workStates } from "./staff-labels";

export {
  csrfHeader,
  deliveryStateLabels,
  deliveryStates,
  detailLabels,
  detailValueText,
  formatLeadPhone,
  formatStaffTime,
  leadFilterQuery,
  leadKindLabel,
  leadTypeLabel,
  leadTypeLabels,
  staffCommentMaxLength,
  staffDetails,
  staffMessages,
  staffModelName,
  staffPageSize,
  staffSearchMaxLength,
  workStateLabels,
  workStates,
  type DeliveryState,
  type WorkState,
} from "./staff-labels";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
// A real day of the years leads can have: «2026-13-45» is none, and «0001-01-01» would reach the
// database as a moment no JavaScript date or timestamp of the inbox holds.
const day = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine((value) => isIsoDay(value) && value >= "2000-01-01" && value <= "2999-12-31", staffMessages.invalidDate)
    .optional(),
);
// eslint-disable-next-line no-control-regex -- a NUL or another control character names no one and breaks the database's text
const controlCharacters = /[\u0000-\u001f\u007f]/;

/** The inbox filters, as the query of the list and the export (every one optional). */
export const leadFilterSchema = z
  .object({
    type: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, staffMessages.invalidFilter)
        .optional(),
    ),
    delivery: z.preprocess(blankToUndefined, z.enum(deliveryStates, { error: staffMessages.invalidFilter }).optional()),
    work: z.preprocess(blankToUndefined, z.enum(workStates, { error: staffMessages.invalidFilter }).optional()),
    /** Moscow days, inclusive. */
    from: day,
    to: day,
    /** A name (any part) or a phone (any run of its digits). */
    q: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() || undefined : blankToUndefined(v)),
      z
        .string()
        .max(staffSearchMaxLength, staffMessages.searchTooLong)
        .refine((value) => !controlCharacters.test(value), staffMessages.searchInvalid)
        .optional(),
    ),
    page: z.preprocess(blankToUndefined, z.coerce.number({ error: staffMessages.invalidFilter }).int().min(1).max(100_000).default(1)),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { message: staffMessages.daysReversed, path: ["to"] });
export type LeadFilter = z.output<typeof leadFilterSchema>;

/**
 * The inbox a lead's page goes back to: the filters and page it was opened from (its `back`
 * parameter), read as a filter so that nothing but the inbox's own query comes back; `/staff` when
 * there is none or it cannot be read.
 */
export function inboxHref(back: string | null): string {
  const parsed = leadFilterSchema.safeParse(Object.fromEntries(new URLSearchParams(back ?? "")));
  const query = parsed.success ? leadFilterQuery(parsed.data) : "";
  return query ? `/staff?${query}` : "/staff";
}

/** One row of the inbox. */
export const inboxLeadSchema = z.object({
  id: z.string(),
  type: z.string(),
  model: z.string().nullable(),
  name: z.string(),
  surname: z.string().nullable(),
  phone: z.string(),
  page: z.string().nullable(),
  createdAt: z.string(),
  delivery: z.enum(deliveryStates),
  attempts: z.number(),
  lastError: z.string().nullable(),
  work: z.enum(workStates),
  erased: z.boolean(),
  /** A booked test drive's day and time as the form kept them («27.11.2026, 10:00»); null for other leads. */
  booked: z.string().nullable(),
  /** When that booking was cancelled (its slot given back); null while it stands, and for other leads. */
  bookingCancelledAt: z.string().nullable(),
  /** An order's intent ('order', 'price', 'reserve' a car in stock); null for other leads. */
  intent: z.string().nullable().optional(),
  /** When staff first opened the lead's page, and first took it into work; null until then (the inbox's clock). */
  openedAt: z.string().nullable().optional(),
  workedAt: z.string().nullable().optional(),
});
export type InboxLead = z.infer<typeof inboxLeadSchema>;

/** How soon leads were answered, over a day or by one member of staff: minutes, medians of those answered. */
export const responseClockRowSchema = z.object({
  /** A Moscow day ('2026-12-05') or a staff member's e-mail. */
  key: z.string(),
  leads: z.number(),
  opened: z.number(),
  worked: z.number(),
  /** Leads nobody has opened nor taken into work yet. */
  untouched: z.number(),
  medianMinutesToOpen: z.number().nullable(),
  medianMinutesToWork: z.number().nullable(),
});
export type ResponseClockRow = z.infer<typeof responseClockRowSchema>;

/** The inbox's clock over the last days: per day, and per member of staff who opened or took leads. */
export const responseClockSchema = z.object({ days: z.array(responseClockRowSchema), staff: z.array(responseClockRowSchema) });
export type ResponseClock = z.infer<typeof responseClockSchema>;

export const inboxPageSchema = z.object({
  leads: z.array(inboxLeadSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** Kinds present in the table, for the filter (kinds added by later forms appear by themselves). */
  types: z.array(z.string()),
  /** How soon the leads the account may see were answered over the last seven days, and the time it was read. */
  clock: responseClockSchema.optional(),
  now: z.string().optional(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const leadCommentSchema = z.object({ id: z.string(), author: z.string(), body: z.string(), createdAt: z.string() });
export type LeadComment = z.infer<typeof leadCommentSchema>;

/** One call to the sales system: when, how it ended, the HTTP status (null: no answer), the error, how long. */
export const deliveryAttemptSchema = z.object({
  at: z.string(),
  outcome: z.enum(["delivered", "failed"]),
  httpStatus: z.number().nullable(),
  error: z.string().nullable(),
  durationMs: z.number(),
});
export type DeliveryAttemptView = z.infer<typeof deliveryAttemptSchema>;

/** Calls listed on a lead's page, newest first. */
export const deliveryAttemptsShown = 50;

/** A lead's page: every field, the consent, the delivery and its calls, and the staff's work. */
export const leadDetailSchema = inboxLeadSchema.extend({
  city: z.number().nullable(),
  dealer: z.number().nullable(),
  email: z.string().nullable(),
  agree: z.boolean(),
  /** The personal-data consent's version (docs/decisions/0100); «2026-11-01» is version 1, the checkbox's sentence. */
  consentVersion: z.string(),
  /** The third-parties consent's version; null on leads stored before migration 0023. */
  thirdPartiesConsentVersion: z.string().nullable(),
  /** The advertising consent's version; null when the visitor did not give it. */
  advertisingConsentVersion: z.string().nullable(),
  /** The texts of those versions, as the visitor was shown them (the lead's page only). */
  consents: z.array(consentDocumentSchema).optional(),
  place: z.string().nullable(),
  utm: z.record(z.string(), z.string()),
  details: z.record(z.string(), z.unknown()),
  clientIp: z.string().nullable(),
  userAgent: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  erasedAt: z.string().nullable(),
  workUpdatedAt: z.string().nullable(),
  /** Who changed the work state last (a staff member's e-mail); null when not recorded (changes before migration 0017). */
  workUpdatedBy: z.string().nullable(),
  /** Who cancelled the booking (a staff member's e-mail); null when the erasure of the person's data did. */
  bookingCancelledBy: z.string().nullable(),
  /** A booked test drive still ahead: staff can cancel it and free the slot. */
  upcomingBooking: z.boolean().optional(),
  comments: z.array(leadCommentSchema),
  deliveryAttempts: z.array(deliveryAttemptSchema),
  /** Who was told of the lead, how, when, and what went wrong (the lead's page only; docs/decisions/0106). */
  notifications: z.array(leadNotificationViewSchema).optional(),
  /** When a member of staff first opened the lead's page, and who (the lead's page only). */
  firstOpenedAt: z.string().nullable().optional(),
  firstOpenedBy: z.string().nullable().optional(),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** A signed-in staff member, and the CSRF token every state-changing request must carry. */
export const staffMeSchema = z.object({ email: z.string(), role: z.enum(staffRoles), csrfToken: z.string() });
export type StaffMe = z.infer<typeof staffMeSchema>;

/** What a sign-in answers: the session's secret token (the site keeps it in an HttpOnly cookie). */
export const staffSessionSchema = staffMeSchema.extend({ token: z.string() });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** One account on the accounts page. */
export const staffAccountRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  disabled: z.boolean(),
  createdAt: z.string(),
  /** The last request of any of its sessions; null when it has none now. */
  lastSeenAt: z.string().nullable(),
});
export type StaffAccountRow = z.infer<typeof staffAccountRowSchema>;

/** An invitation not yet accepted. */
export const staffInviteRowSchema = z.object({ email: z.string(), role: z.enum(staffRoles), invitedBy: z.string(), expiresAt: z.string() });
export type StaffInviteRow = z.infer<typeof staffInviteRowSchema>;

/** GET /v1/staff/accounts. */
export const staffAccountsSchema = z.object({ accounts: z.array(staffAccountRowSchema), invites: z.array(staffInviteRowSchema) });
export type StaffAccounts = z.infer<typeof staffAccountsSchema>;

/** POST /v1/staff/accounts/invite: the link's token, shown to the admin once, and until when it works. */
export const staffInviteAnswerSchema = z.object({ email: z.string(), role: z.enum(staffRoles), token: z.string(), expiresAt: z.string() });
