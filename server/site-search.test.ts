// The site's own pages in the one search index (docs/decisions/0040): the documents app/ makes, as the
// web process hands them to the backend, found by the queries visitors type, on both databases.
import { beforeAll, expect, test } from "vitest";
import { withPeopleDocuments } from "../backend/people/people-search";
import { indexSiteDocuments } from "../backend/search/search-documents";
import { searchSite } from "../backend/search/search-queries";
import { searchTerms } from "../backend/search/search-text";
import { describeEachDatabase } from "../backend/testing/databases";
import { getSiteDocuments } from "~/features/search/site-documents";

describeEachDatabase((ctx) => {
  const search = (q: string) => searchSite(ctx.database().db, searchTerms(q), 1, 50, "2026-11-24");
  const paths = async (q: string) => (await search(q)).items.map((item) => item.href);

  // As the web process starts: the pages app/ makes, with the vacancies and the team the backend keeps.
  beforeAll(async () => indexSiteDocuments(ctx.database().db, await withPeopleDocuments(ctx.database().db, getSiteDocuments())));

  test("real queries find the right pages first", async () => {
    expect((await paths("гарантия"))[0]).toBe("/warranty.html");
    expect((await paths("вакансии"))[0]).toBe("/vakansii.html");
    expect(await paths("Magma")).toContain("/news/genesis-magma.html");
    expect(await paths("G90")).toEqual(expect.arrayContaining(["/g90.html", "/g90-price.html", "/g90_L.html"]));
    const service = (await search("техническое обслуживание")).items[0];
    expect(service).toMatchObject({ type: "service", href: "/servis/to.html" });
  });

  test("text inside the content pages is searchable, with the match highlighted in the snippet", async () => {
    // Only in the payments page's body.
    expect(await paths("115-ФЗ")).toContain("/oplata.html");
    expect(await paths("автомеханик")).toContain("/vakansii.html");
    const mug = (await search("термокружка")).items.find((item) => item.href === "/products.html");
    expect(mug?.highlight?.snippet.filter((s) => s.hit).map((s) => s.text.toLowerCase())).toContain("термокружка");
  });

  test("ё and е, capitals and word forms find the same pages", async () => {
    expect(await paths("зачёт")).toEqual(await paths("зачет"));
    expect((await paths("зачет")).length).toBeGreaterThan(0);
    expect(await paths("ГАРАНТИЯ")).toEqual(await paths("гарантии"));
  });

  test("each page is one hit, and the sections are the sitemap's", async () => {
    const { items } = await search("Genesis");
    expect(new Set(items.map((item) => item.href)).size).toBe(items.length);
    const warranty = (await search("гарантия")).items.find((item) => item.href === "/warranty.html");
    expect(warranty?.section).toBe("Владельцам");
  });
});
