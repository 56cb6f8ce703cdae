import type { AppLoadContext } from "react-router";
import type { NewsList } from "@contract/news";
import type { SpecialOffer } from "@contract/special-offer";
import { fetchNewsList } from "~/features/news/news-api.server";
import { countPages } from "~/features/news/news-list";
import { loadActiveOffers } from "~/features/offers/offers-api.server";
import { errorMessages } from "~/lib/error-messages";
import { newsDocuments, offerDocuments } from "./api-documents";
import { buildSearchIndex, search } from "./search";
import type { SearchDocument, SearchIndex, SearchResult } from "./search";
import { getSiteDocuments } from "./site-documents";
import { logError } from "~/lib/log";
import { stockListSchema, type StockCar } from "@contract/stock";
import { stockDocuments } from "~/features/stock/stock-search-documents";
import { getServerApi } from "~/lib/server-api.server";

/** What the API adds to the site's own pages: the pages of the server's news list and the running offers; null where a load failed. */
export type SearchSources = { news: readonly NewsList[] | null; offers: readonly SpecialOffer[] | null; stock?: readonly StockCar[] | null };

/** Cars read for the search: the newest hundred (GET /v1/stock's largest page). */
async function loadStock(context: AppLoadContext): Promise<StockCar[] | null> {
  try {
    return (await getServerApi(context).get("/v1/stock", { service: "dealer", query: { pageSize: 100, sort: "newest" }, schema: stockListSchema })).cars;
  } catch (error) {
    logError("Автомобили в наличии для поиска не загрузились", error);
    return null;
  }
}

/** Items asked for a page when reading the whole news list: the most GET /v1/news allows. */
const newsBatch = 100;
/** Pages of the news list read at most, so an odd total cannot make one search send many calls. */
const maxNewsPages = 10;

/**
 * Every page of the server's news list (each page cached for a minute by fetchNewsList), or null when any
 * call fails: the failure is logged once and the search goes on without the server's news.
 */
async function loadAllNews(context: AppLoadContext): Promise<NewsList[] | null> {
  try {
    const first = await fetchNewsList(context, { page: 1, pageSize: newsBatch });
    const pageCount = Math.min(countPages(first.pagination.total, first.pagination.pageSize), maxNewsPages);
    const rest = await Promise.all(
      Array.from({ length: pageCount - 1 }, (_, i) => fetchNewsList(context, { page: i + 2, pageSize: newsBatch })),
    );
    return [first, ...rest];
  } catch (error) {
    logError(errorMessages.newsListLoadFailed, error);
    return null;
  }
}

/** Loads the API's news, offers and cars together; never rejects (each load logs its own failure). */
async function loadSearchSources(context: AppLoadContext): Promise<SearchSources> {
  const [news, offers, stock] = await Promise.all([loadAllNews(context), loadActiveOffers(context), loadStock(context)]);
  return { news, offers, stock };
}

function sameSources(a: SearchSources, b: SearchSources): boolean {
  if (a.offers !== b.offers || a.stock !== b.stock) return false;
  if (a.news === null || b.news === null) return a.news === b.news;
  return a.news.length === b.news.length && a.news.every((page, i) => page === b.news?.[i]);
}

/** Settings of {@link createSiteSearch}; tests inject the builder to count builds. */
export type SiteSearchOptions = {
  build?: (documents: readonly SearchDocument[]) => SearchIndex;
  siteDocuments?: () => SearchDocument[];
};

/** A site search: the site's own pages plus the API's news and offers, in one index kept until they change. */
export type SiteSearch = {
  search(context: AppLoadContext, query: string): Promise<SearchResult[]>;
  /** The index for these sources: the kept one when they are the same, a new one when they changed. */
  indexFor(sources: SearchSources): SearchIndex;
};

/**
 * Creates a site search. The index is rebuilt only when its inputs change: the answers the API cache hands
 * back are the same objects while cached, so the same objects mean the same index at no cost; new objects
 * (the cache expired, a call failed or recovered) are turned into documents and compared by content, so a
 * minute's refetch of unchanged news and offers does not rebuild it either.
 */
export function createSiteSearch(options: SiteSearchOptions = {}): SiteSearch {
  const build = options.build ?? buildSearchIndex;
  const readSiteDocuments = options.siteDocuments ?? getSiteDocuments;
  let siteDocuments: SearchDocument[] | undefined;
  let kept: { sources: SearchSources; key: string; index: SearchIndex } | undefined;

  function indexFor(sources: SearchSources): SearchIndex {
    if (kept && sameSources(kept.sources, sources)) return kept.index;
    const apiDocuments = [
      ...newsDocuments((sources.news ?? []).flatMap((page) => page.items)),
      ...offerDocuments(sources.offers ?? []),
      ...stockDocuments(sources.stock ?? []),
    ];
    const key = JSON.stringify(apiDocuments);
    if (kept && kept.key === key) {
      kept = { ...kept, sources };
      return kept.index;
    }
    siteDocuments ??= readSiteDocuments();
    // The site's own document of a path wins over the API's (a bundled article over a server item).
    const paths = new Set(siteDocuments.map((doc) => doc.path));
    const documents = [...siteDocuments];
    for (const doc of apiDocuments) {
      if (paths.has(doc.path)) continue;
      paths.add(doc.path);
      documents.push(doc);
    }
    const index = build(documents);
    kept = { sources, key, index };
    return index;
  }

  return {
    indexFor,
    async search(context, query) {
      return search(indexFor(await loadSearchSources(context)), query);
    },
  };
}

const siteSearch = createSiteSearch();

/** Searches the site's pages, the server's news and the running offers with one index per process. */
export function searchSite(context: AppLoadContext, query: string): Promise<SearchResult[]> {
  return siteSearch.search(context, query);
}
