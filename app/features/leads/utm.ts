// Where the visit came from (docs/decisions/0114): the landing page's UTM tags, Yandex Direct's click id (`yclid`)
// and the landing page itself, kept in sessionStorage for the visit, because the visitor usually sends a form pages
// later. This part is the site shell's (every page remembers its visit's first one); what the forms read is in
// visit-source.ts, loaded with them.
import { useEffect } from "react";
import { useLocation } from "react-router";

export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;
export type UtmKey = (typeof utmKeys)[number];
export type Utm = Partial<Record<UtmKey, string>>;

/** The landing page's tags, its click id and its address, as the lead form sends them. */
export type LandingSource = Utm & { yclid?: string; landing_page?: string };

/** Where the landing page's source is kept for the visit. */
export const landingStorageKey = "genesis-landing-utm";
const maxLength = 200;
/** As the contract's `landingPageLimit`: an ad's address with its tags fits. */
export const maxLandingLength = 1000;

/** The UTM tags of a query string (`?utm_source=…`), blank ones left out. */
export function readUtm(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, maxLength);
  }
  return utm;
}

/** A page's tags, Direct's click id (digits only) and its address with the query, as the landing page of a visit. */
export function readLandingSource(location: { pathname: string; search: string }): LandingSource {
  const source: LandingSource = readUtm(location.search);
  const yclid = new URLSearchParams(location.search).get("yclid")?.trim();
  if (yclid && /^\d{1,40}$/.test(yclid)) source.yclid = yclid;
  const address = location.pathname + location.search;
  if (address.length <= maxLandingLength) source.landing_page = address;
  return source;
}

/** Keeps the first page's source for the visit; later pages never overwrite it (even with no tags). */
export function rememberLanding(storage: Pick<Storage, "getItem" | "setItem">, location: { pathname: string; search: string }): void {
  if (storage.getItem(landingStorageKey) !== null) return;
  storage.setItem(landingStorageKey, JSON.stringify(readLandingSource(location)));
}

/** Session storage, or null where the browser refuses it (private modes, disabled storage). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the landing page's source once per visit; the site shell calls it on every page. */
export function useRememberLanding(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const storage = sessionStore();
    // The browser's own address: the router's may lack the click ids the page cache rendered without.
    if (storage) rememberLanding(storage, { pathname, search: window.location.search || search });
  }, [pathname, search]);
}
