import { data, Form } from "react-router";
import { groupThousands } from "@contract/numbers";
import { formatStaffTime, staffMessages } from "@contract/staff-labels";
import {
  conditionEvidenceLabels,
  keptFieldLabels,
  stockFeedsAnswerSchema,
  stockSourceLabels,
  type StockFeedState,
} from "@contract/stock-feeds";
import { callStaffApi, requireStaff, staffHeaders, toSignIn } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffNotice, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import { formFields, readFormData } from "~/lib/form-fields";
import type { Route } from "./+types/staff-feeds";

export const handle = { staff: true };

/** Each feed's reads and what the last good one made of the feed (docs/decisions/0093, 0107). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "feeds");
  const answer = await callStaffApi(context, "/v1/staff/stock/feeds", { token: staff.token, signal: request.signal });
  if (answer.status === 401) throw toSignIn(request);
  const parsed = stockFeedsAnswerSchema.safeParse(answer.data);
  return data(
    {
      email: staff.email,
      role: staff.role,
      csrfToken: staff.csrfToken,
      feeds: parsed.success ? parsed.data.feeds : null,
      problem: parsed.success ? null : answer.message || staffMessages.unavailable,
    },
    { status: parsed.success ? 200 : 503, headers: staffHeaders },
  );
}

/** «Обновить сейчас»: one feed, or every one. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "feeds");
  const text = formFields(await readFormData(request));
  const source = text("source");
  const answer = await callStaffApi(context, "/v1/staff/stock/feeds/refresh", {
    token: staff.token,
    csrf: text("csrf"),
    body: source ? { source } : {},
    signal: request.signal,
  });
  if (answer.status === 401) throw toSignIn(request);
  return data({ ok: answer.status === 200, message: answer.message }, { status: answer.status, headers: staffHeaders });
}

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Фиды автомобилей — Genesis Химки" },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

const time = (iso: string | null, none: string) => (iso ? formatStaffTime(iso) : none);
const count = (value: number) => groupThousands(value);

/** The counts of a record, most first, as «value — N» rows. */
const sortedCounts = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1]);

function FeedPanel(props: { feed: StockFeedState; csrfToken: string }) {
  const { feed } = props;
  const health = feed.health;
  const id = `feed-${feed.source}`;
  const dropped = health?.dropped.reduce((sum, group) => sum + group.count, 0) ?? 0;
  const conditions = health ? sortedCounts(health.conditions) : [];
  const kept = health
    ? (Object.keys(keptFieldLabels) as (keyof typeof keptFieldLabels)[]).filter(
        (field) => sortedCounts(health.keptAsWritten[field]).length > 0,
      )
    : [];
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{stockSourceLabels[feed.source]}</h2>
      <dl className={styles.facts}>
        <dt>Автомобилей на сайте</dt>
        <dd>{count(feed.carCount)}</dd>
        <dt>Последнее удачное чтение</dt>
        <dd>{time(feed.refreshedAt, "ещё не было")}</dd>
        <dt>Последняя попытка</dt>
        <dd>{time(feed.checkedAt, "ещё не было")}</dd>
        <dt>Следующее чтение</dt>
        <dd>{time(feed.nextCheckAt, "—")}</dd>
      </dl>
      {feed.lastError ? (
        <p className={styles.notice} data-kind="error">
          Последнее чтение не удалось, на сайте — автомобили прежнего удачного: {feed.lastError}
        </p>
      ) : null}
      {health ? (
        <>
          <h3>Что сайт сделал из фида</h3>
          <p>
            Прочитано автомобилей: {count(health.read)}; пропущено с ошибками: {count(dropped)}
            {health.otherMarks > 0 ? `; других марок: ${count(health.otherMarks)}` : ""}.
          </p>
          {health.dropped.length > 0 ? (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>Почему пропущены</caption>
                <thead>
                  <tr>
                    <th scope="col">Причина</th>
                    <th scope="col">Автомобилей</th>
                  </tr>
                </thead>
                <tbody>
                  {health.dropped.map((group) => (
                    <tr key={group.reason}>
                      <td data-label="Причина">{group.reason}</td>
                      <td data-label="Автомобилей">{count(group.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {conditions.length > 0 ? (
            <>
              <h3>Новый или с пробегом: откуда известно</h3>
              <ul>
                {conditions.map(([evidence, cars]) => (
                  <li key={evidence}>
                    {conditionEvidenceLabels[evidence] ?? evidence}: {count(cars)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {kept.length > 0 || health.notStated.engine > 0 || health.notStated.drive > 0 ? (
            <>
              <h3>Значения, которые сайт показывает как в фиде</h3>
              <ul>
                {kept.map((field) => (
                  <li key={field}>
                    {keptFieldLabels[field]}:{" "}
                    {sortedCounts(health.keptAsWritten[field])
                      .map(([value, cars]) => `«${value}» — ${count(cars)}`)
                      .join(", ")}
                  </li>
                ))}
                {health.notStated.engine > 0 ? <li>Тип двигателя не указан: {count(health.notStated.engine)}</li> : null}
                {health.notStated.drive > 0 ? <li>Привод не указан: {count(health.notStated.drive)}</li> : null}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      <Form method="post" className={styles.actions}>
        <input type="hidden" name="csrf" value={props.csrfToken} />
        <input type="hidden" name="source" value={feed.source} />
        <button type="submit" className="button" aria-label={`Обновить сейчас: ${stockSourceLabels[feed.source]}`}>
          Обновить сейчас
        </button>
      </Form>
    </section>
  );
}

export default function StaffFeedsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { feeds, problem, csrfToken } = loaderData;
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={csrfToken}>
      <h1 className={styles.title}>Фиды автомобилей</h1>
      <p className={styles.muted}>
        Сайт читает каждый фид сам, раз в несколько минут (STOCK_REFRESH_MINUTES); неудачное чтение оставляет на сайте автомобили прежнего
        удачного. «Обновить сейчас» читает фид в течение нескольких секунд — например, когда склад только что выгрузил новые автомобили.
      </p>
      <StaffNotice message={actionData?.message ?? problem} error={actionData ? !actionData.ok : problem !== null} />
      {feeds && feeds.length === 0 ? <p>Фиды автомобилей не настроены: на сайте нет автомобилей в наличии.</p> : null}
      {feeds && feeds.length > 1 ? (
        <Form method="post" className={styles.actions}>
          <input type="hidden" name="csrf" value={csrfToken} />
          <button type="submit" className="button button--ghost">
            Обновить все фиды сейчас
          </button>
        </Form>
      ) : null}
      {feeds?.map((feed) => (
        <FeedPanel key={feed.source} feed={feed} csrfToken={csrfToken} />
      ))}
    </StaffShell>
  );
}
