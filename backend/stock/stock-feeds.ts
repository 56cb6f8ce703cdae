// Which feeds the stock reads, from the web process's settings: the used-car export and the new-car
// offers always (the embedded providers when their targets are unset), an Auto.ru feed when given.
import type { FeedFetchOptions } from "./feed-xml";
import { fetchAutoruFeed } from "./autoru";
import { fetchExportMasterFeed } from "./export-master";
import { fetchIlsaOffersFeed } from "./ilsa-offers";
import type { StockFeed } from "./stock-store";

/** Where the feeds are. */
export type StockFeedTargets = {
  /** Base of the stock export provider (the export file is `/export.xml` below it). */
  exportMasterUrl?: string;
  /** Base of the offers provider, the dealer code and the access token. */
  ilsaOffers?: { baseUrl: string; dealerCode: string; token: string };
  /** Full address of a dealer's Auto.ru XML feed. */
  autoruUrl?: string;
  /** Timeout and size cap; tests shorten them. */
  fetch?: Omit<FeedFetchOptions, "signal">;
};

/** The configured feeds, used cars first. */
export function stockFeeds(targets: StockFeedTargets): StockFeed[] {
  const feeds: StockFeed[] = [];
  const fetchOpts = (signal: AbortSignal): FeedFetchOptions => ({ ...targets.fetch, signal });
  const { exportMasterUrl, ilsaOffers, autoruUrl } = targets;
  if (exportMasterUrl) feeds.push({ source: "export-master", read: (now, signal) => fetchExportMasterFeed(exportMasterUrl, now, fetchOpts(signal)) });
  if (ilsaOffers) feeds.push({ source: "ilsa-offers", read: (now, signal) => fetchIlsaOffersFeed(ilsaOffers, now, fetchOpts(signal)) });
  if (autoruUrl) feeds.push({ source: "autoru", read: (now, signal) => fetchAutoruFeed(autoruUrl, now, fetchOpts(signal)) });
  return feeds;
}
