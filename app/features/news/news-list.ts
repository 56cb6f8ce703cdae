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

/** The first page of the list: bundled articles first, then the server's items (docs/product.md §7), each article once. */
export function mergeFirstPage(bundled: readonly NewsItem[], server: readonly NewsItem[]): NewsItem[] {
  const codes = new Set(bundled.map((item) => item.code));
  return [...bundled, ...server.filter((item) => !codes.has(item.code))];
}

/** A page of the news list as the page shows it. */
export type NewsPage = {
  items: NewsItem[];
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
    return page === 1 ? { items: [...bundled], page: 1, pageCount: 1, degraded: true } : null;
  }
  const pageCount = countPages(server.total, server.pageSize);
  if (page > pageCount) return null;
  const items = page === 1 ? mergeFirstPage(bundled, server.items) : [...server.items];
  return { items, page, pageCount, degraded: false };
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
