// The studio's list of a kind: every item the site has or had and every new one drafted, newest first,
// each as its latest revision names it, with where it stands; found by words of its title or address
// and by state. Each kind says how its live rows read (`ListedKind`).
import type { ContentListRow, ContentStatus } from "@contract/content";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database";
import { queryRows } from "../leads/lead-queries";
import { statusOf } from "./revisions";
import type { ContentKind } from "./schema";

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

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value instanceof Date ? value : String(value)).toISOString();

/** How a kind's list reads: its live rows (id, title, code, date, active) and the keys of its form's title and date. */
export type ListedKind = {
  kind: ContentKind;
  live: SQL;
  titleKey: string;
  dateKey: string;
  /** The form's address field; default `code`. */ codeKey?: string;
};

export const listedNews: ListedKind = {
  kind: "news",
  live: sql`select id::text as id, name as title, code, published_at::text as date, active from news`,
  titleKey: "name",
  dateKey: "date",
};

export const listedOffers: ListedKind = {
  kind: "offers",
  live: sql`select id, title, id as code, valid_from::text as date, true as active from special_offers`,
  titleKey: "title",
  dateKey: "validFrom",
};

// The credit programs list their rate where the others list a date (the column «Ставка»), their bank under the name.
export const listedCreditPrograms: ListedKind = {
  kind: "credit-programs",
  live: sql`select id::text as id, name as title, bank as code, trim(trailing '.' from trim(trailing '0' from rate::text)) as date, active from credit_programs`,
  titleKey: "name",
  dateKey: "rate",
  codeKey: "bank",
};

// The people kinds list the department where the others list a date (the page's column «Отдел»).
export const listedVacancies: ListedKind = {
  kind: "vacancies",
  live: sql`select code as id, title, code, department as date, active from vacancies`,
  titleKey: "title",
  dateKey: "department",
};

export const listedWorkers: ListedKind = {
  kind: "workers",
  live: sql`select slug as id, name as title, slug as code, department as date, active from workers`,
  titleKey: "name",
  dateKey: "department",
  codeKey: "slug",
};

/** A kind's items as the studio lists them, filtered by words (title or address) and by state; deleted ones only when asked for. */
export async function listContentItems(
  db: Db,
  listed: ListedKind,
  filter: { q?: string; status?: ContentStatus },
): Promise<ContentListRow[]> {
  // Raw: a full join of the kind's live rows (a raw select of its own) and the studio's items, fields from jsonb (->>).
  const rows = await queryRows<ListedRow>(
    db,
    sql`select coalesce(n.id, i.item_id) as id,
        r.data->>${listed.titleKey} as head_title, r.data->>${listed.codeKey ?? "code"} as head_code, r.data->>${listed.dateKey} as head_date,
        n.title as live_title, n.code as live_code, n.date as live_date, n.active as live_active,
        i.head, i.published, i.scheduled, i.publish_at, i.gone_at, i.deleted_at, i.updated_at, i.updated_by
      from (${listed.live}) n
      full join content_items i on i.kind = ${listed.kind} and i.item_id = n.id
      left join content_revisions r on r.kind = ${listed.kind} and r.item_id = i.item_id and r.number = i.head
      where i.kind is null or i.kind = ${listed.kind}`,
  );
  const words = filter.q?.trim().toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  return rows
    .map((row): ContentListRow => {
      const state =
        row.head === null
          ? undefined
          : {
              kind: listed.kind,
              itemId: row.id,
              head: row.head,
              published: row.published,
              scheduled: row.scheduled,
              publishAt: row.publish_at
                ? new Date(String(row.publish_at instanceof Date ? row.publish_at.toISOString() : row.publish_at))
                : null,
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
    .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id, "en", { numeric: true }));
}
