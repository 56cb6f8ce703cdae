import { envelopeSchema } from "@contract/envelope";
import { searchPageSchema } from "@contract/search";
import { expect, test } from "vitest";
import type { RouteSuiteContext } from "../testing/route-suite";

const searchAnswer = envelopeSchema(searchPageSchema);

/** GET /v1/search. */
export function searchRouteSuite(api: RouteSuiteContext): void {
  const search = async (query: string) => searchAnswer.parse((await api.request(`/v1/search?${query}`)).body).data;
  const hits = async (q: string) =>
    (await search(`q=${encodeURIComponent(q)}&pageSize=50`)).items.map(({ type, href }) => ({ type, href }));

  test("a model name finds the model first, then its pages and news", async () => {
    const { items, pagination } = await search("q=G70&pageSize=50");
    expect(items[0]).toMatchObject({ type: "model", title: "Genesis G70", href: "/new-g70.html" });
    expect(items[0]?.description).toContain("2 249 000");
    expect(items.filter((i) => i.type === "model")).toHaveLength(1);
    // Pages with the query in their title come before those that only mention it.
    expect(items[1]).toMatchObject({ type: "page", href: "/g70-design.html" });
    expect(items.some((i) => i.type === "page" && i.href === "/g70-design.html")).toBe(true);
    expect(items.map((i) => i.href)).not.toContain("/news/:code.html");
    // Hits with the query in their title first; within those and within the rest, models, pages (service
    // pages among them), offers, cars, news.
    const order: Record<string, number> = { model: 0, page: 1, service: 1, offer: 2, car: 3, news: 4 };
    const inTitle = items.map((i) => i.highlight?.title.some((segment) => segment.hit) ?? false);
    expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
    for (const group of [true, false]) {
      const ranks = items.filter((_, n) => inTitle[n] === group).map((i) => order[i.type] ?? 9);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    expect(pagination).toEqual({ page: 1, pageSize: 50, total: items.length });
  });

  test("is case-insensitive and reads ё as е", async () => {
    const hits = (await search(`q=${encodeURIComponent("ОБНОВЛЕННЫЙ шоурум")}`)).items;
    expect(hits.map((i) => i.href)).toEqual(["/news/obnovlennyj-shourum-genesis-khimki.html"]);
    expect(hits[0]).toMatchObject({ type: "news", title: "Обновлённый шоурум Genesis Химки открыт для гостей" });
    expect((await search(`q=${encodeURIComponent("гарантия")}`)).items.map((i) => i.href)).toContain("/warranty.html");
    expect(await search(`q=${encodeURIComponent("ГАРАНТИЯ")}`)).toEqual(await search(`q=${encodeURIComponent("гарантия")}`));
  });

  test("finds news by their body text but not by HTML tags", async () => {
    const hits = (await search(`q=${encodeURIComponent("лаунж-зоне с кофе")}`)).items;
    expect(hits.map((i) => i.href)).toContain("/news/vesennij-shinomontazh-2026.html");
    expect((await search(`q=${encodeURIComponent("<h2>")}`)).pagination.total).toBe(0);
  });

  test("pages through the hits with a default page size of 10", async () => {
    const all = await search("q=Genesis&pageSize=50");
    expect(all.pagination.total).toBeGreaterThan(10);
    const first = await search("q=Genesis");
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, total: all.pagination.total });
    expect(first.items).toEqual(all.items.slice(0, 10));
    expect((await search("q=Genesis&page=2&pageSize=5")).items).toEqual(all.items.slice(5, 10));
    // A page past the end has no row to carry the total, so it is counted apart: still the same.
    expect(await search("q=Genesis&page=1000")).toEqual({
      items: [],
      pagination: { page: 1000, pageSize: 10, total: all.pagination.total },
    });
    expect((await search("q=zzzzqqq")).pagination.total).toBe(0);
  });

  test("model names find their model first, «G7» (two characters) the G70 as a word prefix", async () => {
    expect((await hits("G70"))[0]).toEqual({ type: "model", href: "/new-g70.html" });
    const gv80 = await hits("GV80");
    expect(gv80[0]).toEqual({ type: "model", href: "/gv80.html" });
    expect(gv80.filter((hit) => hit.type === "model")).toHaveLength(1);
    expect(await hits("G7")).toEqual(await hits("G70"));
  });

  test("a model's name with one slip still finds the model: «gv8o», «г80», «гв70»", async () => {
    expect((await hits("gv8o"))[0]).toEqual({ type: "model", href: "/gv80.html" });
    expect((await hits("г80"))[0]?.type).toBe("model");
    expect((await hits("г80"))[0]).toEqual((await hits("G80"))[0]);
    expect((await hits("гв70"))[0]).toEqual({ type: "model", href: "/gv70.html" });
  });

  test("a Russian word finds its other forms: «кроссовер» and «кроссоверы» find the same crossovers", async () => {
    const singular = await hits("кроссовер");
    expect(singular.filter((hit) => hit.type === "model").map((hit) => hit.href)).toEqual(["/gv70.html", "/gv80.html"]);
    expect(singular).toContainEqual({ type: "page", href: "/models.html" });
    expect(await hits("кроссоверы")).toEqual(singular);
  });

  test("«сервис» finds the service page and «тест-драйв» the test-drive page, both by title", async () => {
    const service = await hits("сервис");
    expect(service).toContainEqual({ type: "service", href: "/servis.html" });
    expect(service.findIndex((hit) => hit.href === "/servis.html")).toBeLessThan(5);
    const testDrive = await hits("тест-драйв");
    expect(testDrive.find((hit) => hit.type === "page")).toEqual({ type: "page", href: "/test-drive.html" });
  });

  test("«кредит» finds the credit offers before the pages that only mention a credit", async () => {
    const { items } = await search(`q=${encodeURIComponent("кредит")}&pageSize=50`);
    const offers = items.flatMap((item, n) => (item.type === "offer" && /кредит/i.test(item.title) ? [n] : []));
    expect(offers.length).toBeGreaterThanOrEqual(2);
    const firstUntitled = items.findIndex((item) => !/кредит/i.test(item.title));
    expect(Math.max(...offers)).toBeLessThan(firstUntitled === -1 ? items.length : firstUntitled);
    expect(Math.max(...offers)).toBeLessThan(10);
  });

  test("«trade-in» in Latin letters finds what the site writes «трейд-ин»", async () => {
    const latin = await hits("trade-in");
    expect(latin.length).toBeGreaterThan(0);
    expect(latin).toEqual(await hits("трейд-ин"));
  });

  test("a word of a news title finds the news in another form, and words may come in any order", async () => {
    expect(await hits("диагностику")).toContainEqual({ type: "news", href: "/news/zimnyaya-diagnostika-2026.html" });
    expect(await hits("шоурум обновленный")).toEqual([{ type: "news", href: "/news/obnovlennyj-shourum-genesis-khimki.html" }]);
  });

  test("a query of stop words or punctuation only finds nothing", async () => {
    expect((await search(`q=${encodeURIComponent("и с")}`)).pagination.total).toBe(0);
    expect((await search(`q=${encodeURIComponent("&|!'")}`)).pagination.total).toBe(0);
  });

  test.each([
    ["", "Введите не менее двух символов"],
    ["?q=a", "Введите не менее двух символов"],
    ["?q=%20%20a%20%20", "Введите не менее двух символов"],
    [`?q=${"я".repeat(101)}`, "Поисковый запрос должен быть не длиннее 100 символов"],
    ["?q=g70&q=g80", "Параметр q задан неверно: ожидается одно значение"],
    ["?q=g70&page=abc", "Параметр page должен быть целым числом от 1 до 100000"],
    ["?q=g70&pageSize=51", "Параметр pageSize должен быть целым числом от 1 до 50"],
    ["?q=g70&type=news", "Неизвестный параметр запроса: type"],
    ["?q=g%0070", "Параметр q содержит недопустимые символы"],
  ])("/v1/search%s answers 400", async (query, message) => {
    await api.expectFailure(`/v1/search${query}`, 400, message);
  });
}
