// Which kept page a request asks for (docs/decisions/0086, "The key"): the forwarded protocol, host, path with
// query (click identifiers left out) and the variant; a request with personal state, a staff page or a method
// other than GET and HEAD asks for none.
import type { IncomingMessage } from "node:http";

/** A page as the cache knows it: its key, the address it is rendered for, and its variant. */
export type PageKey = { key: string; url: string; variant: string };

/**
 * Query parameters an ad network or a search engine adds to name one click (Yandex adds `ysclid` to every
 * result a visitor follows, Google Ads `gclid`): no page reads them, and a new value comes with each
 * visit, so they are no part of which page is kept and rendered. UTM tags are: a form without JavaScript
 * sends the ones of its page (docs/decisions/0039, addendum).
 */
export const clickIdParams: ReadonlySet<string> = new Set([
  "ysclid",
  "yclid",
  "ymclid",
  "_openstat",
  "gclid",
  "gbraid",
  "wbraid",
  "gad_source",
  "dclid",
  "fbclid",
  "msclkid",
  "_gl",
]);

/** The request target without click identifiers (the rest of the query as it came, in its order). */
export function withoutClickIds(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const parts = url.slice(queryStart + 1).split("&");
  const kept = parts.filter((part) => {
    const name = part.split("=", 1)[0] ?? "";
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, " "));
    } catch {
      // A malformed name is nobody's click identifier: it stays.
    }
    return !clickIdParams.has(decoded.toLowerCase());
  });
  if (kept.length === parts.length) return url;
  const path = url.slice(0, queryStart);
  return kept.length > 0 ? `${path}?${kept.join("&")}` : path;
}

export type PageKeying = {
  /** Whether this request carries personal state (a staff session) and must not meet the cache. */
  isPersonal: (req: IncomingMessage) => boolean;
  /** The variant of the page a request gets ("" for the default), from its Cookie header. */
  variantOf: (cookieHeader: string | undefined) => string;
};

/** The page a request asks for, or null when the request must not meet the cache. */
export function pageKeyOf(req: IncomingMessage, keying: PageKeying): PageKey | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = withoutClickIds(req.url ?? "/");
  if (url === "/staff" || url.startsWith("/staff/") || url.startsWith("/staff?") || keying.isPersonal(req)) return null;
  const variant = keying.variantOf(req.headers.cookie);
  const proto = req.headers["x-forwarded-proto"] ?? "";
  return { key: `${String(proto)}|${req.headers.host ?? ""}|${url}|${variant}`, url, variant };
}
