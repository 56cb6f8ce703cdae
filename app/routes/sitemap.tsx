import { PageHeader } from "~/components/ui/page-header";
import { fetchNewsList } from "~/features/news/news-api.server";
import { mergeFirstPage } from "~/features/news/news-list";
import { staticArticles } from "~/features/news/static-articles";
import { sitemapWithNews, sitemapWithTeam } from "~/features/sitemap/sitemap";
import { loadTeamQuietly } from "~/features/company/people-api.server";
import { SitemapView } from "~/features/sitemap/sitemap-view";
import { stockListSchema, type StockCar } from "@contract/stock";
import { stockSitemapGroup } from "~/features/stock/stock-sitemap";
import { getServerApi } from "~/lib/server-api.server";
import { errorMessages } from "~/lib/error-messages";
import { pageMeta } from "~/lib/meta";
import { logLoadFailure } from "~/lib/log";
import { PagePicture } from "~/features/visuals/page-picture";
import { pagePictureFor } from "~/features/visuals/page-pictures";
import type { Route } from "./+types/sitemap";

/** Sitemap: every static page of the route table, grouped, with the news articles (bundled and the server's), the team and the cars in stock. */
export async function loader({ context }: Route.LoaderArgs) {
  let serverNews: Awaited<ReturnType<typeof fetchNewsList>>["items"] = [];
  let cars: StockCar[] = [];
  const stock = getServerApi(context)
    .get("/v1/stock", { service: "dealer", query: { pageSize: 100, sort: "newest" }, schema: stockListSchema, logFailure: false })
    .then((list) => {
      cars = list.cars;
    })
    .catch((error: unknown) =>
      logLoadFailure("Автомобили в наличии для карты сайта не загрузились", error, "на карте сайта нет автомобилей в наличии"),
    );
  const team = loadTeamQuietly(context);
  try {
    serverNews = (await fetchNewsList(context, { page: 1, pageSize: 100 })).items;
  } catch (error) {
    logLoadFailure(errorMessages.newsListLoadFailed, error, "на карте сайта только статьи, встроенные в сайт");
  }
  await stock;
  return { groups: [...sitemapWithTeam(sitemapWithNews(mergeFirstPage(staticArticles, serverNews)), await team), stockSitemapGroup(cars)] };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Карта сайта",
    description: "Все разделы сайта Genesis Химки: модели и их страницы, покупка, владельцам, компания, новости и правовая информация.",
  });

export default function SitemapRoute({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <>
      <PageHeader
        title="Карта сайта"
        lead="Все разделы сайта на одной странице: модели, покупка, обслуживание, компания, новости и документы."
      />
      <SitemapView groups={groups} />
      <PagePicture picture={pagePictureFor("/sitemap.html")} place="closing" />
    </>
  );
}
