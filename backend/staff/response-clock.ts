// The inbox's clock (issue 37): how soon the dealer's people open a lead and take it into work, per Moscow day and
// per member of staff, over the last days. Dealers judge their managers on it: a lead called back within minutes is
// far more likely to buy than one called after half an hour.
import type { ResponseClock, ResponseClockRow } from "@contract/staff";
import { addDays, localDayOf, momentOf } from "@contract/test-drive-time";
import { and, desc, eq, gte, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../db/database";
import { leads } from "../leads/schema";

/** Days the clock looks back over, today included. */
export const responseClockDays = 7;
/** Leads read at most: a week of a busy dealer many times over, so one page view never reads a table's worth. */
const readLimit = 20_000;

type ClockLead = {
  createdAt: Date;
  firstOpenedAt: Date | null;
  firstOpenedBy: string | null;
  firstWorkedAt: Date | null;
  firstWorkedBy: string | null;
};

/** The middle value (the mean of the two middle ones for an even count), rounded to a minute; null for none. */
export function medianMinutes(minutes: readonly number[]): number | null {
  if (minutes.length === 0) return null;
  const sorted = [...minutes].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value);
}

/** Minutes from one moment to a later one (0 when it is not later). */
export const minutesBetween = (from: Date, to: Date) => Math.max(0, (to.getTime() - from.getTime()) / 60_000);

/** One row of the clock over a group of leads; `opened`/`worked` count only what the group's member did when keyed by staff. */
function rowOf(key: string, group: readonly ClockLead[], by?: string): ResponseClockRow {
  const openedBy = group.filter((lead) => lead.firstOpenedAt && (by === undefined || lead.firstOpenedBy === by));
  const workedBy = group.filter((lead) => lead.firstWorkedAt && (by === undefined || lead.firstWorkedBy === by));
  return {
    key,
    leads: group.length,
    opened: openedBy.length,
    worked: workedBy.length,
    untouched: group.filter((lead) => !lead.firstOpenedAt && !lead.firstWorkedAt).length,
    medianMinutesToOpen: medianMinutes(openedBy.map((lead) => minutesBetween(lead.createdAt, lead.firstOpenedAt as Date))),
    medianMinutesToWork: medianMinutes(workedBy.map((lead) => minutesBetween(lead.createdAt, lead.firstWorkedAt as Date))),
  };
}

/** The clock of given leads: a row per Moscow day (newest first, every day of the span even without leads) and per member of staff. */
export function clockOf(rows: readonly ClockLead[], now: Date, days = responseClockDays): ResponseClock {
  const today = localDayOf(now);
  const dayKeys = Array.from({ length: days }, (_, i) => addDays(today, -i));
  const byDay = new Map<string, ClockLead[]>(dayKeys.map((day) => [day, []]));
  for (const lead of rows) byDay.get(localDayOf(lead.createdAt))?.push(lead);
  const people = new Set<string>();
  for (const lead of rows) {
    if (lead.firstOpenedBy) people.add(lead.firstOpenedBy);
    if (lead.firstWorkedBy) people.add(lead.firstWorkedBy);
  }
  const staff = [...people]
    .map((email) => {
      const theirs = rows.filter((lead) => lead.firstOpenedBy === email || lead.firstWorkedBy === email);
      return { ...rowOf(email, theirs, email), untouched: 0 };
    })
    .sort((a, b) => b.opened + b.worked - (a.opened + a.worked) || a.key.localeCompare(b.key));
  return { days: dayKeys.map((day) => rowOf(day, byDay.get(day) ?? [])), staff };
}

/** The clock of the leads of the last days an account may see (`type`: a service account's one kind), erased ones left out. */
export async function readResponseClock(db: Db, now: Date, type?: string): Promise<ResponseClock> {
  const since = momentOf(addDays(localDayOf(now), -(responseClockDays - 1)), 0);
  const conditions: SQL[] = [gte(leads.createdAt, since)];
  if (type) conditions.push(eq(leads.leadType, type as (typeof leads.leadType._)["data"]));
  const rows = await db
    .select({
      createdAt: leads.createdAt,
      firstOpenedAt: leads.firstOpenedAt,
      firstOpenedBy: leads.firstOpenedBy,
      firstWorkedAt: leads.firstWorkedAt,
      firstWorkedBy: leads.firstWorkedBy,
    })
    .from(leads)
    .where(and(...conditions, isNull(leads.erasedAt)))
    .orderBy(desc(leads.createdAt))
    .limit(readLimit);
  return clockOf(rows, now);
}
