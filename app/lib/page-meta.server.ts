import type { AppLoadContext } from "react-router";
import { type PageMeta, pageMetaSchema } from "@contract/page-meta";
import { ApiError } from "~/lib/api-client";
import { createCache } from "~/lib/cache";
import { errorMessages } from "~/lib/error-messages";
import { getServerApi } from "~/lib/server-api.server";
import { logLoadFailure } from "~/lib/log";

/** Longest route the meta API accepts; longer paths are no page of the site anyway. */
const maxRouteLength = 300;

// Keyed by path, so made-up paths add keys too: the LRU bound keeps them from piling up.
const metaCache = createCache<PageMeta | null>({ ttlMs: 60_000, maxSize: 500 });

/** Forgets every kept meta row: the content changed. */
export function forgetPageMeta(): void {
  metaCache.clear();
}

/**
 * The /v1/meta row of a path (docs/product.md §7), cached per path for a minute; null when the API has no row
 * (404) or fails — a failure is logged to the console only (docs/product.md §8) and the route's own meta is used.
 */
export async function loadPageMeta(context: AppLoadContext, pathname: string): Promise<PageMeta | null> {
  if (pathname.length > maxRouteLength) return null;
  const api = getServerApi(context);
  const query = { route: pathname };
  try {
    return await metaCache.getOrLoad(api.url("/v1/meta", { query }), async () => {
      try {
        return await api.get("/v1/meta", { query, schema: pageMetaSchema, logFailure: false });
      } catch (error) {
        // No row for this path is an answer, not a failure: cache it like one.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    });
  } catch (error) {
    logLoadFailure(`${errorMessages.metaLoadFailed} (${pathname})`, error, "страница показана со своими заголовком и описанием");
    return null;
  }
}
