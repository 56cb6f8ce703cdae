import { Link } from "react-router";
import { formatDate } from "~/lib/format";
import { newsHref } from "./news-list";
import styles from "./news.module.css";
import { ContentPicture } from "~/components/ui/content-picture";

/** What a news card shows. */
export type NewsCardData = { code: string; name: string; date: string; preview_description: string; preview_file: string };

/** Picks the card fields out of a news item (keeps loader payloads small). */
export function toNewsCard(item: NewsCardData): NewsCardData {
  const { code, name, date, preview_description, preview_file } = item;
  return { code, name, date, preview_description, preview_file };
}

/**
 * How wide a card's cover is shown (news.module.css, columns of at least 320 px): one column, 92 % of the screen, up
 * to about 728 px; two from there; three from about 1 088 px; 384 px each from 1 280. Drawn at 320–1 920 px.
 */
const newsCoverSizes = "(min-width: 1280px) 384px, (min-width: 1088px) 30vw, (min-width: 728px) 45vw, 92vw";

/** A news article in a list: cover, date, title and summary, all one link; `eager` for the first card on screen (the page's LCP). */
export function NewsCard({ item, headingLevel = 2, eager = false }: { item: NewsCardData; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <ContentPicture
        className={styles.cover}
        src={item.preview_file}
        alt={`Обложка новости «${item.name}»`}
        width={640}
        height={360}
        loading={eager ? "eager" : "lazy"}
        {...(eager ? { fetchPriority: "high" as const } : {})}
        decoding="async"
        sizes={newsCoverSizes}
      />
      <div className={styles.cardBody}>
        <time className={styles.date} dateTime={item.date.slice(0, 10)}>
          {formatDate(item.date)}
        </time>
        <Heading className={styles.cardTitle}>
          <Link to={newsHref(item.code)} className={styles.cardLink}>
            {item.name}
          </Link>
        </Heading>
        <p className={styles.summary}>{item.preview_description}</p>
      </div>
    </article>
  );
}
