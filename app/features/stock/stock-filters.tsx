import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import type { StockFacetValue, StockFilters, StockList, StockSort } from "@contract/stock";
import { trapTab } from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icon";
import { MaskedInput } from "~/features/leads/masked-input";
import { formatNumber } from "~/lib/format";
import { lockPageScroll } from "~/lib/scroll-lock";
import { carsCount, stockFilterLabels } from "./stock-labels";
import { hasFilters, readStockQuery, stockHrefOf, type StockQuery } from "./stock-query";
import styles from "./stock.module.css";

/** The id of the filters' panel: the «Фильтры» link opens it by this anchor while scripts are off (docs/decisions/0116). */
const panelId = "stock-filters";
/** Where the panel's close link leads without scripts: the list, whose heading it scrolls to. */
const resultsAnchor = "#stock-result-title";
/** Widths where the filters sit beside or above the list rather than in a sheet (stock.module.css). */
const wideQuery = "(min-width: 769px)";

/**
 * Whether the phone's filter sheet is open, shared by the «Фильтры» button over the list and the sheet.
 * Until scripts run the sheet opens by its anchor (`:target`) and this state is not used.
 */
export type FilterSheet = {
  open: boolean;
  setOpen: (open: boolean) => void;
  scripted: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
};

export function useFilterSheet(): FilterSheet {
  const [open, setOpen] = useState(false);
  const [scripted, setScripted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    setScripted(true);
    // Opened by its anchor while the page was still loading: it stays open, now in the script's hands.
    if (window.location.hash === `#${panelId}` && !window.matchMedia(wideQuery).matches) setOpen(true);
  }, []);
  return { open, setOpen, scripted, toggleRef };
}

/** «Фильтры · 2» over the list on a phone: opens the sheet; the number is how many filters are set. */
export function StockFilterToggle({ sheet, query }: { sheet: FilterSheet; query: StockQuery }) {
  const set = Object.keys(query.filters).length;
  const label = set > 0 ? `Фильтры · ${set}` : "Фильтры";
  // «Фильтры · 2» is read as what the number means.
  const name = set > 0 ? `Фильтры, выбрано: ${set}` : undefined;
  return sheet.scripted ? (
    <button
      ref={sheet.toggleRef}
      type="button"
      className={`button button--ghost ${styles.toggle}`}
      aria-expanded={sheet.open}
      aria-controls={panelId}
      aria-label={name}
      onClick={() => sheet.setOpen(true)}
    >
      {label}
    </button>
  ) : (
    <a className={`button button--ghost ${styles.toggle}`} href={`#${panelId}`} aria-label={name}>
      {label}
    </a>
  );
}

/** What the sheet's main button says once scripts count: the cars the chosen filters leave, or that a count is coming. */
function showLabel(total: number, pending: boolean): string {
  if (pending) return "Показать автомобили";
  return total > 0 ? `Показать ${carsCount(total)}` : "Ничего не найдено";
}

/** Location state of this page's in-place navigations: the page stays where the visitor is (useScrollReset reads it). */
const keepScrollState = { keepScroll: true } as const;

const sortLabels: Record<StockSort, string> = {
  "price-asc": "Сначала дешевле",
  "price-desc": "Сначала дороже",
  newest: "Сначала новее",
  mileage: "С меньшим пробегом",
};

const selectKeys = ["model", "condition", "engine", "drive", "color", "year", "mileageMax"] as const;
const priceKeys = ["priceMin", "priceMax"] as const satisfies readonly (keyof StockFilters)[];
type Values = Record<string, string>;

/** The bound a price field's text sets, as the address will read it. */
function priceOf(key: (typeof priceKeys)[number], text: string): number | undefined {
  return readStockQuery(new URLSearchParams({ [key]: text })).filters[key];
}

/** The address the form's values ask for, on its first page. */
function hrefOf(values: Values): string {
  const params = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ""));
  params.delete("page");
  return stockHrefOf(readStockQuery(params));
}

function valuesOf(query: StockQuery): Values {
  const values: Values = { sort: query.sort };
  for (const [key, value] of Object.entries(query.filters)) values[key] = String(value);
  return values;
}

/** «GV70 (15)»; a value that would leave nothing says so. */
function optionLabel(value: StockFacetValue): string {
  return `${value.label} (${value.count})`;
}

/**
 * The filters and the sort as a GET form: without scripts the button sends it and the server answers
 * with the page; with them every change navigates at once (no reload, the address updates, back and
 * forward restore it). Each value shows how many cars it would leave.
 */
export function StockFilterForm({ list, query, href, sheet }: { list: StockList; query: StockQuery; href: string; sheet: FilterSheet }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === "/avto-v-nalicii.html";
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { open, setOpen, toggleRef } = sheet;
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    // Focus goes back to «Фильтры» when the sheet closes.
    const toggle = toggleRef.current;
    const release = lockPageScroll();
    panel.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
      else if (event.key === "Tab") trapTab(event, panel);
    };
    // Turned to a width where the filters stand beside the list: no sheet to keep open.
    const wide = window.matchMedia(wideQuery);
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener("keydown", onKeyDown);
    wide.addEventListener("change", onWide);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", onWide);
      release();
      toggle?.focus();
    };
  }, [open, setOpen, toggleRef]);
  // Shown at once on a change; replaced by the answer's when it lands or back/forward moves.
  const [shown, setShown] = useState<Values>(() => valuesOf(query));
  // What the last change sent: a price typed since (the visitor tabbed from «от» to «до» and goes on
  // typing while the list loads) is the visitor's newer word and stays when the answer lands.
  const [sent, setSent] = useState<Values>(shown);
  const [answered, setAnswered] = useState(href);
  if (answered !== href) {
    setAnswered(href);
    const answer = valuesOf(query);
    for (const key of priceKeys) {
      const typed = shown[key] ?? "";
      if (typed !== (sent[key] ?? "")) answer[key] = typed;
    }
    setShown(answer);
  }
  const go = (values: Values) => {
    setSent(values);
    navigate(hrefOf(values), { preventScrollReset: true, state: keepScrollState });
  };
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...shown, [event.currentTarget.name]: event.currentTarget.value };
    setShown(next);
    go(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    // The sheet's «Показать 6 автомобилей» over a list that already shows them only closes the sheet.
    if (hrefOf(shown) !== href) go(shown);
  };
  const range = list.priceRange;
  const closeLabel = "Закрыть фильтры";
  return (
    // On a phone a sheet over the page (stock.module.css), on wider screens the form in its column.
    <div
      ref={panelRef}
      id={panelId}
      className={styles.sheet}
      data-scripted={sheet.scripted || undefined}
      data-open={open || undefined}
      role={open ? "dialog" : undefined}
      aria-modal={open || undefined}
      aria-labelledby={open ? titleId : undefined}
      tabIndex={open ? -1 : undefined}
    >
      <div className={styles.sheetHead}>
        <h2 id={titleId} className={styles.sheetTitle}>
          Фильтры
        </h2>
        {hasFilters(query) ? (
          <Link className={styles.reset} to={stockHrefOf({ ...query, filters: {}, page: 1 })} preventScrollReset state={keepScrollState}>
            Сбросить
          </Link>
        ) : null}
        {sheet.scripted ? (
          <button type="button" className={styles.sheetClose} aria-label={closeLabel} onClick={() => setOpen(false)}>
            <Icon name="cross" />
          </button>
        ) : (
          <a className={styles.sheetClose} href={resultsAnchor} aria-label={closeLabel}>
            <Icon name="cross" />
          </a>
        )}
      </div>
      <Form method="get" action="/avto-v-nalicii.html" className={styles.form} aria-label="Подбор автомобиля" onSubmit={onSubmit}>
        {selectKeys.map((key) => {
          const options = list.facets[key];
          return (
            <label key={key} className={styles.field}>
              <span>{stockFilterLabels[key]}</span>
              <select name={key} value={shown[key] ?? ""} onChange={onChange}>
                <option value="">{key === "mileageMax" ? "Любой" : key === "condition" ? "Новые и с пробегом" : "Все"}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value} disabled={option.count === 0 && shown[key] !== option.value}>
                    {optionLabel(option)}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
        <fieldset className={styles.price}>
          <legend>Цена, ₽</legend>
          {priceKeys.map((key) => (
            <label key={key} className={styles.field}>
              <span>{key === "priceMin" ? "от" : "до"}</span>
              <MaskedInput
                name={key}
                mask="money"
                autoComplete="off"
                placeholder={range ? formatNumber(key === "priceMin" ? range.min : range.max) : undefined}
                value={shown[key] ?? ""}
                onValueChange={(value) => setShown((now) => ({ ...now, [key]: value }))}
                onBlur={(event) =>
                  priceOf(key, event.currentTarget.value) !== query.filters[key] && go({ ...shown, [key]: event.currentTarget.value })
                }
              />
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          <span>Сортировка</span>
          <select name="sort" value={shown.sort ?? "price-asc"} onChange={onChange}>
            {(Object.keys(sortLabels) as StockSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.sheetFoot}>
          {/* Without scripts this button sends the form; with them every change already has, and in the sheet it shows the list. */}
          <button type="submit" className={`button button--ghost ${styles.submit}`} aria-busy={pending || undefined}>
            {sheet.scripted ? (
              <>
                <span className={styles.wideOnly}>Показать</span>
                <span className={styles.sheetOnly}>{showLabel(list.total, pending)}</span>
              </>
            ) : (
              "Показать"
            )}
          </button>
        </div>
      </Form>
    </div>
  );
}
