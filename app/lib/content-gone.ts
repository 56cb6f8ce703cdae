// An item the dealer's staff took off the site (the studio, docs/decisions/0074): the API answers 410
// with where visitors go now, or none.
import { ApiError } from "./api-client";

/** The page a taken-down item sends visitors to (a path of this site), null for «gone»; undefined when `error` is no 410. */
export function goneTarget(error: unknown): string | null | undefined {
  if (!(error instanceof ApiError) || error.status !== 410) return undefined;
  const to = (error.body as { data?: { redirect?: unknown } } | null)?.data?.redirect;
  return typeof to === "string" && /^\/[a-z0-9/._-]*$/.test(to) ? to : null;
}
