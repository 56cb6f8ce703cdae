import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { CallUs } from "~/features/leads/lead-contact";
import { findModelPage } from "~/features/models/model-pages";
import { useSiteData } from "~/features/site/site-data";
import type { ScheduleView } from "./schedule-view";
import type { TestDriveChoices } from "./test-drive-choices";
import { TestDriveForm } from "./test-drive-form";
import { testDriveHref } from "./test-drive-link";
import styles from "./test-drive-popup.module.css";

/**
 * What the test-drive popup shows: the form once the dealers have loaded. Where it was opened from is the
 * lead's `place`, for the dealer's staff: the visitor is not shown the site's own label for it (issue 38).
 */
export function TestDrivePopupBody(props: { place: string | null; model: string | null }) {
  const { options } = useSiteData();
  const { pathname } = useLocation();
  // The cities, dealers and the first schedule come from the booking page's loader, once per opening.
  const fetcher = useFetcher<{ choices: TestDriveChoices | null; schedule: ScheduleView | null }>();
  const requested = useRef(false);
  const { load } = fetcher;
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void load(testDriveHref);
  }, [load]);
  const model = props.model ?? findModelPage(pathname)?.family.code;
  const place = props.place ?? "сайт";
  const choices = fetcher.data?.choices;

  return (
    <>
      <p className={styles.intro}>
        Выберите модель, дилерский центр, день и время — автомобиль будет готов к вашему приезду. Поездка бесплатна и длится столько,
        сколько нужно, чтобы принять решение.
      </p>
      {choices ? (
        <TestDriveForm choices={choices} place={place} model={model} initialSchedule={fetcher.data?.schedule} />
      ) : fetcher.data ? (
        <p role="alert">
          Онлайн-запись сейчас недоступна. <CallUs phone={options.phone} />
        </p>
      ) : (
        <p role="status" className={styles.note}>
          Загружаем дилерские центры…
        </p>
      )}
    </>
  );
}
