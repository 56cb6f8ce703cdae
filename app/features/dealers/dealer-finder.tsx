import { type ChangeEvent, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import type { City, Dealer } from "@contract/dealer";
import { pluralize } from "~/lib/format";
import { DealerCard } from "./dealer-card";
import styles from "./dealer-finder.module.css";
import { DealerPlot } from "./dealer-plot";
import {
  type DealerFinderData,
  describeFilters,
  finderHref,
  finderPath,
  finderSectionId,
  type FinderState,
  parseFinderState,
} from "./finder-state";

/** Location state of this page's in-place navigations: the page stays where the visitor is (useScrollReset reads it). */
const keepScrollState = { keepScroll: true } as const;

type Loaded = Extract<DealerFinderData, { status: "ok" }>;

/**
 * The dealer and city finder: a GET form (city, two filters) that works without JavaScript and, with
 * it, submits on every change without a full reload. The URL carries the choice, so a link reproduces it.
 */
export function DealerFinder({ data }: { data: Loaded }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  // The form shows the visitor's choice at once (router updates arrive in a transition, too late for
  // a controlled input); when an answer lands, or Back/Forward changes the URL, it shows the answer's.
  const [shown, setShown] = useState<FinderState>(data.selection);
  const [answered, setAnswered] = useState(data.selection);
  if (answered !== data.selection) {
    setAnswered(data.selection);
    setShown(data.selection);
  }
  const pending = navigation.location?.pathname === finderPath;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const next = parseFinderState(new URLSearchParams([...new FormData(form)].map(([key, value]) => [key, String(value)])));
    setShown({ ...next, cityId: next.cityId ?? data.selection.cityId });
    submit(form, { preventScrollReset: true, state: keepScrollState });
  };

  return (
    <div className={styles.finder}>
      <Form
        method="get"
        action={`${finderPath}#${finderSectionId}`}
        preventScrollReset
        state={keepScrollState}
        className={styles.form}
        aria-label="Поиск дилерского центра"
      >
        <label className={styles.field}>
          <span>Город</span>
          <select name="city" value={shown.cityId ?? ""} onChange={onChange}>
            {data.cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="certified" value="1" checked={shown.certified} onChange={onChange} />
          <span>Только сертифицированные автомобили с пробегом</span>
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="testDrive" value="1" checked={shown.testDrive} onChange={onChange} />
          <span>Только с тест-драйвом</span>
        </label>
        {/* Without JavaScript this button sends the form; with it, every change already has. */}
        <button type="submit" className="button button--ghost">
          Показать
        </button>
      </Form>
      <div aria-busy={pending} className={pending ? styles.loading : undefined}>
        <FinderResults city={data.city} dealers={data.dealers} selection={data.selection} />
      </div>
    </div>
  );
}

function FinderResults({ city, dealers, selection }: { city: City | null; dealers: readonly Dealer[]; selection: FinderState }) {
  if (!city) {
    return (
      <p role="status" className={styles.empty}>
        Дилерских центров {describeFilters(selection)} пока нет.{" "}
        <Link to={finderHref({ cityId: null, certified: false, testDrive: false })} preventScrollReset state={keepScrollState}>
          Показать все дилерские центры
        </Link>
      </p>
    );
  }
  if (dealers.length === 0) return <EmptyCity city={city} selection={selection} />;
  const count = `${dealers.length} ${pluralize(dealers.length, ["дилерский центр", "дилерских центра", "дилерских центров"])}`;
  return (
    <>
      {/* The count is announced when a new choice loads; the cards are there to be read at will. */}
      <div role="status">
        <h3 className={styles.resultsTitle}>
          {city.name}: {count}
        </h3>
      </div>
      <div className={styles.results}>
        <ol className={styles.dealers}>
          {dealers.map((dealer, i) => (
            <DealerCard key={dealer.id} dealer={dealer} number={i + 1} />
          ))}
        </ol>
        <DealerPlot city={city} dealers={dealers} />
      </div>
    </>
  );
}

/** No dealer of this city passes the filters: say so and offer the links that loosen them. */
function EmptyCity({ city, selection }: { city: City; selection: FinderState }) {
  const filters = describeFilters(selection);
  const both = selection.certified && selection.testDrive;
  const loosen = [
    selection.certified
      ? { label: "Снять фильтр «Только сертифицированные автомобили с пробегом»", state: { ...selection, certified: false } }
      : null,
    selection.testDrive ? { label: "Снять фильтр «Только с тест-драйвом»", state: { ...selection, testDrive: false } } : null,
    both ? { label: "Сбросить оба фильтра", state: { cityId: city.id, certified: false, testDrive: false } } : null,
  ].filter((link) => link !== null);
  return (
    <div role="status" className={styles.empty}>
      <h3 className={styles.resultsTitle}>{city.name}: нет подходящих дилерских центров</h3>
      {/* The heading names the city; «в этом городе» spares declining a name we only have in the nominative. */}
      <p>
        {filters
          ? `В этом городе нет дилерских центров ${filters}. Снимите фильтр или выберите другой город.`
          : "В этом городе пока нет дилерских центров Genesis. Выберите другой город."}
      </p>
      <ul className={styles.loosen}>
        {loosen.map((link) => (
          <li key={link.label}>
            <Link to={finderHref(link.state)} preventScrollReset state={keepScrollState}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
