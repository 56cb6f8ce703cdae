import type { NewsItem } from "@contract/news";
import type { SpecialOffer } from "@contract/special-offer";
import { fetchNewsList } from "~/features/news/news-api.server";
import { staticArticles } from "~/features/news/static-articles";
import { fetchActiveOffers } from "~/features/offers/offers-api.server";
import { stockListSchema, type StockCar } from "@contract/stock";
import { sitemapUrls, sitemapXml } from "~/features/sitemap/sitemap-xml";
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

/** The most stock pages of a hundred the map asks for: 5 000 cars, far beyond a dealer's yard. */
const stockPagesMax = 50;

/** Every car in stock, a hundred at a time (at most 50 requests; the newest first, a longer list is logged). */
async function allStockCars(context: Route.LoaderArgs["context"]): Promise<StockCar[]> {
  const api = getServerApi(context);
  const cars: StockCar[] = [];
  for (let page = 1; page <= stockPagesMax; page++) {
    const list = await api.get("/v1/stock", { service: "dealer", query: { page, pageSize: 100, sort: "newest" }, schema: stockListSchema, logFailure: false });
    cars.push(...list.cars);
    if (page >= list.pages) break;
    if (page === stockPagesMax) logError(`sitemap.xml: в наличии ${list.total} автомобилей, в карту вошли ${cars.length} самых новых`);
  }
  return cars;
}

/**
 * sitemap.xml for search engines, with every car in stock. A car's page has no lastmod: the feeds do not
 * say when a car last changed, and a made-up date would teach search engines to distrust the others. A
 * failed news, offers or stock call is logged and the map goes on with the
 * rest (the pages shipped with the site, the bundled articles), as the HTML sitemap does.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [news, offers, cars] = await Promise.all([
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
  ]);
  const more = cars.map((car) => ({ path: stockCarHref(car.id) }));
  const urls = sitemapUrls({ news: [...staticArticles, ...news], offers, more }, siteBuildDate());
  return new Response(sitemapXml(urls, context.publicConfig.siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
