// UTM tags of the visit (docs/product.md §3 leads carry where they came from). The landing page's tags are kept
// in sessionStorage for the visit, because the visitor usually sends a form pages later; the server
// render reads the page's own query, which is all a browser without JavaScript can give.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";

export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;
export type UtmKey = (typeof utmKeys)[number];
export type Utm = Partial<Record<UtmKey, string>>;

const storageKey = "genesis-landing-utm";
const maxLength = 200;

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

/** Keeps the first page's tags for the visit; later pages never overwrite them (even with none). */
export function rememberLandingUtm(storage: Pick<Storage, "getItem" | "setItem">, search: string): void {
  if (storage.getItem(storageKey) !== null) return;
  storage.setItem(storageKey, JSON.stringify(readUtm(search)));
}

/** The landing page's tags kept for this visit, or null when none were kept (or storage is unreadable). */
export function getLandingUtm(storage: Pick<Storage, "getItem">): Utm | null {
  const raw = storage.getItem(storageKey);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    return readUtm(new URLSearchParams(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string")).toString());
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

/** Remembers the landing page's tags once per visit; the site shell calls it on every page. */
export function useRememberLandingUtm(): void {
  const { search } = useLocation();
  useEffect(() => {
    const storage = sessionStore();
    if (storage) rememberLandingUtm(storage, search);
  }, [search]);
}

/** The tags a form sends: the landing page's when kept, else the current page's (the server render's too). */
export function useVisitUtm(): Utm {
  const { search } = useLocation();
  const [landing, setLanding] = useState<Utm | null>(null);
  useEffect(() => {
    const storage = sessionStore();
    setLanding(storage ? getLandingUtm(storage) : null);
  }, []);
  const own = readUtm(search);
  return landing && Object.keys(landing).length > 0 ? landing : own;
}
