import { departmentIds, vacancyDraftSchema, workerDraftSchemaOf } from "@contract/people";
import { copyProblems } from "@contract/copy-check.test-helpers";
import { expect, test } from "vitest";
import { vacancySeed } from "./vacancies";
import { workerSeed } from "./workers";

// What the site ships with must open in the studio and be published again unchanged: each row, as its
// editor's form, passes the form HR fills in.
test("every shipped vacancy passes the vacancy form, with a unique address and a place of its own", () => {
  expect(vacancySeed.length).toBeGreaterThanOrEqual(5);
  expect(new Set(vacancySeed.map((vacancy) => vacancy.code)).size).toBe(vacancySeed.length);
  expect(new Set(vacancySeed.map((vacancy) => vacancy.sortOrder)).size).toBe(vacancySeed.length);
  for (const vacancy of vacancySeed) {
    const form = {
      ...vacancy,
      duties: vacancy.duties.join("\n"),
      requirements: vacancy.requirements.join("\n"),
      conditions: vacancy.conditions.join("\n"),
      order: vacancy.sortOrder,
    };
    const parsed = vacancyDraftSchema.safeParse(form);
    expect(parsed.error?.issues ?? [], vacancy.code).toEqual([]);
    expect(parsed.data?.duties.split("\n"), vacancy.code).toEqual(vacancy.duties);
  }
});

test("every shipped colleague passes the worker form, with a unique address and e-mail of the dealership", () => {
  expect(workerSeed.length).toBeGreaterThanOrEqual(8);
  expect(new Set(workerSeed.map((worker) => worker.slug)).size).toBe(workerSeed.length);
  expect(new Set(workerSeed.map((worker) => worker.email)).size).toBe(workerSeed.length);
  for (const worker of workerSeed) {
    expect(worker.email).toMatch(/^[a-z.]+@genesis-khimki\.ru$/);
    expect(departmentIds).toContain(worker.department);
    const form = { ...worker, bio: worker.bio.join("\n\n"), languages: worker.languages.join(", "), photo: "", order: worker.sortOrder };
    const parsed = workerDraftSchemaOf(2026).safeParse(form);
    expect(parsed.error?.issues ?? [], worker.slug).toEqual([]);
    expect(parsed.data?.bio.split("\n\n"), worker.slug).toEqual(worker.bio);
  }
  // The about page's «Команда» screen shows these four (app/features/company/lounge.ts).
  const slugs = workerSeed.map((worker) => worker.slug);
  expect(slugs).toEqual(expect.arrayContaining(["andrey-sokolov", "ekaterina-volkova", "igor-kuznetsov", "olga-semenova"]));
});

test("the shipped vacancies and team are written as the site's copy is: Russian, no placeholders, no exclamation marks", () => {
  expect(copyProblems(vacancySeed)).toEqual([]);
  expect(copyProblems(workerSeed.map(({ email: _email, slug: _slug, ...shown }) => shown))).toEqual([]);
});
