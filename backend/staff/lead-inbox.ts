// The staff inbox's reads and writes on leads: the filtered list (newest first), a lead's page, its
// work state, comments, a retried delivery and the erasure of its personal data.
import { randomUUID } from "node:crypto";
import { normalizeLeadPhone } from "@contract/leads";
import {
  deliveryAttemptsShown,
  staffPageSize,
  type DeliveryAttemptView,
  type DeliveryState,
  type InboxLead,
  type InboxPage,
  type LeadComment,
  type LeadDetail,
  type LeadFilter,
  type WorkState,
} from "@contract/staff";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database";
import { getConsents } from "../consents/consent-queries";
import { queryRows, toDate } from "../leads/lead-queries";

/** The first moment of a Moscow day 'YYYY-MM-DD' (Moscow keeps UTC+3 all year). */
const moscowMidnight = (day: string, plusDays = 0) => {
  const start = new Date(`${day}T00:00:00+03:00`);
  return new Date(start.getTime() + plusDays * 24 * 60 * 60_000);
};

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const deliveryCondition: Record<DeliveryState, SQL> = {
  queued: sql`(l.status = 'new' and l.attempts = 0)`,
  retrying: sql`(l.status = 'new' and l.attempts > 0)`,
  delivered: sql`l.status = 'delivered'`,
  needs_attention: sql`l.status = 'needs_attention'`,
};

/** The where clause of the inbox's filters (the page aside). */
export function filterCondition(filter: Omit<LeadFilter, "page">): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.type) parts.push(sql`l.lead_type = ${filter.type}`);
  if (filter.delivery) parts.push(deliveryCondition[filter.delivery]);
  if (filter.work) parts.push(sql`l.work_state = ${filter.work}`);
  if (filter.from) parts.push(sql`l.created_at >= ${moscowMidnight(filter.from).toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`l.created_at < ${moscowMidnight(filter.to, 1).toISOString()}::timestamptz`);
  if (filter.q) parts.push(searchCondition(filter.q));
  return sql.join(parts, sql` and `);
}

/**
 * What a caller gives, found: a name in any case, its words in any order («Смирнова Алёна»; search_fold
 * knows Cyrillic whatever the database's locale; `staff_search` is the folded name, a generated
 * column); a phone by its digits, a whole number in any form (8 911…, +7 (911)…) or a run of 3+ of
 * its digits (text without letters is only a phone); the request number the visitor was shown (the
 * first 8 hex digits of the id, or more of it); an e-mail address.
 */
function searchCondition(q: string): SQL {
  const text = q.trim();
  const words = text.split(/\s+/).filter(Boolean);
  const name = sql.join(
    words.map((word) => sql`l.staff_search like search_fold(${containing(word)})`),
    sql` and `,
  );
  const digits = text.replace(/\D+/g, "");
  const requestNumber = /^[0-9a-f]{8}(?:-?[0-9a-f]){0,24}$/i.test(text);
  // A request number with hex letters in it («e5cf5e1b») is no phone: its digits («551») would find
  // every lead whose phone holds them.
  const phone = normalizeLeadPhone(text) ?? (digits.length >= 3 && !(requestNumber && /[a-f]/i.test(text)) ? digits : null);
  const hasLetters = /\p{L}/u.test(text);
  // A request number holds digits, which no name does: it is not looked for among the names, so that the
  // primary key finds it at once rather than every lead being read.
  const notAName = requestNumber && /\d/.test(text);
  const options: SQL[] = [];
  if ((hasLetters || !phone) && !notAName) options.push(sql`(${name})`);
  if (phone) options.push(sql`l.phone like ${containing(phone)}`);
  if (requestNumber) options.push(idsStartingWith(text.replace(/-/g, "").toLowerCase()));
  if (text.includes("@")) options.push(sql`lower(l.email) like ${containing(text.toLowerCase())}`);
  return sql`(${sql.join(options, sql` or `)})`;
}

/** The ids starting with these hex digits (with or without the dashes), as a range of the primary key. */
function idsStartingWith(hex: string): SQL {
  const asUuid = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return sql`l.id between ${asUuid(hex.padEnd(32, "0"))}::uuid and ${asUuid(hex.padEnd(32, "f"))}::uuid`;
}

type InboxRow = {
  id: string;
  lead_type: string;
  model: string | null;
  name: string;
  surname: string | null;
  phone: string;
  page: string | null;
  created_at: unknown;
  status: string;
  attempts: number;
  last_error: string | null;
  work_state: WorkState;
  erased_at: unknown;
  booked: string | null;
  booking_cancelled_at: unknown;
  intent: string | null;
  first_opened_at: unknown;
  first_worked_at: unknown;
};

const inboxColumns = sql`l.id, l.lead_type, l.model, l.name, l.surname, l.phone, l.page, l.created_at, l.status, l.attempts,
  l.last_error, l.work_state, l.erased_at,
  case when l.details->>'slot_date' is not null then concat_ws(', ', l.details->>'slot_date', l.details->>'slot_time') end as booked,
  l.booking_cancelled_at, l.details->>'intent' as intent, l.first_opened_at, l.first_worked_at`;

const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : toDate(value).toISOString());

/** The delivery state of a lead's status and attempts. */
export function deliveryStateOf(status: string, attempts: number): DeliveryState {
  if (status === "delivered") return "delivered";
  if (status === "needs_attention") return "needs_attention";
  return attempts > 0 ? "retrying" : "queued";
}

const toInboxLead = (row: InboxRow): InboxLead => ({
  id: row.id,
  type: row.lead_type,
  model: row.model,
  name: row.name,
  surname: row.surname,
  phone: row.phone,
  page: row.page,
  createdAt: toDate(row.created_at).toISOString(),
  delivery: deliveryStateOf(row.status, row.attempts),
  attempts: row.attempts,
  lastError: row.last_error,
  work: row.work_state,
  erased: row.erased_at !== null,
  booked: row.booked,
  bookingCancelledAt: isoOrNull(row.booking_cancelled_at),
  intent: row.intent,
  openedAt: isoOrNull(row.first_opened_at),
  workedAt: isoOrNull(row.first_worked_at),
});

// The kinds in the table change when a new form ships, not between two page views: read once a minute
// per database rather than by a scan of every lead on each page.
const typesCache = new WeakMap<Db, { at: number; types: Promise<string[]> }>();
const typesTtlMs = 60_000;

function leadTypesPresent(db: Db): Promise<string[]> {
  const cached = typesCache.get(db);
  if (cached && Date.now() - cached.at < typesTtlMs) return cached.types;
  const types = queryRows<{ lead_type: string }>(db, sql`select distinct lead_type from leads order by lead_type`).then((rows) =>
    rows.map((r) => r.lead_type),
  );
  typesCache.set(db, { at: Date.now(), types });
  types.catch(() => typesCache.delete(db));
  return types;
}

/** One page of the inbox, newest first, with the total and the kinds there are. */
export async function listLeads(db: Db, filter: LeadFilter): Promise<InboxPage> {
  const where = filterCondition(filter);
  const offset = (filter.page - 1) * staffPageSize;
  const [rows, [count], types] = await Promise.all([
    queryRows<InboxRow>(
      db,
      sql`select ${inboxColumns} from leads l where ${where} order by l.created_at desc, l.id desc limit ${staffPageSize} offset ${offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from leads l where ${where}`),
    leadTypesPresent(db),
  ]);
  return { leads: rows.map(toInboxLead), page: filter.page, pageSize: staffPageSize, total: count?.total ?? 0, types };
}

/**
 * The most leads one export holds: the rows of one spreadsheet sheet (Excel's 1 048 576) less the header
 * line, so that the file always opens whole; the leads are read and written a batch at a time, so the
 * process's memory does not grow with them (docs/decisions/0066-lead-export-streams.md).
 */
export const exportLimit = 1_048_575;

/** How many leads an export reads in one statement. */
export const exportBatchRows = 1000;

/** How many leads an export of this filter writes (for the access log, before the file is sent). */
export async function countForExport(db: Db, filter: Omit<LeadFilter, "page">): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select 1 from leads l where ${filterCondition(filter)} limit ${exportLimit}) s`,
  );
  return row?.total ?? 0;
}

/**
 * Every lead of a filter (the export), newest first, a batch at a time, with the columns the export
 * writes and its staff comments. Each batch starts below the last lead of the one before (its time and
 * id, exactly as stored), so no lead is read twice or skipped however deep the export goes.
 */
export async function* leadsForExport(db: Db, filter: Omit<LeadFilter, "page">, batchRows = exportBatchRows): AsyncGenerator<ExportLead[]> {
  const where = filterCondition(filter);
  let after: { at: string; id: string } | null = null;
  let left = exportLimit;
  while (left > 0) {
    const limit = Math.min(batchRows, left);
    const below: SQL = after ? sql`and (l.created_at, l.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
    // The city and dealer by name, as the lead's page shows them (the dealer finder's own tables); the
    // comments oldest first, as the page lists them, in the same statement.
    const rows = await queryRows<
      DetailRow & { city_name: string | null; dealer_name: string | null; comments: unknown; cursor_at: string }
    >(
      db,
      sql`select ${detailColumns}, c.name as city_name, d.name as dealer_name, l.created_at::text as cursor_at,
        (select coalesce(json_agg(json_build_object('id', lc.id, 'author', lc.author, 'body', lc.body, 'created_at', lc.created_at) order by lc.created_at, lc.id), '[]')
          from lead_comments lc where lc.lead_id = l.id) as comments
      from leads l left join lead_outbox o on o.lead_id = l.id
      left join cities c on c.id = l.city left join dealers d on d.id = l.dealer
      where ${where} ${below} order by l.created_at desc, l.id desc limit ${limit}`,
    );
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map((row) => ({
      ...toDetail(row, jsonObject<CommentRow[]>(row.comments).map(toComment), []),
      cityName: row.city_name,
      dealerName: row.dealer_name,
    }));
    left -= rows.length;
    if (rows.length < limit) return;
    after = { at: last.cursor_at, id: last.id };
  }
}

/** A lead as the export writes it: its page's facts, with its city and dealer by name where known. */
export type ExportLead = LeadDetail & { cityName?: string | null; dealerName?: string | null };

type DetailRow = InboxRow & {
  city: number | null;
  dealer: number | null;
  email: string | null;
  agree: boolean;
  consent_version: string;
  third_parties_consent_version: string | null;
  advertising_consent_version: string | null;
  place: string | null;
  utm: Record<string, string>;
  details: Record<string, unknown>;
  client_ip: string | null;
  user_agent: string | null;
  delivered_at: unknown;
  next_attempt_at: unknown;
  work_updated_at: unknown;
  work_updated_by: string | null;
  booking_cancelled_by: string | null;
};

const detailColumns = sql`${inboxColumns}, l.city, l.dealer, l.email, l.agree, l.consent_version,
  l.third_parties_consent_version, l.advertising_consent_version, l.place, l.utm, l.details,
  l.client_ip, l.user_agent, l.delivered_at, o.next_attempt_at, l.work_updated_at,
  l.work_updated_by, l.booking_cancelled_by`;

// PGlite returns jsonb parsed; node-postgres too. Text (a raw driver quirk) is parsed here.
const jsonObject = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : ((value ?? {}) as T));

const toDetail = (row: DetailRow, comments: LeadComment[], deliveryAttempts: DeliveryAttemptView[]): LeadDetail => ({
  ...toInboxLead(row),
  city: row.city,
  dealer: row.dealer,
  email: row.email,
  agree: row.agree,
  consentVersion: row.consent_version,
  thirdPartiesConsentVersion: row.third_parties_consent_version,
  advertisingConsentVersion: row.advertising_consent_version,
  place: row.place,
  utm: jsonObject(row.utm),
  details: jsonObject(row.details),
  clientIp: row.client_ip,
  userAgent: row.user_agent,
  deliveredAt: isoOrNull(row.delivered_at),
  nextAttemptAt: isoOrNull(row.next_attempt_at),
  erasedAt: isoOrNull(row.erased_at),
  workUpdatedAt: isoOrNull(row.work_updated_at),
  workUpdatedBy: row.work_updated_by,
  bookingCancelledBy: row.booking_cancelled_by,
  comments,
  deliveryAttempts,
});

type CommentRow = { id: string; author: string; body: string; created_at: unknown };

const toComment = (c: CommentRow): LeadComment => ({
  id: c.id,
  author: c.author,
  body: c.body,
  createdAt: toDate(c.created_at).toISOString(),
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text can be a lead's id (anything else is "not found" without asking the database). */
export const isLeadId = (id: string) => uuidPattern.test(id);

/** A lead's page, or null. */
export async function getLead(db: Db, id: string): Promise<LeadDetail | null> {
  if (!isLeadId(id)) return null;
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select ${detailColumns} from leads l left join lead_outbox o on o.lead_id = l.id where l.id = ${id}::uuid`,
  );
  if (!row) return null;
  const comments = await queryRows<CommentRow>(
    db,
    sql`select id, author, body, created_at from lead_comments where lead_id = ${id}::uuid order by created_at, id`,
  );
  const attempts = await queryRows<{
    attempted_at: unknown;
    outcome: "delivered" | "failed";
    http_status: number | null;
    error: string | null;
    duration_ms: number;
  }>(
    db,
    sql`select attempted_at, outcome, http_status, error, duration_ms from lead_delivery_attempts
      where lead_id = ${id}::uuid order by attempted_at desc, id desc limit ${deliveryAttemptsShown}`,
  );
  const notifications = await queryRows<{
    channel: "email" | "telegram";
    address: string;
    reason: "new" | "escalation";
    status: "pending" | "sent" | "needs_attention";
    attempts: number;
    created_at: unknown;
    sent_at: unknown;
    next_attempt_at: unknown;
    last_error: string | null;
  }>(
    db,
    sql`select channel, address, reason, status, attempts, created_at, sent_at, next_attempt_at, last_error
    from lead_notifications where lead_id = ${id}::uuid order by created_at, id`,
  );
  const [opened] = await queryRows<{ first_opened_at: unknown; first_opened_by: string | null }>(
    db,
    sql`select first_opened_at, first_opened_by from leads where id = ${id}::uuid`,
  );
  const consentIds = [row.consent_version, row.third_parties_consent_version, row.advertising_consent_version].filter(
    (id): id is string => id !== null,
  );
  return {
    ...toDetail(
      row,
      comments.map(toComment),
      attempts.map((a) => ({
        at: toDate(a.attempted_at).toISOString(),
        outcome: a.outcome,
        httpStatus: a.http_status,
        error: a.error,
        durationMs: a.duration_ms,
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
      createdAt: toDate(n.created_at).toISOString(),
      sentAt: isoOrNull(n.sent_at),
      nextAttemptAt: n.status === "pending" ? isoOrNull(n.next_attempt_at) : null,
      lastError: n.last_error,
    })),
    firstOpenedAt: isoOrNull(opened?.first_opened_at),
    firstOpenedBy: opened?.first_opened_by ?? null,
  };
}

/**
 * Sets a lead's work state, and who changed it when; the same state saved again changes nothing (its
 * author stays the one who set it). The first state other than «новая» is kept apart, with its author: the
 * inbox's clock of how soon leads are taken into work. False when there is no such lead.
 */
export async function setWorkState(db: Db, id: string, state: WorkState, author: { email: string }, now: Date): Promise<boolean> {
  if (!isLeadId(id)) return false;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update leads set work_state = ${state},
      work_updated_at = case when work_state = ${state} then work_updated_at else ${now.toISOString()}::timestamptz end,
      work_updated_by = case when work_state = ${state} then work_updated_by else ${author.email} end,
      first_worked_at = case when first_worked_at is null and ${state} <> 'new' then ${now.toISOString()}::timestamptz else first_worked_at end,
      first_worked_by = case when first_worked_at is null and ${state} <> 'new' then ${author.email} else first_worked_by end
    where id = ${id}::uuid returning id`,
  );
  return rows.length === 1;
}

/**
 * Notes that a member of staff opened the lead's page: the first opening only (who and when), which ends
 * the lead's wait for an escalation (docs/decisions/0106-lead-notifications.md).
 */
export async function markOpened(db: Db, id: string, by: { email: string }, now: Date): Promise<void> {
  if (!isLeadId(id)) return;
  await db.execute(
    sql`update leads set first_opened_at = ${now.toISOString()}::timestamptz, first_opened_by = ${by.email}
    where id = ${id}::uuid and first_opened_at is null`,
  );
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
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into lead_comments (id, lead_id, staff_id, author, body, created_at)
    select ${randomUUID()}::uuid, l.id, ${author.staffId}::uuid, ${author.email}, ${body}, ${now.toISOString()}::timestamptz
    from leads l where l.id = ${id}::uuid returning id`,
  );
  return rows.length === 1;
}

/** Whether a lead has a booked test drive still ahead of `now`. */
export async function hasUpcomingBooking(db: Db, id: string, now: Date): Promise<boolean> {
  if (!isLeadId(id)) return false;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from test_drive_bookings where lead_id = ${id}::uuid and slot_start > ${now.toISOString()}::timestamptz`,
  );
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
  const [lead] = await queryRows<{ id: string }>(db, sql`select id from leads where id = ${id}::uuid`);
  if (!lead) return "missing";
  const at = now.toISOString();
  const [freed] = await queryRows<{ id: string }>(
    db,
    sql`with freed as (
      delete from test_drive_bookings where lead_id = ${id}::uuid and slot_start > ${at}::timestamptz returning lead_id
    )
    update leads l set booking_cancelled_at = ${at}::timestamptz, booking_cancelled_by = ${author.email}
    from freed f where l.id = f.lead_id returning l.id`,
  );
  if (!freed) return "none";
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
  const [row] = await queryRows<{ status: string }>(db, sql`select status from leads where id = ${id}::uuid`);
  if (!row) return "missing";
  if (row.status === "delivered") return "delivered";
  const at = now.toISOString();
  await db.execute(
    sql`with lead as (update leads set status = 'new' where id = ${id}::uuid and status <> 'delivered' returning id)
    insert into lead_outbox (lead_id, attempts, next_attempt_at, created_at)
    select id, 0, ${at}::timestamptz, ${at}::timestamptz from lead
    on conflict (lead_id) do update set next_attempt_at = excluded.next_attempt_at, locked_until = null`,
  );
  return "queued";
}

/**
 * Erases the personal data of leads: name, surname, phone, e-mail, the form's own fields (the visitor's
 * comment, car, VIN …; a booked visit's day and time stay), the client address and browser, staff comments, and the
 * copy in the embedded sales system; a booked test drive still ahead is cancelled (and the lead marked so). Kept: the
 * lead's id, kind, model, dealer, page, UTM, consent version, times and states.
 * A lead still waiting for delivery leaves the outbox (there is nobody to call any more).
 * Answers the ids erased now (already erased ones are skipped).
 */
export async function eraseLeads(db: Db, where: SQL, now: Date, limit = 1000): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with target as (
      select id from leads l where l.erased_at is null and ${where} order by l.created_at limit ${limit} for update
    ), erased as (
      -- The day and time of a booked visit stay: they name no one, and they keep the lead a booking, not a call request.
      update leads l set name = '', surname = null, phone = '', email = null, client_ip = null,
        details = jsonb_strip_nulls(jsonb_build_object('slot_date', l.details->'slot_date', 'slot_time', l.details->'slot_time')),
        user_agent = null, last_error = null, erased_at = ${now.toISOString()}::timestamptz,
        -- The bookings below are deleted in the same statement: this still sees the visit still ahead.
        booking_cancelled_at = case when exists (
          select 1 from test_drive_bookings b where b.lead_id = l.id and b.slot_start > ${now.toISOString()}::timestamptz
        ) then ${now.toISOString()}::timestamptz else l.booking_cancelled_at end
      from target t where l.id = t.id returning l.id
    ), comments as (
      delete from lead_comments c using erased e where c.lead_id = e.id
    ), outbox as (
      delete from lead_outbox o using erased e where o.lead_id = e.id
    ), attempts as (
      -- A delivery error may quote what was sent (an older release put the whole address in it).
      update lead_delivery_attempts a set error = null from erased e where a.lead_id = e.id and a.error is not null
    ), receipts as (
      update crm_receipts r set name = '', surname = null, phone = '', email = null from erased e where r.lead_id = e.id::text
    ), bookings as (
      -- Nobody is coming any more: a visit still ahead gives its slot back.
      delete from test_drive_bookings b using erased e where b.lead_id = e.id and b.slot_start > ${now.toISOString()}::timestamptz
    )
    select id from erased`,
  );
  return rows.map((row) => row.id);
}

/** Erases one lead's personal data on the person's request. */
export async function eraseLead(db: Db, id: string, now: Date): Promise<"erased" | "already" | "missing"> {
  if (!isLeadId(id)) return "missing";
  const erased = await eraseLeads(db, sql`l.id = ${id}::uuid`, now, 1);
  if (erased.length === 1) return "erased";
  const [row] = await queryRows<{ id: string }>(db, sql`select id from leads where id = ${id}::uuid`);
  return row ? "already" : "missing";
}
