import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { slotFieldSeparator } from "@contract/test-drive-slots";
import {
  allDays,
  dayLabel,
  dayName,
  keptChoiceNote,
  nextAvailableDays,
  type BookingSelection,
  type CalendarMonth,
} from "./schedule-calendar";
import { scheduleTexts } from "./schedule-view";
import styles from "./booking-calendar.module.css";

/** The slot radio's value: the day and the time, posted as one field. */
const slotValue = (date: string, time: string) => `${date}${slotFieldSeparator}${time}`;

type SlotError = { error?: string; errorId: string };

/**
 * The booking calendar (docs/product.md §3–§4): months, the days of the chosen month and the times of the chosen
 * day. Days are buttons with one tab stop: arrows move between days (into the next month too),
 * Home and End go to the first and last, Enter or Space chooses. A day or time that cannot be chosen
 * is shown, announced with its reason, and refuses the choice. Times are radio buttons named `slot`.
 */
export function ScheduleCalendar(
  props: {
    months: CalendarMonth[];
    selection: BookingSelection;
    onSelect(selection: BookingSelection): void;
  } & SlotError,
) {
  const { months, selection, onSelect } = props;
  const days = allDays(months);
  const month = months.find((m) => m.key === selection.month) ?? months[0];
  const chosenDay = days.find((d) => d.date === selection.day) ?? null;
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const [shownMonth, setShownMonth] = useState(month?.key ?? null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const headingId = useId();
  const visible = months.find((m) => m.key === shownMonth) ?? month;
  // The one tab stop: the chosen day if it is in view, else the month's first day that can be booked.
  const tabStop =
    visible?.days.find((d) => d.date === (focusDate ?? selection.day))?.date ??
    visible?.days.find((d) => d.available)?.date ??
    visible?.days[0]?.date;

  useEffect(() => {
    if (focusDate) buttons.current.get(focusDate)?.focus();
  }, [focusDate, shownMonth]);
  useEffect(() => {
    if (selection.month) setShownMonth(selection.month);
  }, [selection.month]);

  const moveTo = (index: number) => {
    const target = days[Math.max(0, Math.min(days.length - 1, index))];
    if (!target) return;
    setShownMonth(target.iso.slice(0, 7));
    setFocusDate(target.date);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const index = days.findIndex((d) => d.date === date);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: days.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };
  const choose = (date: string) => {
    const day = days.find((d) => d.date === date);
    setFocusDate(date);
    if (!day?.available) return;
    onSelect({ month: day.iso.slice(0, 7), day: day.date, time: day.date === selection.day ? selection.time : null });
  };

  if (!visible) return <p className={styles.note}>{scheduleTexts.noFreeTime}</p>;
  const inView = chosenDay !== null && visible.days.some((d) => d.date === chosenDay.date);
  const kept = inView ? null : keptChoiceNote(selection);
  return (
    // data-browsing: the visitor looks at a month other than the chosen day's (see the CSS).
    <div className={styles.calendar} data-browsing={visible.key !== month?.key || undefined}>
      <div className={styles.months} role="group" aria-label="Месяц">
        {months.map((m) => (
          <button
            key={m.key}
            type="button"
            className={styles.month}
            aria-pressed={m.key === visible.key}
            onClick={() => {
              setShownMonth(m.key);
              setFocusDate(null);
            }}
          >
            {m.name} <span className={styles.year}>{m.year}</span>
          </button>
        ))}
      </div>
      <p id={headingId} className="visually-hidden">
        Дни месяца {visible.name}: стрелки переходят между днями, Enter выбирает день
      </p>
      <div className={styles.days} role="group" aria-labelledby={headingId}>
        {visible.days.map((day) => (
          <button
            key={day.date}
            ref={(node) => {
              if (node) buttons.current.set(day.date, node);
              else buttons.current.delete(day.date);
            }}
            type="button"
            className={styles.day}
            tabIndex={day.date === tabStop ? 0 : -1}
            aria-pressed={day.date === selection.day}
            aria-disabled={day.available ? undefined : true}
            aria-label={dayLabel(day)}
            onClick={() => choose(day.date)}
            onKeyDown={(event) => onKeyDown(event, day.date)}
          >
            <span className={styles.weekday} aria-hidden="true">
              {day.weekday}
            </span>
            <span className={styles.number} aria-hidden="true">
              {day.number}
            </span>
          </button>
        ))}
      </div>
      {chosenDay && inView ? (
        <SlotList
          legend={`Время, ${dayName(chosenDay.date)}`}
          date={chosenDay.date}
          slots={chosenDay.slots}
          checked={selection.time}
          onCheck={(time) => onSelect({ ...selection, time })}
          error={props.error}
          errorId={props.errorId}
        />
      ) : chosenDay && kept && selection.time ? (
        // Another month is in view: its days, and what stays chosen, named, instead of the chosen
        // day's times under the wrong month's days.
        <>
          <p className={styles.note}>{kept}</p>
          <input type="hidden" name="slot" value={slotValue(chosenDay.date, selection.time)} />
        </>
      ) : (
        <p className={styles.note}>
          {days.some((d) => d.available) ? "Выберите день, чтобы увидеть свободное время" : scheduleTexts.noFreeTime}
        </p>
      )}
    </div>
  );
}

/** The times of one day as radio buttons named `slot`; taken ones are disabled and say so. */
function SlotList(
  props: {
    legend: string;
    date: string;
    slots: ReadonlyArray<{ time: string; available: boolean }>;
    checked: string | null;
    onCheck?(time: string): void;
    /**
     * Without JavaScript the page checks nothing but the slot the refused form sent (`posted`): the
     * browser keeps the visitor's choice.
     */
    uncontrolled?: boolean;
    posted?: string;
  } & SlotError,
) {
  const firstFree = props.slots.find((slot) => slot.available)?.time;
  return (
    <fieldset className={styles.slots}>
      <legend className={styles.legend}>{props.legend}</legend>
      <div className={styles.slotGrid}>
        {props.slots.map((slot) => (
          <label key={slot.time} className={styles.slot}>
            <input
              type="radio"
              name="slot"
              value={slotValue(props.date, slot.time)}
              disabled={!slot.available}
              // A taken time says so to a screen reader; the eye sees it struck through.
              aria-label={slot.available ? slot.time : `${slot.time}, занято`}
              {...(props.uncontrolled
                ? { defaultChecked: props.posted === slotValue(props.date, slot.time) }
                : { checked: props.checked === slot.time, onChange: () => props.onCheck?.(slot.time) })}
              {...(props.error && slot.time === firstFree ? { "aria-invalid": true, "aria-describedby": props.errorId } : {})}
            />
            <span aria-hidden="true">{slot.time}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** How many days the list without JavaScript offers. */
const listedDays = 3;

/**
 * The booking choice without JavaScript (the form puts it in <noscript>, hiding the calendar): the
 * next days that can be booked, each with its free times as radio buttons of one group, posted with
 * the form to the page's action.
 */
export function SlotRadioList(props: { months: CalendarMonth[]; posted?: string } & SlotError) {
  const days = nextAvailableDays(props.months, listedDays);
  if (days.length === 0) return <p className={styles.note}>{scheduleTexts.noFreeTime}</p>;
  return (
    <div className={styles.list}>
      <p className={styles.note}>Ближайшие дни со свободным временем:</p>
      {days.map((day, index) => (
        <SlotList
          key={day.date}
          legend={dayName(day.date)}
          date={day.date}
          slots={day.slots.filter((slot) => slot.available)}
          checked={null}
          uncontrolled
          posted={props.posted}
          // The message is tied to the first time offered; focus goes there.
          error={index === 0 ? props.error : undefined}
          errorId={props.errorId}
        />
      ))}
    </div>
  );
}
