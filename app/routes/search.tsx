import { PageHeader } from "~/components/ui/page-header";
import { parsePageParam } from "~/features/news/news-list";
import { Pager } from "~/features/news/pager";
import { searchSite, type SearchAnswer } from "~/features/search/search.server";
import { maxQueryLength, searchHref, searchPageSize } from "~/features/search/search-links";
import { NoResults, PopularLinks, SearchFailed, SearchForm, SearchResults, TooShort } from "~/features/search/search-view";
import { errorMessages } from "~/lib/error-messages";
import { logError } from "~/lib/log";
import styles from "~/features/search/search.module.css";
import { pluralize } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { PagePicture } from "~/features/visuals/page-picture";
import { pagePictureFor } from "~/features/visuals/page-pictures";
import type { Route } from "./+types/search";

/** Site search (query parameter q): pages, models, services, offers, cars and news from GET /v1/search, best matches first, 10 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, maxQueryLength);
  const requested = parsePageParam(url.searchParams.get("page")) ?? 1;
  const empty: SearchAnswer = { total: 0, page: 1, pageCount: 1, results: [] };
  if (!query) return { query, failed: false, ...empty };
  try {
    return { query, failed: false, ...(await searchSite(context, query, requested)) };
  } catch (error) {
    logError(errorMessages.searchFailed, error);
    return { query, failed: true, ...empty };
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.query ? `Поиск: ${args.data.query}` : "Поиск по сайту",
    specific: Boolean(args.data?.query),
    description: "Поиск по сайту Genesis Химки: модели, покупка и кредит, сервис и гарантия, новости и документы.",
    // Result pages are endless variations of one page: keep them out of search engines.
    noindex: Boolean(args.data?.query),
  });

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { query, failed, total, page, pageCount, results, tooShort } = loaderData;
  const hrefFor = (n: number) => searchHref(query, n);
  return (
    <>
      <PageHeader title="Поиск по сайту" />
      <div className={`container ${styles.page}`}>
        <SearchForm query={query} />
        {!query ? (
          <PopularLinks title="Популярные разделы" />
        ) : failed ? (
          <>
            <SearchFailed />
            <PopularLinks title="Возможно, вам пригодится" />
          </>
        ) : tooShort ? (
          <>
            <TooShort />
            <PopularLinks title="Популярные разделы" />
          </>
        ) : total === 0 ? (
          <>
            <NoResults query={query} />
            <PopularLinks title="Возможно, вам пригодится" />
          </>
        ) : (
          <>
            <p className={styles.summary} role="status">
              По запросу «{query}» {pluralize(total, ["найдена", "найдены", "найдено"])} {total}{" "}
              {pluralize(total, ["страница", "страницы", "страниц"])}
            </p>
            <SearchResults results={results} first={(page - 1) * searchPageSize + 1} />
            <Pager page={page} pageCount={pageCount} hrefFor={hrefFor} label="Страницы результатов поиска" />
          </>
        )}
      </div>
      <PagePicture picture={pagePictureFor("/search.html")} place="closing" />
    </>
  );
}
