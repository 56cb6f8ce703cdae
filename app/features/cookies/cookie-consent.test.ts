import { expect, test } from "vitest";
import { COOKIE_CONSENT_VALUE, hasCookieConsent } from "./cookie-consent";

test("the consent cookie is found among others, whatever its value", () => {
  expect(hasCookieConsent("a=1; cookiesAgree=1; b=2")).toBe(true);
  expect(hasCookieConsent("cookiesAgree=")).toBe(true);
});

test("no header, other cookies or a look-alike name mean no consent", () => {
  expect(hasCookieConsent(null)).toBe(false);
  expect(hasCookieConsent("")).toBe(false);
  expect(hasCookieConsent("xcookiesAgree=1; cookiesAgreed=1")).toBe(false);
});

test("the consent cookie lasts a year for the whole site", () => {
  expect(COOKIE_CONSENT_VALUE).toBe("cookiesAgree=1; path=/; max-age=31536000; SameSite=Lax");
});
