import { Form, Link } from "react-router";
import {
  deliveryStateLabels,
  deliveryStates,
  formatLeadPhone,
  formatMinutes,
  formatStaffTime,
  leadFilterQuery,
  leadKindLabel,
  leadTypeLabel,
  staffModelName,
  workStateLabels,
  workStates,
} from "@contract/staff-labels";
import type { InboxLead, InboxPage, LeadFilter, ResponseClock, ResponseClockRow } from "@contract/staff";
import { DeliveryBadge, personName } from "./lead-labels";
import styles from "./staff.module.css";

/** The filters as the page read them from its address (texts as typed, even when refused). */
export type FilterValues = Partial<Record<keyof LeadFilter, string>>;

/** The inbox's filter form: a GET, so the filters are in the address and work without JavaScript. */
export function InboxFilters(props: { values: FilterValues; types: readonly string[] }) {
  const { values } = props;
  const types = [...new Set([...props.types, ...(values.type ? [values.type] : [])])];
  return (
    <Form method="get" className={`${styles.panel} ${styles.filters}`} aria-label="Фильтры заявок">
      <label className={styles.field}>
        Имя, телефон, номер заявки или e-mail
        <input type="search" name="q" defaultValue={values.q ?? ""} maxLength={60} autoComplete="off" />
      </label>
      <label className={styles.field}>
        Вид заявки
        <select name="type" defaultValue={values.type ?? ""}>
          <option value="">Все виды</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {leadTypeLabel(type)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Доставка
        <select name="delivery" defaultValue={values.delivery ?? ""}>
          <option value="">Любая</option>
          {deliveryStates.map((state) => (
            <option key={state} value={state}>
              {deliveryStateLabels[state]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Работа
        <select name="work" defaultValue={values.work ?? ""}>
          <option value="">Любая</option>
          {workStates.map((state) => (
            <option key={state} value={state}>
              {workStateLabels[state]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        С даты
        <input type="date" name="from" defaultValue={values.from ?? ""} />
      </label>
      <label className={styles.field}>
        По дату
        <input type="date" name="to" defaultValue={values.to ?? ""} />
      </label>
      <div className={styles.actions}>
        <button type="submit" className="button">
          Показать
        </button>
        <Link to="/staff" className="button button--ghost">
          Сбросить
        </Link>
      </div>
    </Form>
  );
}

/**
 * The leads of one page, newest first; every value is text (React escapes it), never markup or a link
 * target. A lead's link carries the filters and page (`back`), so that its page returns to them.
 */
export function InboxTable(props: { page: InboxPage; filter?: Partial<LeadFilter> }) {
  const { leads } = props.page;
  const back = leadFilterQuery(props.filter ?? {});
  const leadHref = (id: string) => `/staff/leads/${id}${back ? `?${new URLSearchParams({ back })}` : ""}`;
  if (leads.length === 0) return <p className={styles.panel}>Заявок с такими условиями нет.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Заявки, новые сверху</caption>
        <thead>
          <tr>
            <th scope="col">Время</th>
            <th scope="col">Вид</th>
            <th scope="col">Модель</th>
            <th scope="col">Имя</th>
            <th scope="col">Телефон</th>
            <th scope="col">Страница</th>
            <th scope="col">Доставка</th>
            <th scope="col">Работа</th>
            <th scope="col">Ответ</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <td data-label="Время" className={styles.nowrap}>
                <Link to={leadHref(lead.id)}>{formatStaffTime(lead.createdAt)}</Link>
              </td>
              <td data-label="Вид">
                {leadKindLabel(lead)}
                {lead.booked ? <div className={styles.muted}>{lead.bookingCancelledAt ? <s>{lead.booked}</s> : lead.booked}</div> : null}
              </td>
              <td data-label="Модель">{lead.model ? staffModelName(lead.model) : "—"}</td>
              <td data-label="Имя" className={styles.break}>
                {lead.erased ? <span className={styles.muted}>{personName(lead)}</span> : personName(lead)}
              </td>
              <td data-label="Телефон" className={styles.nowrap}>
                {lead.phone ? formatLeadPhone(lead.phone) : "—"}
              </td>
              <td data-label="Страница" className={styles.break}>
                {lead.page ?? "—"}
              </td>
              <td data-label="Доставка">
                <DeliveryBadge state={lead.delivery} />
                {lead.delivery !== "delivered" && lead.lastError ? (
                  <div className={`${styles.muted} ${styles.break}`}>{lead.lastError}</div>
                ) : null}
              </td>
              <td data-label="Работа">{workStateLabels[lead.work]}</td>
              <td data-label="Ответ">
                <ResponseTimes lead={lead} now={props.page.now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const minutesFrom = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/**
 * How soon the lead was answered: opened after, taken into work after; one nobody has touched says how long it has
 * waited (at the time the page was read, so the server's page and the browser's agree).
 */
function ResponseTimes(props: { lead: InboxLead; now?: string }) {
  const { lead, now } = props;
  const lines: string[] = [];
  if (lead.openedAt) lines.push(`открыта через ${formatMinutes(minutesFrom(lead.createdAt, lead.openedAt))}`);
  if (lead.workedAt) lines.push(`в работе через ${formatMinutes(minutesFrom(lead.createdAt, lead.workedAt))}`);
  if (lines.length === 0 && !lead.erased && now) return <strong>ждёт {formatMinutes(minutesFrom(lead.createdAt, now))}</strong>;
  if (lines.length === 0) return <>—</>;
  return (
    <>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </>
  );
}

const dayHeading = new Intl.DateTimeFormat("ru-RU", { weekday: "short", day: "numeric", month: "long", timeZone: "UTC" });
const orDash = (minutes: number | null) => (minutes === null ? "—" : formatMinutes(minutes));

/** The clock's table: leads, how many were opened and taken into work, and the medians of how soon. */
function ClockTable(props: {
  caption: string;
  head: string;
  rows: readonly ResponseClockRow[];
  label: (key: string) => string;
  people?: boolean;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{props.head}</th>
            {props.people ? null : <th scope="col">Заявок</th>}
            <th scope="col">Открыто</th>
            <th scope="col">Открыто через (медиана)</th>
            <th scope="col">Взято в работу</th>
            <th scope="col">В работе через (медиана)</th>
            {props.people ? null : <th scope="col">Никто не открыл</th>}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.break}>
                {props.label(row.key)}
              </th>
              {props.people ? null : <td data-label="Заявок">{row.leads}</td>}
              <td data-label="Открыто">{row.opened}</td>
              <td data-label="Открыто через (медиана)">{orDash(row.medianMinutesToOpen)}</td>
              <td data-label="Взято в работу">{row.worked}</td>
              <td data-label="В работе через (медиана)">{orDash(row.medianMinutesToWork)}</td>
              {props.people ? null : <td data-label="Никто не открыл">{row.untouched}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * How soon the dealer's people answered over the last seven days (issue 37): per Moscow day, and per member of
 * staff who first opened a lead or first took it into work. Folded, so the inbox's list stays first.
 */
export function ResponseClockPanel(props: { clock: ResponseClock }) {
  const { days, staff } = props.clock;
  return (
    <details className={styles.panel}>
      <summary>Скорость ответа за 7 дней</summary>
      <ClockTable
        caption="По дням (время московское)"
        head="День"
        rows={days}
        label={(day) => dayHeading.format(new Date(`${day}T00:00:00Z`))}
      />
      {staff.length > 0 ? (
        <ClockTable
          caption="По сотрудникам: кто первым открыл заявку или взял её в работу"
          head="Сотрудник"
          rows={staff}
          label={(email) => email}
          people
        />
      ) : (
        <p className={styles.muted}>За эти дни заявки ещё никто не открывал.</p>
      )}
    </details>
  );
}

/** Previous and next pages, keeping the filters. */
export function InboxPager(props: { page: InboxPage; filter: Partial<LeadFilter> }) {
  const { page, pageSize, total } = props.page;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const link = (n: number) => `/staff?${leadFilterQuery({ ...props.filter, page: n })}`;
  return (
    <nav className={styles.pager} aria-label="Страницы заявок">
      {page > 1 ? <Link to={link(page - 1)}>← Предыдущая</Link> : null}
      <span>
        Страница {Math.min(page, pages)} из {pages}
      </span>
      {page < pages ? <Link to={link(page + 1)}>Следующая →</Link> : null}
    </nav>
  );
}
