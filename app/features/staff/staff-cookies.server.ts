import { randomBytes, timingSafeEqual } from "node:crypto";

// The staff cookies: the session (HttpOnly, SameSite=Lax, Path=/; on https also Secure and the
// __Host- prefix, which a browser accepts only from a secure origin without Domain) and the sign-in
// form's double-submit CSRF token. Neither has Max-Age: the session ends when the browser closes, or
// earlier on the server after 8 h idle.

/** The session cookie's name: `__Host-staff_session` on https, `staff_session` on plain http (development). */
export const sessionCookieName = (https: boolean) => (https ? "__Host-staff_session" : "staff_session");
/** The sign-in form's CSRF cookie. */
export const signInCsrfCookieName = (https: boolean) => (https ? "__Host-staff_signin" : "staff_signin");

/** A Set-Cookie value for a staff cookie. */
export function staffCookie(name: string, value: string, https: boolean): string {
  return [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", ...(https ? ["Secure"] : [])].join("; ");
}

/** A Set-Cookie value that removes a staff cookie. */
export function clearCookie(name: string, https: boolean): string {
  return `${staffCookie(name, "", https)}; Max-Age=0`;
}

/** A cookie's value from a Cookie header (tokens are base64url, so no decoding is needed). */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** A fresh random token for a cookie (the sign-in form's CSRF token). */
export const newCookieToken = () => randomBytes(24).toString("base64url");

/** Whether two tokens are the same, in constant time; an empty one matches nothing. */
export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length > 0 && x.length === y.length && timingSafeEqual(x, y);
}
