import { Link } from "react-router";
import type { StockFacetValue } from "@contract/stock";
import { stockContent } from "./stock-content";
import { carsCount } from "./stock-labels";
import { stockHrefOf, type StockQuery } from "./stock-query";
import styles from "./stock.module.css";

/** The models of the stock as chips over the list, each with how many cars it has; «Все модели» first. */
export function StockModelChips({ query, models }: { query: StockQuery; models: readonly StockFacetValue[] }) {
  const model = query.filters.model;
  return (
    <nav className={`container ${styles.filters}`} aria-label="Модели">
      <ul className={styles.chips}>
        <li>
          <Link
            className={styles.chip}
            to={stockHrefOf({ ...query, filters: { ...query.filters, model: undefined }, page: 1 })}
            aria-current={model ? undefined : "true"}
          >
            {stockContent.allModels}
          </Link>
        </li>
        {models.map((chip) => (
          <li key={chip.value}>
            {/* «G70 14» to the eye; a screen reader says what the number counts. */}
            <Link
              className={styles.chip}
              to={stockHrefOf({ ...query, filters: { ...query.filters, model: chip.value }, page: 1 })}
              aria-current={chip.value === model ? "true" : undefined}
              aria-label={`${chip.label}, ${carsCount(chip.count)}`}
            >
              {chip.label} <span className={styles.chipCount}>{chip.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
