import { buildSearchIndex, search } from "./search";
import type { SearchIndex, SearchResult } from "./search";
import { getSiteDocuments } from "./site-documents";

/** Results of a page of the site search (SPEC §9: 10 a page). */
export const searchPageSize = 10;

/** Longest query the search reads; the rest is ignored. */
export const maxQueryLength = 100;

let index: SearchIndex | undefined;

/** Searches the site's pages; the index is built on first use and kept for the life of the process. */
export function searchSite(query: string): SearchResult[] {
  index ??= buildSearchIndex(getSiteDocuments());
  return search(index, query);
}

/** Address of a page of results for a query. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set("page", String(page));
  return `/search.html?${params.toString()}`;
}
