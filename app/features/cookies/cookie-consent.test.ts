import { expect, test } from "vitest";
import { COOKIE_CONSENT_VALUE, hasCookieConsent, consentReturnPath } from "./cookie-consent";

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

test("after the server stores the consent it goes back to a path of this site only", () => {
  expect(consentReturnPath("/news.html?page=2")).toBe("/news.html?page=2");
  for (const back of [
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "news.html",
    "",
    undefined,
    ["/a"],
    "/a\nSet-Cookie: x",
  ]) {
    expect(consentReturnPath(back)).toBe("/");
  }
});
