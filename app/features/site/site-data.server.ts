import type { AppLoadContext } from "react-router";
import { consentListSchema } from "@contract/consents";
import { modelListSchema } from "@contract/model";
import { newsListSchema } from "@contract/news";
import { getCached } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { getServerApi } from "~/lib/server-api.server";
import type { NewsHeadline, SiteData } from "./site-data";
import { loadOptions } from "./load-options";
import { logLoadFailure } from "~/lib/log";
import { settledOrPending } from "~/components/ui/deferred";

const FOOTER_NEWS = { page: 1, pageSize: 10 } as const;

/**
 * Loads what every page needs, cached per process; failures degrade to empty lists. Options and the
 * models menu are critical: the page waits for them. The footer news are secondary: they go into the
 * page when they are there by the time the critical data is, else they stream in after the first
 * byte, so a slow news backend never holds a page up.
 */
export async function loadSiteData(context: AppLoadContext): Promise<SiteData> {
  const api = getServerApi(context);
  const news = getCached(api, "/v1/news", { query: FOOTER_NEWS, schema: newsListSchema })
    // Every page carries these in its data: the headlines only, not the ten articles' texts.
    .then((list) =>
      list.items.map(({ id, code, name, date, preview_description }): NewsHeadline => ({ id, code, name, date, preview_description })),
    )
    .catch((error: unknown) => {
      logLoadFailure(errorMessages.newsListLoadFailed, error, "в подвале страниц и на главной нет новостей");
      return [];
    });
  // The consent versions every form links and sends (docs/decisions/0101): without them a form links the
  // consent page and sends no version, and the backend records the versions in effect.
  const consents = getCached(api, "/v1/consents", { schema: consentListSchema })
    .then((list) => list.current)
    .catch((error: unknown) => {
      logLoadFailure(errorMessages.consentsLoadFailed, error, "формы ссылаются на страницу согласий без номера редакции");
      return [];
    });
  const [options, models, current] = await Promise.all([
    loadOptions(api),
    getCached(api, "/v1/model", { schema: modelListSchema }).catch((error: unknown) => {
      logLoadFailure(errorMessages.modelsLoadFailed, error, "меню моделей в шапке и списки моделей — без данных API");
      return [];
    }),
    consents,
  ]);
  return {
    options,
    models,
    consents: current,
    footerNews: (await settledOrPending(news)).value,
    publicConfig: context.publicConfig,
  };
}
