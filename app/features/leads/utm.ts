// Where the visit came from (docs/decisions/0114): the landing page's UTM tags, Yandex Direct's click id (`yclid`)
// and the landing page itself, kept in sessionStorage for the visit, because the visitor usually sends a form pages
// later; and the visitor's Yandex Metrika ClientID once the counter knows it. The server render reads the page's
// own UTM tags, which is all a browser without JavaScript can give: the page cache renders a page without click ids.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { metrikaClientIdEvent, readMetrikaClientId } from "~/features/layout/metrika-client-id";

export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;
export type UtmKey = (typeof utmKeys)[number];
export type Utm = Partial<Record<UtmKey, string>>;

/** The landing page's tags, its click id and its address, as the lead form sends them. */
export type LandingSource = Utm & { yclid?: string; landing_page?: string };

const storageKey = "genesis-landing-utm";
const maxLength = 200;
/** As the contract's `landingPageLimit`: an ad's address with its tags fits. */
const maxLandingLength = 1000;

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
  if (storage.getItem(storageKey) !== null) return;
  storage.setItem(storageKey, JSON.stringify(readLandingSource(location)));
}

/** The landing page's source kept for this visit, or null when none was kept (or storage is unreadable). */
export function getLanding(storage: Pick<Storage, "getItem">): LandingSource | null {
  const raw = storage.getItem(storageKey);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const kept = Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"));
    const { landing_page: page, ...query } = kept;
    const source = readLandingSource({ pathname: "/", search: new URLSearchParams(query).toString() });
    delete source.landing_page;
    if (page?.startsWith("/") && !page.startsWith("//") && page.length <= maxLandingLength) source.landing_page = page;
    return source;
  } catch {
    return null;
  }
}

/** Session storage, or null where the browser refuses it (private modes, disabled storage). */
function sessionStore(): Storage | null {
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

/**
 * What a form sends of where the visit came from: the landing page's tags when kept, else the current page's (the
 * server render's too); the click id, landing page and Metrika ClientID only once scripts run, so the server's
 * HTML and the first render in the browser agree.
 */
export function useVisitSource(): LandingSource & { ym_client_id?: string } {
  const { search } = useLocation();
  const [landing, setLanding] = useState<LandingSource | null>(null);
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    const storage = sessionStore();
    setLanding(storage ? getLanding(storage) : null);
    setClientId(readMetrikaClientId());
    // The counter learns the ClientID after the page has loaded: a form already on screen takes it then.
    const onClientId = () => setClientId(readMetrikaClientId());
    window.addEventListener(metrikaClientIdEvent, onClientId);
    return () => window.removeEventListener(metrikaClientIdEvent, onClientId);
  }, []);
  const { yclid, landing_page, ...landingUtm } = landing ?? {};
  const utm = Object.keys(landingUtm).length > 0 ? landingUtm : readUtm(search);
  return { ...utm, yclid, landing_page, ...(clientId ? { ym_client_id: clientId } : {}) };
}
