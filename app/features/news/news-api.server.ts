import type { AppLoadContext } from "react-router";
import type { NotFoundCopy } from "~/features/layout/not-found-page";
import { type NewsItem, type NewsList, newsItemSchema, newsListSchema } from "@contract/news";
import { ApiError } from "~/lib/api-client";
import { goneTarget } from "~/lib/content-gone";
import { errorMessages } from "~/lib/error-messages";
import { getCached } from "~/lib/cached-get.server";
import { getServerApi } from "~/lib/server-api.server";
import { buildNewsPage, newsPageSize } from "./news-list";
import type { NewsPage } from "./news-list";
import { staticArticles } from "./static-articles";
import { logLoadFailure } from "~/lib/log";

// The detail answer carries the item itself; a list holding it is accepted too.
const detailSchema = newsItemSchema.or(newsListSchema).nullable();

/**
 * One page of the server's news (GET /v1/news), cached per page for a minute (docs/product.md §4); rejects with an
 * ApiError when the call fails or the answer is not a news list. No abort signal: visitors share the load.
 */
export function fetchNewsList(context: AppLoadContext, query: { page: number; pageSize: number }): Promise<NewsList> {
  return getCached(getServerApi(context), "/v1/news", { query, schema: newsListSchema });
}

/** The server's news item with this code (GET /v1/news?code=), null when the server does not know it; rejects on other failures. */
export async function fetchNewsByCode(context: AppLoadContext, code: string, signal?: AbortSignal): Promise<NewsItem | null> {
  let found;
  try {
    // Its caller logs a failure (with what the visitor gets), so the client does not log it too.
    found = await getServerApi(context).get("/v1/news", { query: { code }, signal, schema: detailSchema, logFailure: false });
  } catch (error) {
    // An unknown code is a 404 'Новость не найдена'; the same message in a failed 200 envelope means the same.
    if (error instanceof ApiError && (error.status === 404 || error.message === errorMessages.newsNotFound)) return null;
    // Taken down by the dealer's staff: gone (410), or moved to the page they chose.
    const to = goneTarget(error);
    if (to !== undefined) throw new NewsGone(to);
    throw error;
  }
  if (found === null) return null;
  const item = "items" in found ? found.items.find((candidate) => candidate.code === code) : found;
  return item && item.code === code && item.active ? item : null;
}

/** A news item the dealer took off the site: where visitors go now, or null when it is simply gone (410). */
export class NewsGone extends Error {
  constructor(readonly to: string | null) {
    super(errorMessages.newsGone);
    this.name = "NewsGone";
  }
}

/**
 * A page of the news list: bundled articles first on page 1, then the server's items (docs/product.md §7).
 * A failed load is logged and the bundled articles are shown; null means the page is past the end.
 */
export async function loadNewsPage(context: AppLoadContext, page: number): Promise<NewsPage | null> {
  let server: NewsList | null = null;
  try {
    server = await fetchNewsList(context, { page, pageSize: newsPageSize });
  } catch (error) {
    logLoadFailure(errorMessages.newsListLoadFailed, error, "в списке новостей только статьи, встроенные в сайт");
  }
  return buildNewsPage(
    page,
    staticArticles,
    server && { items: server.items, total: server.pagination.total, pageSize: server.pagination.pageSize },
  );
}

/** Looks a news item up: bundled articles first, then the server (docs/product.md §7). Null when neither has it. */
export async function loadNewsItem(
  context: AppLoadContext,
  code: string,
  findBundled: (code: string) => NewsItem | undefined,
  signal?: AbortSignal,
): Promise<NewsItem | null> {
  const bundled = findBundled(code);
  if (bundled) return bundled;
  // Codes are slugs; anything else cannot name an article and is not sent to the server.
  if (!/^[\w-]{1,200}$/.test(code)) return null;
  return fetchNewsByCode(context, code, signal);
}

/** docs/product.md §8: an article that is not there says so, and leads to the others (the 404's words, sent with it). */
export const newsNotFoundCopy: NotFoundCopy = {
  title: errorMessages.newsNotFound,
  lead: "Возможно, новость сняли с сайта или в адресе опечатка. Все свежие новости дилера и марки — в разделе новостей.",
  other: { to: "/news.html", label: "Все новости" },
};
