import type { LeadType } from "@contract/leads";
import type { NotificationChannel } from "@contract/notifications";
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { leads } from "../leads/schema";

// Who among the dealer's people hears of a lead, and every message sent to them
// (docs/decisions/0106-lead-notifications.md). A new lead's messages are written by the statement that
// stores the lead (lead-queries.ts), an escalation's by the escalation job; each is delivered by its
// channel's job under a lease, like the CRM outbox.

/** What a message is for: a new lead, or a lead nobody has opened in time. */
export const notificationReasons = ["new", "escalation"] as const;
export type NotificationReason = (typeof notificationReasons)[number];

/** Where a message is: waiting (or retrying), taken by the mail server or Telegram, or left to a person. */
export const notificationStatuses = ["pending", "sent", "needs_attention"] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** The people an admin set to be told of leads (/staff/notifications), or those the start seeded. */
export const notificationRecipients = pgTable(
  "notification_recipients",
  {
    id: uuid("id").primaryKey(),
    channel: text("channel").$type<NotificationChannel>().notNull(),
    /** An e-mail address (lower-cased) or a Telegram chat id. */
    address: text("address").notNull(),
    /** The kinds of lead this recipient hears of. */
    leadTypes: text("lead_types").array().$type<LeadType[]>().notNull(),
    /** Whether the visitor's name and phone are in the message (never in an e-mail's subject). */
    includePersonal: boolean("include_personal").notNull().default(false),
    /** Whether the recipient also hears of leads nobody opened in time. */
    escalations: boolean("escalations").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who last changed it: an admin's e-mail, or «настройка при запуске» for a seeded one. */
    updatedBy: text("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("notification_recipients_channel_check", sql`${t.channel} in ('email', 'telegram')`),
    unique("notification_recipients_address_unique").on(t.channel, t.address),
  ],
);

/**
 * One message to one recipient about one lead: the outbox of its channel while `pending`, the lead
 * page's record of what was sent to whom afterwards. (lead, recipient, reason) is unique, so a message
 * is made once however many processes make it; the address and the personal-data choice are copied,
 * so the record stays true when the recipient is changed or removed.
 */
export const leadNotifications = pgTable(
  "lead_notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    recipientId: uuid("recipient_id").references(() => notificationRecipients.id, { onDelete: "set null" }),
    channel: text("channel").$type<NotificationChannel>().notNull(),
    address: text("address").notNull(),
    reason: text("reason").$type<NotificationReason>().notNull(),
    includePersonal: boolean("include_personal").notNull(),
    status: text("status").$type<NotificationStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the process sending it right now; also that claim's token. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The last attempt's time and failure (null once sent). */
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("lead_notifications_channel_check", sql`${t.channel} in ('email', 'telegram')`),
    check("lead_notifications_reason_check", sql`${t.reason} in ('new', 'escalation')`),
    check("lead_notifications_status_check", sql`${t.status} in ('pending', 'sent', 'needs_attention')`),
    unique("lead_notifications_once").on(t.leadId, t.recipientId, t.reason),
    index("lead_notifications_lead_idx").on(t.leadId),
    // Each channel's job and /healthz read only what waits; sent messages are the bulk.
    index("lead_notifications_pending_idx")
      .on(t.channel, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("lead_notifications_status_idx").on(t.channel, t.status, t.sentAt),
    // /healthz's last failure of each channel.
    index("lead_notifications_failure_idx")
      .on(t.channel, t.lastAttemptAt)
      .where(sql`${t.lastError} is not null`),
  ],
);

/**
 * The admins' daily summary of the day before (issue 37): one row per Moscow day, claimed by the process that
 * sends it, so that several processes send it once; a claim left without a sending (a process stopped) is
 * taken again after a while, and a failed sending is tried again at the next look.
 */
export const leadDailySummaries = pgTable("lead_daily_summaries", {
  /** The Moscow day summarised ('2026-12-05'). */
  day: text("day").primaryKey(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
  attempts: integer("attempts").notNull().default(1),
  /** The mail server's or the site's words of the last failure. */
  lastError: text("last_error"),
  /** How many admins the letter went to; null until it went. */
  recipients: integer("recipients"),
  sentAt: timestamp("sent_at", { withTimezone: true }),
});
