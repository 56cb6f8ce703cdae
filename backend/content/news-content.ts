// The news as the studio edits them: an item's data is the editor's form (contract/content.ts), which
// publishing writes into the `news` table the site reads. The body is sanitised with the allow-list
// the site renders with before it is stored, so a draft never holds what a page would drop.
import { articleAttributes, articleImageSchemes, articleSchemes, articleTags } from "@contract/article-html";
import { contentMessages, newsDraftSchema, type NewsDraft } from "@contract/content";
import { and, eq, isNull, max, ne, sql } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import type { Db } from "../db/database";
import { news } from "../news/schema";
import { FieldsError, fieldsOf } from "./fields-error";
import { revisionNamedBy, type ContentAdapter } from "./revisions";
import { contentItems, contentRevisions } from "./schema";

/** A news body as it may be stored: the site's allow-list, links kept safe, nothing else. */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: articleTags,
    allowedAttributes: articleAttributes,
    allowedSchemes: articleSchemes,
    allowedSchemesByTag: { img: articleImageSchemes },
    allowProtocolRelative: false,
  }).trim();
}

/** 'YYYY-MM-DD HH:MM:SS' (the table's Moscow time) as the editor's field: '2026-12-05T14:30'. */
const toLocalMoment = (stored: string) => stored.replace(" ", "T").slice(0, 16);
const fromLocalMoment = (local: string) => `${local.replace("T", " ")}:00`;

/**
 * The form checked as the studio stores it: the contract's schema, the body sanitised, and the
 * address not another news item's (published or drafted). Refusals are 400 with each field's message.
 */
export async function checkNewsDraft(db: Db, itemId: string | null, input: unknown): Promise<NewsDraft> {
  const parsed = newsDraftSchema.safeParse(input);
  if (!parsed.success) throw new FieldsError(fieldsOf(parsed.error));
  const draft = { ...parsed.data, description: sanitizeArticle(parsed.data.description) };
  if (!draft.description) throw new FieldsError({ description: contentMessages.bodyRequired });
  if (await codeTaken(db, draft.code, itemId)) throw new FieldsError({ code: contentMessages.codeTaken });
  return draft;
}

async function codeTaken(db: Db, code: string, itemId: string | null): Promise<boolean> {
  const others = itemId === null ? undefined : ne(news.id, Number(itemId));
  const [live] = await db
    .select({ id: news.id })
    .from(news)
    .where(others ? and(eq(news.code, code), others) : eq(news.code, code))
    .limit(1);
  if (live) return true;
  // Another item's latest draft holding the address would collide when both are published.
  // The head revision's JSON field, compared in one statement across every item of the kind (`->>`: a raw fragment).
  const drafts = await db
    .select({ one: sql`1` })
    .from(contentItems)
    .innerJoin(contentRevisions, revisionNamedBy(contentItems.head))
    .where(
      and(
        eq(contentItems.kind, "news"),
        isNull(contentItems.deletedAt),
        sql`${contentRevisions.data}->>'code' = ${code}`,
        itemId === null ? undefined : ne(contentItems.itemId, itemId),
      ),
    )
    .limit(1);
  return drafts.length > 0;
}

export const newsAdapter: ContentAdapter = {
  kind: "news",
  async live(db, itemId) {
    if (!/^\d{1,9}$/.test(itemId)) return null;
    const [row] = await db
      .select()
      .from(news)
      .where(eq(news.id, Number(itemId)));
    if (!row) return null;
    const draft: NewsDraft = {
      name: row.name,
      code: row.code,
      date: toLocalMoment(row.publishedAt),
      preview_description: row.previewDescription,
      preview_file: row.previewFile,
      additional_photos: row.additionalPhotos ?? [],
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      active: row.active,
      description: row.description,
    };
    return draft;
  },
  async publish(db, itemId, data) {
    const draft = newsDraftSchema.parse(data);
    const row = {
      code: draft.code,
      name: draft.name,
      publishedAt: fromLocalMoment(draft.date),
      metaTitle: draft.metaTitle,
      metaDescription: draft.metaDescription,
      previewDescription: draft.preview_description,
      previewFile: draft.preview_file,
      additionalPhotos: draft.additional_photos.length > 0 ? draft.additional_photos : null,
      active: draft.active,
      description: sanitizeArticle(draft.description),
    };
    await db
      .insert(news)
      .values({ id: Number(itemId), ...row })
      .onConflictDoUpdate({ target: news.id, set: row });
  },
  async unpublish(db, itemId) {
    await db
      .update(news)
      .set({ active: false })
      .where(eq(news.id, Number(itemId)));
  },
  async newId(db) {
    // Raw SQL for the item ids: they are text, and only the numeric ones are news numbers.
    const [fromDrafts] = await db
      .select({ top: sql<number | null>`max(case when ${contentItems.itemId} ~ '^[0-9]{1,9}$' then ${contentItems.itemId}::int end)` })
      .from(contentItems)
      .where(eq(contentItems.kind, "news"));
    const [fromLive] = await db.select({ top: max(news.id) }).from(news);
    return String(Math.max(Number(fromDrafts?.top ?? 0), Number(fromLive?.top ?? 0), 1000) + 1);
  },
  async remove(db, itemId) {
    await db.delete(news).where(eq(news.id, Number(itemId)));
  },
};

/**
 * A news item staff took off the site, by its address: where it now sends visitors (a path of the
 * site), or null for «gone» (410); undefined when no item with that address was taken down.
 */
export async function goneNews(db: Db, code: string): Promise<{ to: string | null } | undefined> {
  const [row] = await db
    .select({ goneAt: contentItems.goneAt, goneTo: contentItems.goneTo })
    .from(news)
    .innerJoin(contentItems, and(eq(contentItems.kind, "news"), eq(contentItems.itemId, sql`${news.id}::text`)))
    .where(and(eq(news.code, code), eq(news.active, false)))
    .limit(1);
  return row?.goneAt ? { to: row.goneTo } : undefined;
}
