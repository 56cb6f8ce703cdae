import { buildSearchIndex, search } from "./search";
import type { SearchIndex, SearchResult } from "./search";
import { getSiteDocuments } from "./site-documents";

let index: SearchIndex | undefined;

/** Searches the site's pages; the index is built on first use and kept for the life of the process. */
export function searchSite(query: string): SearchResult[] {
  index ??= buildSearchIndex(getSiteDocuments());
  return search(index, query);
}
