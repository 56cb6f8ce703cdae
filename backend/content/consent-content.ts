// The consents as the studio edits them (docs/decisions/0103): three items, one per kind, whose data are the
// title and text of the version in effect. Publishing never changes a version (the table refuses it): it
// writes the next one, in effect from that moment, and forms link it from the next render on.
import { consentKinds, type ConsentKind } from "@contract/consent-documents";
import { consentDraftSchema, contentMessages, type ConsentDraft } from "@contract/content";
import { and, eq, sql } from "drizzle-orm";
import { listConsents } from "../consents/consent-queries";
import { consentDocuments } from "../consents/schema";
import type { Db } from "../db/database";
import { HttpError } from "../http/http-error";
import { FieldsError, fieldsOf } from "./fields-error";
import type { ContentAdapter } from "./revisions";
import { contentItems } from "./schema";

const isKind = (id: string | null): id is ConsentKind => id !== null && (consentKinds as readonly string[]).includes(id);

/** The form checked as the studio stores it. */
export async function checkConsentDraft(_db: Db, itemId: string | null, input: unknown): Promise<ConsentDraft> {
  if (!isKind(itemId)) throw new HttpError(404, contentMessages.notFound);
  const parsed = consentDraftSchema.safeParse(input);
  if (!parsed.success) throw new FieldsError(fieldsOf(parsed.error));
  return parsed.data;
}

/**
 * Who published it: the studio's publish does not pass its author to the adapter, so the version names the
 * last one who saved the item (content_items.updated_by), which is who pressed «Опубликовать».
 */
async function publisherOf(db: Db, kind: ConsentKind): Promise<string | null> {
  const [row] = await db
    .select({ updatedBy: contentItems.updatedBy })
    .from(contentItems)
    .where(and(eq(contentItems.kind, "consents"), eq(contentItems.itemId, kind)));
  return row?.updatedBy ?? null;
}

export const consentsAdapter: ContentAdapter = {
  kind: "consents",
  async live(db, itemId) {
    if (!isKind(itemId)) return null;
    const current = (await listConsents(db, new Date())).current.find((version) => version.kind === itemId);
    if (!current) return { title: "", text: "" };
    const [row] = await db
      .select({ title: consentDocuments.title, body: consentDocuments.body })
      .from(consentDocuments)
      .where(eq(consentDocuments.id, current.id));
    return { title: row?.title ?? "", text: row?.body ?? "" };
  },
  async publish(db, itemId, data) {
    if (!isKind(itemId)) throw new HttpError(404, contentMessages.notFound);
    const draft = consentDraftSchema.parse(data);
    const [last] = await db
      .select({ number: sql<number>`coalesce(max(${consentDocuments.number}), 0)` })
      .from(consentDocuments)
      .where(eq(consentDocuments.kind, itemId));
    const number = Number(last?.number ?? 0) + 1;
    await db.insert(consentDocuments).values({
      id: `${itemId}-${number}`,
      kind: itemId,
      number,
      title: draft.title,
      body: draft.text,
      effectiveFrom: new Date(),
      createdBy: await publisherOf(db, itemId),
    });
  },
  async unpublish() {
    throw new HttpError(400, contentMessages.consentsPermanent);
  },
  async newId() {
    throw new HttpError(400, contentMessages.consentsPermanent);
  },
  async remove() {
    throw new HttpError(400, contentMessages.consentsPermanent);
  },
};
