/** Name of the consent cookie (SPEC §9). */
const COOKIE_CONSENT_NAME = "cookiesAgree";

/** The cookie written when the visitor accepts: a year, the whole site, sent on top-level navigations. */
export const COOKIE_CONSENT_VALUE = `${COOKIE_CONSENT_NAME}=1; path=/; max-age=31536000; SameSite=Lax`;

/** True when a Cookie header (or document.cookie) carries the consent cookie, whatever its value. */
export function hasCookieConsent(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => pair.split("=")[0]?.trim() === COOKIE_CONSENT_NAME);
}

/** Remembers the visitor's consent in the browser. */
export function writeCookieConsent(doc: Document): void {
  doc.cookie = COOKIE_CONSENT_VALUE;
}
