// The special offers as the studio edits them: an item's id is the offer's address (its slug, fixed once
// the offer exists), its data the editor's form (contract/content.ts: the text as paragraphs separated
// by a blank line, the terms one per line), which publishing writes into `special_offers` and
// `special_offer_models`. Taken down or deleted, the offer's rows go: its revisions keep it, and its
// address answers 410 from the item's state.
import { contentMessages, linesOf, offerDraftSchema, paragraphsOf, type OfferDraft } from "@contract/content";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { specialOfferModels, specialOffers } from "../offers/schema";
import { FieldsError, fieldsOf } from "./fields-error";
import type { ContentAdapter } from "./revisions";
import { contentItems } from "./schema";

/** The form checked as the studio stores it; a new offer's address must be free among offers and drafts. */
export async function checkOfferDraft(db: Db, itemId: string | null, input: unknown): Promise<OfferDraft> {
  const parsed = offerDraftSchema.safeParse(input);
  if (!parsed.success) throw new FieldsError(fieldsOf(parsed.error));
  const draft = parsed.data;
  if (itemId === null) {
    const [live] = await db.select({ id: specialOffers.id }).from(specialOffers).where(eq(specialOffers.id, draft.code));
    const [drafted] = await db
      .select({ id: contentItems.itemId })
      .from(contentItems)
      .where(and(eq(contentItems.kind, "offers"), eq(contentItems.itemId, draft.code)));
    if (live || drafted) throw new FieldsError({ code: contentMessages.offerCodeTaken });
  } else if (draft.code !== itemId) {
    // The address is the offer's id: links to it stay valid, so it does not change.
    throw new FieldsError({ code: contentMessages.offerCodeTaken });
  }
  return draft;
}

export const offersAdapter: ContentAdapter = {
  kind: "offers",
  async live(db, itemId) {
    const [row] = await db.select().from(specialOffers).where(eq(specialOffers.id, itemId));
    if (!row) return null;
    const models = await db
      .select({ code: specialOfferModels.modelCode })
      .from(specialOfferModels)
      .where(eq(specialOfferModels.offerId, itemId))
      .orderBy(asc(specialOfferModels.sortOrder));
    const draft: OfferDraft = {
      code: row.id,
      kind: row.kind,
      title: row.title,
      short: row.short,
      full: row.full.join("\n\n"),
      terms: row.terms.join("\n"),
      validFrom: row.validFrom,
      validTo: row.validTo,
      models: models.map((model) => model.code as OfferDraft["models"][number]),
      legal: row.legal,
    };
    return draft;
  },
  async publish(db, itemId, data) {
    const draft = offerDraftSchema.parse(data);
    const row = {
      kind: draft.kind,
      title: draft.title,
      short: draft.short,
      full: paragraphsOf(draft.full),
      terms: linesOf(draft.terms),
      validFrom: draft.validFrom,
      validTo: draft.validTo,
      legal: draft.legal,
    };
    await db
      .insert(specialOffers)
      .values({ id: itemId, ...row })
      .onConflictDoUpdate({ target: specialOffers.id, set: row });
    await db.delete(specialOfferModels).where(eq(specialOfferModels.offerId, itemId));
    if (draft.models.length > 0)
      await db.insert(specialOfferModels).values(draft.models.map((modelCode, sortOrder) => ({ offerId: itemId, modelCode, sortOrder })));
  },
  async unpublish(db, itemId) {
    await db.delete(specialOffers).where(eq(specialOffers.id, itemId));
  },
  async newId() {
    // An offer's id is the address its editor chose (checkOfferDraft): the routes pass it in.
    throw new Error("an offer's id is its address, given by the editor");
  },
  async remove(db, itemId) {
    await db.delete(specialOffers).where(eq(specialOffers.id, itemId));
  },
};

/** An offer staff took off the site, by its address: where it sends visitors now (null: 410); undefined when none was. */
export async function goneOffer(db: Db, id: string): Promise<{ to: string | null } | undefined> {
  const [row] = await db
    .select({ goneAt: contentItems.goneAt, goneTo: contentItems.goneTo, deletedAt: contentItems.deletedAt })
    .from(contentItems)
    .where(and(eq(contentItems.kind, "offers"), eq(contentItems.itemId, id)));
  if (!row) return undefined;
  if (row.goneAt) return { to: row.goneTo };
  return row.deletedAt ? { to: null } : undefined;
}
