import { envelopeSchema } from "@contract/envelope";
import { newsItemSchema, newsListSchema } from "@contract/news";
import { describe, expect, test } from "vitest";
import { newsSeed } from "./content/news";
import type { RouteSuiteContext } from "../testing/route-suite";

const listAnswer = envelopeSchema(newsListSchema);
const itemAnswer = envelopeSchema(newsItemSchema);

const activeSeed = newsSeed.filter((item) => item.active !== false);
const inactiveSeed = newsSeed.find((item) => item.active === false);

/** GET /v1/news, list and detail. */
export function newsRouteSuite(api: RouteSuiteContext): void {
  const get = (query: string) => api.request(`/v1/news${query}`);

  describe("list", () => {
    test("defaults to page 1 of 20, active news only, newest first", async () => {
      const answer = await get("");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
      const { data } = listAnswer.parse(answer.body);
      expect(data.pagination).toEqual({ page: 1, pageSize: 20, total: activeSeed.length });
      expect(data.items).toHaveLength(activeSeed.length);
      expect(data.items.every((item) => item.active)).toBe(true);
      expect(data.items.map((item) => item.code)).not.toContain(inactiveSeed?.code);
      const dates = data.items.map((item) => item.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(data.items[0]?.code).toBe("obnovlenie-po-multimedia-2026");
    });

    test("pages through the same order", async () => {
      const all = listAnswer.parse((await get("?pageSize=100")).body).data.items;
      const page2 = listAnswer.parse((await get("?page=2&pageSize=5")).body).data;
      expect(page2.pagination).toEqual({ page: 2, pageSize: 5, total: activeSeed.length });
      expect(page2.items.map((item) => item.id)).toEqual(all.slice(5, 10).map((item) => item.id));
    });

    test("a page past the end is empty but keeps the total", async () => {
      const { data } = listAnswer.parse((await get("?page=50&pageSize=10")).body);
      expect(data.items).toEqual([]);
      expect(data.pagination.total).toBe(activeSeed.length);
    });

    test("items carry the preview image and HTML description", async () => {
      const { data } = listAnswer.parse((await get("?pageSize=1")).body);
      const [item] = data.items;
      expect(item?.preview_file).toBe(`/images/news/${item?.code}.svg`);
      expect(item?.description).toMatch(/^<p>/);
      expect(item).not.toHaveProperty("additional_photos");
    });
  });

  describe("detail", () => {
    const sample = activeSeed[2];
    if (!sample) throw new Error("the seed has too few news");

    test("?code= finds the item", async () => {
      const answer = await get(`?code=${sample.code}`);
      expect(answer.status).toBe(200);
      const { data } = itemAnswer.parse(answer.body);
      expect(data).toMatchObject({ id: sample.id, code: sample.code, name: sample.name, date: sample.publishedAt });
    });

    test("?id= finds the item by number, and by code as the site sends it", async () => {
      expect(itemAnswer.parse((await get(`?id=${sample.id}`)).body).data.code).toBe(sample.code);
      expect(itemAnswer.parse((await get(`?id=${sample.code}`)).body).data.id).toBe(sample.id);
    });

    test("?code= and ?id= together must name the same item", async () => {
      expect((await get(`?code=${sample.code}&id=${sample.id}`)).status).toBe(200);
      expect((await get(`?code=${sample.code}&id=${sample.code}`)).status).toBe(200);
      expect((await get(`?code=${sample.code}&id=${activeSeed[0]?.id}`)).status).toBe(404);
    });

    test.each([
      ["an unknown code", "?code=net-takoj-novosti"],
      ["an unknown id", "?id=424242"],
      ["an inactive item", `?code=${inactiveSeed?.code}`],
    ])("%s answers 404 Новость не найдена", async (_name, query) => {
      await api.expectFailure(`/v1/news${query}`, 404, "Новость не найдена");
    });
  });

  test.each([
    ["page=abc", "Параметр page должен быть целым числом от 1 до 100000"],
    ["page=0", "Параметр page должен быть целым числом от 1 до 100000"],
    ["page=1.5", "Параметр page должен быть целым числом от 1 до 100000"],
    ["pageSize=101", "Параметр pageSize должен быть целым числом от 1 до 100"],
    ["pageSize=0", "Параметр pageSize должен быть целым числом от 1 до 100"],
    ["page=1&page=2", "Параметр page задан неверно: ожидается одно значение"],
    ["code=", "Параметр code должен быть непустой строкой не длиннее 200 символов"],
    ["sort=date&lang=en", "Неизвестные параметры запроса: sort, lang"],
    ["code=x&page=2", "Параметры code и id нельзя сочетать с page и pageSize"],
    ["code=%00", "Параметр code содержит недопустимые символы"],
  ])("?%s answers 400 with a Russian message", async (query, message) => {
    await api.expectFailure(`/v1/news?${query}`, 400, message);
  });
}
