import { expect, test } from "vitest";
import { buildSearchIndex, search } from "./search";
import { getSiteDocuments, htmlToText } from "./site-documents";

const index = buildSearchIndex(getSiteDocuments());
const paths = (query: string) => search(index, query).map((r) => r.path);

test("the index covers sitemap pages, content pages' text, model pages and the bundled news, each path once", () => {
  const docs = getSiteDocuments();
  expect(new Set(docs.map((d) => d.path)).size).toBe(docs.length);
  expect(docs.map((d) => d.path)).toEqual(expect.arrayContaining(["/", "/warranty.html", "/g90_L.html", "/news/genesis-magma.html", "/docs/contract.pdf"]));
});

test("real queries find the right pages first", () => {
  expect(paths("гарантия")[0]).toBe("/warranty.html");
  expect(paths("вакансии")[0]).toBe("/vakansii.html");
  expect(paths("Magma")).toContain("/news/genesis-magma.html");
  expect(paths("G90")).toEqual(expect.arrayContaining(["/g90.html", "/g90-price.html", "/g90_L.html"]));
  expect(paths("техническое обслуживание")[0]).toBe("/servis/to.html");
});

test("text inside the content pages is searchable", () => {
  // Only in the payments page's body.
  expect(paths("115-ФЗ")).toContain("/oplata.html");
  expect(paths("автомеханик")).toContain("/vakansii.html");
  expect(paths("термокружка")).toContain("/products.html");
});

test("article HTML becomes plain text", () => {
  expect(htmlToText("<p>Один&nbsp;два</p><ul><li>три</li><li>четыре</li></ul>")).toBe("Один два\nтри\nчетыре");
});
