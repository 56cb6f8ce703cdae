import { expect, test } from "vitest";
import { createCanonicalResolver, queryOf } from "./canonical-paths";

const resolve = createCanonicalResolver([
  "",
  "brand.html",
  "g90_L.html",
  "news/:code.html",
  "configurator",
  "servis/to.html",
  "servis/:slug.html",
  "*",
]);

test("a canonical path needs no redirect", () => {
  expect(resolve("/brand.html")).toBeNull();
  expect(resolve("/g90_L.html")).toBeNull();
  expect(resolve("/news/genesis-history.html")).toBeNull();
  expect(resolve("/")).toBeNull();
});

test("letter case is folded to the canonical path, keeping the route's own capitals", () => {
  expect(resolve("/BRAND.html")).toBe("/brand.html");
  expect(resolve("/g90_l.html")).toBe("/g90_L.html");
  expect(resolve("/Configurator")).toBe("/configurator");
});

test("a trailing slash is removed", () => {
  expect(resolve("/brand.html/")).toBe("/brand.html");
  expect(resolve("/configurator/")).toBe("/configurator");
  expect(resolve("/Servis/TO.html/")).toBe("/servis/to.html");
});

test("dynamic segments keep their value while the static part is canonicalised", () => {
  expect(resolve("/NEWS/genesis-history.html")).toBe("/news/genesis-history.html");
});

test("an address typed or copied the way other sites spell theirs leads to the page: .html left out or added, doubled slashes, index.html", () => {
  expect(resolve("/brand")).toBe("/brand.html");
  expect(resolve("/Brand/")).toBe("/brand.html");
  expect(resolve("/servis/to")).toBe("/servis/to.html");
  expect(resolve("/configurator.html")).toBe("/configurator");
  expect(resolve("//brand.html")).toBe("/brand.html");
  expect(resolve("/servis//to.html")).toBe("/servis/to.html");
  expect(resolve("/index.html")).toBe("/");
  expect(resolve("/INDEX.HTM")).toBe("/");
  expect(resolve("//")).toBe("/");
  // Never an address of another site: a doubled slash in front is not kept.
  expect(resolve("//brand.html")?.startsWith("//")).toBe(false);
});

test("the data of a client-side navigation is never redirected, so a link followed in the page opens its page", () => {
  expect(resolve("/news/genesis-history.html.data")).toBeNull();
  expect(resolve("/brand.html.data")).toBeNull();
  expect(resolve("/configurator.data")).toBeNull();
  expect(resolve("/_root.data")).toBeNull();
});

test("unknown paths are left to the 404 page", () => {
  expect(resolve("/no-such-page.html")).toBeNull();
  expect(resolve("/brand.htm")).toBeNull();
});

test("the redirect keeps only the query of the request target, also of an absolute-form one", () => {
  // `GET http://example/NEW-G70.HTML?x=1` once gave Location `/new-g70.htmlxample/NEW-G70.HTML?x=1`.
  expect(queryOf("http://example/NEW-G70.HTML?x=1")).toBe("?x=1");
  expect(queryOf("http://example/NEW-G70.HTML")).toBe("");
  expect(queryOf("/NEW-G70.HTML?utm_source=mail&a=b")).toBe("?utm_source=mail&a=b");
  expect(queryOf("/new-g70.html/")).toBe("");
});
