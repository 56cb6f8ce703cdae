// The team as the studio edits it (docs/decisions/0104): an item's id is the worker's address
// (/worker/{slug}.html, fixed once the worker exists), its data the editor's form (contract/people.ts: the
// bio as paragraphs separated by a blank line, the languages separated by commas), which publishing
// writes into `workers` (and the worker's search document). Taken down, the row stays with `active` false
// and the page answers 410.
import { bioParagraphsOf, languagesOf, peopleMessages, workerDraftSchemaOf, type WorkerDraft } from "@contract/people";
import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Db } from "../db/database";
import { reindexWorker } from "../people/people-search";
import { workers } from "../people/schema";
import { FieldsError, fieldsOf } from "./fields-error";
import type { ContentAdapter } from "./revisions";
import { contentImages, contentItems } from "./schema";

/** The form checked as this year allows; a new worker's address must be free, the photo one of the library's. */
export async function checkWorkerDraft(db: Db, itemId: string | null, input: unknown): Promise<WorkerDraft> {
  const parsed = workerDraftSchemaOf(new Date().getFullYear()).safeParse(input);
  if (!parsed.success) throw new FieldsError(fieldsOf(parsed.error));
  const draft = parsed.data;
  if (itemId === null) {
    const [live] = await db.select({ slug: workers.slug }).from(workers).where(eq(workers.slug, draft.slug));
    const [drafted] = await db
      .select({ id: contentItems.itemId })
      .from(contentItems)
      .where(and(eq(contentItems.kind, "workers"), eq(contentItems.itemId, draft.slug)));
    if (live || drafted) throw new FieldsError({ slug: peopleMessages.workerSlugTaken });
  } else if (draft.slug !== itemId) {
    throw new FieldsError({ slug: peopleMessages.codeFixed });
  }
  if (draft.photo) {
    const [image] = await db.select({ hash: contentImages.hash }).from(contentImages).where(eq(contentImages.hash, draft.photo));
    if (!image) throw new FieldsError({ photo: peopleMessages.photoInvalid });
  }
  return draft;
}

// Publishing checks the year as the form was saved: a worker saved in December is still published in January.
const storedWorkerSchema = workerDraftSchemaOf(9999);

export const workersAdapter: ContentAdapter = {
  kind: "workers",
  async live(db, itemId) {
    const [row] = await db.select().from(workers).where(eq(workers.slug, itemId));
    if (!row) return null;
    const draft: WorkerDraft = {
      slug: row.slug,
      name: row.name,
      position: row.position,
      department: row.department,
      since: row.since,
      bio: row.bio.join("\n\n"),
      languages: row.languages.join(", "),
      email: row.email,
      photo: row.photo ?? "",
      order: row.sortOrder,
      active: row.active,
    };
    return draft;
  },
  async publish(db, itemId, data) {
    const draft = storedWorkerSchema.parse(data);
    const row = {
      name: draft.name,
      position: draft.position,
      department: draft.department,
      since: draft.since,
      bio: bioParagraphsOf(draft.bio),
      languages: languagesOf(draft.languages),
      email: draft.email,
      photo: draft.photo || null,
      sortOrder: draft.order,
      active: draft.active,
    };
    await db
      .insert(workers)
      .values({ slug: itemId, ...row })
      .onConflictDoUpdate({ target: workers.slug, set: row });
    await reindexWorker(db, itemId);
  },
  async unpublish(db, itemId) {
    await db.update(workers).set({ active: false }).where(eq(workers.slug, itemId));
    await reindexWorker(db, itemId);
  },
  async newId() {
    // A worker's id is the address its editor chose (checkWorkerDraft): the routes pass it in.
    throw new Error("a worker's id is their address, given by the editor");
  },
  async remove(db, itemId) {
    await db.delete(workers).where(eq(workers.slug, itemId));
    await reindexWorker(db, itemId);
  },
};

/** Whether staff took the worker with this address off the site (their page answers 410 rather than 404). */
export async function goneWorker(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ itemId: contentItems.itemId })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, "workers"),
        eq(contentItems.itemId, slug),
        or(isNotNull(contentItems.goneAt), isNotNull(contentItems.deletedAt)),
      ),
    );
  return row !== undefined;
}
