// What a lead form sends of where the visit came from (docs/decisions/0114): the landing page's source that the site
// shell kept (utm.ts) and the visitor's Yandex Metrika ClientID once the counter knows it. The server render reads
// the page's own UTM tags, which is all a browser without JavaScript can give: the page cache renders a page
// without click ids.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { metrikaClientIdEvent, readMetrikaClientId } from "~/features/layout/metrika";
import { landingStorageKey, maxLandingLength, readLandingSource, readUtm, sessionStore, type LandingSource } from "./utm";

/** The landing page's source kept for this visit, or null when none was kept (or storage is unreadable). */
export function getLanding(storage: Pick<Storage, "getItem">): LandingSource | null {
  const raw = storage.getItem(landingStorageKey);
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
