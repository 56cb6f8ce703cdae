// One lead's page and the staff's work on it: the page's facts, the first opening, the work state,
// comments, a booked test drive cancelled and a delivery sent again.
import { randomUUID } from "node:crypto";
import { deliveryAttemptsShown, type LeadDetail, type WorkState } from "@contract/staff";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { getConsents } from "../consents/consent-queries";
import { leadDeliveryAttempts, leadOutbox, leads } from "../leads/schema";
import { leadNotifications } from "../notifications/schema";
import { testDriveBookings } from "../test-drive/schema";
import { detailFields, isLeadId, isoOrNull, toComment, toDetail } from "./lead-rows";
import { leadComments } from "./schema";

/** A lead's page, or null. */
export async function getLead(db: Db, id: string): Promise<LeadDetail | null> {
  if (!isLeadId(id)) return null;
  const [row] = await db
    .select({ ...detailFields, firstOpenedBy: leads.firstOpenedBy })
    .from(leads)
    .leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id))
    .where(eq(leads.id, id));
  if (!row) return null;
  const comments = await db
    .select({ id: leadComments.id, author: leadComments.author, body: leadComments.body, createdAt: leadComments.createdAt })
    .from(leadComments)
    .where(eq(leadComments.leadId, id))
    .orderBy(leadComments.createdAt, leadComments.id);
  const attempts = await db
    .select({
      attemptedAt: leadDeliveryAttempts.attemptedAt,
      outcome: leadDeliveryAttempts.outcome,
      httpStatus: leadDeliveryAttempts.httpStatus,
      error: leadDeliveryAttempts.error,
      durationMs: leadDeliveryAttempts.durationMs,
    })
    .from(leadDeliveryAttempts)
    .where(eq(leadDeliveryAttempts.leadId, id))
    .orderBy(desc(leadDeliveryAttempts.attemptedAt), desc(leadDeliveryAttempts.id))
    .limit(deliveryAttemptsShown);
  const notifications = await db
    .select({
      channel: leadNotifications.channel,
      address: leadNotifications.address,
      reason: leadNotifications.reason,
      status: leadNotifications.status,
      attempts: leadNotifications.attempts,
      createdAt: leadNotifications.createdAt,
      sentAt: leadNotifications.sentAt,
      nextAttemptAt: leadNotifications.nextAttemptAt,
      lastError: leadNotifications.lastError,
    })
    .from(leadNotifications)
    .where(eq(leadNotifications.leadId, id))
    .orderBy(leadNotifications.createdAt, leadNotifications.id);
  const consentIds = [row.consentVersion, row.thirdPartiesConsentVersion, row.advertisingConsentVersion].filter(
    (id): id is string => id !== null,
  );
  return {
    ...toDetail(
      row,
      comments.map(toComment),
      attempts.map((a) => ({
        at: a.attemptedAt.toISOString(),
        outcome: a.outcome,
        httpStatus: a.httpStatus,
        error: a.error,
        durationMs: a.durationMs,
      })),
    ),
    // The texts the visitor agreed to, as they were (a version is never changed: docs/decisions/0100).
    consents: await getConsents(db, consentIds),
    notifications: notifications.map((n) => ({
      channel: n.channel,
      address: n.address,
      reason: n.reason,
      status: n.status,
      attempts: n.attempts,
      createdAt: n.createdAt.toISOString(),
      sentAt: isoOrNull(n.sentAt),
      nextAttemptAt: n.status === "pending" ? n.nextAttemptAt.toISOString() : null,
      lastError: n.lastError,
    })),
    firstOpenedAt: isoOrNull(row.firstOpenedAt),
    firstOpenedBy: row.firstOpenedBy,
  };
}

/**
 * Sets a lead's work state, and who changed it when; the same state saved again changes nothing (its
 * author stays the one who set it). The first state other than «новая» is kept apart, with its author: the
 * inbox's clock of how soon leads are taken into work. False when there is no such lead.
 */
export async function setWorkState(db: Db, id: string, state: WorkState, author: { email: string }, now: Date): Promise<boolean> {
  if (!isLeadId(id)) return false;
  const at = now.toISOString();
  // Each right-hand side reads the row as it was before the update (the old state, the old first time).
  const rows = await db
    .update(leads)
    .set({
      workState: state,
      workUpdatedAt: sql`case when ${leads.workState} = ${state} then ${leads.workUpdatedAt} else ${at}::timestamptz end`,
      workUpdatedBy: sql`case when ${leads.workState} = ${state} then ${leads.workUpdatedBy} else ${author.email} end`,
      // «Новая» is no taking into work: the first-worked columns are left as they are.
      ...(state === "new"
        ? {}
        : {
            firstWorkedAt: sql`coalesce(${leads.firstWorkedAt}, ${at}::timestamptz)`,
            firstWorkedBy: sql`case when ${leads.firstWorkedAt} is null then ${author.email} else ${leads.firstWorkedBy} end`,
          }),
    })
    .where(eq(leads.id, id))
    .returning({ id: leads.id });
  return rows.length === 1;
}

/**
 * Notes that a member of staff opened the lead's page: the first opening only (who and when), which ends
 * the lead's wait for an escalation (docs/decisions/0106-lead-notifications.md).
 */
export async function markOpened(db: Db, id: string, by: { email: string }, now: Date): Promise<void> {
  if (!isLeadId(id)) return;
  await db
    .update(leads)
    .set({ firstOpenedAt: now, firstOpenedBy: by.email })
    .where(and(eq(leads.id, id), isNull(leads.firstOpenedAt)));
}

/** Adds a staff comment; false when there is no such lead. */
export async function addComment(
  db: Db,
  id: string,
  author: { staffId: string; email: string },
  body: string,
  now: Date,
): Promise<boolean> {
  if (!isLeadId(id)) return false;
  // An insert … select of the lead: a lead that does not exist gets no comment, in the one statement.
  const rows = await db
    .insert(leadComments)
    .select(
      db
        .select({
          id: sql`${randomUUID()}::uuid`.as("id"),
          leadId: leads.id,
          staffId: sql`${author.staffId}::uuid`.as("staff_id"),
          author: sql`${author.email}`.as("author"),
          body: sql`${body}`.as("body"),
          createdAt: sql`${now.toISOString()}::timestamptz`.as("created_at"),
        })
        .from(leads)
        .where(eq(leads.id, id)),
    )
    .returning({ id: leadComments.id });
  return rows.length === 1;
}

/** Whether a lead has a booked test drive still ahead of `now`. */
export async function hasUpcomingBooking(db: Db, id: string, now: Date): Promise<boolean> {
  if (!isLeadId(id)) return false;
  const rows = await db
    .select({ id: testDriveBookings.id })
    .from(testDriveBookings)
    .where(and(eq(testDriveBookings.leadId, id), gt(testDriveBookings.slotStart, now)));
  return rows.length > 0;
}

/**
 * Cancels a lead's booked test drive still ahead: its slot is free for other visitors at once, the lead
 * is marked cancelled (when and by whom; it keeps the day and time it asked for, no longer standing), and
 * a comment by the staff member names the visit cancelled.
 */
export async function cancelBooking(
  db: Db,
  id: string,
  author: { staffId: string; email: string },
  now: Date,
): Promise<"cancelled" | "none" | "missing"> {
  if (!isLeadId(id)) return "missing";
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
  if (!lead) return "missing";
  // One statement: the slot is given back only with the lead marked, and the other way round.
  const freed = db.$with("freed").as(
    db
      .delete(testDriveBookings)
      .where(and(eq(testDriveBookings.leadId, id), gt(testDriveBookings.slotStart, now)))
      .returning({ leadId: testDriveBookings.leadId }),
  );
  const [cancelled] = await db
    .with(freed)
    .update(leads)
    .set({ bookingCancelledAt: now, bookingCancelledBy: author.email })
    .from(freed)
    .where(eq(leads.id, freed.leadId))
    .returning({ id: leads.id });
  if (!cancelled) return "none";
  await addComment(db, id, author, "Запись на тест-драйв отменена, время освобождено", now);
  return "cancelled";
}

/**
 * Sends a lead again: its outbox row is due now (created anew, with a fresh 24 h before it needs
 * attention again, when the job had given up on it), and the lead is back to 'new'. A delivered lead
 * is left alone; the CRM deduplicates by lead_id anyway.
 */
export async function retryDelivery(db: Db, id: string, now: Date): Promise<"queued" | "delivered" | "missing"> {
  if (!isLeadId(id)) return "missing";
  const [row] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, id));
  if (!row) return "missing";
  if (row.status === "delivered") return "delivered";
  const at = now.toISOString();
  // Raw: an update feeding an insert … on conflict in one statement, which the builder would spell out
  // column by column (every column of the outbox, nulls included).
  await db.execute(
    sql`with lead as (update leads set status = 'new' where id = ${id}::uuid and status <> 'delivered' returning id)
    insert into lead_outbox (lead_id, attempts, next_attempt_at, created_at)
    select id, 0, ${at}::timestamptz, ${at}::timestamptz from lead
    on conflict (lead_id) do update set next_attempt_at = excluded.next_attempt_at, locked_until = null`,
  );
  return "queued";
}
