// A lead nobody opened nor took into work within the escalation time of working hours is sent once more,
// to the recipients who take escalations (docs/decisions/0106-lead-notifications.md). The messages are
// made by one statement whose unique key (lead, recipient, reason) keeps each once, however many
// processes run the job; the channels' jobs deliver them like any other.
import { and, eq, exists, gt, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import type { JobDefinition } from "../jobs/job-runner";
import { queryRows } from "../leads/lead-queries";
import { leads } from "../leads/schema";
import { leadNotifications, notificationRecipients } from "./schema";

export const escalationJobKind = "notify-escalation";

/** The showroom's working day, Moscow time (the dealer's sales hours, «Ежедневно: 9:00–21:00»). */
export type WorkingHours = { startHour: number; endHour: number };
export const dealerWorkingHours: WorkingHours = { startHour: 9, endHour: 21 };

/** Moscow keeps UTC+3 all year. */
const moscowOffsetMs = 3 * 60 * 60_000;
const dayMs = 24 * 60 * 60_000;

/** Whether `at` falls within the working day. */
export function isWorkingTime(at: Date, hours: WorkingHours = dealerWorkingHours): boolean {
  const local = (at.getTime() + moscowOffsetMs) % dayMs;
  return local >= hours.startHour * 3_600_000 && local < hours.endHour * 3_600_000;
}

/** Minutes of working time between two moments (0 when `to` is not after `from`). */
export function workingMinutesBetween(from: Date, to: Date, hours: WorkingHours = dealerWorkingHours): number {
  const start = from.getTime() + moscowOffsetMs;
  const end = to.getTime() + moscowOffsetMs;
  if (end <= start) return 0;
  let total = 0;
  for (let day = Math.floor(start / dayMs) * dayMs; day < end; day += dayMs) {
    const open = Math.max(start, day + hours.startHour * 3_600_000);
    const close = Math.min(end, day + hours.endHour * 3_600_000);
    if (close > open) total += close - open;
  }
  return total / 60_000;
}

export type EscalationOptions = {
  minutes: number;
  hours?: WorkingHours;
  /** The moment of the check; tests pass one within working hours. */
  now?: () => Date;
  intervalMs?: number;
  /** Called when messages were made: the backend triggers the channels' jobs. */
  onEscalated?: () => void;
};

/** The longest a lead is looked at for escalation: older ones unopened are the inbox's business. */
const lookBackDays = 7;

/**
 * Makes the escalation messages of every lead due now; answers the ids of the leads escalated. A lead
 * is due when it is still 'new' in work, no one has opened its page, it is not erased, and `minutes` of
 * working time have passed since it came, checked only within working hours (nobody is woken at night:
 * a lead of the evening is escalated the next morning). Only recipients that existed when the lead came
 * get it, so adding one does not bring it a week of old leads.
 */
export async function escalateUnopenedLeads(db: Db, opts: EscalationOptions): Promise<string[]> {
  const now = (opts.now ?? (() => new Date()))();
  const hours = opts.hours ?? dealerWorkingHours;
  if (!isWorkingTime(now, hours)) return [];
  const at = now.toISOString();
  // The bounds are `at` less an interval, reckoned by the database (a day in its time zone), not by JS.
  const candidates = await db
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(
      and(
        eq(leads.workState, "new"),
        isNull(leads.firstOpenedAt),
        isNull(leads.erasedAt),
        gt(leads.createdAt, sql`${at}::timestamptz - ${lookBackDays} * interval '1 day'`),
        lte(leads.createdAt, sql`${at}::timestamptz - ${opts.minutes} * interval '1 minute'`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(leadNotifications)
            .where(and(eq(leadNotifications.leadId, leads.id), eq(leadNotifications.reason, "escalation"))),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(notificationRecipients)
            .where(
              and(
                eq(notificationRecipients.enabled, true),
                eq(notificationRecipients.escalations, true),
                sql`${leads.leadType} = any(${notificationRecipients.leadTypes})`,
                lte(notificationRecipients.createdAt, leads.createdAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(leads.createdAt)
    .limit(500);
  const due = candidates.filter((row) => workingMinutesBetween(row.createdAt, now, hours) >= opts.minutes).map((row) => row.id);
  if (due.length === 0) return [];
  const ids = sql.join(
    due.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // The lead's state is checked again in the statement: one opened meanwhile is not escalated.
  // Raw: an insert … select over a join, which the builder writes only with every column of the table in order (the id's
  // sequence and the defaults too); the messages' times are the database's now.
  const made = await queryRows<{ lead_id: string }>(
    db,
    sql`insert into lead_notifications (lead_id, recipient_id, channel, address, reason, include_personal, created_at, next_attempt_at)
    select l.id, r.id, r.channel, r.address, 'escalation', r.include_personal, now(), now()
    from leads l join notification_recipients r
      on r.enabled and r.escalations and l.lead_type = any(r.lead_types) and r.created_at <= l.created_at
    where l.id in (${ids}) and l.work_state = 'new' and l.first_opened_at is null and l.erased_at is null
    on conflict (lead_id, recipient_id, reason) do nothing
    returning lead_id`,
  );
  const escalated = [...new Set(made.map((row) => row.lead_id))];
  if (escalated.length > 0) opts.onEscalated?.();
  return escalated;
}

/** The escalation job for the backend's runner: a look every minute. */
export function escalationJob(db: Db, opts: EscalationOptions): JobDefinition {
  const intervalMs = opts.intervalMs ?? 60_000;
  return {
    kind: escalationJobKind,
    intervalMs,
    jitterMs: Math.round(intervalMs / 4),
    run: async () => {
      await escalateUnopenedLeads(db, opts);
    },
  };
}
