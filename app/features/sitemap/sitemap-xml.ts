import type { NewsItem } from "@contract/news";
import type { SpecialOffer } from "@contract/special-offer";
import { newsHref } from "~/features/news/news-list";
import { offerHref } from "~/features/offers/offer-card";
import { absoluteUrl } from "~/lib/structured-data";
import { allSitemapEntries, sitemapGroups } from "./sitemap";

/** A page for search engines: its path and the day its content last changed (YYYY-MM-DD). */
/** A page of sitemap.xml; `lastmod` only where the site knows when the page last changed. */
export type SitemapUrl = { path: string; lastmod?: string };

/** What changes without a release: the news and offers the API serves (and, later, other feeds). */
export type SitemapContent = {
  news: readonly Pick<NewsItem, "code" | "date">[];
  offers: readonly Pick<SpecialOffer, "id" | "validFrom">[];
  /** Further pages with their own dates (cars in stock …). */
  more?: readonly SitemapUrl[];
};

/**
 * Every public page once: the pages the HTML sitemap lists (services and the team among them), news
 * and running offers. Pages shipped with the site change with a release, so their date is the
 * build's; news and offers carry their own. Documents (PDFs) and search results are left out.
 */
export function sitemapUrls(content: SitemapContent, buildDate: string): SitemapUrl[] {
  const byPath = new Map<string, SitemapUrl>();
  const add = (url: SitemapUrl) => {
    if (!byPath.has(url.path)) byPath.set(url.path, url);
  };
  add({ path: "/", lastmod: buildDate });
  for (const entry of allSitemapEntries(sitemapGroups)) if (!entry.document) add({ path: entry.path, lastmod: buildDate });
  for (const item of content.news) add({ path: newsHref(item.code), lastmod: item.date.slice(0, 10) });
  for (const offer of content.offers) add({ path: offerHref(offer), lastmod: laterDay(offer.validFrom, buildDate) });
  for (const url of content.more ?? []) add(url);
  return [...byPath.values()].filter((url) => url.path !== "/search.html");
}

/**
 * The most addresses one sitemap file may hold (sitemaps.org: 50 000 URLs, 50 MB). The site's pages, news,
 * offers and every car of three full feeds come to about 32 000, so one file serves (docs/decisions/0067-sitemap-every-car.md).
 */
export const sitemapUrlLimit = 50_000;

/** An offer's page changes when it starts, and with the release that wrote its copy. */
const laterDay = (a: string, b: string) => (a > b ? a : b);

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The sitemap protocol's XML (sitemaps.org 0.9) with absolute addresses on the public origin. */
export function sitemapXml(urls: readonly SitemapUrl[], siteUrl: string): string {
  const lines = urls.map(
    (url) =>
      `  <url><loc>${escapeXml(absoluteUrl(siteUrl, url.path))}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything open but staff pages, search results and the APIs; the sitemap named. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Disallow: /staff",
    "Disallow: /search.html",
    "Disallow: /api/",
    "Disallow: /ru/ru/api/",
    "Disallow: /dealer/",
    "Disallow: /ilsa-offers/",
    "Disallow: /export-master/",
    "Allow: /",
    // Yandex: the same page with UTM tags is one page.
    "Clean-param: utm_source&utm_medium&utm_campaign&utm_content&utm_term",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
