// The credit programs as the studio edits them (issue 36): an item's id is the program's id, its data the
// editor's form (contract/credit-program-draft.ts), which publishing writes into `credit_programs` and its
// terms, whose triggers bump the content version, so the stock cars, the configurator and the offers follow.
// Taken down, the row stays with `active` false: the site no longer offers it, and its revisions keep it.
import { creditProgramDraftSchema, type CreditProgramDraft } from "@contract/credit-program-draft";
import { eq, max, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { creditProgramTerms, creditPrograms } from "../directory/schema";
import { FieldsError, fieldsOf } from "./fields-error";
import type { ContentAdapter } from "./revisions";
import { contentItems } from "./schema";

/** The form checked as the studio stores it: numbers read, terms in order. */
export async function checkCreditProgramDraft(_db: Db, _itemId: string | null, input: unknown): Promise<CreditProgramDraft> {
  const parsed = creditProgramDraftSchema.safeParse(input);
  if (!parsed.success) throw new FieldsError(fieldsOf(parsed.error));
  return parsed.data;
}

export const creditProgramsAdapter: ContentAdapter = {
  kind: "credit-programs",
  async live(db, itemId) {
    const [row] = await db
      .select()
      .from(creditPrograms)
      .where(eq(creditPrograms.id, Number(itemId)));
    if (!row) return null;
    const terms = await db
      .select({ term: creditProgramTerms.term })
      .from(creditProgramTerms)
      .where(eq(creditProgramTerms.programId, row.id));
    const draft: CreditProgramDraft = {
      name: row.name,
      bank: row.bank,
      description: row.description,
      active: row.active,
      min_price: row.minPrice,
      max_price: row.maxPrice,
      min_credit: row.minCredit,
      max_credit: row.maxCredit,
      min_prepay: row.minPrepay,
      max_prepay: row.maxPrepay,
      rate: row.rate,
      restcost: row.restcost,
      terms: terms.map((t) => t.term).sort((a, b) => a - b),
      models: row.models as CreditProgramDraft["models"],
      order: row.sortOrder,
      lender: row.lender ?? "",
      fee_percent: row.feePercent,
      insurance_percent: row.insurancePercent,
    };
    return draft;
  },
  async publish(db, itemId, data) {
    const draft = creditProgramDraftSchema.parse(data);
    const id = Number(itemId);
    const row = {
      name: draft.name,
      bank: draft.bank,
      description: draft.description,
      active: draft.active,
      minPrice: draft.min_price,
      maxPrice: draft.max_price,
      minCredit: draft.min_credit,
      maxCredit: draft.max_credit,
      minPrepay: draft.min_prepay,
      maxPrepay: draft.max_prepay,
      rate: draft.rate,
      restcost: draft.restcost,
      models: draft.models,
      sortOrder: draft.order,
      // The three together or none (the schema's rule): a program without them is offered without a rate.
      lender: draft.lender === "" ? null : draft.lender,
      feePercent: draft.fee_percent,
      insurancePercent: draft.insurance_percent,
    };
    await db
      .insert(creditPrograms)
      .values({ id, ...row })
      .onConflictDoUpdate({ target: creditPrograms.id, set: row });
    await db.delete(creditProgramTerms).where(eq(creditProgramTerms.programId, id));
    await db.insert(creditProgramTerms).values(draft.terms.map((term) => ({ programId: id, term })));
  },
  async unpublish(db, itemId) {
    await db
      .update(creditPrograms)
      .set({ active: false })
      .where(eq(creditPrograms.id, Number(itemId)));
  },
  async newId(db) {
    // Raw SQL for the item ids: they are text, and every one of this kind is a program's number.
    const [fromDrafts] = await db
      .select({ top: sql<number | null>`max(case when ${contentItems.itemId} ~ '^[0-9]{1,9}$' then ${contentItems.itemId}::int end)` })
      .from(contentItems)
      .where(eq(contentItems.kind, "credit-programs"));
    const [fromLive] = await db.select({ top: max(creditPrograms.id) }).from(creditPrograms);
    return String(Math.max(Number(fromDrafts?.top ?? 0), Number(fromLive?.top ?? 0)) + 1);
  },
  async remove(db, itemId) {
    // Its terms go with it (on delete cascade).
    await db.delete(creditPrograms).where(eq(creditPrograms.id, Number(itemId)));
  },
};
