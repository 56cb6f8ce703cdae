import type { NewsItem } from "@contract/news";
import type { SpecialOffer } from "@contract/special-offer";
import { loadTeamQuietly } from "~/features/company/people-api.server";
import { workerHref } from "~/features/company/worker-card";
import { fetchNewsList } from "~/features/news/news-api.server";
import { staticArticles } from "~/features/news/static-articles";
import { fetchActiveOffers } from "~/features/offers/offers-api.server";
import { stockListSchema, type StockCar } from "@contract/stock";
import { sitemapUrlLimit, sitemapUrls, sitemapXml } from "~/features/sitemap/sitemap-xml";
import { stockCarHref } from "~/features/stock/stock-card";
import { getServerApi } from "~/lib/server-api.server";
import { siteBuildDate } from "~/lib/build-info";
import { errorMessages } from "~/lib/error-messages";
import { logError, logLoadFailure } from "~/lib/log";
import type { Route } from "./+types/sitemap-xml";

/** Every page of the server's news, a hundred at a time (at most 20 requests). */
async function allServerNews(context: Route.LoaderArgs["context"]): Promise<NewsItem[]> {
  const items: NewsItem[] = [];
  for (let page = 1; page <= 20; page++) {
    const list = await fetchNewsList(context, { page, pageSize: 100 });
    items.push(...list.items);
    if (list.items.length < 100 || items.length >= list.pagination.total) break;
  }
  return items;
}

/** How many stock pages of a hundred the map asks for at once. */
const stockPagesAtOnce = 4;

/**
 * Every car in stock, newest first, a hundred at a time: the first page says how many pages there are,
 * the rest are asked for a few at once. The stock is bounded by its feeds (10 000 cars each, ADR 0055),
 * so the map lists every car (docs/decisions/0067-sitemap-every-car.md).
 */
async function allStockCars(context: Route.LoaderArgs["context"]): Promise<StockCar[]> {
  const api = getServerApi(context);
  const stockPage = (page: number) =>
    api.get("/v1/stock", { service: "dealer", query: { page, pageSize: 100, sort: "newest" }, schema: stockListSchema, logFailure: false });
  const first = await stockPage(1);
  const cars = [...first.cars];
  for (let from = 2; from <= first.pages; from += stockPagesAtOnce) {
    const pages = Array.from({ length: Math.min(stockPagesAtOnce, first.pages - from + 1) }, (_, i) => from + i);
    for (const list of await Promise.all(pages.map(stockPage))) cars.push(...list.cars);
  }
  return cars;
}

/**
 * sitemap.xml for search engines, with every car in stock. A car's page has no lastmod: the feeds do not
 * say when a car last changed, and a made-up date would teach search engines to distrust the others. A
 * failed news, offers, team or stock call is logged and the map goes on with the
 * rest (the pages shipped with the site, the bundled articles), as the HTML sitemap does.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [news, offers, cars, team] = await Promise.all([
    allServerNews(context).catch((error: unknown): NewsItem[] => {
      logLoadFailure(errorMessages.newsListLoadFailed, error, "в sitemap.xml только статьи, встроенные в сайт");
      return [];
    }),
    fetchActiveOffers(context).catch((error: unknown): SpecialOffer[] => {
      logLoadFailure(errorMessages.offersLoadFailed, error, "в sitemap.xml нет спецпредложений");
      return [];
    }),
    allStockCars(context).catch((error: unknown): StockCar[] => {
      logLoadFailure("Автомобили в наличии для sitemap.xml не загрузились", error, "в sitemap.xml нет автомобилей");
      return [];
    }),
    loadTeamQuietly(context),
  ]);
  // The team's pages change when staff publish, which the API does not date: no lastmod, as for the cars.
  const more = [...team.map((worker) => ({ path: workerHref(worker) })), ...cars.map((car) => ({ path: stockCarHref(car.id) }))];
  const urls = sitemapUrls({ news: [...staticArticles, ...news], offers, more }, siteBuildDate());
  // Past the protocol's limit a search engine would refuse the whole file: the site's own pages come
  // first, so only the last cars in stock would be left out, and the log says so.
  if (urls.length > sitemapUrlLimit)
    logError(`sitemap.xml: ${urls.length} адресов больше допустимых ${sitemapUrlLimit}, в карту вошли первые ${sitemapUrlLimit}`);
  return new Response(sitemapXml(urls.slice(0, sitemapUrlLimit), context.publicConfig.siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
