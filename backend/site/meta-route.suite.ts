import { envelopeSchema } from "@contract/envelope";
import { pageMetaSchema } from "@contract/page-meta";
import { expect, test } from "vitest";
import type { RouteSuiteContext } from "../testing/route-suite";
import { pageMetaSeed } from "./content/meta";

const metaAnswer = envelopeSchema(pageMetaSchema);

/** GET /v1/meta. */
export function metaRouteSuite(api: RouteSuiteContext): void {
  const get = (path: string) => api.request(path);
  const meta = async (route: string) => metaAnswer.parse((await get(`/v1/meta?route=${encodeURIComponent(route)}`)).body).data;

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
}
