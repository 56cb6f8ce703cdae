import { expect, test } from "vitest";
import routes from "~/routes";
import { modelFamilies } from "~/features/models/model-pages";
import { findContentPage } from "~/features/pages/content-pages";
import type { MenuLink } from "./menu-types";
import { footerRow2, getRightMenu, leftMenu, sitemapLink } from "./menus";

type RouteEntry = { path?: string; file?: string; children?: RouteEntry[] };
// Pages only: resource routes (.ts modules without a page: the test-drive schedule and calendar file) are no menu's business.
const isPage = (entry: RouteEntry) => entry.path !== undefined && (entry.file?.endsWith(".tsx") ?? true);
const routePaths = (entries: readonly RouteEntry[]): string[] =>
  entries.flatMap((entry) => [...(isPage(entry) ? [`/${entry.path}`] : []), ...routePaths(entry.children ?? [])]);

// sitemap.xml and robots.txt are for crawlers, not pages a visitor opens from a menu.
const isResource = (path: string) => /\.(xml|txt)$/.test(path);

// The staff's pages (issue 14) are for the dealer's people, never linked from the site's menus.
const isStaffPath = (path: string) => path === "/staff" || path.startsWith("/staff/");

const hrefOf = (item: { href?: unknown }) => (typeof item.href === "string" ? item.href.split(/[?#]/)[0] : undefined);

function linkedPaths(): Set<string> {
  const links: MenuLink[] = [
    ...leftMenu.flatMap((item) => [...item.footerLink, ...item.itemsGroup.flatMap((group) => group.items)]),
    ...footerRow2.flatMap((group) => group.items),
    sitemapLink,
  ];
  return new Set(
    [
      "/", // the logo
      "/search.html", // the search box
      ...leftMenu.map(hrefOf),
      ...links.map(hrefOf),
      ...modelFamilies.flatMap((family) => family.pages.map((page) => page.path)), // the model sub-header
    ].filter((path): path is string => path !== undefined),
  );
}

// Detail pages are reached from their list pages, which the menus link.
const listOfDetail: Record<string, string> = {
  "/news/:code.html": "/news.html",
  "/worker/:slug.html": "/workers.html",
  "/servis/:slug.html": "/servis.html",
  "/special-offers/:id.html": "/special-offers.html",
  "/feed/:id.html": "/avto-v-nalicii.html",
};

test("every page of the route table is reachable from the menus", () => {
  const linked = linkedPaths();
  expect(routePaths(routes as RouteEntry[]).length).toBeGreaterThan(60);
  const unreachable = routePaths(routes as RouteEntry[])
    .filter((path) => path !== "/*" && !isResource(path) && !isStaffPath(path))
    .map((path) => listOfDetail[path] ?? path)
    .filter((path) => !linked.has(path));
  expect(unreachable).toEqual([]);
});

test("no menu links a staff page, while the route table has them", () => {
  expect(routePaths(routes as RouteEntry[]).filter(isStaffPath)).toContain("/staff/login");
  expect([...linkedPaths()].filter(isStaffPath)).toEqual([]);
});

test("every local menu link points at a route (a detail page such as the trade-in offer matches its pattern)", () => {
  const patterns = routePaths(routes as RouteEntry[])
    .filter((path) => path !== "/*" && !isResource(path))
    .map((path) => new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/:[a-z]+/gi, "[^/.]+")}$`));
  const local = leftMenu
    .flatMap((item) => [...item.footerLink, ...item.itemsGroup.flatMap((group) => group.items)])
    .filter((l) => l.local && l.href);
  const paths = local.map(hrefOf).filter((path) => path !== undefined);
  expect(paths).toContain("/special-offers/trade-in.html");
  expect(paths.filter((path) => !patterns.some((pattern) => pattern.test(path)))).toEqual([]);
});

test("dropdown menus have numeric ids; the right menu's links do not", () => {
  expect(leftMenu.map((item) => typeof item.id)).toEqual(["number", "number", "number", "number"]);
  const right = getRightMenu({ personalAccountUrl: "https://a.example/", onlineShowroomUrl: "https://b.example/" });
  expect(right.map((item) => typeof item.id)).toEqual(["string", "string"]);
});

test("the personal account and the online showroom open the other site in a new tab", () => {
  const right = getRightMenu({ personalAccountUrl: "https://a.example/lk", onlineShowroomUrl: "https://b.example/show" });
  expect(right).toMatchObject([
    { name: "Личный кабинет", href: "https://a.example/lk", target: "_blank", rel: "noopener", local: false },
    { name: "Онлайн-шоурум", href: "https://b.example/show", target: "_blank", rel: "noopener", local: false },
  ]);
});

test("the legal documents are linked as files", () => {
  const documents = footerRow2.flatMap((group) => group.items).filter((item) => !item.local);
  expect(documents.map((item) => item.href)).toEqual(["/docs/privacy-policy.pdf", "/docs/personal-data-policy.pdf", "/docs/contract.pdf"]);
});

test("the documents column tells its links apart, and the personal-data page's link reads as that page's title", () => {
  const documents = footerRow2.find((group) => group.id === "documents")?.items ?? [];
  // Words cut to their first six letters, so «обработка» and «обработки» count as one word.
  const stems = (name: string) =>
    new Set(
      name
        .toLowerCase()
        .split(/\s+/)
        .map((word) => word.slice(0, 6)),
    );
  for (const a of documents) {
    for (const b of documents) {
      // A name whose every word is in another name («Обработка персональных данных» beside
      // «Политика обработки персональных данных») reads as the same document.
      if (a !== b)
        expect(
          [...stems(a.name)].every((stem) => stems(b.name).has(stem)),
          `${a.name} / ${b.name}`,
        ).toBe(false);
    }
  }
  expect(documents.find((item) => item.href === "/personal-data.html")?.name).toBe(findContentPage("/personal-data.html")?.title);
});

test("the desktop burger and the footer list each address once: the dealer's pages are in «Дилерский центр» only", () => {
  // The columns both show: each left menu's footer links, then the footer's second row (desktop-burger.tsx, footer-sitemap.tsx).
  const columns = [...leftMenu.map((item) => item.footerLink), ...footerRow2.map((group) => group.items)];
  const hrefs = columns
    .flat()
    .map(hrefOf)
    .filter((href) => href !== undefined);
  expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
  const dealer = footerRow2.find((group) => group.id === "dealer")?.items.map((item) => item.name);
  expect(dealer).toEqual(expect.arrayContaining(["О дилере", "Контакты", "Вакансии"]));
});
