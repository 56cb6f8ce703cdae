import type { NewsItem } from "@contract/news";

/** Items per page of the news list (docs/product.md §9). */
export const newsPageSize = 20;

/** Address of a news article. */
export function newsHref(code: string): string {
  return `/news/${code}.html`;
}

/** Address of a page of the news list; the first page has no query. */
export function newsPageHref(page: number): string {
  return page <= 1 ? "/news.html" : `/news.html?page=${page}`;
}

/** The ?page= value as a page number: absent means 1; anything but a positive whole number gives null. */
export function parsePageParam(value: string | null): number | null {
  if (value === null || value === "") return 1;
  if (!/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

/** Number of pages for a total, never less than one. */
export function countPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Every article once: the bundled ones, then the server's (the sitemap's list of articles). */
export function mergeFirstPage(bundled: readonly NewsItem[], server: readonly NewsItem[]): NewsItem[] {
  const codes = new Set(bundled.map((item) => item.code));
  return [...bundled, ...server.filter((item) => !codes.has(item.code))];
}

/** The newest first, by the article's date ('YYYY-MM-DD HH:MM:SS' sorts as text); equal dates keep their order. */
export function newestFirst(items: readonly NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}

/**
 * A page of the news list as the page shows it (docs/decisions/0115): page 1 holds what docs/product.md §7 puts on
 * it, the server's news and the articles bundled with the site, but shows the news first, newest first, as the feed
 * a visitor expects, and the bundled brand stories after them as a group of their own («О марке Genesis»); later
 * pages hold the server's news alone.
 */
export type NewsPage = {
  /** The dealer's and the brand's news, newest first. */
  items: NewsItem[];
  /** The stories bundled with the site, on page 1 only (each once, also when the server has the same article). */
  brand: NewsItem[];
  page: number;
  pageCount: number;
  /** True when the server's news could not be loaded and only the bundled articles are shown. */
  degraded: boolean;
};

/**
 * Builds a page of the list from the bundled articles and the server's answer (null when it failed).
 * Returns null for a page past the end, which the route answers with 404.
 */
export function buildNewsPage(
  page: number,
  bundled: readonly NewsItem[],
  server: { items: readonly NewsItem[]; total: number; pageSize: number } | null,
): NewsPage | null {
  if (server === null) {
    // Without the server there is one page: the bundled articles.
    return page === 1 ? { items: [], brand: [...bundled], page: 1, pageCount: 1, degraded: true } : null;
  }
  const pageCount = countPages(server.total, server.pageSize);
  if (page > pageCount) return null;
  if (page > 1) return { items: newestFirst(server.items), brand: [], page, pageCount, degraded: false };
  const codes = new Set(bundled.map((item) => item.code));
  return {
    items: newestFirst(server.items.filter((item) => !codes.has(item.code))),
    brand: [...bundled],
    page,
    pageCount,
    degraded: false,
  };
}

/** «Другие новости» under an article: the newest of the news, then the brand stories, never the article itself. */
export function otherNews(code: string, news: readonly NewsItem[], bundled: readonly NewsItem[], count = 3): NewsItem[] {
  const seen = new Set([code]);
  const picked: NewsItem[] = [];
  for (const item of [...newestFirst(news), ...bundled]) {
    if (picked.length === count) break;
    if (seen.has(item.code)) continue;
    seen.add(item.code);
    picked.push(item);
  }
  return picked;
}

/** Page numbers to link in the pager, with "gap" where a run of pages is skipped: 1 … 4 5 6 … 10. */
export function pagerItems(current: number, pageCount: number): (number | "gap")[] {
  const shown = new Set([1, pageCount, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  for (const n of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === "number" && n - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && n - previous > 2) items.push("gap");
    items.push(n);
  }
  return items;
}
