import { data, Form, Link } from "react-router";
import { contentListRowSchema, contentStatuses, contentStatusLabels, type ContentStatus, type StudioKind } from "@contract/content";
import { departmentIds, departmentName, type DepartmentId } from "@contract/people";
import { formatStaffTime, staffMessages } from "@contract/staff-labels";
import type { StaffArea } from "@contract/staff-roles";
import { z } from "zod";
import { callStaffApi, requireStaff, staffHeaders, toSignIn } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffNotice, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-content-list";

export const handle = { staff: true };

const listSchema = z.object({ items: z.array(contentListRowSchema) });

type ListedKind = Exclude<StudioKind, "contacts" | "consents" | "prices" | "home" | "service-prices" | "reviews">;

/** How each listed kind names itself and its items (the contacts, the three consents, the prices, the home page, the service prices and the reviews are fixed items: the hub opens their editors). */
const kindTexts: Record<
  ListedKind,
  {
    title: string;
    create: string;
    search: string;
    /** The staff area that edits the kind (the API checks it too). */
    area: StaffArea;
    path: (code: string) => string;
    dateHeading: string;
    /** The second column's value as staff read it: a date, or the department of a vacancy or a worker. */
    date: (value: string) => string;
  }
> = {
  news: {
    title: "Новости",
    create: "Новая новость",
    search: "Поиск новостей",
    area: "content",
    path: (code) => `/news/${code}.html`,
    dateHeading: "Дата публикации",
    date: (value) => value.replace("T", " "),
  },
  offers: {
    title: "Специальные предложения",
    create: "Новое предложение",
    search: "Поиск предложений",
    area: "content",
    path: (code) => `/special-offers/${code}.html`,
    dateHeading: "Начало",
    date: (value) => value.replace("T", " "),
  },
  "credit-programs": {
    title: "Кредитные программы",
    create: "Новая программа",
    search: "Поиск программ",
    area: "content",
    // The bank under the program's name: the programs have no page of their own.
    path: (code) => code,
    dateHeading: "Ставка",
    date: (value) => (value === "" ? "" : `${value.replace(".", ",")}\u00a0% годовых`),
  },
  vacancies: {
    title: "Вакансии",
    create: "Новая вакансия",
    search: "Поиск вакансий",
    area: "people",
    path: (code) => `/vakansii.html#${code}`,
    dateHeading: "Отдел",
    date: departmentOf,
  },
  workers: {
    title: "Сотрудники",
    create: "Новый сотрудник",
    search: "Поиск сотрудников",
    area: "people",
    path: (code) => `/worker/${code}.html`,
    dateHeading: "Отдел",
    date: departmentOf,
  },
};

function departmentOf(value: string): string {
  return (departmentIds as readonly string[]).includes(value) ? departmentName(value as DepartmentId) : value;
}

/** The kind this list is of, from its address (/staff/content/{kind}). */
function kindOf(request: Request): ListedKind {
  const kind = new URL(request.url).pathname.split("/")[3] ?? "";
  if (!Object.hasOwn(kindTexts, kind)) throw data("Такого раздела нет", { status: 404, headers: staffHeaders });
  return kind as ListedKind;
}

/** The items of a kind the studio edits, found by words and state (the filters are in the address). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = kindOf(request);
  const staff = await requireStaff(request, context, kindTexts[kind].area);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const status = (contentStatuses as readonly string[]).includes(params.get("status") ?? "") ? (params.get("status") as ContentStatus) : "";
  const query = new URLSearchParams({ ...(q ? { q } : {}), ...(status ? { status } : {}) });
  const answer = await callStaffApi(context, `/v1/staff/content/${kind}?${query}`, { token: staff.token, signal: request.signal });
  if (answer.status === 401) throw toSignIn(request);
  const list = listSchema.safeParse(answer.data);
  return data(
    {
      email: staff.email,
      role: staff.role,
      csrfToken: staff.csrfToken,
      kind,
      q,
      status,
      items: list.success ? list.data.items : null,
      problem: list.success ? null : answer.message || staffMessages.unavailable,
    },
    { headers: staffHeaders },
  );
}

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? kindTexts[loaderData.kind].title : "Содержимое сайта"} — содержимое сайта — Genesis Химки` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

export default function StaffContentListPage({ loaderData }: Route.ComponentProps) {
  const { items, kind } = loaderData;
  const texts = kindTexts[kind];
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={loaderData.csrfToken}>
      <p>
        <Link to="/staff/content">← Содержимое сайта</Link>
      </p>
      <div className={`${styles.actions} ${styles.summary}`}>
        <h1 className={styles.title}>{texts.title}</h1>
        <Link to={`/staff/content/${kind}/new`} className="button">
          {texts.create}
        </Link>
      </div>
      <Form method="get" className={`${styles.panel} ${styles.filters}`} aria-label={texts.search}>
        <label className={styles.field}>
          {kind === "workers"
            ? "Слова имени или адреса"
            : kind === "credit-programs"
              ? "Слова названия или банка"
              : "Слова заголовка или адреса"}
          <input type="search" name="q" defaultValue={loaderData.q} maxLength={100} autoComplete="off" />
        </label>
        <label className={styles.field}>
          Состояние
          <select name="status" defaultValue={loaderData.status}>
            <option value="">Все, кроме удалённых</option>
            {contentStatuses.map((status) => (
              <option key={status} value={status}>
                {contentStatusLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.actions}>
          <button type="submit" className="button">
            Найти
          </button>
        </div>
      </Form>
      <StaffNotice message={loaderData.problem} error />
      {items ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted}>Найдено: {items.length}</caption>
            <thead>
              <tr>
                <th scope="col">Заголовок</th>
                <th scope="col">{texts.dateHeading}</th>
                <th scope="col">Состояние</th>
                <th scope="col">Изменено</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td className={styles.break}>
                    <Link to={`/staff/content/${kind}/${item.id}`}>{item.title || "Без заголовка"}</Link>
                    <div className={styles.muted}>{texts.path(item.code)}</div>
                  </td>
                  <td className={styles.nowrap}>{texts.date(item.date)}</td>
                  <td>
                    {contentStatusLabels[item.status]}
                    {item.status === "scheduled" && item.publishAt ? (
                      <div className={styles.muted}>{formatStaffTime(item.publishAt)}</div>
                    ) : null}
                    {item.unpublishedChanges && item.status === "published" ? (
                      <div className={styles.muted}>есть неопубликованные правки</div>
                    ) : null}
                  </td>
                  <td className={styles.nowrap}>
                    {item.updatedAt ? `${formatStaffTime(item.updatedAt)}, ${item.updatedBy ?? ""}` : "как в поставке сайта"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </StaffShell>
  );
}
