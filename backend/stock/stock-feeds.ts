// Which feeds the stock reads, from the web process's settings: the used-car export and the new-car
// offers always (the embedded providers when their targets are unset), an Auto.ru feed when given.
import type { FeedFetchOptions } from "./feed-xml";
import { fetchAutoruFeed } from "./autoru";
import { exportMasterFileUrl, fetchExportMasterFeed } from "./export-master";
import { fetchIlsaOffersFeed, ilsaOffersUrl } from "./ilsa-offers";
import { withAbsoluteAddresses, type FeedCars } from "./reshape";
import type { StockFeed } from "./stock-store";

/** Where the feeds are. */
export type StockFeedTargets = {
  /** Base of the stock export provider (the export file is `/export.xml` below it). */
  exportMasterUrl?: string;
  /** Base of the offers provider, the dealer code and the access token. */
  ilsaOffers?: { baseUrl: string; dealerCode: string; token: string };
  /** Full address of a dealer's Auto.ru XML feed. */
  autoruUrl?: string;
  /**
   * This process's own origin: a feed served from it (an embedded provider) names the site's own
   * pictures by path; another feed's paths are addresses on its server (withAbsoluteAddresses).
   */
  siteOrigin?: string;
  /** Timeout and size cap; tests shorten them. */
  fetch?: Omit<FeedFetchOptions, "signal">;
};

/** The configured feeds, used cars first. */
export function stockFeeds(targets: StockFeedTargets): StockFeed[] {
  const feeds: StockFeed[] = [];
  const fetchOpts = (signal: AbortSignal): FeedFetchOptions => ({ ...targets.fetch, signal });
  const absolute = (feedUrl: string) => (feed: FeedCars) => withAbsoluteAddresses(feed, feedUrl, targets.siteOrigin);
  const { exportMasterUrl, ilsaOffers, autoruUrl } = targets;
  if (exportMasterUrl) {
    feeds.push({ source: "export-master", read: (now, signal) => fetchExportMasterFeed(exportMasterUrl, now, fetchOpts(signal)).then(absolute(exportMasterFileUrl(exportMasterUrl))) });
  }
  if (ilsaOffers) {
    feeds.push({ source: "ilsa-offers", read: (now, signal) => fetchIlsaOffersFeed(ilsaOffers, now, fetchOpts(signal)).then(absolute(ilsaOffersUrl(ilsaOffers.baseUrl, ilsaOffers.dealerCode, ilsaOffers.token))) });
  }
  if (autoruUrl) feeds.push({ source: "autoru", read: (now, signal) => fetchAutoruFeed(autoruUrl, now, fetchOpts(signal)).then(absolute(autoruUrl)) });
  return feeds;
}
