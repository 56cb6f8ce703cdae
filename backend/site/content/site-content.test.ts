import { readFileSync } from "node:fs";
import path from "node:path";
import { optionsSchema } from "@contract/options";
import { expect, test } from "vitest";
import { isRoutePattern, pageMetaSeed } from "./meta";
import { optionSeed } from "./options";

// app/ is read as text, never imported: backend/ and app/ meet only in contract/ and over HTTP.
function appRoutes(): Array<{ id: string; route: string }> {
  const source = readFileSync(path.resolve("app/routes.ts"), "utf8");
  // Pages only: a resource route (a .ts module without a page, e.g. the test-drive calendar file) has no meta tags.
  const routes = [...source.matchAll(/route\("([^"]+)", "[^"]+\.tsx", \{ id: "([^"]+)" \}\)/g)].map(([, p, id]) => ({
    id: id ?? "",
    route: `/${p}`,
  }));
  const home = /index\("[^"]+", \{ id: "([^"]+)" \}\)/.exec(source)?.[1];
  // The staff's pages (issue 14) set their own noindex title and are no page of the public site.
  return [...(home ? [{ id: home, route: "/" }] : []), ...routes].filter((r) => r.route !== "/*" && !r.route.startsWith("/staff"));
}

test("every route of app/routes.ts but the 404 page and the staff's pages has meta tags under its own id", () => {
  const routes = appRoutes();
  expect(routes.length).toBeGreaterThanOrEqual(70);
  const seeded = new Map(pageMetaSeed.map((row) => [row.route, row.routeId]));
  for (const { id, route } of routes) expect(seeded.get(route), route).toBe(id);
  expect(pageMetaSeed).toHaveLength(routes.length);
});

test("meta texts are Russian, unique and of search-result length", () => {
  for (const row of pageMetaSeed) {
    expect(row.title.length, row.route).toBeGreaterThanOrEqual(45);
    expect(row.title.length, row.route).toBeLessThanOrEqual(70);
    expect(row.description.length, row.route).toBeGreaterThanOrEqual(120);
    expect(row.description.length, row.route).toBeLessThanOrEqual(170);
    expect(row.title, row.route).toMatch(/[а-яё]{4}/i);
    expect(row.ogImage, row.route).toMatch(/^\/images\/og\/[a-z0-9-]+\.jpg$/);
    expect(row.pattern, row.route).toBe(isRoutePattern(row.route));
  }
  expect(new Set(pageMetaSeed.map((row) => row.title)).size).toBe(pageMetaSeed.length);
  expect(new Set(pageMetaSeed.map((row) => row.description)).size).toBe(pageMetaSeed.length);
});

test("meta texts write «трейд-ин» in Cyrillic, as every page's text does", () => {
  for (const row of pageMetaSeed) expect(`${row.title} ${row.description}`, row.route).not.toMatch(/trade[\s-]?in/i);
});

test("options fit the contract and keep the legal name out", () => {
  const dealer = Object.fromEntries(optionSeed.filter((o) => o.scope === "dealer").map((o) => [o.key, o.value]));
  expect(optionsSchema.safeParse(dealer).success).toBe(true);
  expect(dealer).not.toHaveProperty("legal_name");
  expect(new Set(optionSeed.map((o) => `${o.scope}:${o.key}`)).size).toBe(optionSeed.length);
});

test("legal identifiers pass their check digits", () => {
  const value = (key: string) => optionSeed.find((o) => o.key === key)?.value ?? "";
  const inn = value("legal_inn");
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const innCheck = (weights.reduce((sum, w, i) => sum + w * Number(inn[i]), 0) % 11) % 10;
  expect(Number(inn[9])).toBe(innCheck);
  const ogrn = value("legal_ogrn");
  expect(Number(BigInt(ogrn.slice(0, 12)) % 11n) % 10).toBe(Number(ogrn[12]));
  expect(value("legal_kpp").slice(0, 4)).toBe(inn.slice(0, 4));
});
