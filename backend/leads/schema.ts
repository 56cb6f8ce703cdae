import { leadTypes, type LeadType } from "@contract/leads";
import type { WorkState } from "@contract/staff";
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Requests visitors send (test drive, service, order, trade-in) and their way to the sales system.
// A lead and its outbox row are written by one statement before the visitor hears «Заявка принята»;
// the crm-outbox job delivers the outbox (docs/decisions/0021-lead-outbox-delivery.md).

const leadTypeList = sql.raw(leadTypes.map((type) => `'${type}'`).join(", "));

/** Where a lead is on its way to the CRM. */
export const leadStatuses = ["new", "delivered", "needs_attention"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * Where the visit came from, only what was given: the UTM tags, Yandex Direct's click id, the visitor's Metrika
 * ClientID and the page the visit began on (docs/decisions/0114). The column keeps its first name, `utm`.
 */
export type LeadUtm = Partial<Record<"source" | "medium" | "campaign" | "content" | "term" | "yclid" | "clientId" | "landing", string>>;

/** Every request taken, kept whatever became of its delivery (the record of what a visitor asked). */
export const leads = pgTable(
  "leads",
  {
    // Made in code (crypto.randomUUID) so the answer and the CRM call name the lead before any read.
    id: uuid("id").primaryKey(),
    leadType: text("lead_type").$type<LeadType>().notNull(),
    // docs/product.md §3 «Lead data»: what the sales system receives.
    model: text("model"),
    city: integer("city"),
    dealer: integer("dealer"),
    name: text("name").notNull(),
    surname: text("surname"),
    phone: text("phone").notNull(),
    email: text("email"),
    agree: boolean("agree").notNull(),
    /** The form's own fields (preferred date, service, car given in trade-in …). */
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    /**
     * The personal-data consent the visitor agreed to (152-ФЗ): the id of its version in
     * consent_documents (docs/decisions/0100); leads before migration 0023 hold «2026-11-01», version 1.
     */
    consentVersion: text("consent_version").notNull(),
    /** The consent to passing the data to the third parties a lead goes to (the importer, its CRM, a bank); migration 0023. */
    thirdPartiesConsentVersion: text("third_parties_consent_version"),
    /** The optional consent to advertising (38-ФЗ ст. 18): the version agreed to, null when not given; migration 0023. */
    advertisingConsentVersion: text("advertising_consent_version"),
    page: text("page"),
    place: text("place"),
    utm: jsonb("utm").$type<LeadUtm>().notNull(),
    /** For abuse review, and in the form's metadata of the dealer's own amoCRM (docs/decisions/0110); no other CRM gets it. */
    clientIp: text("client_ip"),
    userAgent: text("user_agent"),
    /** A retry of the same submission carries the same key and gets the first answer. */
    idempotencyKey: text("idempotency_key").unique("leads_idempotency_key_unique"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Calls made to the CRM so far, and the last one's failure. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    // Staff's work on the lead and its erasure (migration 0009_staff; backend/staff/).
    workState: text("work_state").$type<WorkState>().notNull().default("new"),
    workUpdatedAt: timestamp("work_updated_at", { withTimezone: true }),
    /** Who last changed the work state: the staff member's e-mail, kept when the account goes (migration 0017). */
    workUpdatedBy: text("work_updated_by"),
    /**
     * When a member of staff first opened the lead's page, and who (migration 0026): a lead nobody opened
     * nor took into work in time is escalated (docs/decisions/0106-lead-notifications.md).
     */
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }),
    firstOpenedBy: text("first_opened_by"),
    /** When a member of staff first took the lead into work (any state but «новая»), and who (migration 0028): the inbox's clock. */
    firstWorkedAt: timestamp("first_worked_at", { withTimezone: true }),
    firstWorkedBy: text("first_worked_by"),
    /**
     * When a booked test drive was called off (migration 0016): staff cancelled it, or the erasure of the
     * person's data gave its slot back. The booking's row is gone then (its slot is free for others), but
     * the lead keeps the day and time it asked for, which no longer stand.
     */
    bookingCancelledAt: timestamp("booking_cancelled_at", { withTimezone: true }),
    /** Who cancelled it: the staff member's e-mail (kept when the account goes); null when the erasure did. */
    bookingCancelledBy: text("booking_cancelled_by"),
    /** When the person's data were erased (on request, or by the retention job); the fact and kind stay. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** The name folded for the inbox's search (search_fold, migration 0003): scanned as is, never recomputed per row. */
    staffSearch: text("staff_search").generatedAlwaysAs(sql`search_fold(name || ' ' || coalesce(surname, ''))`),
  },
  (t) => [
    check("leads_lead_type_check", sql`${t.leadType} in (${leadTypeList})`),
    check("leads_status_check", sql`${t.status} in ('new', 'delivered', 'needs_attention')`),
    check("leads_user_agent_length_check", sql`char_length(${t.userAgent}) <= 300`),
    // Operators look for what needs them; delivered leads are the bulk and never listed this way.
    index("leads_pending_idx")
      .on(t.status, t.createdAt)
      .where(sql`${t.status} <> 'delivered'`),
    index("leads_created_at_idx").on(t.createdAt),
    check("leads_work_state_check", sql`${t.workState} in ('new', 'in_progress', 'done', 'spam')`),
    index("leads_work_state_idx").on(t.workState, t.createdAt),
  ],
);

/**
 * Deliveries still to make, one row a lead (the lead's id is the key): removed once the CRM said 'Y',
 * or when the lead is given up on as `needs_attention`. `locked_until` is the lease of the process
 * calling the CRM for it right now.
 */
export const leadOutbox = pgTable(
  "lead_outbox",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_outbox_next_attempt_idx").on(t.nextAttemptAt)],
);

/** What one call to the sales system came to. */
export const deliveryOutcomes = ["delivered", "failed"] as const;
export type DeliveryOutcome = (typeof deliveryOutcomes)[number];

/**
 * Every call the crm-outbox job made for a lead (migration 0010), for the lead's page: when, how it
 * ended, the HTTP status when there was an answer, the error staff read, and how long it took.
 */
export const leadDeliveryAttempts = pgTable(
  "lead_delivery_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
    outcome: text("outcome").$type<DeliveryOutcome>().notNull(),
    /** The CRM's HTTP status; null when no answer came (timeout, network). */
    httpStatus: integer("http_status"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [
    check("lead_delivery_attempts_outcome_check", sql`${t.outcome} in ('delivered', 'failed')`),
    check("lead_delivery_attempts_duration_check", sql`${t.durationMs} >= 0`),
    index("lead_delivery_attempts_lead_id_idx").on(t.leadId, t.attemptedAt),
    // /healthz reads the last failed and the last delivered call (migration 0018): one probe each.
    index("lead_delivery_attempts_outcome_idx").on(t.outcome, t.attemptedAt),
  ],
);

/**
 * The embedded sales system's record of what it received (GET /crm/send-pdf-to-crm/): one row per
 * lead_id however often it came, the repeats counted. A real CRM deduplicates the same way.
 */
export const crmReceipts = pgTable("crm_receipts", {
  leadId: text("lead_id").primaryKey(),
  leadType: text("lead_type"),
  model: text("model"),
  file: text("file"),
  city: text("city"),
  dealer: text("dealer"),
  name: text("name").notNull(),
  surname: text("surname"),
  phone: text("phone").notNull(),
  email: text("email"),
  agree: text("agree"),
  receivedCount: integer("received_count").notNull().default(1),
  firstReceivedAt: timestamp("first_received_at", { withTimezone: true }).notNull().defaultNow(),
  lastReceivedAt: timestamp("last_received_at", { withTimezone: true }).notNull().defaultNow(),
});
