import { expect, test } from "vitest";
import { readLandingSource, readUtm, rememberLanding } from "./utm";
import { getLanding } from "./visit-source";

/** A sessionStorage stand-in. */
function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

test("the UTM tags of a query, blank and foreign parameters left out", () => {
  expect(readUtm("?utm_source=yandex&utm_medium=cpc&utm_term=&q=g70")).toEqual({ utm_source: "yandex", utm_medium: "cpc" });
  expect(readUtm("")).toEqual({});
});

test("a landing page from a Direct ad: its tags, its click id and its address with the query", () => {
  const search = "?utm_source=yandex&utm_medium=cpc&yclid=8392018473625401234";
  expect(readLandingSource({ pathname: "/new-g70.html", search })).toEqual({
    utm_source: "yandex",
    utm_medium: "cpc",
    yclid: "8392018473625401234",
    landing_page: `/new-g70.html${search}`,
  });
  // A click id that is not Direct's number is no click id; an address too long to keep is not kept.
  expect(readLandingSource({ pathname: "/", search: "?yclid=abc" })).toEqual({ landing_page: "/?yclid=abc" });
  expect(readLandingSource({ pathname: "/", search: `?q=${"x".repeat(1000)}` })).toEqual({});
});

test("the landing page's source is kept for the visit; later pages never replace it", () => {
  const storage = memoryStorage();
  rememberLanding(storage, { pathname: "/gv80-safety.html", search: "?utm_source=vk&utm_campaign=gv80&yclid=42" });
  rememberLanding(storage, { pathname: "/test-drive.html", search: "?utm_source=google" });
  expect(getLanding(storage)).toEqual({
    utm_source: "vk",
    utm_campaign: "gv80",
    yclid: "42",
    landing_page: "/gv80-safety.html?utm_source=vk&utm_campaign=gv80&yclid=42",
  });
});

test("a landing page without tags is remembered as its address alone, and garbage reads as nothing", () => {
  const storage = memoryStorage();
  expect(getLanding(storage)).toBeNull();
  rememberLanding(storage, { pathname: "/", search: "" });
  rememberLanding(storage, { pathname: "/news.html", search: "?utm_source=later" });
  expect(getLanding(storage)).toEqual({ landing_page: "/" });
  storage.setItem("genesis-landing-utm", "{не json");
  expect(getLanding(storage)).toBeNull();
  // What another site's script could write there is read through the same rules: no foreign address, no stray keys.
  storage.setItem("genesis-landing-utm", JSON.stringify({ landing_page: "//evil.example", utm_source: "x", other: "y", yclid: "1a" }));
  expect(getLanding(storage)).toEqual({ utm_source: "x" });
});
