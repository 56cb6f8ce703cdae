// The vacancies as the studio edits them (docs/decisions/0104): an item's id is the vacancy's address (its
// anchor on /vakansii.html, fixed once the vacancy exists), its data the editor's form (contract/people.ts:
// the lists one item per line), which publishing writes into `vacancies`. Taken down, the row stays with
// `active` false: the page simply lists it no more, and its revisions keep it for a later publish.
import { peopleMessages, vacancyDraftSchema, vacancyLinesOf, type VacancyDraft } from "@contract/people";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { vacancies } from "../people/schema";
import { reindexVacancy } from "../people/people-search";
import { FieldsError, fieldsOf } from "./fields-error";
import type { ContentAdapter } from "./revisions";
import { contentItems } from "./schema";

/** The form checked as the studio stores it; a new vacancy's address must be free among vacancies and drafts. */
export async function checkVacancyDraft(db: Db, itemId: string | null, input: unknown): Promise<VacancyDraft> {
  const parsed = vacancyDraftSchema.safeParse(input);
  if (!parsed.success) throw new FieldsError(fieldsOf(parsed.error));
  const draft = parsed.data;
  if (itemId === null) {
    const [live] = await db.select({ code: vacancies.code }).from(vacancies).where(eq(vacancies.code, draft.code));
    const [drafted] = await db
      .select({ id: contentItems.itemId })
      .from(contentItems)
      .where(and(eq(contentItems.kind, "vacancies"), eq(contentItems.itemId, draft.code)));
    if (live || drafted) throw new FieldsError({ code: peopleMessages.vacancyCodeTaken });
  } else if (draft.code !== itemId) {
    throw new FieldsError({ code: peopleMessages.codeFixed });
  }
  return draft;
}

export const vacanciesAdapter: ContentAdapter = {
  kind: "vacancies",
  async live(db, itemId) {
    const [row] = await db.select().from(vacancies).where(eq(vacancies.code, itemId));
    if (!row) return null;
    const draft: VacancyDraft = {
      code: row.code,
      title: row.title,
      department: row.department,
      employment: row.employment,
      schedule: row.schedule,
      salary: row.salary,
      summary: row.summary,
      duties: row.duties.join("\n"),
      requirements: row.requirements.join("\n"),
      conditions: row.conditions.join("\n"),
      order: row.sortOrder,
      active: row.active,
    };
    return draft;
  },
  async publish(db, itemId, data) {
    const draft = vacancyDraftSchema.parse(data);
    const row = {
      title: draft.title,
      department: draft.department,
      employment: draft.employment,
      schedule: draft.schedule,
      salary: draft.salary,
      summary: draft.summary,
      duties: vacancyLinesOf(draft.duties),
      requirements: vacancyLinesOf(draft.requirements),
      conditions: vacancyLinesOf(draft.conditions),
      sortOrder: draft.order,
      active: draft.active,
    };
    await db
      .insert(vacancies)
      .values({ code: itemId, ...row })
      .onConflictDoUpdate({ target: vacancies.code, set: row });
    await reindexVacancy(db, itemId);
  },
  async unpublish(db, itemId) {
    await db.update(vacancies).set({ active: false }).where(eq(vacancies.code, itemId));
    await reindexVacancy(db, itemId);
  },
  async newId() {
    // A vacancy's id is the address its editor chose (checkVacancyDraft): the routes pass it in.
    throw new Error("a vacancy's id is its address, given by the editor");
  },
  async remove(db, itemId) {
    await db.delete(vacancies).where(eq(vacancies.code, itemId));
    await reindexVacancy(db, itemId);
  },
};
