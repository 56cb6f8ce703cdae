import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { crmErrorForMonitoring, type CrmFailureKind } from "./crm-client";
import type { CrmLeadRecord } from "./crm-lead-words";
import { queryRows, toDate } from "./lead-queries";
import { leadOutbox, type LeadUtm } from "./schema";

/** A due outbox row this process holds the lease of, with what the CRM call needs. */
export type ClaimedLead = CrmLeadRecord & {
  /** Calls made before this one. */
  attempts: number;
  /** The lease: until then no other process claims the row; also this claim's token. */
  lockedUntil: Date;
  /**
   * What the CRM answered when an earlier call of this lead was recorded as delivered, though the lead was
   * not marked so (a process stopped between the two statements); null when no call was. Such a lead is
   * delivered without another call.
   */
  deliveredBefore: { answer: string | null } | null;
};

type ClaimRow = {
  lead_id: string;
  attempts: number;
  locked_until: unknown;
  lead_type: string;
  model: string | null;
  file: string | null;
  city: number | null;
  dealer: number | null;
  name: string;
  surname: string | null;
  phone: string;
  email: string | null;
  details: Record<string, unknown> | string;
  utm: LeadUtm | string;
  page: string | null;
  place: string | null;
  client_ip: string | null;
  dealer_name: string | null;
  created_at: unknown;
  repeat: boolean;
  delivered_before: boolean;
  delivered_answer: string | null;
};

// PGlite returns jsonb parsed; node-postgres too. Text (a raw driver quirk) is parsed here.
const jsonOf = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;

/**
 * Claims up to `limit` due rows for `leaseMs` in one short statement (its own transaction): FOR UPDATE
 * SKIP LOCKED lets processes claiming at the same moment take different rows, and the lease keeps the
 * rows from everyone else while the CRM is called outside any transaction. The lease is cut to whole
 * milliseconds, so the Date read back matches the stored value exactly and can serve as a token. A row
 * whose earlier lease ran out with no outcome recorded, or that failed before, is a repeat: its CRM may
 * have the lead already.
 */
export async function claimDueLeads(db: Db, limit: number, leaseMs: number): Promise<ClaimedLead[]> {
  // Raw: claim and lease in one statement (an update of the rows a `for update skip locked` select picked, returning the
  // lead's columns), with the lease reckoned by the database's clock; the builder writes neither in one statement.
  const rows = await queryRows<ClaimRow>(
    db,
    sql`with due as (
      select lead_id, locked_until is not null or attempts > 0 as repeat from lead_outbox
      where next_attempt_at <= now() and (locked_until is null or locked_until <= now())
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update lead_outbox o set locked_until = date_trunc('milliseconds', now() + ${ms(leaseMs)})
    from due, leads l
    where o.lead_id = due.lead_id and l.id = o.lead_id
    returning o.lead_id, o.attempts, o.locked_until, l.lead_type, l.model, l.details->>'file' as file, l.city, l.dealer, l.name,
      l.surname, l.phone, l.email, l.details, l.utm, l.page, l.place, l.client_ip, l.created_at, due.repeat,
      (select d.name from dealers d where d.id = l.dealer) as dealer_name,
      exists (select from lead_delivery_attempts a where a.lead_id = o.lead_id and a.outcome = 'delivered') as delivered_before,
      (select a.error from lead_delivery_attempts a where a.lead_id = o.lead_id and a.outcome = 'delivered'
        order by a.attempted_at desc limit 1) as delivered_answer`,
  );
  return rows.map((row) => ({
    leadId: row.lead_id,
    attempts: row.attempts,
    lockedUntil: toDate(row.locked_until),
    leadType: row.lead_type,
    model: row.model,
    // The configurator's PDF is its form's own field; the other forms have none.
    file: row.file ?? null,
    city: row.city,
    dealer: row.dealer,
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    email: row.email,
    details: jsonOf(row.details),
    utm: jsonOf(row.utm),
    page: row.page,
    place: row.place,
    clientIp: row.client_ip,
    dealerName: row.dealer_name,
    createdAt: toDate(row.created_at),
    repeat: row.repeat,
    deliveredBefore: row.delivered_before ? { answer: row.delivered_answer } : null,
  }));
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Records that the CRM took these leads: their outbox rows go, the leads become 'delivered', in one
 * statement (atomic, one round trip). Whoever holds the lease, a 'Y' is a fact; a lead another
 * process already marked is left as it is.
 */
export async function markDelivered(db: Db, leadIds: readonly string[]): Promise<void> {
  if (leadIds.length === 0) return;
  // Raw: a data-modifying CTE (the outbox rows' delete beside the leads' update), so both are one atomic statement.
  await db.execute(
    sql`with done as (delete from lead_outbox where lead_id in (${idList(leadIds)}))
    update leads set status = 'delivered', delivered_at = now(), attempts = attempts + 1, last_error = null
    where id in (${idList(leadIds)}) and status <> 'delivered'`,
  );
}

/** What became of a failed attempt; `attention`: left to a person, and tried again only after `delayMs`. */
export type FailureOutcome = "retry" | "attention" | "gave-up" | "lease-lost";

/**
 * Records a failed call while this claim still holds the lease: the next attempt `delayMs` from now,
 * or, when that would fall past `giveUpAfterMs` after the lead came in, the lead becomes
 * 'needs_attention' and leaves the outbox. A claim whose lease another process has taken since
 * records nothing (that process's outcome counts). One statement, each row changed once in it. `kind`
 * is the CRM's verdict (CrmFailureKind): `refused` gives up at once, `attention` marks the lead for a
 * person ('needs_attention') while its row waits for the next try.
 */
export async function recordFailure(
  db: Db,
  claim: ClaimedLead,
  error: string,
  delayMs: number,
  giveUpAfterMs: number,
  kind: CrmFailureKind = "retry",
): Promise<FailureOutcome> {
  // Raw: data-modifying CTEs (update, delete … using, update … from) reading one locked row, in one statement.
  const [row] = await queryRows<{ expired: boolean }>(
    db,
    sql`with failed as (
      select lead_id, attempts + 1 as attempts,
        ${kind === "refused"} or now() + ${ms(delayMs)} > created_at + ${ms(giveUpAfterMs)} as expired
      from lead_outbox
      where lead_id = ${claim.leadId} and locked_until = ${claim.lockedUntil.toISOString()}::timestamptz
      for update
    ), retried as (
      update lead_outbox o set attempts = f.attempts, last_error = ${error}, locked_until = null,
        next_attempt_at = now() + ${ms(delayMs)}
      from failed f where o.lead_id = f.lead_id and not f.expired
    ), dropped as (
      delete from lead_outbox o using failed f where o.lead_id = f.lead_id and f.expired
    ), lead as (
      update leads l set attempts = f.attempts, last_error = ${error},
        status = case when f.expired or ${kind === "attention"} then 'needs_attention' else 'new' end
      from failed f where l.id = f.lead_id and l.status <> 'delivered'
    )
    select expired from failed`,
  );
  if (!row) return "lease-lost";
  return row.expired ? "gave-up" : kind === "attention" ? "attention" : "retry";
}

/** Gives back leases of calls cut short by a stop, so the next process start retries them at once. */
export async function releaseClaims(db: Db, claims: readonly ClaimedLead[]): Promise<void> {
  for (const claim of claims) {
    await db
      .update(leadOutbox)
      .set({ lockedUntil: null })
      .where(and(eq(leadOutbox.leadId, claim.leadId), eq(leadOutbox.lockedUntil, claim.lockedUntil)));
  }
}

/**
 * One call to the sales system, as the lead's page lists it: failed when `error` is set; a delivered one
 * may carry the CRM's `answer` (what it made, its number there), kept in the same column the page shows.
 */
export type DeliveryAttempt = {
  leadId: string;
  attemptedAt: Date;
  durationMs: number;
  httpStatus: number | null;
  error: string | null;
  answer?: string | null;
};

/** Writes the calls of a round to the lead's delivery history, in one statement. */
export async function recordAttempts(db: Db, attempts: readonly DeliveryAttempt[]): Promise<void> {
  if (attempts.length === 0) return;
  const rows = attempts.map(
    (a) =>
      sql`(${a.leadId}::uuid, ${a.attemptedAt.toISOString()}::timestamptz, ${a.error === null ? "delivered" : "failed"}, ${a.httpStatus}::int, ${a.error ?? a.answer ?? null}, ${a.durationMs}::int)`,
  );
  // Raw: an insert … select of a values list joined to leads (a lead deleted meanwhile is left out); the builder's needs every column.
  await db.execute(
    sql`insert into lead_delivery_attempts (lead_id, attempted_at, outcome, http_status, error, duration_ms)
    select v.lead_id, v.attempted_at, v.outcome, v.http_status, v.error, v.duration_ms
    from (values ${sql.join(rows, sql`, `)}) as v(lead_id, attempted_at, outcome, http_status, error, duration_ms)
    join leads l on l.id = v.lead_id`,
  );
}

/** The outbox as an operator watches it (/healthz): counts and times only, nothing of a lead's person. */
export type OutboxBacklog = {
  /** Leads waiting for the CRM to take them (in the outbox: neither delivered nor given up on). */
  waiting: number;
  /** Of them, those already refused or unanswered at least once (waiting for their retry). */
  retrying: number;
  /** How long the oldest of them has waited, in seconds, when the database was read; null when none waits. */
  oldestWaitingSeconds: number | null;
  /** Leads the job gave up on after 24 h ('needs_attention'): a person must send them again. */
  needsAttention: number;
  /** The CRM's last 'Y'; null when it never took a lead. */
  lastDeliveredAt: Date | null;
  /** The last call that failed, with its error as an operator may see it (crmErrorForMonitoring). */
  lastFailure: { at: Date; httpStatus: number | null; error: string | null } | null;
};

type BacklogRow = {
  waiting: number;
  retrying: number;
  oldest_seconds: number | null;
  needs_attention: number;
  last_delivered_at: unknown;
  failed_at: unknown;
  failed_status: number | null;
  failed_error: string | null;
};

/**
 * The outbox's backlog in one statement cheap enough for every health probe: the outbox itself is
 * small (only leads not yet taken), 'needs_attention' is read from the partial index of undelivered
 * leads, and the last failed and delivered calls from the index on (outcome, attempted_at).
 */
export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  // Raw: one row of aggregates (count … filter, the age by the database's clock) and a lateral join, which the builder has no words for.
  const [row] = await queryRows<BacklogRow>(
    db,
    sql`select o.waiting, o.retrying, o.oldest_seconds,
      (select count(*)::int from leads where status = 'needs_attention') as needs_attention,
      (select max(attempted_at) from lead_delivery_attempts where outcome = 'delivered') as last_delivered_at,
      f.attempted_at as failed_at, f.http_status as failed_status, f.error as failed_error
    from (
      select count(*)::int as waiting, (count(*) filter (where attempts > 0))::int as retrying,
        extract(epoch from now() - min(created_at))::float8 as oldest_seconds
      from lead_outbox
    ) o
    left join lateral (
      select attempted_at, http_status, error from lead_delivery_attempts
      where outcome = 'failed' order by attempted_at desc limit 1
    ) f on true`,
  );
  if (!row) throw new Error("the outbox backlog query returned no row");
  return {
    waiting: row.waiting,
    retrying: row.retrying,
    oldestWaitingSeconds: row.oldest_seconds === null ? null : Math.max(0, Number(row.oldest_seconds)),
    needsAttention: row.needs_attention,
    lastDeliveredAt: row.last_delivered_at === null ? null : toDate(row.last_delivered_at),
    lastFailure:
      row.failed_at === null
        ? null
        : {
            at: toDate(row.failed_at),
            httpStatus: row.failed_status,
            error: row.failed_error === null ? null : crmErrorForMonitoring(row.failed_error),
          },
  };
}

/** What `npm run staff -- deliver-now` did to the outbox, and what it left as it was. */
export type DeliverNowOutcome = {
  /** Leads waiting for a later retry that are due now. */
  madeDue: number;
  /** Leads that were due already (the job takes them at its next look). */
  alreadyDue: number;
  /** Leads a process is calling the CRM for right now (under its lease): left to that call. */
  inFlight: number;
  /** Leads given up on ('needs_attention'), which only a person sends again (the lead's page at /staff). */
  needsAttention: number;
};

/**
 * Makes every lead that waits for a later retry due now, in one statement, so that the running
 * processes' delivery jobs (a look every 2 s) send them at once. It delivers nothing itself: the
 * processes claim the rows as ever (FOR UPDATE SKIP LOCKED, a lease), so a lead is still called once
 * at a time whoever runs this and however many processes share the database. A leased row (a call in
 * flight) is left alone: its outcome sets its next attempt.
 */
export async function makeWaitingLeadsDue(db: Db): Promise<DeliverNowOutcome> {
  // Raw: a data-modifying CTE counted with the outbox as it was, all by the database's clock, in one statement.
  const [row] = await queryRows<{ made_due: number; already_due: number; in_flight: number; needs_attention: number }>(
    db,
    // The subqueries see the outbox as it was before the update (one statement, one snapshot).
    sql`with moved as (
      update lead_outbox set next_attempt_at = now()
      where next_attempt_at > now() and (locked_until is null or locked_until <= now())
      returning lead_id
    )
    select (select count(*)::int from moved) as made_due,
      (select count(*)::int from lead_outbox where next_attempt_at <= now() and (locked_until is null or locked_until <= now())) as already_due,
      (select count(*)::int from lead_outbox where locked_until > now()) as in_flight,
      (select count(*)::int from leads where status = 'needs_attention') as needs_attention`,
  );
  if (!row) throw new Error("the deliver-now statement returned no row");
  return { madeDue: row.made_due, alreadyDue: row.already_due, inFlight: row.in_flight, needsAttention: row.needs_attention };
}
