import type { z } from "zod";
import type { Api, Query } from "~/lib/api-client";
import { createCache } from "~/lib/cache";

// One cache for the content the pages read (docs/product.md §4: loaded once per key, not refetched). A minute's
// lifetime lets new content appear without a restart; failures are never kept. Every caller reports a
// failure itself, saying what its page shows instead (logLoadFailure), so the client does not log it too.
const responses = createCache<unknown>({ ttlMs: 60_000, maxSize: 1000 });

/**
 * GET through the shared client, cached per address for a minute; one address is always read with one
 * schema. A failure is not logged here: the caller logs it, with what the visitor gets instead.
 */
export function getCached<S extends z.ZodType>(api: Api, path: string, options: { query?: Query; schema: S }): Promise<z.output<S>> {
  const key = api.url(path, { query: options.query });
  return responses.getOrLoad(key, () => api.get(path, { ...options, logFailure: false })) as Promise<z.output<S>>;
}

/** Forgets every cached answer (tests that serve one address differently from test to test). */
export function clearCachedResponses(): void {
  responses.clear();
}
