import { expect, test } from "vitest";
import { safeNext } from "./staff-api.server";
import { clearCookie, readCookie, sameToken, sessionCookieName, staffCookie } from "./staff-cookies.server";

test("the session cookie is HttpOnly and SameSite=Lax; on https Secure with the __Host- prefix", () => {
  expect(staffCookie(sessionCookieName(false), "abc", false)).toBe("staff_session=abc; Path=/; HttpOnly; SameSite=Lax");
  expect(staffCookie(sessionCookieName(true), "abc", true)).toBe("__Host-staff_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure");
  expect(clearCookie("staff_session", false)).toBe("staff_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
});

test("a cookie is read by its exact name, and only a token-shaped value counts", () => {
  expect(readCookie("a=1; staff_session=tok_EN-1; b=2", "staff_session")).toBe("tok_EN-1");
  expect(readCookie("xstaff_session=tok", "staff_session")).toBeUndefined();
  expect(readCookie("staff_session=<script>", "staff_session")).toBeUndefined();
  expect(readCookie(null, "staff_session")).toBeUndefined();
});

test("tokens compare in constant time, an empty one matching nothing", () => {
  expect(sameToken("abc", "abc")).toBe(true);
  expect(sameToken("abc", "abd")).toBe(false);
  expect(sameToken("", "")).toBe(false);
  expect(sameToken("ab", "абв")).toBe(false);
});

test("after sign-in only a local /staff address is returned to", () => {
  expect(safeNext("/staff?work=done")).toBe("/staff?work=done");
  expect(safeNext("/staff/leads/1")).toBe("/staff/leads/1");
  for (const bad of [null, "", "https://evil.example/staff", "//evil.example", "/staff\\..\\x", "/news.html", "/staff/login?next=/x"])
    expect(safeNext(bad)).toBe("/staff");
});
