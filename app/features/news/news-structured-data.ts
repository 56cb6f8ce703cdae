import type { NewsItem } from "@contract/news";
import { absoluteUrl, type JsonLdThing } from "~/lib/structured-data";
import { newsHref } from "./news-list";

/** A news date ('YYYY-MM-DD HH:MM:SS', Moscow time) in ISO 8601 with Moscow's offset (no DST since 2014). */
export function moscowIsoDate(date: string): string {
  return `${date.replace(" ", "T")}+03:00`;
}

/** Search engines show at most 110 characters of a headline. */
const headline = (name: string) => (name.length <= 110 ? name : `${name.slice(0, 109).trimEnd()}…`);

/**
 * A news article as schema.org `NewsArticle`: headline, picture, dates in Moscow time, and the dealer as
 * its author and publisher.
 */
export function newsArticleData(
  item: Pick<NewsItem, "code" | "name" | "date" | "preview_file"> & { description: string },
  dealerName: string,
  siteUrl: string | null,
): JsonLdThing {
  const dealer = { "@type": "Organization", name: dealerName, url: absoluteUrl(siteUrl, "/") };
  const url = absoluteUrl(siteUrl, newsHref(item.code));
  return {
    "@type": "NewsArticle",
    "@id": url,
    mainEntityOfPage: url,
    url,
    headline: headline(item.name),
    description: item.description,
    image: [absoluteUrl(siteUrl, item.preview_file)],
    datePublished: moscowIsoDate(item.date),
    dateModified: moscowIsoDate(item.date),
    inLanguage: "ru-RU",
    author: dealer,
    publisher: { ...dealer, logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/favicon.svg") } },
  };
}
