// The statements of the notification outbox (docs/decisions/0106-lead-notifications.md), the CRM
// outbox's pattern (docs/decisions/0021): claim due messages of a channel under a lease with FOR UPDATE
// SKIP LOCKED, send outside any transaction, record the outcome while the lease still holds.
import type { NotificationChannel } from "@contract/notifications";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { queryRows, toDate } from "../leads/lead-queries";
import type { NotifiedLead } from "./notification-text";
import { leadNotifications, notificationRecipients, type NotificationReason } from "./schema";

/** A due message this process holds the lease of, with the lead it tells of. */
export type ClaimedNotification = {
  id: number;
  address: string;
  reason: NotificationReason;
  includePersonal: boolean;
  attempts: number;
  lockedUntil: Date;
  lead: NotifiedLead;
};

type ClaimRow = {
  id: number | string;
  address: string;
  reason: NotificationReason;
  include_personal: boolean;
  attempts: number;
  locked_until: unknown;
  lead_id: string;
  lead_type: string;
  model: string | null;
  dealer_name: string | null;
  details: unknown;
  booking_cancelled_at: unknown;
  name: string;
  surname: string | null;
  phone: string;
  created_at: unknown;
  erased_at: unknown;
};

const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;

/**
 * Messages of a channel that waited past `giveUpAfterMs` without being tried (the channel was off) are
 * left to a person rather than sent a day late; one statement, claimed rows untouched.
 */
export async function expireStaleNotifications(db: Db, channel: NotificationChannel, giveUpAfterMs: number): Promise<number> {
  // Raw: the age is reckoned by the database's clock (now() less an interval), the note built from the old one: fragments throughout.
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update lead_notifications set status = 'needs_attention',
      last_error = coalesce(last_error, 'Не отправлено: канал не работал') || ' — прошло больше ' || ${Math.round(giveUpAfterMs / 3_600_000)}::int || ' ч, уведомление устарело'
    where channel = ${channel} and status = 'pending' and created_at < now() - ${ms(giveUpAfterMs)}
      and (locked_until is null or locked_until <= now())
    returning id`,
  );
  return rows.length;
}

/** Claims up to `limit` due messages of a channel for `leaseMs`, with what their text needs. */
export async function claimDueNotifications(
  db: Db,
  channel: NotificationChannel,
  limit: number,
  leaseMs: number,
): Promise<ClaimedNotification[]> {
  // Raw: claim and lease in one statement (an update of the rows a `for update skip locked` select picked, returning the
  // lead's columns), with the lease reckoned by the database's clock; the builder writes neither in one statement.
  const rows = await queryRows<ClaimRow>(
    db,
    sql`with due as (
      select id from lead_notifications
      where channel = ${channel} and status = 'pending' and next_attempt_at <= now()
        and (locked_until is null or locked_until <= now())
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update lead_notifications n set locked_until = date_trunc('milliseconds', now() + ${ms(leaseMs)})
    from due, leads l left join dealers d on d.id = l.dealer
    where n.id = due.id and l.id = n.lead_id
    returning n.id, n.address, n.reason, n.include_personal, n.attempts, n.locked_until, l.id as lead_id, l.lead_type,
      l.model, d.name as dealer_name, l.details, l.booking_cancelled_at, l.name, l.surname, l.phone, l.created_at, l.erased_at`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    address: row.address,
    reason: row.reason,
    includePersonal: row.include_personal,
    attempts: row.attempts,
    lockedUntil: toDate(row.locked_until),
    lead: {
      id: row.lead_id,
      leadType: row.lead_type,
      model: row.model,
      dealerName: row.dealer_name,
      details: (typeof row.details === "string" ? JSON.parse(row.details) : (row.details ?? {})) as Record<string, unknown>,
      bookingCancelledAt: row.booking_cancelled_at === null ? null : toDate(row.booking_cancelled_at),
      name: row.name,
      surname: row.surname,
      phone: row.phone,
      createdAt: toDate(row.created_at),
      erased: row.erased_at !== null,
    },
  }));
}

/** Records messages the mail server or Telegram took: a fact, whoever holds the lease now. */
export async function markSent(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(leadNotifications)
    .set({
      status: "sent",
      // The database's now, as every other time of the outbox.
      sentAt: sql`now()`,
      lastAttemptAt: sql`now()`,
      attempts: sql`${leadNotifications.attempts} + 1`,
      lastError: null,
      lockedUntil: null,
    })
    .where(and(inArray(leadNotifications.id, [...ids]), eq(leadNotifications.status, "pending")));
}

/** What became of a failed attempt. */
export type NotificationFailure = "retry" | "gave-up" | "lease-lost";

/**
 * Records a failed attempt while the claim still holds its lease: the next try `delayMs` from now, or
 * the message left to a person ('needs_attention') when it was refused for good or that try would
 * fall past `giveUpAfterMs` after the message was made.
 */
export async function recordNotificationFailure(
  db: Db,
  claim: ClaimedNotification,
  error: string,
  delayMs: number,
  opts: { permanent: boolean; giveUpAfterMs: number },
): Promise<NotificationFailure> {
  // Raw: the next try and the giving up are interval arithmetic on the database's clock, in the set and in the case alike.
  const [row] = await queryRows<{ gave_up: boolean }>(
    db,
    sql`update lead_notifications set attempts = attempts + 1, last_error = ${error}, last_attempt_at = now(), locked_until = null,
      next_attempt_at = now() + ${ms(delayMs)},
      status = case when ${opts.permanent}::boolean or now() + ${ms(delayMs)} > created_at + ${ms(opts.giveUpAfterMs)}
        then 'needs_attention' else 'pending' end
    where id = ${claim.id}::bigint and status = 'pending' and locked_until = ${claim.lockedUntil.toISOString()}::timestamptz
    returning status = 'needs_attention' as gave_up`,
  );
  if (!row) return "lease-lost";
  return row.gave_up ? "gave-up" : "retry";
}

/** Gives back the leases of sends cut short by a stop. */
export async function releaseNotificationClaims(db: Db, claims: readonly ClaimedNotification[]): Promise<void> {
  for (const claim of claims) {
    await db
      .update(leadNotifications)
      .set({ lockedUntil: null })
      .where(and(eq(leadNotifications.id, claim.id), eq(leadNotifications.lockedUntil, claim.lockedUntil)));
  }
}

/** A channel's outbox as /healthz shows it: counts and times, no address and no person. */
export type NotificationBacklog = {
  waiting: number;
  retrying: number;
  oldestWaitingSeconds: number | null;
  needsAttention: number;
  lastSentAt: Date | null;
  lastFailure: { at: Date; error: string | null } | null;
};

/** Each channel's backlog, in one statement over the partial index of what waits. */
export async function readNotificationBacklog(db: Db): Promise<Record<NotificationChannel, NotificationBacklog>> {
  // Raw: a row per channel from a values list, of scalar subqueries (counts, the age by the database's clock) and a lateral join.
  const rows = await queryRows<{
    channel: NotificationChannel;
    waiting: number;
    retrying: number;
    oldest_seconds: number | null;
    needs_attention: number;
    last_sent_at: unknown;
    failed_at: unknown;
    failed_error: string | null;
  }>(
    db,
    sql`select c.channel,
      (select count(*)::int from lead_notifications n where n.channel = c.channel and n.status = 'pending') as waiting,
      (select count(*)::int from lead_notifications n where n.channel = c.channel and n.status = 'pending' and n.attempts > 0) as retrying,
      (select extract(epoch from now() - min(n.created_at))::float8 from lead_notifications n where n.channel = c.channel and n.status = 'pending') as oldest_seconds,
      (select count(*)::int from lead_notifications n where n.channel = c.channel and n.status = 'needs_attention') as needs_attention,
      (select max(n.sent_at) from lead_notifications n where n.channel = c.channel and n.status = 'sent') as last_sent_at,
      f.at as failed_at, f.error as failed_error
    from (values ('email'), ('telegram')) as c(channel)
    left join lateral (
      select n.last_attempt_at as at, n.last_error as error from lead_notifications n
      where n.channel = c.channel and n.last_error is not null and n.last_attempt_at is not null
      order by n.last_attempt_at desc limit 1
    ) f on true`,
  );
  const backlog = (channel: NotificationChannel): NotificationBacklog => {
    const row = rows.find((one) => one.channel === channel);
    if (!row) throw new Error(`the notification backlog has no row for ${channel}`);
    return {
      waiting: row.waiting,
      retrying: row.retrying,
      oldestWaitingSeconds: row.oldest_seconds === null ? null : Math.max(0, Number(row.oldest_seconds)),
      needsAttention: row.needs_attention,
      lastSentAt: row.last_sent_at === null ? null : toDate(row.last_sent_at),
      lastFailure: row.failed_at === null ? null : { at: toDate(row.failed_at), error: row.failed_error },
    };
  };
  return { email: backlog("email"), telegram: backlog("telegram") };
}

/**
 * Sends a lead's messages that were left to a person once more, as new (a fresh 24 h, attempts from
 * zero, due now), to the recipient's address as it is now (the admin may have corrected it since);
 * answers how many. Sent and waiting messages are left alone: nothing is sent twice by this.
 */
export async function resendFailedNotifications(db: Db, leadId: string): Promise<number> {
  // The recipient's column as it is now; the message's own when the recipient was removed since.
  const recipientNow = (column: typeof notificationRecipients.channel | typeof notificationRecipients.address) =>
    db.select({ value: column }).from(notificationRecipients).where(eq(notificationRecipients.id, leadNotifications.recipientId));
  const rows = await db
    .update(leadNotifications)
    .set({
      status: "pending",
      attempts: 0,
      lastError: null,
      lockedUntil: null,
      // The database's now, which the claim and the expiry compare these with.
      nextAttemptAt: sql`now()`,
      createdAt: sql`now()`,
      channel: sql`coalesce(${recipientNow(notificationRecipients.channel)}, ${leadNotifications.channel})`,
      address: sql`coalesce(${recipientNow(notificationRecipients.address)}, ${leadNotifications.address})`,
    })
    .where(and(eq(leadNotifications.leadId, leadId), eq(leadNotifications.status, "needs_attention")))
    .returning({ id: leadNotifications.id });
  return rows.length;
}
