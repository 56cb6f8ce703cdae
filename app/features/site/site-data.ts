import { useRouteLoaderData } from "react-router";
import type { ConsentSummary } from "@contract/consent-documents";
import type { Model } from "@contract/model";
import type { NewsItem } from "@contract/news";
import type { SiteOptions as LoadedOptions } from "./load-options";
import type { DeferredValue } from "~/components/ui/deferred";
import type { PublicConfig } from "~/lib/public-config";

/** Options as the site holds them (docs/product.md §3): merged general and dealer options plus the derived support phone. */
export type SiteOptions = LoadedOptions;

/** A news item as the footer and the home page list it: what they show, not the article. */
export type NewsHeadline = Pick<NewsItem, "id" | "code" | "name" | "date" | "preview_description">;

/** What the root loader gives every page: options, the models menu, footer news and public settings. */
export type SiteData = {
  options: SiteOptions;
  models: Model[];
  /** The consent versions in effect, one of each kind, that every lead form links and sends (docs/decisions/0101). */
  consents: ConsentSummary[];
  /** Deferred: streamed after the first byte when the news backend is slower than the critical data. */
  footerNews: DeferredValue<NewsHeadline[]>;
  publicConfig: PublicConfig;
};

/** The root loader's data, for any component below the root. */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData("root") as SiteData | undefined;
  if (!data) throw new Error("useSiteData: нет данных корневого маршрута");
  return data;
}
