// Drafts, revisions and publishing, the same for every kind the studio edits (docs/decisions/0074):
// a save is a new revision on top of the one the editor started from (or a 409 naming who saved in
// between); publishing writes a revision into the kind's own table, which the site reads and whose
// triggers bump the content version, so every process's pages follow; taking down, deleting and
// restoring are states of the item, never lost rows.
import { changedFields, contentMessages, type ContentItem, type ContentStatus } from "@contract/content";
import { formatStaffTime } from "@contract/staff-labels";
import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { HttpError } from "../http/http-error";
import { contentItems, contentRevisions, type ContentKind } from "./schema";

/** Joins a content item to one of its revisions: the one its `head` (latest draft) or `published` number names. */
export function revisionNamedBy(number: typeof contentItems.head | typeof contentItems.published) {
  return and(
    eq(contentRevisions.kind, contentItems.kind),
    eq(contentRevisions.itemId, contentItems.itemId),
    eq(contentRevisions.number, number),
  );
}

/** How a kind's items reach the site: the studio's part of each kind. */
export type ContentAdapter = {
  kind: ContentKind;
  /** The editor's data of an item as the site shows it now (what it shipped with, or a publish from before); null when there is no such item. */
  live(db: Db, itemId: string): Promise<Record<string, unknown> | null>;
  /** Writes an item's data into the kind's table, as the site will show it. */
  publish(db: Db, itemId: string, data: Record<string, unknown>): Promise<void>;
  /** Takes an item off the site (its row stays, for history and for the address's 410). */
  unpublish(db: Db, itemId: string): Promise<void>;
  /** A new item's id, unique among the kind's rows and drafts. */
  newId(db: Db): Promise<string>;
  /** Removes an item's row for good (a deletion 30 days old). */
  remove(db: Db, itemId: string): Promise<void>;
};

type ItemRow = typeof contentItems.$inferSelect;

/** Where an item stands: its state row (none: as the site shipped it) and whether the site shows it now. */
export function statusOf(row: ItemRow | undefined, onSite: boolean): ContentStatus {
  if (row?.deletedAt) return "deleted";
  if (row?.scheduled !== null && row?.scheduled !== undefined) return "scheduled";
  if (row?.goneAt) return "gone";
  return onSite ? "published" : "draft";
}

async function lockItem(tx: Db, kind: ContentKind, itemId: string): Promise<void> {
  // Raw SQL: an advisory lock, which the builder cannot take; it orders the saves of one item in every process.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content ${kind} ${itemId}`}))`);
}

async function itemRow(db: Db, kind: ContentKind, itemId: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.itemId, itemId)));
  return row;
}

/** The data of a revision; 0 is the item as the site shipped it. */
export async function revisionData(
  db: Db,
  adapter: ContentAdapter,
  itemId: string,
  number: number,
): Promise<Record<string, unknown> | null> {
  if (number === 0) return adapter.live(db, itemId);
  const [row] = await db
    .select({ data: contentRevisions.data })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, adapter.kind), eq(contentRevisions.itemId, itemId), eq(contentRevisions.number, number)));
  return row?.data ?? null;
}

/** An item as the editor opens it: the head's data, its state and its history; null when there is none. */
export async function openItem(db: Db, adapter: ContentAdapter, itemId: string): Promise<ContentItem | null> {
  const row = await itemRow(db, adapter.kind, itemId);
  const live = await adapter.live(db, itemId);
  if (!row && !live) return null;
  const head = row?.head ?? 0;
  const data = (await revisionData(db, adapter, itemId, head)) ?? live ?? {};
  const history = await db
    .select({
      number: contentRevisions.number,
      author: contentRevisions.author,
      createdAt: contentRevisions.createdAt,
      note: contentRevisions.note,
    })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, adapter.kind), eq(contentRevisions.itemId, itemId)))
    .orderBy(desc(contentRevisions.number));
  return {
    id: itemId,
    base: head,
    data,
    status: statusOf(row, live?.active !== false && live !== null),
    published: row?.published ?? null,
    scheduled: row?.scheduled ?? null,
    publishAt: row?.publishAt?.toISOString() ?? null,
    goneTo: row?.goneTo ?? null,
    deletedAt: row?.deletedAt?.toISOString() ?? null,
    history: history.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}

/**
 * Before the first change of an item the site shipped with, its shipped data become revision 1 («Как
 * было на сайте»): revision 0 reads the site as it is now, which a publish changes, so without it the
 * shipped text could not be restored (and an offer taken down would lose it). Answers the head after.
 */
async function keepShipped(tx: Db, adapter: ContentAdapter, itemId: string, head: number, editor: Editor): Promise<number> {
  if (head !== 0) return head;
  const shipped = await adapter.live(tx, itemId);
  if (!shipped) return 0;
  await tx.insert(contentRevisions).values({
    kind: adapter.kind,
    itemId,
    number: 1,
    data: shipped,
    author: editor.email,
    createdAt: editor.now,
    note: "Как было на сайте",
  });
  return 1;
}

/** Who saves, and when. */
export type Editor = { email: string; now: Date };

/**
 * Saves the form as the next revision on top of `base`; another save since `base` refuses it (409) with
 * who saved, when, and the fields they changed, so nothing anyone typed is silently overwritten.
 */
export async function saveRevision(
  db: Db,
  adapter: ContentAdapter,
  input: { itemId: string | null; base: number; data: Record<string, unknown>; note?: string },
  editor: Editor,
): Promise<{ itemId: string; number: number }> {
  return db.transaction(async (tx) => {
    const itemId = input.itemId ?? (await adapter.newId(tx));
    await lockItem(tx, adapter.kind, itemId);
    const row = await itemRow(tx, adapter.kind, itemId);
    const head = row?.head ?? 0;
    if (head !== input.base) {
      const [last] = await tx
        .select({ author: contentRevisions.author, createdAt: contentRevisions.createdAt, data: contentRevisions.data })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.kind, adapter.kind), eq(contentRevisions.itemId, itemId), eq(contentRevisions.number, head)));
      const before = (await revisionData(tx, adapter, itemId, input.base)) ?? {};
      const changed = last ? changedFields(before, last.data) : [];
      throw new ConflictError(
        contentMessages.conflict(last?.author ?? "другой сотрудник", last ? formatStaffTime(last.createdAt) : "только что"),
        changed,
      );
    }
    const number = (await keepShipped(tx, adapter, itemId, head, editor)) + 1;
    await tx.insert(contentRevisions).values({
      kind: adapter.kind,
      itemId,
      number,
      data: input.data,
      author: editor.email,
      createdAt: editor.now,
      note: input.note ?? null,
    });
    await tx
      .insert(contentItems)
      .values({ kind: adapter.kind, itemId, head: number, updatedAt: editor.now, updatedBy: editor.email })
      .onConflictDoUpdate({
        target: [contentItems.kind, contentItems.itemId],
        set: { head: number, updatedAt: editor.now, updatedBy: editor.email },
      });
    return { itemId, number };
  });
}

/** A save refused because another was made since the form was opened: the message and the fields they changed. */
export class ConflictError extends HttpError {
  constructor(
    message: string,
    readonly changed: string[],
  ) {
    super(409, message);
  }
}

/** Publishes a revision now: the site shows it on every process within seconds. */
export async function publishRevision(db: Db, adapter: ContentAdapter, itemId: string, number: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockItem(tx, adapter.kind, itemId);
    const data = await revisionData(tx, adapter, itemId, number);
    if (!data) throw new HttpError(404, contentMessages.revisionNotFound);
    await adapter.publish(tx, itemId, data);
    await tx
      .insert(contentItems)
      .values({ kind: adapter.kind, itemId, head: number, published: number, updatedAt: editor.now, updatedBy: editor.email })
      .onConflictDoUpdate({
        target: [contentItems.kind, contentItems.itemId],
        set: {
          published: number,
          scheduled: null,
          publishAt: null,
          goneAt: null,
          goneTo: null,
          deletedAt: null,
          updatedAt: editor.now,
          updatedBy: editor.email,
        },
      });
  });
}

/** Schedules a revision to be published at a moment (the publisher job does it). */
export async function scheduleRevision(
  db: Db,
  adapter: ContentAdapter,
  itemId: string,
  number: number,
  at: Date,
  editor: Editor,
): Promise<void> {
  if (at.getTime() <= editor.now.getTime()) throw new HttpError(400, contentMessages.scheduleInPast);
  if (!(await revisionData(db, adapter, itemId, number))) throw new HttpError(404, contentMessages.revisionNotFound);
  await db
    .insert(contentItems)
    .values({ kind: adapter.kind, itemId, head: number, scheduled: number, publishAt: at, updatedAt: editor.now, updatedBy: editor.email })
    .onConflictDoUpdate({
      target: [contentItems.kind, contentItems.itemId],
      set: { scheduled: number, publishAt: at, updatedAt: editor.now, updatedBy: editor.email },
    });
}

/** Publishes every scheduled revision whose moment has come; how many. */
export async function publishDue(db: Db, adapters: readonly ContentAdapter[], now: Date): Promise<number> {
  const due = await db
    .select({ kind: contentItems.kind, itemId: contentItems.itemId, scheduled: contentItems.scheduled, updatedBy: contentItems.updatedBy })
    .from(contentItems)
    .where(and(isNotNull(contentItems.scheduled), lte(contentItems.publishAt, now), isNull(contentItems.deletedAt)))
    .orderBy(asc(contentItems.publishAt));
  let published = 0;
  for (const item of due) {
    const adapter = adapters.find((candidate) => candidate.kind === item.kind);
    if (!adapter || item.scheduled === null) continue;
    await publishRevision(db, adapter, item.itemId, item.scheduled, { email: item.updatedBy, now });
    published += 1;
  }
  return published;
}

/** Takes an item off the site: its address answers 410, or redirects to `goneTo` (a path of the site). */
export async function takeDown(db: Db, adapter: ContentAdapter, itemId: string, goneTo: string | null, editor: Editor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockItem(tx, adapter.kind, itemId);
    const row = await itemRow(tx, adapter.kind, itemId);
    const head = await keepShipped(tx, adapter, itemId, row?.head ?? 0, editor);
    if (head === 0) throw new HttpError(404, contentMessages.notFound);
    await adapter.unpublish(tx, itemId);
    await tx
      .insert(contentItems)
      .values({ kind: adapter.kind, itemId, head, goneAt: editor.now, goneTo, updatedAt: editor.now, updatedBy: editor.email })
      .onConflictDoUpdate({
        target: [contentItems.kind, contentItems.itemId],
        set: {
          head,
          published: null,
          scheduled: null,
          publishAt: null,
          goneAt: editor.now,
          goneTo,
          updatedAt: editor.now,
          updatedBy: editor.email,
        },
      });
  });
}

/** Deletes an item: off the site, out of the list, restorable for 30 days. */
export async function deleteItem(db: Db, adapter: ContentAdapter, itemId: string, editor: Editor): Promise<void> {
  await takeDown(db, adapter, itemId, null, editor);
  await db
    .update(contentItems)
    .set({ deletedAt: editor.now })
    .where(and(eq(contentItems.kind, adapter.kind), eq(contentItems.itemId, itemId)));
}

/** Brings a deleted item back as it was, off the site until it is published again. */
export async function undeleteItem(db: Db, adapter: ContentAdapter, itemId: string, editor: Editor): Promise<void> {
  const changed = await db
    .update(contentItems)
    .set({ deletedAt: null, updatedAt: editor.now, updatedBy: editor.email })
    .where(and(eq(contentItems.kind, adapter.kind), eq(contentItems.itemId, itemId), isNotNull(contentItems.deletedAt)))
    .returning({ itemId: contentItems.itemId });
  if (changed.length === 0) throw new HttpError(404, contentMessages.notFound);
}

/** Restores an earlier revision as a new one on top of `base` (nothing in between is lost). */
export async function restoreRevision(
  db: Db,
  adapter: ContentAdapter,
  itemId: string,
  number: number,
  base: number,
  editor: Editor,
): Promise<number> {
  const data = await revisionData(db, adapter, itemId, number);
  if (!data) throw new HttpError(404, contentMessages.revisionNotFound);
  return (await saveRevision(db, adapter, { itemId, base, data, note: `Восстановлена версия ${number}` }, editor)).number;
}

/** Purges the items deleted more than 30 days ago, with their revisions; how many. */
export async function purgeDeleted(db: Db, adapters: readonly ContentAdapter[], now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 30 * 24 * 60 * 60_000);
  const old = await db
    .select({ kind: contentItems.kind, itemId: contentItems.itemId })
    .from(contentItems)
    .where(lte(contentItems.deletedAt, cutoff));
  for (const item of old) {
    const adapter = adapters.find((candidate) => candidate.kind === item.kind);
    if (!adapter) continue;
    await db.transaction(async (tx) => {
      await adapter.remove(tx, item.itemId);
      await tx.delete(contentRevisions).where(and(eq(contentRevisions.kind, item.kind), eq(contentRevisions.itemId, item.itemId)));
      await tx.delete(contentItems).where(and(eq(contentItems.kind, item.kind), eq(contentItems.itemId, item.itemId)));
    });
  }
  return old.length;
}

/**
 * The adapter of a kind that is one item kept as its published revision, with no table of its own (the home page,
 * the service prices, the reviews: docs/decisions/0108): the generic machinery marks the revision published, which
 * is what the site reads; `publish` checks it against today's schema (a revision of another shape is refused rather
 * than shown half) and does what else follows a publish; the item is never taken down or deleted.
 */
export function permanentItemAdapter(opts: {
  kind: ContentKind;
  itemId: string;
  /** The editor's data as the site shows it now. */
  live(db: Db): Promise<Record<string, unknown>>;
  publish(db: Db, data: Record<string, unknown>): Promise<void>;
  /** Why it cannot be taken down or deleted, in Russian. */
  permanent: string;
}): ContentAdapter {
  const refuse = async () => {
    throw new HttpError(400, opts.permanent);
  };
  return {
    kind: opts.kind,
    live: async (db, itemId) => (itemId === opts.itemId ? opts.live(db) : null),
    publish: (db, _itemId, data) => opts.publish(db, data),
    unpublish: refuse,
    newId: async () => opts.itemId,
    remove: refuse,
  };
}
