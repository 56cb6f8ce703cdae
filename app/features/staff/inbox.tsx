import { Form, Link } from "react-router";
import {
  deliveryStateLabels,
  deliveryStates,
  formatLeadPhone,
  formatStaffTime,
  leadFilterQuery,
  leadKindLabel,
  leadTypeLabel,
  staffModelName,
  workStateLabels,
  workStates,
} from "@contract/staff-labels";
import type { InboxPage, LeadFilter } from "@contract/staff";
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
