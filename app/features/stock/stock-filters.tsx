import { useState, type ChangeEvent, type FormEvent } from "react";
import { Form, useNavigate } from "react-router";
import type { StockFacetValue, StockFilters, StockList, StockSort } from "@contract/stock";
import { MaskedInput } from "~/features/leads/masked-input";
import { formatNumber } from "~/lib/format";
import { stockFilterLabels } from "./stock-labels";
import { readStockQuery, stockHrefOf, type StockQuery } from "./stock-query";
import styles from "./stock.module.css";

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
export function StockFilterForm({ list, query, href }: { list: StockList; query: StockQuery; href: string }) {
  const navigate = useNavigate();
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
    const params = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ""));
    params.delete("page");
    navigate(stockHrefOf(readStockQuery(params)), { preventScrollReset: true, state: keepScrollState });
  };
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...shown, [event.currentTarget.name]: event.currentTarget.value };
    setShown(next);
    go(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(shown);
  };
  const range = list.priceRange;
  return (
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
      {/* Without scripts this button sends the form; with them every change already has. */}
      <button type="submit" className="button button--ghost">
        Показать
      </button>
    </Form>
  );
}
