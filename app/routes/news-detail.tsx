import { data, redirect } from "react-router";
import { fetchNewsList, loadNewsItem, NewsGone, newsNotFoundCopy } from "~/features/news/news-api.server";
import { newsPageSize, otherNews } from "~/features/news/news-list";
import { toNewsCard } from "~/features/news/news-card";
import { NewsArticle } from "~/features/news/news-article";
import { sanitizeNewsHtml } from "~/features/news/sanitize.server";
import { findStaticArticle, staticArticles } from "~/features/news/static-articles";
import { errorMessages } from "~/lib/error-messages";
import { pageMeta } from "~/lib/meta";
import { logLoadFailure } from "~/lib/log";
import type { Route } from "./+types/news-detail";

/** A news article: bundled articles first, then the server (docs/product.md §7); unknown codes are a 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const code = params.code ?? "";
  let item;
  try {
    item = await loadNewsItem(context, code, findStaticArticle, request.signal);
  } catch (error) {
    if (request.signal.aborted) throw error;
    if (error instanceof NewsGone) throw error.to ? redirect(error.to, 301) : data(errorMessages.newsGone, { status: 410 });
    logLoadFailure(errorMessages.newsDetailLoadFailed, error, "посетитель видит страницу «не удалось получить новость» (503)");
    throw data(errorMessages.newsDetailLoadFailed, { status: 503 });
  }
  if (!item) throw data(newsNotFoundCopy, { status: 404 });
  return {
    item: {
      code: item.code,
      name: item.name,
      date: item.date,
      metaTitle: item.metaTitle,
      metaDescription: item.metaDescription || item.preview_description,
      preview_file: item.preview_file,
      ...(item.preview_alt ? { preview_alt: item.preview_alt } : {}),
      html: sanitizeNewsHtml(item.description),
    },
    more: otherNews(item.code, await latestNews(context), staticArticles).map(toNewsCard),
  };
}

/** The list's first page of the server's news (cached for the list too); none when it cannot be had: the brand's stories stand in. */
async function latestNews(context: Route.LoaderArgs["context"]) {
  try {
    return (await fetchNewsList(context, { page: 1, pageSize: newsPageSize })).items;
  } catch (error) {
    logLoadFailure(errorMessages.newsListLoadFailed, error, "под статьёй «Другие новости» — статьи, встроенные в сайт");
    return [];
  }
}

export const meta: Route.MetaFunction = (args) => {
  const item = args.data?.item;
  return pageMeta(
    args,
    item
      ? { title: item.metaTitle || item.name, description: item.metaDescription, specific: true, image: item.preview_file, type: "article" }
      : null,
  );
};

export default function NewsDetailRoute({ loaderData }: Route.ComponentProps) {
  const { item, more } = loaderData;
  return <NewsArticle item={item} more={more} />;
}
