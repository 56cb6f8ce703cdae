// The studio's list of news: every item the site has or had and every new one drafted, newest first,
// each as its latest revision names it, with where it stands; found by words of its title or address
// and by state.
import type { ContentListRow, ContentStatus } from "@contract/content";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { queryRows } from "../leads/lead-queries";
import { statusOf } from "./revisions";

type ListedRow = {
  id: string;
  head_title: string | null;
  head_code: string | null;
  head_date: string | null;
  live_title: string | null;
  live_code: string | null;
  live_date: string | null;
  live_active: boolean | null;
  head: number | null;
  published: number | null;
  scheduled: number | null;
  publish_at: unknown;
  gone_at: unknown;
  deleted_at: unknown;
  updated_at: unknown;
  updated_by: string | null;
};

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value instanceof Date ? value : String(value)).toISOString());

/** The news the studio lists, filtered by words (title or address) and by state; deleted ones only when asked for. */
export async function listNewsItems(db: Db, filter: { q?: string; status?: ContentStatus }): Promise<ContentListRow[]> {
  // Raw SQL: a full join of the live table and the studio's items, each side's fields from a JSON
  // revision or a column, which the builder would spell far longer.
  const rows = await queryRows<ListedRow>(
    db,
    sql`select coalesce(n.id::text, i.item_id) as id,
        r.data->>'name' as head_title, r.data->>'code' as head_code, r.data->>'date' as head_date,
        n.name as live_title, n.code as live_code, n.published_at::text as live_date, n.active as live_active,
        i.head, i.published, i.scheduled, i.publish_at, i.gone_at, i.deleted_at, i.updated_at, i.updated_by
      from news n
      full join content_items i on i.kind = 'news' and i.item_id = n.id::text
      left join content_revisions r on r.kind = 'news' and r.item_id = i.item_id and r.number = i.head`,
  );
  const words = filter.q?.trim().toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  return rows
    .map((row): ContentListRow => {
      const state = row.head === null ? undefined : {
        kind: "news" as const,
        itemId: row.id,
        head: row.head,
        published: row.published,
        scheduled: row.scheduled,
        publishAt: row.publish_at ? new Date(String(row.publish_at instanceof Date ? row.publish_at.toISOString() : row.publish_at)) : null,
        goneAt: row.gone_at ? new Date(0) : null,
        goneTo: null,
        deletedAt: row.deleted_at ? new Date(0) : null,
        updatedAt: new Date(0),
        updatedBy: row.updated_by ?? "",
      };
      const onSite = row.live_active === true && !row.gone_at;
      return {
        id: row.id,
        title: row.head_title ?? row.live_title ?? "",
        code: row.head_code ?? row.live_code ?? "",
        date: (row.head_date ?? row.live_date ?? "").replace(" ", "T").slice(0, 16),
        status: statusOf(state, onSite),
        unpublishedChanges: (row.head ?? 0) > (row.published ?? 0) && (row.head ?? 0) > 0,
        updatedAt: iso(row.updated_at),
        updatedBy: row.updated_by,
        publishAt: iso(row.publish_at),
      };
    })
    .filter((row) => (filter.status ? row.status === filter.status : row.status !== "deleted"))
    .filter((row) => words.every((word) => `${row.title} ${row.code}`.toLowerCase().includes(word)))
    .sort((a, b) => b.date.localeCompare(a.date) || Number(b.id) - Number(a.id));
}
