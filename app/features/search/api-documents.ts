import type { NewsItem } from "@contract/news";
import type { SpecialOffer } from "@contract/special-offer";
import { newsHref } from "~/features/news/news-list";
import { staticArticles } from "~/features/news/static-articles";
import { offerHref } from "~/features/offers/offer-card";
import type { SearchDocument } from "./search";
import { htmlToText } from "./site-documents";

/**
 * The server's news as search documents: active items only, and none whose code a bundled article has
 * (the bundled article wins, as on the news list; the site's own documents already hold it).
 */
export function newsDocuments(items: readonly NewsItem[]): SearchDocument[] {
  const bundled = new Set(staticArticles.map((article) => article.code));
  const seen = new Set<string>();
  const documents: SearchDocument[] = [];
  for (const item of items) {
    if (!item.active || bundled.has(item.code) || seen.has(item.code)) continue;
    seen.add(item.code);
    documents.push({
      path: newsHref(item.code),
      title: item.name,
      description: item.preview_description,
      text: htmlToText(item.description),
      section: "Новости",
    });
  }
  return documents;
}

/**
 * The running offers as search documents: title, lead, text and terms, but not the small print every offer
 * shares. Offers not running (their pages are 404 or a notice) are left out even if a list holds them.
 */
export function offerDocuments(offers: readonly SpecialOffer[]): SearchDocument[] {
  return offers
    .filter((offer) => offer.status === "active")
    .map((offer) => ({
      path: offerHref(offer),
      title: offer.title,
      description: offer.short,
      text: [...offer.full, ...offer.terms].join("\n"),
      section: "Специальные предложения",
    }));
}
