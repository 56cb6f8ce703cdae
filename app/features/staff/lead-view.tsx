import { Form } from "react-router";
import {
  detailLabels,
  detailValueText,
  formatLeadPhone,
  formatStaffTime,
  leadKindLabel,
  staffDetails,
  staffModelName,
  workStateLabels,
  workStates,
} from "@contract/staff-labels";
import type { DeliveryAttemptView, LeadDetail } from "@contract/staff";
import {
  notificationChannelLabels,
  notificationReasonLabels,
  notificationStatusLabels,
  type LeadNotificationView,
} from "@contract/notifications";
import type { TestDriveChoices } from "~/features/test-drive/test-drive-choices";
import { pdfHref } from "~/features/configurator/pdf-href";
import { serviceKindTitle } from "~/features/service/service-request";
import { stockCarHref } from "~/features/stock/stock-card";
import { CommentField } from "./comment-draft";
import { DeliveryBadge, personName } from "./lead-labels";
import styles from "./staff.module.css";

/** Who did something to a lead and when, Moscow time: «manager@genesis-khimki.ru, 21.11.2026, 12:00». */
const whoAndWhen = (who: string, at: string) => `${who}, ${formatStaffTime(at)}`;

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === "" ? "—" : String(value));

/** A lead's city and dealer as staff read them: by name, or by number when the list is not at hand. */
export type PlaceNames = { city: string; dealer: string };

/** The names of the lead's city and dealer from the dealer API's list (null: the API failed). */
export function placeNames(choices: TestDriveChoices | null, lead: Pick<LeadDetail, "city" | "dealer">): PlaceNames {
  const city = choices?.cities.find((c) => c.id === lead.city);
  const dealer = choices?.cities.flatMap((c) => c.dealers).find((d) => d.id === lead.dealer);
  return { city: city?.name ?? orDash(lead.city), dealer: dealer?.name ?? orDash(lead.dealer) };
}

/** Everything the lead holds, as text: the person, the request, where it came from (the consents: LeadConsents). */
export function LeadFacts(props: { lead: LeadDetail; places?: PlaceNames | null }) {
  const { lead } = props;
  const details = staffDetails(lead.details);
  const { yclid, clientId, landing, ...tags } = lead.utm;
  // In the order an ad's address gives them (the database keeps its own order of keys); any other tag after them.
  const utm = Object.entries(tags).sort(([a], [b]) => utmOrder(a) - utmOrder(b));
  return (
    <section className={styles.panel} aria-labelledby="lead-facts">
      <h2 id="lead-facts" className={styles.sectionTitle}>
        Заявка
      </h2>
      <dl className={styles.facts}>
        <dt>Номер</dt>
        <dd>{lead.id}</dd>
        <dt>Получена</dt>
        <dd>{formatStaffTime(lead.createdAt)}</dd>
        <dt>Вид</dt>
        <dd>{leadKindLabel(lead)}</dd>
        {lead.bookingCancelledAt ? (
          <>
            <dt>Запись отменена</dt>
            <dd>{whoAndWhen(lead.bookingCancelledBy ?? "при удалении персональных данных", lead.bookingCancelledAt)}</dd>
          </>
        ) : null}
        <dt>Модель</dt>
        <dd>{lead.model ? staffModelName(lead.model) : "—"}</dd>
        <dt>Имя</dt>
        <dd>{personName(lead) || "—"}</dd>
        <dt>Телефон</dt>
        <dd>{lead.phone ? <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>{formatLeadPhone(lead.phone)}</a> : "—"}</dd>
        <dt>Эл. почта</dt>
        <dd>{orDash(lead.email)}</dd>
        <dt>Город / дилер</dt>
        <dd>
          {props.places?.city ?? orDash(lead.city)} / {props.places?.dealer ?? orDash(lead.dealer)}
        </dd>
        {details.map(([key, value]) => (
          <FactRow
            key={key}
            term={detailLabels[key] ?? key}
            value={staffDetailText(key, value)}
            href={detailHref(key, value)}
            struck={lead.bookingCancelledAt !== null && bookedSlotKeys.has(key)}
          />
        ))}
        <dt>Страница</dt>
        <dd>{orDash(lead.page)}</dd>
        <dt>Откуда открыта форма</dt>
        <dd>{orDash(lead.place)}</dd>
        <dt>Первая страница визита</dt>
        <dd>{orDash(landing)}</dd>
        <dt>UTM-метки</dt>
        <dd>{utm.length > 0 ? utm.map(([k, v]) => `utm_${k}=${v}`).join(", ") : "—"}</dd>
        <dt>yclid (клик в Яндекс Директе)</dt>
        <dd>{orDash(yclid)}</dd>
        <dt>ClientID Яндекс Метрики</dt>
        <dd>{orDash(clientId)}</dd>
        <dt>Адрес и браузер</dt>
        <dd>
          {orDash(lead.clientIp)}; {orDash(lead.userAgent)}
        </dd>
        {lead.erasedAt ? (
          <>
            <dt>Персональные данные</dt>
            <dd>удалены {formatStaffTime(lead.erasedAt)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

const utmTagOrder = ["source", "medium", "campaign", "content", "term"];
const utmOrder = (tag: string) => (utmTagOrder.includes(tag) ? utmTagOrder.indexOf(tag) : utmTagOrder.length);

/** A detail as staff read it; the service asked about by its name («to» → «Плановое техническое обслуживание»). */
function staffDetailText(key: string, value: unknown): string {
  return (key === "service" && typeof value === "string" && serviceKindTitle(value)) || detailValueText(key, value);
}

/** Where a detail leads staff: the car in stock the request was about, the configuration's PDF. */
function detailHref(key: string, value: unknown): string | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  if (key === "stock_car") return stockCarHref(value);
  if (key === "file") return pdfHref(value);
  return undefined;
}

/** The booking's day and time in a lead's form fields: struck through once the visit is called off. */
const bookedSlotKeys: ReadonlySet<string> = new Set(["slot_date", "slot_time"]);

function FactRow(props: { term: string; value: string; href?: string; struck?: boolean }) {
  const value = props.href ? <a href={props.href}>{props.value}</a> : props.value;
  return (
    <>
      <dt>{props.term}</dt>
      <dd>{props.struck ? <s>{value}</s> : value}</dd>
    </>
  );
}

/** The way to the sales system: state, attempts, last error, next attempt, and the retry button. */
export function LeadDelivery(props: { lead: LeadDetail; csrfToken: string }) {
  const { lead } = props;
  return (
    <section className={styles.panel} aria-labelledby="lead-delivery">
      <h2 id="lead-delivery" className={styles.sectionTitle}>
        Доставка в систему продаж
      </h2>
      <dl className={styles.facts}>
        <dt>Состояние</dt>
        <dd>
          <DeliveryBadge state={lead.delivery} />
        </dd>
        <dt>Попыток</dt>
        <dd>{lead.attempts}</dd>
        <dt>Последняя ошибка</dt>
        <dd>{orDash(lead.lastError)}</dd>
        <dt>{lead.deliveredAt ? "Доставлена" : "Следующая попытка"}</dt>
        <dd>
          {lead.deliveredAt
            ? formatStaffTime(lead.deliveredAt)
            : lead.nextAttemptAt
              ? formatStaffTime(lead.nextAttemptAt)
              : "не запланирована"}
        </dd>
      </dl>
      <DeliveryAttempts attempts={lead.deliveryAttempts} />
      {lead.delivery !== "delivered" && !lead.erased ? (
        <Form method="post" className={styles.actions}>
          <input type="hidden" name="csrf" value={props.csrfToken} />
          <input type="hidden" name="intent" value="retry" />
          <button type="submit" className="button button--ghost">
            Отправить ещё раз
          </button>
        </Form>
      ) : null}
    </section>
  );
}

/**
 * Who was told of the lead (docs/decisions/0106-lead-notifications.md): each message, to whom, why, its
 * state, when it went or when it is tried next, and what went wrong; and who first opened the lead.
 */
export function LeadNotifications(props: { lead: LeadDetail; csrfToken: string }) {
  const notifications = props.lead.notifications ?? [];
  const failed = notifications.some((notification) => notification.status === "needs_attention");
  return (
    <section className={styles.panel} aria-labelledby="lead-notifications">
      <h2 id="lead-notifications" className={styles.sectionTitle}>
        Уведомления сотрудникам
      </h2>
      <p className={styles.muted}>
        {props.lead.firstOpenedAt
          ? `Впервые открыта: ${formatStaffTime(props.lead.firstOpenedAt)}${props.lead.firstOpenedBy ? `, ${props.lead.firstOpenedBy}` : ""}`
          : "Заявку ещё никто не открывал."}
      </p>
      {notifications.length === 0 ? (
        <p className={styles.muted}>Уведомлений о заявке не отправлялось: получатели настраиваются в разделе «Уведомления».</p>
      ) : (
        <div className={styles.attempts}>
          <table className={styles.table}>
            <caption className={styles.caption}>Кому и что отправлено</caption>
            <thead>
              <tr>
                <th scope="col">Получатель</th>
                <th scope="col">Повод</th>
                <th scope="col">Состояние</th>
                <th scope="col">Время</th>
                <th scope="col">Ошибка</th>
              </tr>
            </thead>
            <tbody>
              {notifications.map((notification, index) => (
                <NotificationRow
                  key={`${notification.channel}-${notification.address}-${notification.reason}-${index}`}
                  notification={notification}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {failed ? (
        <Form method="post" className={styles.actions}>
          <input type="hidden" name="csrf" value={props.csrfToken} />
          <input type="hidden" name="intent" value="notify-again" />
          <button type="submit" className="button button--ghost">
            Отправить недоставленные уведомления ещё раз
          </button>
        </Form>
      ) : null}
    </section>
  );
}

function NotificationRow({ notification }: { notification: LeadNotificationView }) {
  const when = notification.sentAt
    ? `отправлено ${formatStaffTime(notification.sentAt)}`
    : notification.nextAttemptAt
      ? `следующая попытка ${formatStaffTime(notification.nextAttemptAt)}`
      : `создано ${formatStaffTime(notification.createdAt)}`;
  const badge = notification.status === "sent" ? styles.delivered : notification.status === "needs_attention" ? styles.attention : "";
  return (
    <tr>
      <td data-label="Получатель" className={styles.break}>
        {notificationChannelLabels[notification.channel]}: {notification.address}
      </td>
      <td data-label="Повод">{notificationReasonLabels[notification.reason]}</td>
      <td data-label="Состояние">
        <span className={`${styles.badge} ${badge}`}>{notificationStatusLabels[notification.status]}</span>
        {notification.attempts > 1 ? ` (попыток: ${notification.attempts})` : null}
      </td>
      <td data-label="Время" className={styles.nowrap}>
        {when}
      </td>
      <td data-label="Ошибка" className={styles.break}>
        {notification.lastError ?? "—"}
      </td>
    </tr>
  );
}

const attemptOutcomeLabels: Record<DeliveryAttemptView["outcome"], string> = { delivered: "Принята", failed: "Ошибка" };

/** "1234" → "1,2 с"; under a second in milliseconds. */
function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} мс` : `${(Math.round(ms / 100) / 10).toLocaleString("ru-RU")} с`;
}

/** Every call to the sales system, newest first: when, how it ended, the answer or the error, how long. */
function DeliveryAttempts(props: { attempts: DeliveryAttemptView[] }) {
  if (props.attempts.length === 0) return <p className={styles.muted}>Попыток отправки ещё не было.</p>;
  return (
    <div className={styles.attempts}>
      <table className={styles.table}>
        <caption className={styles.caption}>История попыток отправки, новые сверху</caption>
        <thead>
          <tr>
            <th scope="col">Время</th>
            <th scope="col">Итог</th>
            <th scope="col">Ответ</th>
            <th scope="col">Длительность</th>
          </tr>
        </thead>
        <tbody>
          {props.attempts.map((attempt, index) => (
            <tr key={`${attempt.at}-${index}`}>
              <td data-label="Время" className={styles.nowrap}>
                {formatStaffTime(attempt.at)}
              </td>
              <td data-label="Итог">
                <span className={`${styles.badge} ${attempt.outcome === "delivered" ? styles.delivered : styles.attention}`}>
                  {attemptOutcomeLabels[attempt.outcome]}
                </span>
              </td>
              <td data-label="Ответ" className={styles.break}>
                {attempt.error ?? (attempt.httpStatus === null ? "—" : `HTTP ${attempt.httpStatus}`)}
              </td>
              <td data-label="Длительность" className={styles.nowrap}>
                {formatDuration(attempt.durationMs)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The staff's work: the state, comments, and erasure on the person's request. */
export function LeadWork(props: { lead: LeadDetail; csrfToken: string }) {
  const { lead, csrfToken } = props;
  return (
    <>
      <section className={styles.panel} aria-labelledby="lead-work">
        <h2 id="lead-work" className={styles.sectionTitle}>
          Работа с заявкой
        </h2>
        <Form method="post" className={styles.stack}>
          <input type="hidden" name="csrf" value={csrfToken} />
          <input type="hidden" name="intent" value="work" />
          <label className={styles.field}>
            Состояние
            <select
              name="state"
              defaultValue={lead.work}
              key={lead.work}
              aria-describedby={lead.workUpdatedAt ? "work-changed" : undefined}
            >
              {workStates.map((state) => (
                <option key={state} value={state}>
                  {workStateLabels[state]}
                </option>
              ))}
            </select>
          </label>
          {lead.workUpdatedAt ? (
            <p id="work-changed" className={styles.muted}>
              Изменено: {lead.workUpdatedBy ? whoAndWhen(lead.workUpdatedBy, lead.workUpdatedAt) : formatStaffTime(lead.workUpdatedAt)}
            </p>
          ) : null}
          <button type="submit" className="button">
            Сохранить состояние
          </button>
        </Form>
        {lead.upcomingBooking ? (
          // The visitor was told that saying so frees the time for others: this is how staff do it.
          <Form method="post" className={styles.stack}>
            <input type="hidden" name="csrf" value={csrfToken} />
            <input type="hidden" name="intent" value="cancel-booking" />
            <p className={styles.muted}>Если посетитель не сможет приехать, отмените запись: время сразу станет свободным для других.</p>
            <button type="submit" className="button button--ghost">
              Отменить запись на тест-драйв
            </button>
          </Form>
        ) : null}
      </section>
      <section className={styles.panel} aria-labelledby="lead-comments">
        <h2 id="lead-comments" className={styles.sectionTitle}>
          Комментарии сотрудников
        </h2>
        {lead.comments.length > 0 ? (
          <ul className={styles.comments}>
            {lead.comments.map((comment) => (
              <li key={comment.id}>
                <div className={styles.muted}>
                  {formatStaffTime(comment.createdAt)}, {comment.author}
                </div>
                {comment.body}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>Комментариев пока нет.</p>
        )}
        {!lead.erased ? (
          <Form method="post" className={styles.stack} key={lead.comments.length}>
            <input type="hidden" name="csrf" value={csrfToken} />
            <input type="hidden" name="intent" value="comment" />
            <label className={styles.field}>
              Новый комментарий
              <CommentField leadId={lead.id} comments={lead.comments} />
            </label>
            <button type="submit" className="button button--ghost">
              Добавить комментарий
            </button>
          </Form>
        ) : null}
      </section>
      {!lead.erased ? (
        <section className={styles.panel} aria-labelledby="lead-erase">
          <h2 id="lead-erase" className={styles.sectionTitle}>
            Удаление персональных данных
          </h2>
          <p>
            По запросу человека (152-ФЗ): имя, телефон, почта, поля формы и комментарии удаляются безвозвратно; остаются вид заявки, модель
            и время. Копию во внешней системе продаж удалите по её регламенту.
          </p>
          <Form method="post" className={styles.stack}>
            <input type="hidden" name="csrf" value={csrfToken} />
            <input type="hidden" name="intent" value="erase" />
            <label>
              <input type="checkbox" name="confirm" required /> Подтверждаю: человек попросил удалить свои данные
            </label>
            <button type="submit" className="button button--ghost">
              Удалить персональные данные
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
