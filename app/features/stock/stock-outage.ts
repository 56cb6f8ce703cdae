import { ApiError } from "~/lib/api-client";

/**
 * Whether a failed call to the dealer's stock is an outage the page can live with (no answer, a time-out,
 * a 5xx), rather than a request of ours the API refused (4xx), which stays an error.
 */
export function isStockOutage(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 0;
}

/** How a page that says the stock did not answer is sent: 503, and kept by no cache (the page cache, a CDN), so it never outlives the outage. */
export const stockOutageInit = { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "60" } } as const;
