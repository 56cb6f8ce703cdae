import { Link } from "react-router";
import type { NewsHeadline } from "~/features/site/site-data";
import { formatDate } from "~/lib/format";
import styles from "./home.module.css";
import { isoDay } from "./news-date";

/** The home page's news block: the latest items with dates in Russian. */
export function HomeNews(props: { items: readonly NewsHeadline[]; title: string; allLabel: string }) {
  if (props.items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-news-title">
      <div className="container">
        <div className={styles.sectionHead}>
          <h2 id="home-news-title">{props.title}</h2>
          <Link className={styles.more} to="/news.html">
            {props.allLabel}
          </Link>
        </div>
        <ul className={styles.news}>
          {props.items.map((item) => (
            <li key={item.id}>
              <article>
                <time dateTime={isoDay(item.date)}>{formatDate(item.date)}</time>
                <h3>
                  <Link to={`/news/${item.code}.html`}>{item.name}</Link>
                </h3>
                {item.preview_description ? <p>{item.preview_description}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
