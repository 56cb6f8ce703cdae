import { envelopeSchema } from "@contract/envelope";
import { pageMetaSchema } from "@contract/page-meta";
import { searchPageSchema } from "@contract/search";
import { describe, expect, test } from "vitest";
import { pageMetaSeed } from "../content/meta";
import type { RouteSuiteContext } from "../testing/route-suite";

const metaAnswer = envelopeSchema(pageMetaSchema);
const searchAnswer = envelopeSchema(searchPageSchema);

/** GET /v1/meta and /v1/search. */
export function pagesRoutesSuite(api: RouteSuiteContext): void {
  const get = (path: string) => api.request(path);
  const meta = async (route: string) => metaAnswer.parse((await get(`/v1/meta?route=${encodeURIComponent(route)}`)).body).data;
  const search = async (query: string) => searchAnswer.parse((await get(`/v1/search?${query}`)).body).data;


  describe("meta", () => {
    test("a path and its route id give the same tags", async () => {
      const byPath = await meta("/brand.html");
      expect(byPath).toMatchObject({ route: "/brand.html", routeId: "brand", ogImage: "/images/og/genesis-khimki.jpg" });
      expect(byPath.title).toBe(`${byPath.ogTitle} — Genesis Химки`);
      expect(byPath.ogDescription).toBe(byPath.description);
      expect(await meta("brand")).toEqual(byPath);
      expect((await meta("/")).routeId).toBe("home");
      expect(await meta("/g90_L.html")).toMatchObject({ routeId: "g90-long", ogImage: "/images/og/g90.jpg" });
    });

    test("every seeded route answers", async () => {
      const routes = await Promise.all(pageMetaSeed.map(async (row) => (await meta(row.route)).route));
      expect(routes).toEqual(pageMetaSeed.map((row) => row.route));
    });

    test("a dynamic page falls back to its pattern", async () => {
      expect(await meta("/news/novyj-genesis-g80-predzakaz.html")).toMatchObject({ route: "/news/:code.html", routeId: "news-detail" });
      expect((await meta("/servis/shinomontazh.html")).routeId).toBe("service-detail");
      expect((await meta("/feed/12345.html")).routeId).toBe("stock-car");
    });

    test.each([
      ["?route=/net-takoj-stranicy.html", 404, "Метатеги для этой страницы не найдены"],
      ["?route=/news/a/b.html", 404, "Метатеги для этой страницы не найдены"],
      ["?route=model-g100", 404, "Метатеги для этой страницы не найдены"],
      ["", 400, "Не указан обязательный параметр route"],
      ["?route=", 400, "Параметр route должен быть непустой строкой не длиннее 300 символов"],
      ["?route=/&lang=ru", 400, "Неизвестный параметр запроса: lang"],
      ["?route=/%00", 400, "Параметр route содержит недопустимые символы"],
    ])("/v1/meta%s answers %i", async (query, status, message) => {
      await api.expectFailure(`/v1/meta${query}`, status, message);
    });
  });

  describe("search", () => {
    test("a model name finds the model first, then its pages and news", async () => {
      const { items, pagination } = await search("q=G70&pageSize=100");
      expect(items[0]).toMatchObject({ type: "model", title: "Genesis G70", href: "/new-g70.html" });
      expect(items[0]?.description).toContain("2 249 000");
      expect(items.filter((i) => i.type === "model")).toHaveLength(1);
      // Pages with the query in their title come before those that only mention it.
      expect(items[1]).toMatchObject({ type: "page", href: "/g70-design.html" });
      expect(items.some((i) => i.type === "page" && i.href === "/g70-design.html")).toBe(true);
      expect(items.map((i) => i.href)).not.toContain("/news/:code.html");
      const types = items.map((i) => i.type);
      const order = ["model", "page", "offer", "news"];
      expect(types).toEqual([...types].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
      expect(pagination).toEqual({ page: 1, pageSize: 100, total: items.length });
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
      const all = await search("q=Genesis&pageSize=100");
      expect(all.pagination.total).toBeGreaterThan(10);
      const first = await search("q=Genesis");
      expect(first.pagination).toEqual({ page: 1, pageSize: 10, total: all.pagination.total });
      expect(first.items).toEqual(all.items.slice(0, 10));
      expect((await search("q=Genesis&page=2&pageSize=5")).items).toEqual(all.items.slice(5, 10));
      expect((await search("q=Genesis&page=1000")).items).toEqual([]);
      expect((await search("q=zzzzqqq")).pagination.total).toBe(0);
    });

    test.each([
      ["", "Введите не менее двух символов"],
      ["?q=a", "Введите не менее двух символов"],
      ["?q=%20%20a%20%20", "Введите не менее двух символов"],
      [`?q=${"я".repeat(101)}`, "Поисковый запрос должен быть не длиннее 100 символов"],
      ["?q=g70&q=g80", "Параметр q задан неверно: ожидается одно значение"],
      ["?q=g70&page=abc", "Параметр page должен быть целым числом от 1 до 100000"],
      ["?q=g70&pageSize=101", "Параметр pageSize должен быть целым числом от 1 до 100"],
      ["?q=g70&type=news", "Неизвестный параметр запроса: type"],
      ["?q=g%0070", "Параметр q содержит недопустимые символы"],
    ])("/v1/search%s answers 400", async (query, message) => {
      await api.expectFailure(`/v1/search${query}`, 400, message);
    });
  });
}
