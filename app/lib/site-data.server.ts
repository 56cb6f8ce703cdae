import type { AppLoadContext } from "react-router";
import type { SiteData } from "~/lib/site-data";

/** Loads what every page needs (options, models menu, 10 footer news). Failures degrade to empty data. */
export async function loadSiteData(context: AppLoadContext): Promise<SiteData> {
  const get = async <T,>(path: string, fallback: T): Promise<T> => {
    try {
      const res = await fetch(`${context.apiBaseUrl}${path}`, { signal: AbortSignal.timeout(10_000) });
      const body = (await res.json()) as { success: boolean; data: T };
      return body.success ? body.data : fallback;
    } catch (error) {
      console.error(`Не удалось загрузить ${path}:`, error);
      return fallback;
    }
  };
  const [general, dealer, models, news] = await Promise.all([
    get<Record<string, unknown>>("/v1/options", {}),
    get<Record<string, unknown>>("/v1/options?dealer=1", {}),
    get<SiteData["models"]>("/v1/model", []),
    get<{ items: SiteData["footerNews"] }>("/v1/news?page=1&pageSize=10", { items: [] }),
  ]);
  const merged = { ...general, ...dealer };
  return {
    options: { ...merged, phone: typeof merged.dealer_phone === "string" ? merged.dealer_phone : null, headerWithPhone: true, isContactsText: true, leadsApiBase: "/api/" },
    models,
    footerNews: news.items,
    publicConfig: context.publicConfig,
  };
}
