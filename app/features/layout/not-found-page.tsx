import { Link } from "react-router";
import { familyHomePath, modelFamilies } from "~/features/models/model-pages";
import styles from "./status-page.module.css";

/** The 404 page: a calm explanation, the way home and the five models. Also used by the error boundary. */
export function NotFoundPage() {
  return (
    <section className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Страница не найдена</h1>
      <p className={styles.lead}>
        Возможно, в адресе опечатка или страница переехала. Начните с главной страницы или выберите модель Genesis.
      </p>
      <div className={styles.actions}>
        <Link to="/" className="button">
          На главную
        </Link>
        <Link to="/models.html" className="button button--ghost">
          Все модели
        </Link>
      </div>
      <h2 className={styles.modelsTitle}>Модели Genesis</h2>
      <ul className={styles.models}>
        {modelFamilies.map((family) => (
          <li key={family.code}>
            <Link to={familyHomePath(family)} className={styles.model}>
              <img src={`/images/models/${family.code}.svg`} alt="" className={styles.modelImage} loading="lazy" />
              <span>{family.fullName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
