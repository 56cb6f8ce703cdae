import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { workerHref } from "~/features/company/worker-card";
import { modelFamilies } from "~/features/models/model-pages";
import { serviceHref, services } from "~/features/service/services";
import { staticArticles } from "~/features/news/static-articles";
import { allSitemapEntries, legalDocuments, sitemapGroups, sitemapWithNews, sitemapWithTeam } from "./sitemap";

// The route table is read as text: importing app/routes.ts needs React Router's Vite plugin.
const routesSource = readFileSync(fileURLToPath(new URL("../../routes.ts", import.meta.url)), "utf8");

/** The staff's pages (sign-in, lead inbox) are for the dealer's people only, never for visitors. */
const isStaffPath = (path: string) => path === "/staff" || path.startsWith("/staff/");

/**
 * Static paths of the route table's pages: index is "/", dynamic (":param"), catch-all and staff routes
 * are left out, and so are resource routes (.ts modules without a page: sitemap.xml, robots.txt, the
 * test-drive schedule and calendar file).
 */
function staticRoutePaths(source: string): string[] {
  const paths = [...source.matchAll(/\broute\(\s*"([^"]+)",\s*"[^"]+\.tsx"/g)].map((m) => `/${m[1]}`);
  const withIndex = /\bindex\(/.test(source) ? ["/", ...paths] : paths;
  return withIndex.filter((path) => !path.includes(":") && !path.includes("*") && !isStaffPath(path));
}

test("the staff's pages are in the route table and never in the sitemap", () => {
  expect(routesSource).toContain('route("staff/login"');
  expect(entries.filter((entry) => isStaffPath(entry.path))).toEqual([]);
});

const entries = allSitemapEntries();
const sitemapPaths = new Set(entries.map((entry) => entry.path));

test("the route table parses into its static paths", () => {
  const paths = staticRoutePaths(routesSource);
  expect(paths.length).toBeGreaterThan(60);
  expect(paths).toContain("/");
  expect(paths).toContain("/servis/to.html");
  expect(paths).not.toContain("/news/:code.html");
});

test("the sitemap covers every static page of the route table (sitemap.xml and robots.txt are for crawlers)", () => {
  const missing = staticRoutePaths(routesSource).filter((path) => !sitemapPaths.has(path) && !/\.(xml|txt)$/.test(path));
  expect(missing).toEqual([]);
});

test("the sitemap links only pages that exist: static routes, every service, and the legal PDFs", () => {
  expect(routesSource).toContain('route("servis/:slug.html"');
  const dynamic = services.map(serviceHref);
  const known = new Set([...staticRoutePaths(routesSource), ...dynamic, ...legalDocuments.map((d) => d.path)]);
  expect(dynamic.filter((path) => !sitemapPaths.has(path))).toEqual([]);
  expect(entries.map((e) => e.path).filter((path) => !known.has(path))).toEqual([]);
});

test("the team the API sends is listed under «Компания», each worker's page with their position; no team, no block", () => {
  expect(routesSource).toContain('route("worker/:slug.html"');
  const team = [
    { slug: "andrey-sokolov", name: "Андрей Соколов", position: "Директор дилерского центра" },
    { slug: "olga-semenova", name: "Ольга Семёнова", position: "Руководитель клиентской службы" },
  ];
  const company = sitemapWithTeam(sitemapGroups, team).find((group) => group.title === "Компания");
  expect(company?.blocks.at(-1)).toEqual({
    title: "Наша команда",
    entries: [
      { title: "Андрей Соколов", path: workerHref(team[0]!), description: "Директор дилерского центра" },
      { title: "Ольга Семёнова", path: "/worker/olga-semenova.html", description: "Руководитель клиентской службы" },
    ],
  });
  expect(sitemapWithTeam(sitemapGroups, [])).toEqual(sitemapGroups);
});

test("«Модели» lists every model subpage, one block per family", () => {
  const models = sitemapGroups.find((group) => group.id === "modeli");
  for (const family of modelFamilies) {
    const block = models?.blocks.find((b) => b.title === family.fullName);
    expect(block?.entries.map((e) => e.path)).toEqual(family.pages.map((p) => p.path));
  }
});

test("the groups are the site's sections, in order, and the legal group has the three PDFs", () => {
  expect(sitemapGroups.map((group) => group.title)).toEqual([
    "Модели",
    "Покупка",
    "Владельцам",
    "Компания",
    "Новости",
    "Правовая информация",
  ]);
  const legal = sitemapGroups.find((group) => group.id === "pravovaya-informatsiya");
  const docs = legal?.blocks.flatMap((b) => b.entries).filter((e) => e.document);
  expect(docs?.map((e) => e.path)).toEqual(["/docs/privacy-policy.pdf", "/docs/personal-data-policy.pdf", "/docs/contract.pdf"]);
});

test("every entry has a Russian title and description", () => {
  for (const entry of entries) {
    expect(entry.title.trim()).not.toBe("");
    expect(entry.description).toMatch(/[а-яё]/i);
  }
});

test("news articles are added under «Новости», each once", () => {
  const groups = sitemapWithNews([...staticArticles, staticArticles[0]!]);
  const news = groups.find((group) => group.id === "novosti");
  const articles = news?.blocks.find((b) => b.title === "Статьи")?.entries ?? [];
  expect(articles).toHaveLength(staticArticles.length);
  expect(articles[0]).toEqual({
    title: staticArticles[0]!.name,
    path: `/news/${staticArticles[0]!.code}.html`,
    description: staticArticles[0]!.preview_description,
  });
  // The shared groups are not changed.
  expect(sitemapGroups.find((group) => group.id === "novosti")?.blocks).toHaveLength(1);
});
