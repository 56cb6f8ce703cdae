// The one search index (docs/decisions/0040) on both databases: the site's pages the web process hands
// over, the cars of the stock snapshots, and the query behaviour both /search.html and /v1/search rely on.
import type { SearchPage, SiteSearchDocument } from "@contract/search";
import type { StockCar, StockSource } from "@contract/stock";
import { makeStockCar } from "@contract/stock.test-helpers";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { openDatabase } from "../db/client";
import { plainHealth, type FeedCar } from "../stock/reshape";
import { refreshStock, type StockFeed } from "../stock/stock-store";
import { describeEachDatabase } from "../testing/databases";
import { searchDocuments } from "./schema";
import { indexSiteDocuments, stockCarSearchTitle } from "./search-documents";
import { searchSite } from "./search-queries";
import { searchTerms } from "./search-text";

const day = "2026-11-24";

function page(path: string, title: string, text: string, extra: Partial<SiteSearchDocument> = {}): SiteSearchDocument {
  return { path, title, description: `${title}: описание страницы.`, text, section: "Покупка", type: "page", ...extra };
}

const siteDocs: SiteSearchDocument[] = [
  page("/warranty.html", "Гарантия", "Гарантийный срок новых автомобилей Genesis — 5 лет или 150 000 км."),
  page("/oplata.html", "Оплата", "Платежи принимаются по 115-ФЗ. Оплата картой в салоне."),
  page("/servis.html", "Сервис", "Техническое обслуживание, ремонт и шиномонтаж.", { section: "Сервис" }),
  page("/models.html", "Модельный ряд", "Седаны G70, G80, G90 и кроссоверы GV70, GV80."),
  // A model's home page is the model's hit, not a page's.
  page("/new-g70.html", "Genesis G70 — обзор", "Спортивный седан Genesis G70."),
  page("/news/obnovlennyj-shourum-genesis-khimki.html", "Шоурум: бандл", "Статья сайта с адресом серверной новости.", {
    type: "news",
    section: "Новости",
  }),
];

/** A new GV80 Престиж of 2024 at 8 690 000 ₽. */
const car = (id: string, over: Partial<StockCar> = {}) => makeStockCar({ id, year: 2024, ...over });

function feed(cars: () => FeedCar[], source: StockSource = "ilsa-offers"): StockFeed {
  return {
    source,
    read: async () => ({
      cars: cars(),
      sold: [],
      skipped: [],
      otherMarks: 0,
      recovered: { htmlEntities: 0, keptAsWritten: 0 },
      health: plainHealth(cars().length),
    }),
  };
}

describeEachDatabase((ctx) => {
  const db = () => ctx.database().db;
  const search = (q: string, pageNo = 1, pageSize = 50): Promise<SearchPage> => searchSite(db(), searchTerms(q), pageNo, pageSize, day);
  const hrefs = async (q: string) => (await search(q)).items.map((item) => item.href);
  const cars = async (q: string) => (await search(q)).items.filter((item) => item.type === "car").map((item) => item.href);
  let stock: StockCar[] = [
    car("n-1"),
    car("n-2", { model: "G80", modelCode: "g80-new", bodyColor: "Белый", modification: "2.5T", year: 2025 }),
  ];

  beforeAll(async () => {
    await indexSiteDocuments(db(), siteDocs);
    await refreshStock(db(), [feed(() => stock)], { refreshMs: 0 });
  });

  test("the site's pages are found by their full text, with their section and highlighted passages", async () => {
    const [hit] = (await search("115-ФЗ")).items;
    expect(hit).toMatchObject({ type: "page", href: "/oplata.html", title: "Оплата", section: "Покупка" });
    expect(hit?.highlight?.snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(["115", "ФЗ"]);
    const warranty = (await search("гарантии")).items[0];
    expect(warranty?.href).toBe("/warranty.html");
    expect(warranty?.highlight?.title).toEqual([{ text: "Гарантия", hit: true }]);
    expect(warranty?.highlight?.snippet.some((s) => s.hit && /^гарант/i.test(s.text))).toBe(true);
  });

  test("service pages are hits of type service; a model's home page stays the model's hit", async () => {
    expect((await search("шиномонтаж")).items.find((i) => i.href === "/servis.html")).toMatchObject({ type: "service", section: "Сервис" });
    const g70 = (await search("G70")).items;
    expect(g70[0]).toMatchObject({ type: "model", href: "/new-g70.html" });
    expect(g70.filter((i) => i.href === "/new-g70.html")).toHaveLength(1);
  });

  test("the site's article wins over a server news item with the same address", async () => {
    const items = (await search("шоурум")).items.filter((i) => i.href === "/news/obnovlennyj-shourum-genesis-khimki.html");
    expect(items).toEqual([expect.objectContaining({ type: "news", title: "Шоурум: бандл", section: "Новости" })]);
  });

  test("cars in stock are found by model, colour and year, titled like «Genesis GV80 2.5T, 2024, чёрный»", async () => {
    expect(stockCarSearchTitle(car("x"))).toBe("Genesis GV80 2.5T, 2024, чёрный");
    // A car whose feed gives no colour is titled without one.
    expect(stockCarSearchTitle(car("y", { bodyColor: null }))).toBe("Genesis GV80 2.5T, 2024");
    const hits = (await search("GV80 черный")).items.filter((i) => i.type === "car");
    expect(hits).toEqual([
      expect.objectContaining({ href: "/feed/n-1.html", title: "Genesis GV80 2.5T, 2024, чёрный", section: "Автомобили в наличии" }),
    ]);
    expect(hits[0]?.description).toContain("8 690 000 ₽");
    expect(await cars("белый 2025")).toEqual(["/feed/n-2.html"]);
  });

  test("a new snapshot replaces the cars in the search in the same transaction", async () => {
    stock = [car("n-3", { bodyColor: "Зелёный" })];
    await refreshStock(db(), [feed(() => stock)], { refreshMs: 0 });
    expect(await cars("зеленый")).toEqual(["/feed/n-3.html"]);
    expect(await cars("белый 2025")).toEqual([]);
    // A snapshot stored before the index existed is indexed at its next read, even unchanged.
    await db().delete(searchDocuments).where(eq(searchDocuments.origin, "stock:ilsa-offers"));
    await refreshStock(db(), [feed(() => stock)], { refreshMs: 0 });
    expect(await cars("зеленый")).toEqual(["/feed/n-3.html"]);
  });

  test("a car two feeds list (one VIN) is one hit, the earlier feed's as on the list; once it leaves that feed, the other's", async () => {
    const twin = (id: string, source: StockSource): FeedCar => ({
      ...car(id, { source, model: "G90", modelCode: "g90", bodyColor: "Бордовый" }),
      vinKey: "0f1e2d3c4b5a6978",
    });
    let exported = [twin("u-7", "export-master")];
    const feeds = [
      feed(() => exported, "export-master"),
      feed(() => [twin("a-7", "autoru"), { ...twin("a-8", "autoru"), vinKey: "8877665544332211" }], "autoru"),
    ];
    await refreshStock(db(), feeds, { refreshMs: 0 });
    expect(await cars("бордовый")).toEqual(["/feed/u-7.html", "/feed/a-8.html"]);
    exported = [car("u-9", { source: "export-master", condition: "used", bodyColor: "Серый" })];
    await refreshStock(db(), feeds, { refreshMs: 0 });
    expect(await cars("бордовый")).toEqual(["/feed/a-7.html", "/feed/a-8.html"]);
    await db()
      .delete(searchDocuments)
      .where(inArray(searchDocuments.origin, ["stock:export-master", "stock:autoru"]));
  });

  test("handing the pages over again changes nothing; a page gone from the site leaves the index; two processes at once both succeed", async () => {
    const rows = () => db().select().from(searchDocuments).where(eq(searchDocuments.origin, "site")).orderBy(searchDocuments.href);
    const before = await rows();
    await indexSiteDocuments(db(), siteDocs);
    expect(await rows()).toEqual(before);
    const other = await openDatabase(ctx.openOptions());
    try {
      const fewer = siteDocs.filter((doc) => doc.path !== "/oplata.html");
      await Promise.all([indexSiteDocuments(db(), fewer), indexSiteDocuments(other.db, fewer), indexSiteDocuments(db(), fewer)]);
      expect(await hrefs("115-ФЗ")).toEqual([]);
      expect((await rows()).map((row) => row.href)).toEqual(fewer.map((doc) => doc.path).sort());
    } finally {
      if (other.db !== db()) await other.close();
      await indexSiteDocuments(db(), siteDocs);
    }
  });

  test("word forms, word prefixes, model typos, case and ё all find the same hits", async () => {
    expect(await hrefs("кроссоверы")).toEqual(await hrefs("кроссовер"));
    expect(await hrefs("кроссоверы")).toContain("/models.html");
    expect(await hrefs("G7")).toEqual(await hrefs("G70"));
    expect((await search("gv8o")).items[0]).toMatchObject({ type: "model", href: "/gv80.html" });
    expect((await search("г80")).items[0]).toMatchObject({ type: "model", href: "/new-g80.html" });
    expect(await hrefs("ГАРАНТИЯ")).toEqual(await hrefs("гарантия"));
    expect(await hrefs("зелёный")).toEqual(await hrefs("ЗЕЛЕНЫЙ"));
    expect(await hrefs("гарант")).toContain("/warranty.html");
  });

  test("a query of stop words finds nothing", async () => {
    expect((await search("и с на")).pagination.total).toBe(0);
  });

  test("paging: the pages' hits are the whole list's, in order, and every page carries the same total", async () => {
    const all = await search("Genesis", 1, 500);
    expect(all.pagination.total).toBe(all.items.length);
    expect(all.pagination.total).toBeGreaterThan(7);
    const pages = await Promise.all([1, 2, 3].map((n) => search("Genesis", n, 3)));
    expect(pages.flatMap((p) => p.items).map((i) => i.href)).toEqual(all.items.slice(0, 9).map((i) => i.href));
    for (const p of pages) expect(p.pagination.total).toBe(all.pagination.total);
    expect(await search("Genesis", 999, 3)).toEqual({ items: [], pagination: { page: 999, pageSize: 3, total: all.pagination.total } });
  });

  test("no input makes a text-search syntax error: a few hundred random queries of operators, quotes and Cyrillic", async () => {
    const alphabet = [..."&|!:*()'\"\\<>-_.,;@#$%^~`[]{}+=?/ абвгдеёжзийклмнопрстуфхцчшщъыьэюяABCXYZ0123456789\u00a0\u200bёЁ"];
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const queries = Array.from({ length: 300 }, () =>
      Array.from({ length: 1 + Math.floor(random() * 30) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(""),
    );
    queries.push("'", "''", "a:*", "!!", "&&||", "(", "))", "g70 & (gv80 | !g90)", "\\'", ":*A", "тест-драйв:*");
    for (const q of queries) {
      const answer = await search(q, 1, 5);
      expect(answer.pagination.total, q).toBeGreaterThanOrEqual(0);
    }
    // The raw marks of ts_headline never reach an answer, even from a text holding them.
    const json = JSON.stringify(await search("Genesis"));
    expect(json).not.toMatch(/[\uE000\uE001]/);
  });
});
