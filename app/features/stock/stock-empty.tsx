import { Link } from "react-router";
import type { StockFilters, StockList } from "@contract/stock";
import type { LeadResult } from "~/features/leads/lead-result";
import { modelFamilies } from "~/features/models/model-pages";
import { OrderForm } from "~/features/order/order-form";
import { stockContent } from "./stock-content";
import { describeFilter, describeFilters, stockModelName } from "./stock-labels";
import { hasFilters, stockHrefOf, withoutFilter, type StockQuery } from "./stock-query";
import styles from "./stock.module.css";

/**
 * No car matches: say so, offer to drop each filter (or all), and to ask the dealer for such a car —
 * an order request whose comment is the filter, posted to this page's action.
 */
export function StockEmpty({
  query,
  facets,
  href,
  serverResult,
}: {
  query: StockQuery;
  facets?: StockList["facets"];
  href: string;
  serverResult?: LeadResult | null;
}) {
  const keys = Object.keys(query.filters) as (keyof StockFilters)[];
  const model = modelFamilies.find((family) => family.code === query.filters.model) ?? modelFamilies[0];
  // A chosen value no car has even with the other conditions dropped (a feed's model that is gone, a
  // mistyped link): named, so the visitor knows which condition to drop.
  const unmatched = facets ? unmatchedFilters(query.filters, facets) : [];
  return (
    <div className={styles.empty}>
      {unmatched.length > 0 ? (
        <p>
          {unmatched.length === 1 ? "Под условие " : "Под условия "}
          {unmatched.map((key) => `«${describeFilter(key, query.filters[key] ?? "")}»`).join(", ")} сейчас не подходит ни один автомобиль.
        </p>
      ) : null}
      <p>
        {hasFilters(query)
          ? "С такими условиями автомобилей сейчас нет. Уберите одно из условий или оставьте заявку — подберём автомобиль в ближайших поставках."
          : stockContent.empty.text}
      </p>
      {keys.length > 0 ? (
        <ul className={styles.clear} aria-label="Убрать условие">
          {keys.map((key) => (
            <li key={key}>
              <Link className={styles.chip} to={stockHrefOf(withoutFilter(query, key))}>
                Убрать «{describeFilter(key, query.filters[key] ?? "")}»
              </Link>
            </li>
          ))}
          {keys.length > 1 ? (
            <li>
              <Link className={styles.chip} to={stockHrefOf({ filters: {}, sort: query.sort, page: 1 })}>
                Сбросить все условия
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      {model ? (
        <div className={styles.ask} id="stock-request">
          <h3>Найти такой автомобиль</h3>
          <OrderForm
            model={{ code: model.code, fullName: `Genesis ${stockModelName(model.code)}`, homePath: href }}
            models={modelFamilies.map((family) => ({ code: family.code, name: `Genesis ${stockModelName(family.code)}` }))}
            place="страница «Автомобили в наличии», подбор без результата"
            intent="order"
            comment={hasFilters(query) ? `Ищу автомобиль в наличии: ${describeFilters(query.filters)}` : "Ищу автомобиль в наличии"}
            serverResult={serverResult}
            anchor="stock-request"
            submitLabel="Найти автомобиль"
            successText={(hours) =>
              `Менеджер отдела продаж проверит склад и ближайшие поставки и позвонит вам ${hours}, обычно в течение часа, с подходящими автомобилями.`
            }
          />
        </div>
      ) : null}
    </div>
  );
}

const facetKeys = ["model", "engine", "drive", "color", "year"] as const;

/**
 * The chosen values that no car has with every other condition kept: the list keeps a chosen value on
 * offer at 0 (docs/decisions/0029), so a count of 0 beside the choice is what says so.
 */
export function unmatchedFilters(filters: StockFilters, facets: StockList["facets"]): (keyof StockFilters)[] {
  return facetKeys.filter((key) => {
    const chosen = filters[key];
    if (chosen === undefined) return false;
    const fold = (text: string) =>
      key === "color"
        ? text
            .toLowerCase()
            .replaceAll("ё", "е")
            .replace(/\s*(металлик|metallic)\s*/g, " ")
            .trim()
        : text;
    const value = facets[key].find((option) => fold(option.value) === fold(String(chosen)));
    return value === undefined || value.count === 0;
  });
}
