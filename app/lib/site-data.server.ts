import type { AppLoadContext } from "react-router";
import { modelListSchema } from "@contract/model";
import { newsListSchema } from "@contract/news";
import { getCached } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { getServerApi } from "~/lib/server-api.server";
import type { SiteData } from "~/lib/site-data";
import { loadOptions } from "~/features/options/load-options";

const FOOTER_NEWS = { page: 1, pageSize: 10 } as const;

/** Loads what every page needs (options, models menu, 10 footer news), cached per process; failures degrade to empty lists. */
export async function loadSiteData(context: AppLoadContext): Promise<SiteData> {
  const api = getServerApi(context);
  const [options, models, news] = await Promise.all([
    loadOptions(api),
    getCached(api, "/v1/model", { schema: modelListSchema })
      .catch((error: unknown) => {
        console.error(`Не удалось получить список моделей: ${String(error)}`);
        return [];
      }),
    getCached(api, "/v1/news", { query: FOOTER_NEWS, schema: newsListSchema })
      .then((list) => list.items)
      .catch((error: unknown) => {
        console.error(`${errorMessages.newsListLoadFailed}: ${String(error)}`);
        return [];
      }),
  ]);
  return {
    options,
    models,
    footerNews: news,
    publicConfig: context.publicConfig,
  };
}
