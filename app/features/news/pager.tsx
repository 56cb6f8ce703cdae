import { Link } from "react-router";
import { pagerItems } from "./news-list";
import styles from "./news.module.css";

/** A pager: «Назад», page numbers, «Далее»; `hrefFor` gives each page's address. Nothing when there is one page. */
export function Pager(props: { page: number; pageCount: number; hrefFor: (page: number) => string; label: string }) {
  const { page, pageCount, hrefFor } = props;
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={props.label}>
      {page > 1 ? (
        <Link className={styles.pagerStep} to={hrefFor(page - 1)} rel="prev">
          ← Назад
        </Link>
      ) : (
        <span className={styles.pagerStep} aria-disabled="true">
          ← Назад
        </span>
      )}
      <ol className={styles.pagerPages}>
        {pagerItems(page, pageCount).map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className={styles.pagerCurrent} aria-current="page">
                  <span className="visually-hidden">Страница </span>
                  {item}
                </span>
              ) : (
                <Link to={hrefFor(item)} aria-label={`Страница ${item}`}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className={styles.pagerStep} to={hrefFor(page + 1)} rel="next">
          Далее →
        </Link>
      ) : (
        <span className={styles.pagerStep} aria-disabled="true">
          Далее →
        </span>
      )}
    </nav>
  );
}
