import { XMLParser } from "fast-xml-parser";
import { expect, test } from "vitest";
import routes from "~/routes";
import { staticArticles } from "~/features/news/static-articles";
import { robotsTxt, sitemapUrls, sitemapXml } from "./sitemap-xml";

type RouteEntry = { path?: string; children?: RouteEntry[] };
const routePaths = (entries: readonly RouteEntry[]): string[] =>
  entries.flatMap((entry) => [...(entry.path === undefined ? [] : [`/${entry.path}`]), ...routePaths(entry.children ?? [])]);
// The home page is the layout's index route, which has no path of its own.
const pagePatterns = ["/", ...routePaths(routes as RouteEntry[])]
  .filter((path) => !["/*", "/sitemap.xml", "/robots.txt"].includes(path))
  .map((path) => new RegExp(`^${path.replace(/\./g, "\\.").replace(/:[a-z]+/gi, "[^/.]+")}$`));

const content = {
  news: [{ code: "zimnyaya-proverka", date: "2026-11-20 12:00:00" }, ...staticArticles],
  offers: [
    { id: "trade-in", validFrom: "2026-12-01" },
    { id: "credit-g80", validFrom: "2026-01-10" },
  ],
};

test("sitemap.xml names every page of the site once, each a page of the route table, with a lastmod", () => {
  const urls = sitemapUrls(content, "2026-11-23");
  const paths = urls.map((url) => url.path);
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths.filter((path) => !pagePatterns.some((pattern) => pattern.test(path)))).toEqual([]);
  for (const path of [
    "/",
    "/new-g70.html",
    "/g90_L.html",
    "/contacts.html",
    "/test-drive.html",
    "/configurator",
    "/avto-v-nalicii.html",
    "/servis/to.html",
  ]) {
    expect(paths).toContain(path);
  }
  expect(paths.some((path) => path.startsWith("/servis/") && path !== "/servis/to.html")).toBe(true);
  for (const url of urls) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("news carry their own date, offers the later of their start and the release; PDFs and search results are left out", () => {
  const urls = new Map(sitemapUrls(content, "2026-11-23").map((url) => [url.path, url.lastmod]));
  expect(urls.get("/news/zimnyaya-proverka.html")).toBe("2026-11-20");
  expect(urls.get("/special-offers/trade-in.html")).toBe("2026-12-01");
  expect(urls.get("/special-offers/credit-g80.html")).toBe("2026-11-23");
  expect([...urls.keys()].filter((path) => path.endsWith(".pdf") || path === "/search.html")).toEqual([]);
});

test("the XML is the sitemaps.org format with absolute, escaped addresses", () => {
  const xml = sitemapXml(
    [
      { path: "/", lastmod: "2026-11-23" },
      { path: "/a&b.html", lastmod: "2026-11-20" },
    ],
    "https://genesis-khimki.ru/",
  );
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
    urlset: { "@_xmlns": string; url: { loc: string; lastmod: string }[] };
  };
  expect(parsed.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(parsed.urlset.url.map((url) => url.loc)).toEqual(["https://genesis-khimki.ru/", "https://genesis-khimki.ru/a&b.html"]);
  expect(xml).toContain("<loc>https://genesis-khimki.ru/a&amp;b.html</loc>");
});

test("robots.txt closes staff pages, search results and the APIs, and names the sitemap", () => {
  const text = robotsTxt("https://genesis-khimki.ru");
  expect(text).toMatch(/^User-agent: \*$/m);
  for (const path of ["/staff", "/search.html", "/api/", "/dealer/"]) expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toMatch(/^Sitemap: https:\/\/genesis-khimki\.ru\/sitemap\.xml$/m);
  expect(text).not.toMatch(/^Disallow: \/$/m);
});

test("a page the site cannot date (a car in stock) is listed without a lastmod rather than with a made-up one", () => {
  const xml = sitemapXml([{ path: "/feed/n-123.html" }, { path: "/", lastmod: "2026-11-23" }], "https://genesis-khimki.ru/");
  expect(xml).toContain("<url><loc>https://genesis-khimki.ru/feed/n-123.html</loc></url>");
  expect(xml).toContain("<lastmod>2026-11-23</lastmod>");
});
