import { expect, test } from "@playwright/test";
import { jsonLdBlocks, schemaOrgProblems } from "../../app/lib/schema-org.test-helpers";

// What a search engine's crawler reads: robots.txt, sitemap.xml and the pages' structured data.
test.skip(({ isMobile }) => isMobile, "one run is enough: crawlers see the same HTML at every width");

test("robots.txt closes staff pages and search results and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toContain("Disallow: /staff\n");
  expect(text).toContain("Disallow: /search.html\n");
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test("every address of sitemap.xml answers 200 with its content in place, news, offers and every car in stock included", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(paths.length).toBeGreaterThan(90);
  expect(paths).toContain("/news.html");
  expect(paths.some((path) => path.startsWith("/news/"))).toBe(true);
  expect(paths.some((path) => path.startsWith("/special-offers/"))).toBe(true);
  const stock = (await (await request.get("/dealer/v1/stock?pageSize=100")).json()) as { data: { all: number } };
  expect(paths.filter((path) => path.startsWith("/feed/"))).toHaveLength(stock.data.all);
  // A few at a time, as a crawler asks: all at once is a load test, and the other journeys share the server.
  test.setTimeout(120_000);
  const statuses: Array<readonly [string, number]> = [];
  // Pages whose content React sent apart, hidden, for a script to put in place: without scripts (a crawler, a reader
  // mode) it would not show (docs/decisions/0124).
  const apart: string[] = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const answer = await request.get(path, { maxRedirects: 0 });
        statuses.push([path, answer.status()]);
        if ((await answer.text()).includes('<div hidden id="S:')) apart.push(path);
      }
    }),
  );
  expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  expect(apart).toEqual([]);
});

test("the site's icon is there for every browser and robot: /favicon.ico with 16, 32 and 48 px, the home-screen PNG", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => ({ rel: link.getAttribute("rel"), href: link.getAttribute("href") })));
  expect(icons).toEqual([
    { rel: "icon", href: "/favicon.ico" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ]);
  // The SVG the icons are drawn from stays: the dealer's structured data names it as the logo.
  const svg = await request.get("/favicon.svg");
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  const bytes = await ico.body();
  // ICO header: reserved 0, type 1 (icon), then one 16-byte entry per image, width first.
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  const widths = Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => bytes.readUInt8(6 + 16 * i));
  expect(widths).toEqual([16, 32, 48]);
  const png = await request.get("/apple-touch-icon.png");
  expect(png.headers()["content-type"]).toBe("image/png");
  const head = await png.body();
  // PNG: the IHDR chunk's width and height, big-endian, at bytes 16 and 20.
  expect([head.readUInt32BE(16), head.readUInt32BE(20)]).toEqual([180, 180]);
});

const pages: { path: string; types: string[] }[] = [
  { path: "/", types: ["AutoDealer"] },
  { path: "/contacts.html", types: ["AutoDealer", "BreadcrumbList"] },
  { path: "/new-g70.html", types: ["BreadcrumbList", "Car"] },
  { path: "/servis.html", types: ["BreadcrumbList"] },
  { path: "/news.html", types: ["BreadcrumbList"] },
];

for (const { path, types } of pages) {
  test(`${path} carries valid schema.org data: ${types.join(", ")}`, async ({ request }) => {
    const blocks = jsonLdBlocks(await (await request.get(path)).text());
    expect(blocks.map((block) => block["@type"]).sort()).toEqual([...types].sort());
    expect(blocks.flatMap((block) => schemaOrgProblems(block))).toEqual([]);
  });
}

test("a news article carries NewsArticle and its breadcrumbs, and they show in the browser's document", async ({ page, request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const article = [...xml.matchAll(/<loc>([^<]+\/news\/[^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname)[0];
  expect(article).toBeDefined();
  await page.goto(article ?? "/news.html");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const things = blocks.map((text) => JSON.parse(text) as { "@type": string; headline?: string });
  expect(things.map((thing) => thing["@type"]).sort()).toEqual(["BreadcrumbList", "NewsArticle"]);
  expect(things.flatMap((thing) => schemaOrgProblems(thing))).toEqual([]);
  const headline = things.find((thing) => thing["@type"] === "NewsArticle")?.headline ?? "";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline.replace(/…$/, ""), { useInnerText: true });
});
