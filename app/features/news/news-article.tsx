import { Link } from "react-router";
import { ContentPicture } from "~/components/ui/content-picture";
import { JsonLd } from "~/components/ui/json-ld";
import { PageHeader } from "~/components/ui/page-header";
import { useDealerName } from "~/features/contacts/dealer-structured-data";
import { formatDate } from "~/lib/format";
import { useSiteUrl } from "~/lib/structured-data";
import { NewsCard, type NewsCardData } from "./news-card";
import { newsArticleData } from "./news-structured-data";
import styles from "./news.module.css";

/** A news article as its page shows it, its body already sanitised on the server. */
export type NewsArticleData = {
  code: string;
  name: string;
  date: string;
  metaTitle: string;
  metaDescription: string;
  preview_file: string;
  preview_alt?: string;
  html: string;
};

/** The article and a few others: the news page, and the studio's preview of a draft as a visitor would see it. */
export function NewsArticle({ item, more }: { item: NewsArticleData; more: NewsCardData[] }) {
  const dealerName = useDealerName();
  const siteUrl = useSiteUrl();
  return (
    <>
      <JsonLd data={newsArticleData({ ...item, description: item.metaDescription }, dealerName, siteUrl)} />
      <PageHeader title={item.name} crumbs={[{ title: "Новости", href: "/news.html" }]}>
        <time className={styles.articleHead} dateTime={item.date.slice(0, 10)}>
          {formatDate(item.date)}
        </time>
      </PageHeader>
      <div className="container">
        <ContentPicture
          className={styles.hero}
          src={item.preview_file}
          alt={item.preview_alt ?? `Иллюстрация к новости «${item.name}»`}
          width={1200}
          height={675}
          sizes="(min-width: 1280px) 1200px, 100vw"
        />
        {/* Sanitised on the server by sanitizeNewsHtml (sanitize-html). */}
        <div className={styles.article} dangerouslySetInnerHTML={{ __html: item.html }} />
      </div>
      {more.length > 0 ? (
        <section className={styles.related} aria-labelledby="more-news">
          <div className="container">
            <div className={styles.relatedHead}>
              <h2 id="more-news">Другие новости</h2>
              <Link to="/news.html">Все новости</Link>
            </div>
            <ul className={styles.list}>
              {more.map((other) => (
                <li key={other.code}>
                  <NewsCard item={other} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
