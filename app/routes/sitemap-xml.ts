import type { NewsItem } from "@contract/news";
import type { SpecialOffer } from "@contract/special-offer";
import { fetchNewsList } from "~/features/news/news-api.server";
import { staticArticles } from "~/features/news/static-articles";
import { fetchActiveOffers } from "~/features/offers/offers-api.server";
import { sitemapUrls, sitemapXml } from "~/features/sitemap/sitemap-xml";
import { siteBuildDate } from "~/lib/build-info";
import { errorMessages } from "~/lib/error-messages";
import { logError } from "~/lib/log";
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

/**
 * sitemap.xml for search engines. A failed news or offers call is logged and the map goes on with the
 * rest (the pages shipped with the site, the bundled articles), as the HTML sitemap does.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [news, offers] = await Promise.all([
    allServerNews(context).catch((error: unknown): NewsItem[] => {
      logError(errorMessages.newsListLoadFailed, error);
      return [];
    }),
    fetchActiveOffers(context).catch((error: unknown): SpecialOffer[] => {
      logError(errorMessages.offersLoadFailed, error);
      return [];
    }),
  ]);
  const urls = sitemapUrls({ news: [...staticArticles, ...news], offers }, siteBuildDate());
  return new Response(sitemapXml(urls, context.publicConfig.siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
