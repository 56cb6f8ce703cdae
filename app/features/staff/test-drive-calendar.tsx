import { Form, Link } from "react-router";
import { formatLeadPhone, formatStaffTime, staffModelName } from "@contract/staff-labels";
import { closureReasonMaxLength, formatCalendarDay, formatShortDay, slotStateLabels } from "@contract/staff-calendar-labels";
import type { BookingList, CalendarBooking, CalendarDay, CalendarSlot } from "@contract/staff-calendar";
import { addDays } from "@contract/test-drive-time";
import styles from "./staff.module.css";

/** The calendar's address for a dealer and day. */
export function calendarHref(dealer: number, day: string): string {
  return `/staff/test-drive?${new URLSearchParams({ dealer: String(dealer), day })}`;
}

/** The id of a slot's cell, so a redirect after closing or reopening comes back to it. */
export function slotAnchor(carId: number | string, time: string): string {
  return `slot-${carId}-${time.replace(":", "")}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The picker: dealer and day as a GET form (works without JavaScript), with the previous and next days. */
export function CalendarPicker(props: { calendar: CalendarDay }) {
  const { calendar } = props;
  const previous = addDays(calendar.day, -1);
  const next = addDays(calendar.day, 1);
  return (
    <div className={styles.panel}>
      <Form method="get" className={styles.filters} aria-label="Выбор дилерского центра и дня">
        <label className={styles.field}>
          Дилерский центр
          <select name="dealer" defaultValue={String(calendar.dealer.id)} key={calendar.dealer.id}>
            {calendar.dealers.map((dealer) => (
              <option key={dealer.id} value={dealer.id}>
                {dealer.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          День
          <input type="date" name="day" defaultValue={calendar.day} key={calendar.day} required />
        </label>
        <div className={styles.actions}>
          <button type="submit" className="button">
            Показать
          </button>
        </div>
      </Form>
      <nav className={styles.dayNav} aria-label="Соседние дни">
        <Link
          to={calendarHref(calendar.dealer.id, previous)}
          className={styles.dayLink}
          aria-label={`Предыдущий день: ${formatShortDay(previous)}`}
        >
          ← {formatShortDay(previous)}
        </Link>
        {calendar.day !== calendar.today ? (
          <Link to={calendarHref(calendar.dealer.id, calendar.today)} className={styles.dayLink}>
            Сегодня
          </Link>
        ) : null}
        <Link to={calendarHref(calendar.dealer.id, next)} className={styles.dayLink} aria-label={`Следующий день: ${formatShortDay(next)}`}>
          {formatShortDay(next)} →
        </Link>
      </nav>
    </div>
  );
}

/** What a failed close or reopen said, shown beside the slot it was for. */
export type SlotProblem = { car: string; time: string; message: string; reason?: string };

/** The day's grid: a row per slot time, a column per car, each cell the slot's state and its form. */
export function CalendarGrid(props: { calendar: CalendarDay; csrfToken: string; problem?: SlotProblem | null }) {
  const { calendar } = props;
  const heading = `${capitalised(formatCalendarDay(calendar.day))}, ${calendar.dealer.name}`;
  if (calendar.times.length === 0) {
    return (
      <section className={styles.panel} aria-labelledby="calendar-day">
        <h2 id="calendar-day" className={styles.sectionTitle}>
          {heading}
        </h2>
        <p>{calendar.dayOff ?? "В этот день тест-драйвов нет."}</p>
      </section>
    );
  }
  const slotAt = new Map(calendar.slots.map((slot) => [`${slot.carId} ${slot.time}`, slot]));
  return (
    <section aria-labelledby="calendar-day">
      <h2 id="calendar-day" className={styles.sectionTitle}>
        {heading}
      </h2>
      {calendar.dayOff ? <p className={styles.notice}>{calendar.dayOff}</p> : null}
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.calendar}`}>
          <caption className="visually-hidden">Слоты тест-драйвов: время по строкам, автомобили по столбцам</caption>
          <thead>
            <tr>
              <th scope="col">Время</th>
              {calendar.cars.map((car) => (
                <th scope="col" key={car.id}>
                  {staffModelName(car.model)}
                  <span className={styles.version}>{car.version}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {calendar.times.map((time) => (
              <tr key={time}>
                <th scope="row">{time}</th>
                {calendar.cars.map((car) => {
                  const slot = slotAt.get(`${car.id} ${time}`);
                  const carName = staffModelName(car.model);
                  return (
                    <td key={car.id} id={slotAnchor(car.id, time)} data-label={carName} data-state={slot?.state}>
                      {slot ? (
                        <SlotCell
                          slot={slot}
                          carName={carName}
                          calendar={calendar}
                          csrfToken={props.csrfToken}
                          problem={matches(props.problem, slot) ? (props.problem ?? null) : null}
                        />
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function matches(problem: SlotProblem | null | undefined, slot: CalendarSlot): boolean {
  if (!problem || problem.time !== slot.time) return false;
  return problem.car === String(slot.carId) || (problem.car === "all" && Boolean(slot.closure?.allCars));
}

function SlotCell(props: { slot: CalendarSlot; carName: string; calendar: CalendarDay; csrfToken: string; problem: SlotProblem | null }) {
  const { slot, carName, calendar, problem } = props;
  const errorId = `${slotAnchor(slot.carId, slot.time)}-error`;
  const hidden = (
    <>
      <input type="hidden" name="csrf" value={props.csrfToken} />
      <input type="hidden" name="dealer" value={calendar.dealer.id} />
      <input type="hidden" name="day" value={calendar.day} />
      <input type="hidden" name="time" value={slot.time} />
    </>
  );
  return (
    <div className={styles.slot}>
      <span
        className={`${styles.badge} ${slot.state === "booked" ? styles.booked : slot.state === "closed" ? styles.attention : slot.state === "past" ? styles.muted : styles.delivered}`}
      >
        {slotStateLabels[slot.state]}
      </span>
      {slot.booking ? <BookingFacts booking={slot.booking} /> : null}
      {slot.closure && slot.state !== "booked" ? (
        <p className={styles.closure}>
          {slot.closure.reason}
          {slot.closure.allCars ? " (для всех автомобилей)" : ""}
          <span className={styles.muted}>
            {slot.closure.closedBy ? `${slot.closure.closedBy}, ` : ""}
            {formatStaffTime(slot.closure.closedAt)}
          </span>
        </p>
      ) : null}
      {problem ? (
        <p className={styles.error} id={errorId}>
          {problem.message}
        </p>
      ) : null}
      {slot.state === "free" ? (
        // Folded until wanted: a day's forty-odd free slots show one «Закрыть…» each, not a field and a button.
        <details className={styles.slotClose} open={problem ? true : undefined}>
          <summary>
            Закрыть…
            <span className="visually-hidden">
              {" "}
              {carName} в {slot.time}
            </span>
          </summary>
          <Form method="post" className={styles.slotForm} aria-label={`Закрыть ${carName} в ${slot.time}`}>
            {hidden}
            <input type="hidden" name="intent" value="close" />
            <input type="hidden" name="car" value={slot.carId} />
            <label className={styles.field}>
              Причина
              <input
                name="reason"
                required
                maxLength={closureReasonMaxLength}
                autoComplete="off"
                defaultValue={problem?.reason ?? ""}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
              />
            </label>
            <button type="submit" className="button button--ghost">
              Закрыть
            </button>
          </Form>
        </details>
      ) : null}
      {slot.state === "closed" && slot.closure ? (
        <Form method="post" className={styles.slotForm} aria-label={`Открыть ${carName} в ${slot.time}`}>
          {hidden}
          <input type="hidden" name="intent" value="reopen" />
          <input type="hidden" name="car" value={slot.closure.allCars ? "all" : slot.carId} />
          <button type="submit" className="button button--ghost" aria-describedby={problem ? errorId : undefined}>
            {slot.closure.allCars ? "Открыть для всех" : "Открыть"}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** A visitor's booking: the name links to the lead in the inbox, the phone can be called. */
function BookingFacts(props: { booking: CalendarBooking }) {
  const { booking } = props;
  return (
    <p className={styles.booking}>
      <Link to={`/staff/leads/${booking.leadId}`} className={styles.cellLink}>
        {booking.erased ? "данные удалены" : booking.name || "без имени"}
      </Link>
      {booking.phone ? (
        <a href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`} className={styles.cellLink}>
          {formatLeadPhone(booking.phone)}
        </a>
      ) : null}
      <span className={styles.muted}>
        {staffModelName(booking.model)}, {booking.version}
      </span>
    </p>
  );
}

/** The dealer's bookings of the next two weeks, earliest first, each linked to its lead. */
export function BookingsTable(props: { list: BookingList; dealerId: number }) {
  const { list } = props;
  return (
    <section className={styles.upcoming} aria-labelledby="calendar-bookings">
      <h2 id="calendar-bookings" className={styles.sectionTitle}>
        Записи с {formatShortDay(list.from)} по {formatShortDay(list.to)}
      </h2>
      {list.bookings.length === 0 ? (
        <p className={styles.panel}>Записей на эти дни нет.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Записи на тест-драйв, ближайшие сверху</caption>
            <thead>
              <tr>
                <th scope="col">День</th>
                <th scope="col">Время</th>
                <th scope="col">Автомобиль</th>
                <th scope="col">Клиент</th>
                <th scope="col">Телефон</th>
              </tr>
            </thead>
            <tbody>
              {list.bookings.map((booking) => (
                <tr key={booking.leadId}>
                  <td data-label="День">
                    <Link to={`${calendarHref(props.dealerId, booking.day)}#${slotAnchor(booking.carId, booking.time)}`}>
                      {formatShortDay(booking.day)}
                    </Link>
                  </td>
                  <td data-label="Время">{booking.time}</td>
                  <td data-label="Автомобиль">
                    {staffModelName(booking.model)}, {booking.version}
                  </td>
                  <td data-label="Клиент" className={styles.break}>
                    <Link to={`/staff/leads/${booking.leadId}`}>{booking.erased ? "данные удалены" : booking.name || "без имени"}</Link>
                  </td>
                  <td data-label="Телефон" className={styles.nowrap}>
                    {booking.phone ? formatLeadPhone(booking.phone) : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
