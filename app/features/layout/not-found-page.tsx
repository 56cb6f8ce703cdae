import { Link } from "react-router";
import { familyHomePath, modelFamilies } from "~/features/models/model-pages";
import { webpSources } from "~/lib/picture-sources";
import styles from "./status-page.module.css";

// How wide a model's side view is shown (status-page.module.css): 85 % of a phone's screen, 177–250 px from 480 px.
const modelPictureSizes = "(min-width: 480px) 250px, 85vw";

/** What a 404 of a kind of page says instead of the general words (a news article's, docs/product.md §8). */
export type NotFoundCopy = { title: string; lead: string; other: { to: string; label: string } };

/**
 * The words a route's loader threw with its 404 (`throw data(copy, { status: 404 })`), so they come with the
 * page's data and not in every page's script; anything else: none, and the general words stand.
 */
export function notFoundCopyOf(thrown: unknown): NotFoundCopy | undefined {
  return typeof (thrown as NotFoundCopy | null)?.title === "string" ? (thrown as NotFoundCopy) : undefined;
}

/**
 * The 404 page: a calm explanation, the way home and the five models. Also used by the error boundaries;
 * a route whose missing item has words of its own passes them (they stay in that route's code).
 */
export function NotFoundPage(props: { copy?: NotFoundCopy }) {
  const { copy } = props;
  return (
    <section className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{copy?.title ?? "Страница не найдена"}</h1>
      <p className={styles.lead}>
        {copy?.lead ?? "Возможно, в адресе опечатка или страница переехала. Начните с главной страницы или выберите модель Genesis."}
      </p>
      <div className={styles.actions}>
        <Link to="/" className="button">
          На главную
        </Link>
        <Link to={copy?.other.to ?? "/models.html"} className="button button--ghost">
          {copy?.other.label ?? "Все модели"}
        </Link>
      </div>
      <h2 className={styles.modelsTitle}>Модели Genesis</h2>
      <ul className={styles.models}>
        {modelFamilies.map((family) => (
          <li key={family.code}>
            <Link to={familyHomePath(family)} className={styles.model}>
              <img
                {...webpSources(`/images/models/${family.code}.svg`)}
                sizes={modelPictureSizes}
                alt=""
                className={styles.modelImage}
                loading="lazy"
              />
              <span>{family.fullName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
