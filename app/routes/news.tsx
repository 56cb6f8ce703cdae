import { data, useNavigation } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { loadNewsPage } from "~/features/news/news-api.server";
import { NewsCard, toNewsCard } from "~/features/news/news-card";
import { newsPageHref, parsePageParam } from "~/features/news/news-list";
import { Pager } from "~/features/news/pager";
import styles from "~/features/news/news.module.css";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/news";

/** News list (docs/product.md §2.1, §7): the news newest first, 20 a page, and on page 1 the brand stories bundled with the site (docs/decisions/0115). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === null) throw data(null, { status: 404 });
  const result = await loadNewsPage(context, page);
  if (!result) throw data(null, { status: 404 });
  return {
    items: result.items.map(toNewsCard),
    brand: result.brand.map(toNewsCard),
    page: result.page,
    pageCount: result.pageCount,
    degraded: result.degraded,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.data?.page ?? 1;
  return pageMeta(args, {
    title: page > 1 ? `Новости — страница ${page}` : "Новости",
    // Later pages keep their number in the title; the API's row describes the first.
    specific: page > 1,
    description:
      "Новости Genesis и дилерского центра Genesis Химки: новые модели, события бренда, специальные предложения и сервисные акции.",
  });
};

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  const { items, brand, page, pageCount, degraded } = loaderData;
  // The news-loaded flag (docs/product.md §4, docs/decisions/0121): another page of the list is on its way.
  const navigation = useNavigation();
  const newsLoading = navigation.state === "loading" && navigation.location.pathname === "/news.html";
  return (
    <>
      <PageHeader
        title="Новости"
        lead="События бренда Genesis и нашего дилерского центра: новые модели, технологии, сервисные предложения и приглашения."
      />
      <div className={newsLoading ? `container ${styles.loading}` : "container"} aria-busy={newsLoading || undefined}>
        {degraded ? (
          <p className={styles.notice} role="status">
            Сейчас показаны не все новости. Обновите страницу немного позже, чтобы увидеть последние события дилерского центра.
          </p>
        ) : null}
        {items.length > 0 ? (
          <section aria-labelledby="news-feed">
            <h2 id="news-feed" className={page === 1 && brand.length > 0 ? styles.groupTitle : "visually-hidden"}>
              Свежие новости
            </h2>
            <NewsCards items={items} first />
          </section>
        ) : null}
        {brand.length > 0 ? (
          <section aria-labelledby="news-brand">
            <h2 id="news-brand" className={styles.groupTitle}>
              О марке Genesis
            </h2>
            <NewsCards items={brand} first={items.length === 0} />
          </section>
        ) : null}
        <Pager page={page} pageCount={pageCount} hrefFor={newsPageHref} label="Страницы новостей" />
      </div>
    </>
  );
}

/** The cards a first screen can show (a row of three on a wide screen, one or two on a phone): laid out with the page. */
const firstScreenCards = 3;

/**
 * A list of news cards. The page's first list loads its first picture at once and lays out its first screen's cards
 * with the page; every other card is laid out when it comes near the screen (ADR 0136).
 */
function NewsCards(props: { items: readonly ReturnType<typeof toNewsCard>[]; first: boolean }) {
  const drawnAtLoad = props.first ? firstScreenCards : 0;
  return (
    <ul className={styles.list}>
      {props.items.map((item, index) => (
        <li key={item.code} className={index >= drawnAtLoad ? styles.drawnNear : undefined}>
          <NewsCard item={item} headingLevel={3} eager={props.first && index === 0} />
        </li>
      ))}
    </ul>
  );
}
