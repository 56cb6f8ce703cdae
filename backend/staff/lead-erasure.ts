// The erasure of leads' personal data (152-ФЗ): one lead on the person's request (the lead's page), or
// every lead past the retention period (retention-job.ts).
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database";
import { queryRows } from "../leads/lead-queries";
import { leads } from "../leads/schema";
import { isLeadId } from "./lead-rows";

/**
 * Erases the personal data of leads: name, surname, phone, e-mail, the form's own fields (the visitor's
 * comment, car, VIN …; a booked visit's day and time stay), the client address and browser, staff comments, and the
 * copy in the embedded sales system; a booked test drive still ahead is cancelled (and the lead marked so). Kept: the
 * lead's id, kind, model, dealer, page, UTM, consent version, times and states.
 * A lead still waiting for delivery leaves the outbox (there is nobody to call any more).
 * `where` is a condition on the columns of `leads` (`lt(leads.createdAt, cutoff)`); the oldest `limit` leads it
 * finds are erased. Answers the ids erased now (already erased ones are skipped).
 */
export async function eraseLeads(db: Db, where: SQL, now: Date, limit = 1000): Promise<string[]> {
  // Raw: one statement of data-modifying CTEs (update … from, delete … using), so a lead is erased whole or not at all.
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with target as (
      select id from leads where erased_at is null and (${where}) order by created_at limit ${limit} for update
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
  const erased = await eraseLeads(db, eq(leads.id, id), now, 1);
  if (erased.length === 1) return "erased";
  const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
  return row ? "already" : "missing";
}
