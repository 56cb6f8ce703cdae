import type { BookingAccepted } from "@contract/test-drive";
import { modelFamilies } from "~/features/models/model-pages";
import { fullDate } from "./schedule-calendar";
import styles from "./booking-calendar.module.css";
import { visitFileHref } from "./visit-link";

/** The booked visit: model, dealer, address, date and time in Russian, a calendar file and what to bring. */
export function BookingConfirmation(props: { id: string; booking: BookingAccepted["booking"] }) {
  const { booking } = props;
  const model = modelFamilies.find((family) => family.code === booking.model)?.fullName ?? booking.model;
  return (
    <div className={styles.confirmation}>
      <p className={styles.booked}>Вы записаны на тест-драйв.</p>
      <dl className={styles.visit}>
        <dt>Модель</dt>
        <dd>{model}</dd>
        <dt>Дилерский центр</dt>
        <dd>{booking.dealerName}</dd>
        <dt>Адрес</dt>
        <dd>{booking.address}</dd>
        <dt>Дата</dt>
        <dd>{fullDate(booking.date)}</dd>
        <dt>Время</dt>
        <dd>{booking.time}</dd>
      </dl>
      <p>
        <a className="button button--ghost" href={visitFileHref(props.id, booking)} download="test-drive-genesis.ics">
          Добавить в календарь
        </a>
      </p>
      <p>
        <strong>Что взять с собой:</strong> водительское удостоверение. Менеджер позвонит накануне, чтобы напомнить о поездке; если планы
        изменятся, просто скажите ему — время освободится для других.
      </p>
    </div>
  );
}
