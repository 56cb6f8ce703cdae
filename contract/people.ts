// The dealership's vacancies and team (issue 36; docs/decisions/0104-people-in-the-studio.md): how the API
// sends them to the site, and the studio's forms the `hr` role fills in (Russian field messages), used by
// the editor pages, their actions and the staff API alike.
import { z } from "zod";
import { slugMaxLength } from "./transliterate";

/** Departments of the dealership in the order the team page shows them. */
export const departments = [
  { id: "management", name: "Руководство" },
  { id: "sales", name: "Отдел продаж" },
  { id: "finance", name: "Кредитование и страхование" },
  { id: "corporate", name: "Корпоративные продажи" },
  { id: "certified", name: "Автомобили с пробегом" },
  { id: "service", name: "Сервисный центр" },
  { id: "client-care", name: "Клиентская служба" },
] as const;

export type DepartmentId = (typeof departments)[number]["id"];
export const departmentIds = departments.map((department) => department.id) as [DepartmentId, ...DepartmentId[]];

/** The department's visible name. */
export function departmentName(id: DepartmentId): string {
  return departments.find((department) => department.id === id)?.name ?? "";
}

/** An open position as GET /v1/vacancies sends it. */
export const vacancySchema = z.object({
  code: z.string(),
  title: z.string(),
  department: z.enum(departmentIds),
  employment: z.string(),
  schedule: z.string(),
  /** «Доход от 150 000 ₽»; empty when the vacancy names no pay. */
  salary: z.string(),
  summary: z.string(),
  duties: z.array(z.string()),
  requirements: z.array(z.string()),
  conditions: z.array(z.string()),
});
export type Vacancy = z.infer<typeof vacancySchema>;
export const vacancyListSchema = z.object({ items: z.array(vacancySchema) });

/** A member of the team as GET /v1/workers sends it. */
export const workerSchema = z.object({
  /** Latin kebab-case name used in /worker/{slug}.html. */
  slug: z.string(),
  name: z.string(),
  position: z.string(),
  department: z.enum(departmentIds),
  /** Year the person joined the dealership. */
  since: z.number().int(),
  /** A few sentences about the person, paragraph by paragraph. */
  bio: z.array(z.string()),
  languages: z.array(z.string()),
  email: z.string(),
  /** A picture of the studio's library (its hash); null: the page draws the initials. */
  photo: z.string().nullable(),
  /** What the photo shows, as its uploader described it. */
  photoAlt: z.string().optional(),
});
export type Worker = z.infer<typeof workerSchema>;
export const workerListSchema = z.object({ items: z.array(workerSchema) });

/** A worker's address part: latin words joined by hyphens. */
export const workerSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Russian texts of the people editors. */
export const peopleMessages = {
  codeInvalid: `Адрес — латинские буквы, цифры и дефисы, от 3 до ${slugMaxLength} символов: например, menedzher-po-prodazham`,
  vacancyCodeTaken: "Такой адрес уже у другой вакансии: измените его",
  workerSlugTaken: "Такой адрес уже у другого сотрудника: измените его",
  codeFixed: "Адрес не меняется после первого сохранения: по нему страницу знают ссылки и поисковики",
  vacancyTitleRequired: "Напишите название вакансии: от 3 до 150 символов",
  departmentInvalid: "Выберите отдел",
  employmentRequired: "Напишите занятость: например, «Полная занятость» (до 60 символов)",
  scheduleRequired: "Напишите график: например, «График 2/2» (до 60 символов)",
  salaryTooLong: "Доход — не длиннее 60 символов: например, «Доход от 150 000 ₽»; или оставьте поле пустым",
  summaryRequired: "Опишите работу одной-двумя фразами: от 20 до 500 символов",
  listRequired: (what: string) => `Напишите ${what}: от одной до 15 строк, каждая не длиннее 300 символов`,
  orderInvalid: "Порядок — целое число от 0 до 999: чем меньше, тем выше на странице",
  nameRequired: "Напишите имя и фамилию: от 3 до 100 символов",
  positionRequired: "Напишите должность: от 3 до 150 символов",
  sinceInvalid: (year: number) => `Год прихода в дилерский центр — от 1990 до ${year}`,
  bioRequired: "Напишите о сотруднике: от одного до шести абзацев, всего не больше 3000 символов",
  languagesRequired: "Перечислите языки через запятую: от одного до восьми, например «русский, английский»",
  emailInvalid: "Электронная почта — в виде i.ivanov@genesis-khimki.ru",
  photoInvalid: "Фотография должна быть из библиотеки сайта",
  workerGone: "Этот сотрудник больше не работает в дилерском центре",
} as const;

/** The lines of a text field: one item per line, blank lines dropped. */
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
/** The paragraphs of a text field: separated by a blank line. */
const paragraphs = (text: string) =>
  text
    .split(/(?:\r?\n){2,}/)
    .map((part) => part.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean);

const address = z
  .string({ error: peopleMessages.codeInvalid })
  .trim()
  .regex(workerSlugPattern, peopleMessages.codeInvalid)
  .min(3, peopleMessages.codeInvalid)
  .max(slugMaxLength, peopleMessages.codeInvalid);

const text = (message: string, min: number, max: number) => z.string({ error: message }).trim().min(min, message).max(max, message);

/** A list typed one item per line: 1–15 lines of up to 300 characters, stored as lines. */
const lineList = (what: string) =>
  z
    .string({ error: peopleMessages.listRequired(what) })
    .refine((value) => {
      const items = lines(value);
      return items.length >= 1 && items.length <= 15 && items.every((line) => line.length <= 300);
    }, peopleMessages.listRequired(what))
    .transform((value) => lines(value).join("\n"));

const order = z.coerce
  .number({ error: peopleMessages.orderInvalid })
  .int(peopleMessages.orderInvalid)
  .min(0, peopleMessages.orderInvalid)
  .max(999, peopleMessages.orderInvalid);

/**
 * The vacancy editor's form: every field the vacancies page shows. The lists are one item per line; the
 * address (the vacancy's anchor on /vakansii.html) is fixed once the vacancy exists (it is its id).
 */
export const vacancyDraftSchema = z.object({
  code: address,
  title: text(peopleMessages.vacancyTitleRequired, 3, 150),
  department: z.enum(departmentIds, { error: peopleMessages.departmentInvalid }),
  employment: text(peopleMessages.employmentRequired, 3, 60),
  schedule: text(peopleMessages.scheduleRequired, 3, 60),
  salary: z.string({ error: peopleMessages.salaryTooLong }).trim().max(60, peopleMessages.salaryTooLong).default(""),
  summary: text(peopleMessages.summaryRequired, 20, 500),
  duties: lineList("обязанности"),
  requirements: lineList("требования"),
  conditions: lineList("условия"),
  order,
  active: z.boolean().default(true),
});
export type VacancyDraft = z.output<typeof vacancyDraftSchema>;

export const vacancyFieldLabels: Record<keyof VacancyDraft, string> = {
  code: "Адрес на странице вакансий",
  title: "Название",
  department: "Отдел",
  employment: "Занятость",
  schedule: "График",
  salary: "Доход",
  summary: "Коротко о работе",
  duties: "Обязанности",
  requirements: "Требования",
  conditions: "Условия",
  order: "Порядок на странице",
  active: "Показывать на сайте",
};

/** The worker editor's form: every field of the team pages; the year checked against the one given. */
export function workerDraftSchemaOf(currentYear: number) {
  return z.object({
    slug: address,
    name: text(peopleMessages.nameRequired, 3, 100),
    position: text(peopleMessages.positionRequired, 3, 150),
    department: z.enum(departmentIds, { error: peopleMessages.departmentInvalid }),
    since: z.coerce
      .number({ error: peopleMessages.sinceInvalid(currentYear) })
      .int(peopleMessages.sinceInvalid(currentYear))
      .min(1990, peopleMessages.sinceInvalid(currentYear))
      .max(currentYear, peopleMessages.sinceInvalid(currentYear)),
    bio: z
      .string({ error: peopleMessages.bioRequired })
      .refine((value) => {
        const parts = paragraphs(value);
        return parts.length >= 1 && parts.length <= 6 && value.trim().length <= 3000;
      }, peopleMessages.bioRequired)
      .transform((value) => paragraphs(value).join("\n\n")),
    languages: z
      .string({ error: peopleMessages.languagesRequired })
      .refine((value) => {
        const items = languagesOf(value);
        return items.length >= 1 && items.length <= 8 && items.every((item) => item.length <= 40);
      }, peopleMessages.languagesRequired)
      .transform((value) => languagesOf(value).join(", ")),
    email: z
      .string({ error: peopleMessages.emailInvalid })
      .trim()
      .toLowerCase()
      .max(200, peopleMessages.emailInvalid)
      .pipe(z.email({ error: peopleMessages.emailInvalid })),
    photo: z
      .string({ error: peopleMessages.photoInvalid })
      .trim()
      .refine((value) => value === "" || /^[0-9a-f]{64}$/.test(value), peopleMessages.photoInvalid)
      .default(""),
    order,
    active: z.boolean().default(true),
  });
}
/** The worker editor's form as of this year. */
export const workerDraftSchema = workerDraftSchemaOf(new Date().getFullYear());
export type WorkerDraft = z.output<typeof workerDraftSchema>;

/** The languages of the form's field: separated by commas, as staff type them. */
export function languagesOf(value: string): string[] {
  return value
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}
export { lines as vacancyLinesOf, paragraphs as bioParagraphsOf };

export const workerFieldLabels: Record<keyof WorkerDraft, string> = {
  slug: "Адрес страницы",
  name: "Имя и фамилия",
  position: "Должность",
  department: "Отдел",
  since: "В дилерском центре с",
  bio: "О сотруднике",
  languages: "Языки",
  email: "Электронная почта",
  photo: "Фотография",
  order: "Порядок в отделе",
  active: "Показывать на сайте",
};
