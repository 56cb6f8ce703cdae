import { data, Link, useLoaderData } from "react-router";
import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { JsonLd } from "~/components/ui/json-ld";
import { PageHeader } from "~/components/ui/page-header";
import { useDealerName } from "~/features/contacts/dealer-structured-data";
import { newsArticleData } from "~/features/news/news-structured-data";
import { loadNewsItem } from "~/features/news/news-api.server";
import { NewsCard, toNewsCard } from "~/features/news/news-card";
import styles from "~/features/news/news.module.css";
import { sanitizeNewsHtml } from "~/features/news/sanitize.server";
import { findStaticArticle, staticArticles } from "~/features/news/static-articles";
import { errorMessages } from "~/lib/error-messages";
import { formatDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { useSiteUrl } from "~/lib/structured-data";
import { logLoadFailure } from "~/lib/log";

/** A news article: bundled articles first, then the server (docs/product.md §7); unknown codes are a 404. */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const code = params.code ?? "";
  let item;
  try {
    item = await loadNewsItem(context, code, findStaticArticle, request.signal);
  } catch (error) {
    if (request.signal.aborted) throw error;
    logLoadFailure(errorMessages.newsDetailLoadFailed, error, "посетитель видит страницу «не удалось получить новость» (503)");
    throw data(errorMessages.newsDetailLoadFailed, { status: 503 });
  }
  if (!item) throw data(errorMessages.newsNotFound, { status: 404 });
  return {
    item: {
      code: item.code,
      name: item.name,
      date: item.date,
      metaTitle: item.metaTitle,
      metaDescription: item.metaDescription || item.preview_description,
      preview_file: item.preview_file,
      html: sanitizeNewsHtml(item.description),
    },
    more: staticArticles.filter((other) => other.code !== item.code).slice(0, 3).map(toNewsCard),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const item = args.data?.item;
  return pageMeta(
    args,
    item
      ? { title: item.metaTitle || item.name, description: item.metaDescription, specific: true, image: item.preview_file, type: "article" }
      : null,
  );
};

export default function NewsDetailRoute() {
  const { item, more } = useLoaderData<typeof loader>();
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
        <img className={styles.hero} src={item.preview_file} alt={`Иллюстрация к новости «${item.name}»`} width={1200} height={675} />
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
