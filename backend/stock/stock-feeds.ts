// Which feeds the stock reads, from the web process's settings: the used-car export and the new-car
// offers always (the embedded providers when their targets are unset), an Auto.ru and an Avito feed when given.
import type { FeedFetchOptions } from "./feed-xml";
import { fetchAutoruFeed, type AutoruSection } from "./autoru";
import { fetchAvitoFeed } from "./avito";
import type { CarIdKey } from "./car-ids";
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
  /** What the Auto.ru feed holds (AUTORU_FEED_SECTION): new, used, or `auto` to infer each car's condition. */
  autoruSection?: AutoruSection;
  /** Full address of a dealer's Avito autoload XML feed. */
  avitoUrl?: string;
  /**
   * This process's own origin: a feed served from it (an embedded provider) names the site's own
   * pictures by path; another feed's paths are addresses on its server (withAbsoluteAddresses).
   */
  siteOrigin?: string;
  /** Timeout and size cap; tests shorten them. */
  fetch?: Omit<FeedFetchOptions, "signal">;
};

/**
 * The configured feeds, used cars first. `ids` gives the key of the cars' ids (car-ids.ts) once the
 * database is open: a car without an id of its own is known by a keyed hash of its VIN.
 */
export function stockFeeds(targets: StockFeedTargets, ids: () => Promise<CarIdKey>): StockFeed[] {
  const feeds: StockFeed[] = [];
  const fetchOpts = (signal: AbortSignal): FeedFetchOptions => ({ ...targets.fetch, signal });
  const absolute = (feedUrl: string) => (feed: FeedCars) => withAbsoluteAddresses(feed, feedUrl, targets.siteOrigin);
  const { exportMasterUrl, ilsaOffers, autoruUrl, avitoUrl } = targets;
  if (exportMasterUrl) {
    feeds.push({
      source: "export-master",
      read: async (now, signal) =>
        fetchExportMasterFeed(exportMasterUrl, now, fetchOpts(signal), await ids()).then(absolute(exportMasterFileUrl(exportMasterUrl))),
    });
  }
  if (ilsaOffers) {
    feeds.push({
      source: "ilsa-offers",
      read: async (now, signal) =>
        fetchIlsaOffersFeed(ilsaOffers, now, fetchOpts(signal), await ids()).then(
          absolute(ilsaOffersUrl(ilsaOffers.baseUrl, ilsaOffers.dealerCode, ilsaOffers.token)),
        ),
    });
  }
  if (autoruUrl) {
    const section = targets.autoruSection ?? "auto";
    feeds.push({
      source: "autoru",
      read: async (now, signal) =>
        fetchAutoruFeed(autoruUrl, now, fetchOpts(signal), { section, ids: await ids() }).then(absolute(autoruUrl)),
    });
  }
  if (avitoUrl) {
    feeds.push({
      source: "avito",
      read: async (now, signal) => fetchAvitoFeed(avitoUrl, now, fetchOpts(signal), await ids()).then(absolute(avitoUrl)),
    });
  }
  return feeds;
}
