import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { creditProgramSeed, creditProgramTermSeed } from "./credit-programs";
import { citySeed, dealerSeed } from "./dealers";
import { isRoutePattern, pageMetaSeed } from "./meta";

// app/ is read as text, never imported: backend/ and app/ meet only in contract/ and over HTTP.
function appRoutes(): Array<{ id: string; route: string }> {
  const source = readFileSync(path.resolve("app/routes.ts"), "utf8");
  const routes = [...source.matchAll(/route\("([^"]+)", "[^"]+", \{ id: "([^"]+)" \}\)/g)].map(([, p, id]) => ({
    id: id ?? "",
    route: `/${p}`,
  }));
  const home = /index\("[^"]+", \{ id: "([^"]+)" \}\)/.exec(source)?.[1];
  return [...(home ? [{ id: home, route: "/" }] : []), ...routes].filter((r) => r.route !== "/*");
}

test("every route of app/routes.ts but the 404 page has meta tags under its own id", () => {
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

test("credit programs: three to five, terms of 12 to 84 months, one with a residual payment", () => {
  expect(creditProgramSeed.length).toBeGreaterThanOrEqual(3);
  expect(creditProgramSeed.length).toBeLessThanOrEqual(5);
  for (const program of creditProgramSeed) {
    const terms = creditProgramTermSeed.filter((t) => t.programId === program.id).map((t) => t.term);
    expect(terms.length, program.name).toBeGreaterThan(0);
    expect(terms.every((t) => t >= 12 && t <= 84 && t % 12 === 0), program.name).toBe(true);
  }
  expect(creditProgramSeed.filter((p) => (p.restcost ?? 0) > 0).map((p) => p.name)).toEqual([
    "Genesis Finance с остаточным платежом",
  ]);
});

test("dealer finder: every city has a dealer; flags on some dealers and not others", () => {
  expect(citySeed.length).toBeGreaterThanOrEqual(4);
  expect(dealerSeed.length).toBeGreaterThanOrEqual(6);
  for (const city of citySeed) expect(dealerSeed.some((d) => d.cityId === city.id), city.name).toBe(true);
  expect(new Set(dealerSeed.map((d) => d.certified))).toEqual(new Set([true, false]));
  expect(new Set(dealerSeed.map((d) => d.testDrive))).toEqual(new Set([true, false]));
  const ours = dealerSeed.find((d) => d.name === "Genesis Химки");
  expect(ours?.address).toContain("Ленинградское шоссе");
  for (const dealer of dealerSeed) {
    expect(dealer.phone, dealer.name).toMatch(/^8 \d{3} \d{3}-\d{2}-\d{2}$/);
    expect(dealer.salesHours.length > 0, dealer.name).toBe(dealer.services.includes("sales"));
    expect(dealer.serviceHours.length > 0, dealer.name).toBe(dealer.services.includes("service"));
  }
});
