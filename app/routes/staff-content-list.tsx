import { data, Form, Link } from "react-router";
import { contentListRowSchema, contentStatuses, contentStatusLabels, type ContentStatus, type StudioKind } from "@contract/content";
import { formatStaffTime, staffMessages } from "@contract/staff-labels";
import { z } from "zod";
import { callStaffApi, requireStaff, staffHeaders, toSignIn } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffNotice, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-content-list";

export const handle = { staff: true };

const listSchema = z.object({ items: z.array(contentListRowSchema) });

type ListedKind = Exclude<StudioKind, "contacts">;

/** How each listed kind names itself and its items (the contacts are one item: the hub opens its editor). */
const kindTexts: Record<ListedKind, { title: string; create: string; search: string; path: (code: string) => string; dateHeading: string }> = {
  news: { title: "Новости", create: "Новая новость", search: "Поиск новостей", path: (code) => `/news/${code}.html`, dateHeading: "Дата публикации" },
  offers: { title: "Специальные предложения", create: "Новое предложение", search: "Поиск предложений", path: (code) => `/special-offers/${code}.html`, dateHeading: "Начало" },
};

/** The kind this list is of, from its address (/staff/content/{kind}). */
function kindOf(request: Request): ListedKind {
  const kind = new URL(request.url).pathname.split("/")[3] ?? "";
  if (!Object.hasOwn(kindTexts, kind)) throw data("Такого раздела нет", { status: 404, headers: staffHeaders });
  return kind as ListedKind;
}

/** The items of a kind the studio edits, found by words and state (the filters are in the address). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = kindOf(request);
  const staff = await requireStaff(request, context, "content");
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const status = (contentStatuses as readonly string[]).includes(params.get("status") ?? "") ? (params.get("status") as ContentStatus) : "";
  const query = new URLSearchParams({ ...(q ? { q } : {}), ...(status ? { status } : {}) });
  const answer = await callStaffApi(context, `/v1/staff/content/${kind}?${query}`, { token: staff.token, signal: request.signal });
  if (answer.status === 401) throw toSignIn(request);
  const list = listSchema.safeParse(answer.data);
  return data(
    { email: staff.email, role: staff.role, csrfToken: staff.csrfToken, kind, q, status, items: list.success ? list.data.items : null, problem: list.success ? null : answer.message || staffMessages.unavailable },
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
          Слова заголовка или адреса
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
                  <td className={styles.nowrap}>{item.date.replace("T", " ")}</td>
                  <td>
                    {contentStatusLabels[item.status]}
                    {item.status === "scheduled" && item.publishAt ? <div className={styles.muted}>{formatStaffTime(item.publishAt)}</div> : null}
                    {item.unpublishedChanges && item.status === "published" ? <div className={styles.muted}>есть неопубликованные правки</div> : null}
                  </td>
                  <td className={styles.nowrap}>{item.updatedAt ? `${formatStaffTime(item.updatedAt)}, ${item.updatedBy ?? ""}` : "как в поставке сайта"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </StaffShell>
  );
}
