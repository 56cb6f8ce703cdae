import { Form, Link } from "react-router";
import type { SearchSegment } from "@contract/search";
import { popularLinks, suggestedQueries } from "./search-links";
import styles from "./search.module.css";
import { errorMessages } from "~/lib/error-messages";

/** A found page as the results list shows it: its section, and its title and a passage with the matches marked. */
export type SearchHit = { path: string; section: string; title: SearchSegment[]; snippet: SearchSegment[] };

// Segments are text: whatever the index holds is rendered escaped, never as markup.
function Marked({ segments }: { segments: readonly SearchSegment[] }) {
  return <>{segments.map((segment, i) => (segment.hit ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}</>;
}

function isDocument(path: string) {
  return path.startsWith("/docs/");
}

/** The search form: a plain GET form with `q`, so it works without JavaScript. */
export function SearchForm({ query }: { query: string }) {
  return (
    <Form method="get" action="/search.html" role="search" className={styles.form}>
      <label htmlFor="search-q" className={styles.label}>
        Что вы ищете?
      </label>
      <div className={styles.field}>
        <input
          key={query}
          id="search-q"
          className={styles.input}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={100}
          placeholder="Например, кредит, GV80 или гарантия"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          Найти
        </button>
      </div>
    </Form>
  );
}

/** Popular sections, offered when there is nothing to show yet. */
export function PopularLinks({ title }: { title: string }) {
  return (
    <section className={styles.popular} aria-labelledby="popular-title">
      <h2 id="popular-title">{title}</h2>
      <ul className={styles.popularList}>
        {popularLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={styles.popularLink}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The results list: section, highlighted title linking to the page, highlighted snippet. */
export function SearchResults({ results, first }: { results: readonly SearchHit[]; first: number }) {
  return (
    <ol className={styles.results} start={first}>
      {results.map((result) => (
        <li key={result.path} className={styles.result}>
          <span className={styles.section}>{result.section}</span>
          <h2 className={styles.resultTitle}>
            {isDocument(result.path) ? (
              <a href={result.path}>
                <Marked segments={result.title} />
              </a>
            ) : (
              <Link to={result.path}>
                <Marked segments={result.title} />
              </Link>
            )}
          </h2>
          <p className={styles.snippet}>
            <Marked segments={result.snippet} />
          </p>
        </li>
      ))}
    </ol>
  );
}

/** What to say when the search could not answer. */
export function SearchFailed() {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>{errorMessages.searchFailed}</p>
    </div>
  );
}

/** A query of one letter: the search needs two (the API's own limit), and says so rather than «ничего не найдено». */
export function TooShort() {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>Введите не менее двух символов — например, «G70», «сервис» или «кредит».</p>
    </div>
  );
}

/** What to say when a query found nothing, with words to try. */
export function NoResults({ query }: { query: string }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>По запросу «{query}» ничего не найдено.</p>
      <ul className={styles.tips}>
        <li>Проверьте, нет ли в запросе опечатки.</li>
        <li>Используйте более общие слова или меньше слов.</li>
        <li>
          Попробуйте:{" "}
          {suggestedQueries.map((word, i) => (
            <span key={word}>
              {i > 0 ? ", " : null}
              <Link to={`/search.html?q=${encodeURIComponent(word)}`}>{word}</Link>
            </span>
          ))}
          .
        </li>
      </ul>
    </div>
  );
}
