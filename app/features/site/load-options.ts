import { optionsSchema } from "@contract/options";
import type { Options } from "@contract/options";
import { z } from "zod";
import type { Api } from "~/lib/api-client";
import { createCache } from "~/lib/cache";
import type { CacheOptions } from "~/lib/cache";
import { errorMessages } from "~/lib/error-messages";
import { normalizeSupportPhone } from "~/lib/phone";
import { failureReason, logError } from "~/lib/log";

/** Options the site renders with (docs/product.md §3): backend options plus the support phone and configured flags. */
export type SiteOptions = Options & {
  phone: string | null;
  headerWithPhone: boolean;
  isContactsText: boolean;
  /** Base address of the leads API, ending with /api/. */
  leadsApiBase: string;
};

/** Parameters of {@link loadOptions}. */
export type LoadOptionsParams = {
  /** Base address of the leads API; "/api/" (the embedded backend) when not given. */
  leadsApiBase?: string;
};

/** Leads API base used when none is configured. */
const defaultLeadsApiBase = "/api/";

// Some backends encode an empty options map as [] (PHP arrays): read it as no options.
const backendOptionsSchema = z.preprocess((value) => (Array.isArray(value) && value.length === 0 ? {} : value), optionsSchema);

/** Options to render with when none could be loaded. */
export function emptyOptions(params: LoadOptionsParams = {}): SiteOptions {
  return withSiteSettings({}, params);
}

/** Creates an options loader with its own cache; the app uses the shared {@link loadOptions}. */
export function createOptionsLoader(cacheOptions: CacheOptions = {}) {
  const cache = createCache<Options>({ maxSize: 8, ...cacheOptions });

  const load = function loadOptions(api: Api, params: LoadOptionsParams = {}): Promise<SiteOptions> {
    // Keyed by address so two backends (e.g. tests, or a staging proxy) never share options.
    const key = api.url("/v1/options");
    return cache
      .getOrLoad(key, () => fetchOptions(api))
      .then(
        (options) => withSiteSettings(options, params),
        // Not cached by the cache, so the next page render tries again.
        () => emptyOptions(params),
      );
  };
  // The content changed (the studio published the contacts): the next page reads the options afresh.
  return Object.assign(load, { forget: () => cache.clear() });
}

/**
 * Loads general and dealer options once per process and merges them (docs/product.md §3, §4, §7).
 * A failure is logged and gives empty options; it is retried on the next call.
 */
export const loadOptions = createOptionsLoader();

/** What the pages show while the options cannot be had (emptyOptions). */
const optionsFallback = "страницы показаны без опций: без телефона в шапке и подвале, контакты дилера — из текста сайта";

async function fetchOptions(api: Api): Promise<Options> {
  try {
    const [general, dealer] = await Promise.all([
      api.get("/v1/options", { schema: backendOptionsSchema, logFailure: false }),
      api.get("/v1/options", { query: { dealer: 1 }, schema: backendOptionsSchema, logFailure: false }),
    ]);
    return { ...general, ...dealer };
  } catch (error) {
    // Logged here, inside the shared load, so concurrent callers produce one line, not one each; the
    // client leaves a network failure to this line (docs/product.md §8's «Не удалось получить опции: {reason}»,
    // the reason naming the address), which says what the pages show meanwhile.
    logError(errorMessages.optionsLoadFailed(`${failureReason(error)} — ${optionsFallback}`), error);
    throw error;
  }
}

function withSiteSettings(options: Options, params: LoadOptionsParams): SiteOptions {
  const leadsApiBase = params.leadsApiBase ?? defaultLeadsApiBase;
  return {
    ...options,
    phone: normalizeSupportPhone(options.dealer_phone),
    headerWithPhone: true,
    isContactsText: true,
    leadsApiBase: leadsApiBase.endsWith("/") ? leadsApiBase : `${leadsApiBase}/`,
  };
}
