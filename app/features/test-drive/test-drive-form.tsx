import { useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { bookingMessages, splitSlot } from "@contract/test-drive-slots";
import { LeadField, LeadFieldContext, LeadInput, useFieldError } from "~/features/leads/lead-field";
import { LeadForm, type LeadSchemaLoader } from "~/features/leads/lead-form";
import { ContactFields, CommentField, DealerField, SelectField, dayPartOptions, modelOptions } from "~/features/leads/lead-form-parts";
import { CallUs, hoursPhrase } from "~/features/leads/lead-contact";
import type { LeadCheck, LeadSuccess } from "~/features/leads/lead-result";
import { useSiteData } from "~/features/site/site-data";
import { errorMessages } from "~/lib/error-messages";
import { logError } from "~/lib/log";
import { BookingConfirmation } from "./booking-confirmation";
import { ScheduleCalendar, SlotRadioList } from "./booking-calendar";
import { emptySelection, groupSchedule, keepSelection, type BookingSelection } from "./schedule-calendar";
import styles from "./booking-calendar.module.css";
import { scheduleTexts, type ScheduleView, type TestDriveResult } from "./schedule-view";
import { moscowToday, startingCity, testDriveCheck, type TestDriveChoices } from "./test-drive-choices";
import { testDriveHref } from "./test-drive-link";

/**
 * The slot radio's value as the booking's date and time, for the browser's check before sending: the
 * booking schema refuses a date or time that is not a day and time of the schedule with this message.
 */
const bookingCheck: LeadCheck = (input) => (splitSlot(input.slot) ? null : { slot: bookingMessages.slotRequired });

/**
 * The booking schema as the form checks it (the slot is checked by {@link bookingCheck}, as one field)
 * and the request's when there is no schedule: each loaded when the visitor starts filling the form.
 */
const loadBookingSchema: LeadSchemaLoader = () =>
  import("@contract/test-drive").then((contract) => contract.testDriveBookingSchema.omit({ date: true, time: true }));
const loadRequestSchema: LeadSchemaLoader = () => import("@contract/leads").then((contract) => contract.testDriveRequestSchema);

/** The schedule for a dealer and model: the one the page brought, else loaded from /test-drive/schedule. */
function useSchedule(key: { dealer: string; model: string }, initial: ScheduleView | null | undefined, refreshOn: unknown) {
  const matches = (view: ScheduleView | null | undefined): view is ScheduleView =>
    Boolean(view && String(view.dealer) === key.dealer && view.model === key.model);
  const [loaded, setLoaded] = useState<ScheduleView | null>(null);
  const [loading, setLoading] = useState(false);
  const skipInitial = useRef(matches(initial));
  useEffect(() => {
    if (!key.dealer || !key.model) return;
    // The page rendered this schedule a moment ago: no second request until something changes.
    if (skipInitial.current) {
      skipInitial.current = false;
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    loadSchedule(key.dealer, key.model, controller.signal)
      .then((view) => {
        if (!controller.signal.aborted) setLoaded(view);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [key.dealer, key.model, refreshOn]);
  const view = matches(loaded) ? loaded : matches(initial) ? initial : undefined;
  return { view, loading };
}

/** GET /test-drive/schedule in the browser; a failure is logged (docs/product.md §8) and read as "unavailable". */
async function loadSchedule(dealer: string, model: string, signal: AbortSignal): Promise<ScheduleView> {
  const failed: ScheduleView = { dealer: Number(dealer), model, ok: false, message: scheduleTexts.unavailable };
  try {
    const response = await fetch(`/test-drive/schedule?${new URLSearchParams({ dealer, model }).toString()}`, {
      signal,
      headers: { Accept: "application/json" },
    });
    const view = (await response.json()) as ScheduleView;
    if (!response.ok || typeof view !== "object" || view === null || !("ok" in view)) throw new Error(`HTTP ${response.status}`);
    return view;
  } catch (error) {
    if (!signal.aborted) logError(errorMessages.scheduleLoadFailed, error);
    return failed;
  }
}

/**
 * The test-drive booking: model, city and dealer, then a month, a day and a time from the live
 * schedule, the person and a comment. Without JavaScript the next free days are radio buttons; when
 * the schedule cannot be loaded, a preferred day and time of day instead, and the dealer calls back.
 * The page renders it with its action data; the popup renders the same form.
 */
export function TestDriveForm(props: {
  choices: TestDriveChoices;
  place: string;
  model?: string;
  serverResult?: TestDriveResult | null;
  anchor?: string;
  /** The schedule the page loaded for its starting model and dealer. */
  initialSchedule?: ScheduleView | null;
}) {
  const { options } = useSiteData();
  const hours = hoursPhrase(options.dealer_hours, "Ежедневно с 9:00 до 21:00");
  const posted = props.serverResult?.ok === false ? props.serverResult.values : undefined;
  const [cityId, setCityId] = useState(() => startingCity(props.choices, posted?.city));
  const city = props.choices.cities.find((c) => String(c.id) === cityId);
  const [model, setModel] = useState(() => posted?.model ?? props.model ?? modelOptions[0]?.value ?? "");
  const [dealerId, setDealerId] = useState(() => posted?.dealer ?? String(city?.dealers[0]?.id ?? ""));
  const initialSchedule = (props.serverResult?.ok === false ? props.serverResult.schedule : undefined) ?? props.initialSchedule;
  const [mode, setMode] = useState<"booking" | "callback">("booking");

  return (
    <LeadForm
      action={testDriveHref}
      anchor={props.anchor}
      schema={mode === "booking" ? loadBookingSchema : loadRequestSchema}
      check={mode === "booking" ? bookingCheck : testDriveCheck}
      place={props.place}
      label="Заявка на тест-драйв"
      submitLabel="Записаться на тест-драйв"
      serverResult={props.serverResult}
      initialValues={props.model ? { model: props.model } : undefined}
      note={`Перезвоним ${hours}`}
      fallback={<CallUs phone={options.phone} />}
      renderSuccess={(success: LeadSuccess & Partial<Pick<Extract<TestDriveResult, { ok: true }>, "booking">>) =>
        success.booking ? (
          <BookingConfirmation id={success.id} booking={success.booking} />
        ) : (
          <p>
            Менеджер дилерского центра позвонит вам, чтобы подтвердить день и время поездки и подготовить автомобиль. Мы звоним {hours},
            обычно в течение часа; заявку, оставленную позже, обработаем утром. Возьмите с собой водительское удостоверение.
          </p>
        )
      }
    >
      <LeadField name="model" label="Модель" wide>
        {({ defaultValue: _posted, ...control }) => (
          <select {...control} value={model} onChange={(event) => setModel(event.currentTarget.value)}>
            {modelOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </LeadField>
      <LeadField name="city" label="Город">
        {({ defaultValue: _posted, ...control }) => (
          <select
            {...control}
            value={cityId}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setCityId(next);
              // A new city starts at its first dealer.
              setDealerId(String(props.choices.cities.find((c) => String(c.id) === next)?.dealers[0]?.id ?? ""));
            }}
          >
            {props.choices.cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </LeadField>
      <DealerField dealers={city?.dealers ?? []} value={dealerId} onChange={setDealerId} />
      <BookingSlot model={model} dealer={dealerId} initial={initialSchedule} onMode={setMode} />
      <ContactFields email />
      <CommentField label="Комментарий" hint="Например, какую версию хотите сравнить" />
    </LeadForm>
  );
}

/**
 * The month, day and time (with JavaScript: the calendar; without: the next free days as a list and a
 * button asking for another model's or dealer's times), or the callback fields when the schedule failed.
 */
function BookingSlot(props: {
  model: string;
  dealer: string;
  initial: ScheduleView | null | undefined;
  onMode(mode: "booking" | "callback"): void;
}) {
  const error = useFieldError("slot");
  const errorId = useId();
  const titleId = useId();
  // Each refusal of the chosen time by the service (taken a moment ago) reloads the schedule.
  const { errors, values } = useContext(LeadFieldContext);
  const refused = errors.slot && errors.slot !== bookingMessages.slotRequired ? errors : null;
  const { view, loading } = useSchedule({ dealer: props.dealer, model: props.model }, props.initial, refused);
  const months = useMemo(() => (view?.ok ? groupSchedule(view.schedule) : []), [view]);
  // The first selection is made while rendering, the same on the server and in the browser, so the
  // chosen day's times are in the page from the start and hydration changes nothing.
  const [selection, setSelection] = useState<BookingSelection>(() => keepSelection(months, emptySelection));
  const shownMonths = useRef(months);
  useEffect(() => {
    if (shownMonths.current === months) return;
    shownMonths.current = months;
    setSelection((previous) => keepSelection(months, previous));
  }, [months]);
  const mode = view && !view.ok ? "callback" : "booking";
  const { onMode } = props;
  useEffect(() => onMode(mode), [mode, onMode]);

  return (
    <section className={styles.area} aria-labelledby={titleId} aria-busy={loading}>
      <h3 id={titleId} className={styles.title}>
        День и время поездки
      </h3>
      <input type="hidden" name="mode" value={mode} />
      {view && !view.ok ? (
        <CallbackFields message={view.message} />
      ) : !view ? (
        <p className={styles.note} role="status">
          {props.model ? scheduleTexts.loading : scheduleTexts.chooseModel}
        </p>
      ) : (
        <>
          <ScheduleCalendar months={months} selection={selection} onSelect={setSelection} error={error} errorId={errorId} />
          {/* Without scripts the calendar's days cannot be switched: the next free days instead. */}
          <noscript>
            <style>{`.${styles.calendar}{display:none}`}</style>
            <SlotRadioList months={months} posted={values.slot} error={error} errorId={errorId} />
          </noscript>
        </>
      )}
      {error && mode === "booking" ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <noscript>
        <button type="submit" name="intent" value="schedule" className="button button--ghost">
          {scheduleTexts.showTimes}
        </button>
      </noscript>
    </section>
  );
}

/** When there is no schedule: a preferred day and time of day, and the dealer calls back with a time. */
function CallbackFields(props: { message: string }) {
  return (
    <>
      <p className={styles.note} role="status">
        {props.message}
      </p>
      <LeadField name="preferred_date" label="Желаемый день" optional>
        {(control) => <LeadInput {...control} type="date" min={moscowToday()} />}
      </LeadField>
      <SelectField name="preferred_time" label="Время суток" optional placeholder="Любое время" options={dayPartOptions} />
    </>
  );
}
