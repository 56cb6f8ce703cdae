import { expect, test } from "vitest";
import { getLandingUtm, readUtm, rememberLandingUtm } from "./utm";

/** A sessionStorage stand-in. */
function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

test("the UTM tags of a query, blank and foreign parameters left out", () => {
  expect(readUtm("?utm_source=yandex&utm_medium=cpc&utm_term=&q=g70")).toEqual({ utm_source: "yandex", utm_medium: "cpc" });
  expect(readUtm("")).toEqual({});
});

test("the landing page's tags are kept for the visit; later pages never replace them", () => {
  const storage = memoryStorage();
  rememberLandingUtm(storage, "?utm_source=vk&utm_campaign=gv80");
  rememberLandingUtm(storage, "?utm_source=google");
  expect(getLandingUtm(storage)).toEqual({ utm_source: "vk", utm_campaign: "gv80" });
});

test("a landing page without tags is remembered as none, and garbage reads as nothing", () => {
  const storage = memoryStorage();
  expect(getLandingUtm(storage)).toBeNull();
  rememberLandingUtm(storage, "");
  rememberLandingUtm(storage, "?utm_source=later");
  expect(getLandingUtm(storage)).toEqual({});
  storage.setItem("genesis-landing-utm", "{не json");
  expect(getLandingUtm(storage)).toBeNull();
});
