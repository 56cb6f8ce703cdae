import { expect, test } from "vitest";
import { peopleMessages, vacancyDraftSchema, workerDraftSchemaOf, type VacancyDraft, type WorkerDraft } from "./people";

/** Each refused field's first message, as the studio shows them beside the fields. */
function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

const vacancy: VacancyDraft = {
  code: "avtomekhanik",
  title: "Автомеханик",
  department: "service",
  employment: "Полная занятость",
  schedule: "График 2/2",
  salary: "Доход от 130 000 ₽",
  summary: "Выполняете техническое обслуживание и ремонт автомобилей Genesis.",
  duties: "Плановое техническое обслуживание\nРемонт подвески",
  requirements: "Опыт от двух лет",
  conditions: "Сдельная оплата от нормо-часа",
  order: 40,
  active: true,
};

const worker: WorkerDraft = {
  slug: "anna-egorova",
  name: "Анна Егорова",
  position: "Специалист по кредитованию и страхованию",
  department: "finance",
  since: 2021,
  bio: "Подбирает кредитные и страховые программы.\n\nОбычно готовит расчёт в течение часа.",
  languages: "русский, английский",
  email: "a.egorova@genesis-khimki.ru",
  photo: "",
  order: 10,
  active: true,
};

test("a vacancy as the page shows it passes; its lists are kept one item a line, blank lines dropped", () => {
  const parsed = vacancyDraftSchema.parse({ ...vacancy, duties: "  Плановое ТО  \n\n\nРемонт подвески\n" });
  expect(parsed.duties).toBe("Плановое ТО\nРемонт подвески");
  // No pay named: the field may stay empty.
  expect(vacancyDraftSchema.parse({ ...vacancy, salary: "" }).salary).toBe("");
  expect(vacancyDraftSchema.parse({ ...vacancy, order: "7" }).order).toBe(7);
});

test("every field of a bad vacancy is named in Russian", () => {
  const result = vacancyDraftSchema.safeParse({
    code: "Автомеханик",
    title: "",
    department: "kitchen",
    employment: "",
    schedule: "x".repeat(61),
    salary: "x".repeat(61),
    summary: "Коротко",
    duties: "",
    requirements: Array.from({ length: 16 }, (_, i) => `Требование ${i}`).join("\n"),
    conditions: "x".repeat(301),
    order: 1000,
    active: true,
  });
  expect(fieldsOf(result)).toEqual({
    code: peopleMessages.codeInvalid,
    title: peopleMessages.vacancyTitleRequired,
    department: peopleMessages.departmentInvalid,
    employment: peopleMessages.employmentRequired,
    schedule: peopleMessages.scheduleRequired,
    salary: peopleMessages.salaryTooLong,
    summary: peopleMessages.summaryRequired,
    duties: "Напишите обязанности: от одной до 15 строк, каждая не длиннее 300 символов",
    requirements: "Напишите требования: от одной до 15 строк, каждая не длиннее 300 символов",
    conditions: "Напишите условия: от одной до 15 строк, каждая не длиннее 300 символов",
    order: "Порядок — целое число от 0 до 999: чем меньше, тем выше на странице",
  });
  expect(fieldsOf(vacancyDraftSchema.safeParse({}))).toMatchObject({
    title: peopleMessages.vacancyTitleRequired,
    code: peopleMessages.codeInvalid,
  });
});

test("a worker passes with the bio's paragraphs and the languages tidied as the pages print them", () => {
  const parsed = workerDraftSchemaOf(2026).parse({
    ...worker,
    bio: "Первый абзац\nс переносом.\n\n\nВторой абзац.",
    languages: " русский ;английский,, ",
    email: "A.Egorova@Genesis-Khimki.ru",
    since: "2021",
  });
  expect(parsed).toMatchObject({
    bio: "Первый абзац с переносом.\n\nВторой абзац.",
    languages: "русский, английский",
    email: "a.egorova@genesis-khimki.ru",
    since: 2021,
  });
  expect(workerDraftSchemaOf(2026).parse({ ...worker, photo: "a".repeat(64) }).photo).toBe("a".repeat(64));
});

test("every field of a bad worker is named in Russian; the year of joining is checked against the year given", () => {
  const result = workerDraftSchemaOf(2026).safeParse({
    slug: "a",
    name: "",
    position: "",
    department: "",
    since: 2027,
    bio: Array.from({ length: 7 }, (_, i) => `Абзац ${i}.`).join("\n\n"),
    languages: "",
    email: "почта",
    photo: "/media/photo.jpg",
    order: -1,
    active: true,
  });
  expect(fieldsOf(result)).toEqual({
    slug: peopleMessages.codeInvalid,
    name: "Напишите имя и фамилию: от 3 до 100 символов",
    position: "Напишите должность: от 3 до 150 символов",
    department: "Выберите отдел",
    since: "Год прихода в дилерский центр — от 1990 до 2026",
    bio: "Напишите о сотруднике: от одного до шести абзацев, всего не больше 3000 символов",
    languages: "Перечислите языки через запятую: от одного до восьми, например «русский, английский»",
    email: "Электронная почта — в виде i.ivanov@genesis-khimki.ru",
    photo: "Фотография должна быть из библиотеки сайта",
    order: peopleMessages.orderInvalid,
  });
  expect(workerDraftSchemaOf(2027).safeParse({ ...worker, since: 2027 }).success).toBe(true);
  expect(fieldsOf(workerDraftSchemaOf(2026).safeParse({ ...worker, since: 1989 }))).toEqual({ since: peopleMessages.sinceInvalid(2026) });
});
