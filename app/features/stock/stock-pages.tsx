import { Link } from "react-router";
import { stockHrefOf, type StockQuery } from "./stock-query";
import styles from "./stock.module.css";

/** The page numbers around the current one, with the first and last, gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, n] of sorted.entries()) {
    if (i > 0 && n - (sorted[i - 1] ?? n) > 1) out.push(null);
    out.push(n);
  }
  return out;
}

/** Links to the pages of the list (24 cars each). */
export function StockPages({ query, page, pages }: { query: StockQuery; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (n: number) => stockHrefOf({ ...query, page: n });
  return (
    <nav className={styles.pages} aria-label="Страницы списка">
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              ← Назад
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={href(n)} aria-current={n === page ? "page" : undefined} aria-label={`Страница ${n}`}>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              Далее →
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
