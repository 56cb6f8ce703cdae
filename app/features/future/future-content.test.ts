import { expect, test } from "vitest";
import { conceptPages, findConceptPage, futureOverview } from "./future-content";

const pages = [futureOverview, ...conceptPages];

test("the future pages have titles, descriptions and content, each unique", () => {
  for (const page of pages) {
    expect(page.sections.length).toBeGreaterThan(1);
    expect(page.metaDescription.length).toBeGreaterThan(50);
  }
  expect(new Set(pages.map((p) => p.metaTitle)).size).toBe(pages.length);
});

test("a concept is found by its path; the overview links to both", () => {
  expect(findConceptPage("/genesis-future-vehicles-genesis-x.html")?.title).toBe("Genesis X");
  expect(findConceptPage("/genesis-future-vehicles-mint.html")?.title).toBe("Genesis Mint");
  expect(findConceptPage("/genesis-future-vehicles.html")).toBeUndefined();
  const links = futureOverview.sections.flatMap((s) => (s.kind === "links" ? s.items.map((i) => i.href) : []));
  expect(links).toEqual(conceptPages.map((p) => p.path));
});
