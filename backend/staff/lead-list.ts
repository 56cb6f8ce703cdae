// The inbox's reads of many leads: a page of the filtered list (newest first) with the kinds there are,
// and the export's count and batches of the same filter (lead-export.ts writes them).
import { staffPageSize, type InboxPage, type LeadDetail, type LeadFilter } from "@contract/staff";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database";
import { cities, dealers } from "../directory/schema";
import { leadOutbox, leads } from "../leads/schema";
import { filterCondition } from "./lead-filter";
import { detailFields, inboxFields, toComment, toDetail, toInboxLead, type CommentRow } from "./lead-rows";
import { leadComments } from "./schema";

// The kinds in the table change when a new form ships, not between two page views: read once a minute
// per database rather than by a scan of every lead on each page.
const typesCache = new WeakMap<Db, { at: number; types: Promise<string[]> }>();
const typesTtlMs = 60_000;

function leadTypesPresent(db: Db): Promise<string[]> {
  const cached = typesCache.get(db);
  if (cached && Date.now() - cached.at < typesTtlMs) return cached.types;
  const types = db
    .selectDistinct({ leadType: leads.leadType })
    .from(leads)
    .orderBy(leads.leadType)
    .then((rows) => rows.map((r) => r.leadType));
  typesCache.set(db, { at: Date.now(), types });
  types.catch(() => typesCache.delete(db));
  return types;
}

/** One page of the inbox, newest first, with the total and the kinds there are. */
export async function listLeads(db: Db, filter: LeadFilter): Promise<InboxPage> {
  const where = filterCondition(filter);
  const [rows, [counted], types] = await Promise.all([
    db
      .select(inboxFields)
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(staffPageSize)
      .offset((filter.page - 1) * staffPageSize),
    db.select({ total: count() }).from(leads).where(where),
    leadTypesPresent(db),
  ]);
  return { leads: rows.map(toInboxLead), page: filter.page, pageSize: staffPageSize, total: counted?.total ?? 0, types };
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
  const upTo = db
    .select({ one: sql`1`.as("one") })
    .from(leads)
    .where(filterCondition(filter))
    .limit(exportLimit)
    .as("s");
  const [row] = await db.select({ total: count() }).from(upTo);
  return row?.total ?? 0;
}

/** A lead as the export writes it: its page's facts, with its city and dealer by name where known. */
export type ExportLead = LeadDetail & { cityName?: string | null; dealerName?: string | null };

// PGlite returns json parsed; node-postgres too. Text (a raw driver quirk) is parsed here.
const jsonValue = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : ((value ?? {}) as T));

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
    // A row comparison, which the builder has no operator for; the time as text keeps its microseconds.
    const below: SQL | undefined = after
      ? sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    // The city and dealer by name, as the lead's page shows them (the dealer finder's own tables); the
    // comments oldest first, as the page lists them, in the same statement (json_agg of a correlated
    // subquery: raw, the builder does not write one; the joins make every column named with its table, as
    // the subquery needs to tell the lead's id from the comment's).
    const rows = await db
      .select({
        ...detailFields,
        cityName: cities.name,
        dealerName: dealers.name,
        cursorAt: sql<string>`${leads.createdAt}::text`,
        comments: sql<unknown>`(select coalesce(json_agg(json_build_object('id', ${leadComments.id}, 'author', ${leadComments.author},
          'body', ${leadComments.body}, 'createdAt', ${leadComments.createdAt}) order by ${leadComments.createdAt}, ${leadComments.id}), '[]')
          from ${leadComments} where ${leadComments.leadId} = ${leads.id})`,
      })
      .from(leads)
      .leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id))
      .leftJoin(cities, eq(cities.id, leads.city))
      .leftJoin(dealers, eq(dealers.id, leads.dealer))
      .where(and(where, below))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit);
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map((row) => ({
      ...toDetail(row, jsonValue<CommentRow[]>(row.comments).map(toComment), []),
      cityName: row.cityName,
      dealerName: row.dealerName,
    }));
    left -= rows.length;
    if (rows.length < limit) return;
    after = { at: last.cursorAt, id: last.id };
  }
}
