import type { AppLoadContext } from "react-router";
import { searchMinLength, searchPageSchema, type SearchResult } from "@contract/search";
import { countPages } from "~/features/news/news-list";
import { getServerApi } from "~/lib/server-api.server";
import { searchPageSize } from "./search-links";
import type { SearchHit } from "./search-view";

/** What the search page shows for a query: the hits of one page and how many there are. */
export type SearchAnswer = { total: number; page: number; pageCount: number; results: SearchHit[]; tooShort?: boolean };

/** The deepest page GET /v1/search serves. */
const maxPage = 100_000;

const sections: Record<SearchResult["type"], string> = {
  model: "Модели",
  page: "Страницы сайта",
  service: "Сервис",
  offer: "Специальные предложения",
  car: "Автомобили в наличии",
  news: "Новости",
};

/** A hit as the list shows it; an API without highlights gives the plain title and description. */
export function toSearchHit(result: SearchResult): SearchHit {
  const snippet = result.highlight?.snippet ?? [];
  return {
    path: result.href,
    section: result.section ?? sections[result.type],
    title: result.highlight?.title.length ? result.highlight.title : [{ text: result.title, hit: false }],
    snippet: snippet.length > 0 ? snippet : [{ text: result.description, hit: false }],
  };
}

/**
 * One page of hits of the site search, from the one index of GET /v1/search (docs/decisions/0040); a page
 * past the end shows the last one. Rejects when the API fails. A query shorter than the API accepts is
 * answered `tooShort` without a call.
 */
export async function searchSite(context: AppLoadContext, query: string, requested: number): Promise<SearchAnswer> {
  // The API refuses control characters; a visitor cannot mean them.
  const q = query.replace(/\p{Cc}+/gu, " ").trim();
  if (q.length < searchMinLength) return { total: 0, page: 1, pageCount: 1, results: [], tooShort: true };
  const ask = (page: number) =>
    getServerApi(context).get("/v1/search", { query: { q, page, pageSize: searchPageSize }, schema: searchPageSchema });
  let answer = await ask(Math.min(requested, maxPage));
  const pageCount = countPages(answer.pagination.total, searchPageSize);
  if (answer.items.length === 0 && answer.pagination.page > pageCount && answer.pagination.total > 0) answer = await ask(pageCount);
  return {
    total: answer.pagination.total,
    page: Math.min(answer.pagination.page, pageCount),
    pageCount,
    results: answer.items.map(toSearchHit),
  };
}
