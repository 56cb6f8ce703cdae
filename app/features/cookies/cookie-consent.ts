/** Name of the consent cookie (docs/product.md §9). */
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

/** Where «Принять» posts when the page's scripts have not run: the server stores the consent. */
export const cookieConsentPath = "/cookies/accept";

/** The page to go back to after the consent was stored: a path of this site, else the home page. */
export function consentReturnPath(back: unknown): string {
  if (typeof back !== "string" || !back.startsWith("/") || back.startsWith("//") || back.includes("\\")) return "/";
  // No control characters (a header could be split on them).
  if ([...back].some((char) => char.charCodeAt(0) < 0x20)) return "/";
  return back.slice(0, 2000);
}
