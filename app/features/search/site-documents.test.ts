import { expect, test } from "vitest";
import { getSiteDocuments, htmlToText } from "./site-documents";

// How the database finds these pages is tested in server/site-search.test.ts.

test("the index covers sitemap pages, content pages' text, model pages and the bundled news, each path once", () => {
  const docs = getSiteDocuments();
  expect(new Set(docs.map((d) => d.path)).size).toBe(docs.length);
  expect(docs.map((d) => d.path)).toEqual(
    expect.arrayContaining(["/", "/warranty.html", "/g90_L.html", "/news/genesis-magma.html", "/docs/contract.pdf"]),
  );
});

test("the pages carry their full text, the service pages and bundled articles included", () => {
  const docs = new Map(getSiteDocuments().map((doc) => [doc.path, doc]));
  // Only in the payments page's body.
  expect(docs.get("/oplata.html")?.text).toContain("115-ФЗ");
  // The vacancies page's own text; its positions are added by the backend, which keeps them (backend/people/people-search.ts).
  expect(docs.get("/vakansii.html")?.text).toMatch(/Как откликнуться/);
  expect(docs.get("/servis/to.html")).toMatchObject({ type: "page", title: expect.stringMatching(/обслуживание/i) });
  expect(docs.get("/news/genesis-magma.html")).toMatchObject({ type: "news", section: "Новости" });
  expect(docs.get("/news/genesis-magma.html")?.text).not.toMatch(/<[a-z]/);
});

test("every service page is found by what the page says", () => {
  const docs = new Map(getSiteDocuments().map((doc) => [doc.path, doc]));
  // The oil change, found by «масла» only in its own page.
  expect(docs.get("/servis/zamena-masla.html")).toMatchObject({ title: expect.stringMatching(/масла/i), section: "Сервис" });
  expect(docs.get("/servis/zamena-masla.html")?.text).toMatch(/фильтр/i);
  // What the work includes reads as sentences in a passage, not one run-on line.
  expect(docs.get("/servis/konditsioner.html")?.text).toContain("Замена салонного фильтра.\n");
  expect([...docs.keys()].filter((path) => path.startsWith("/servis/")).length).toBeGreaterThanOrEqual(10);
  // The team's pages are the backend's to index (backend/people/people-search.ts): they live in its database.
  expect([...docs.keys()].filter((path) => path.startsWith("/worker/"))).toEqual([]);
});

test("a model page's passage reads as Russian: the model's name first, never declined by a template", () => {
  const docs = new Map(getSiteDocuments().map((doc) => [doc.path, doc]));
  expect(docs.get("/new-g80-design.html")?.description).toBe("Новый Genesis G80: дизайн экстерьера и салона, материалы и цвета.");
});

test("article HTML becomes plain text", () => {
  expect(htmlToText("<p>Один&nbsp;два</p><ul><li>три</li><li>четыре</li></ul>")).toBe("Один два\nтри\nчетыре");
});
