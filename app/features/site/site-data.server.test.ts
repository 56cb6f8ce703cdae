import { delay, http, HttpResponse } from "msw";
import { expect, test } from "vitest";
import { loadSiteData } from "./site-data.server";
import { testLoadContext } from "../../../tests/setup/load-context";
import { setupMswServer } from "../../../tests/setup/msw";

const server = setupMswServer();
const envelope = (data: unknown) => ({ success: true, data, message: "" });
const newsItem = {
  id: 7,
  code: "gv80-coupe",
  name: "GV80 Coupe в салоне",
  date: "2026-11-20 10:00:00",
  preview_description: "",
  preview_file: "",
  active: true,
  description: "<p>Текст</p>",
  metaTitle: "",
  metaDescription: "",
};

const consent = {
  id: "personal-data-2",
  kind: "personal-data",
  number: 2,
  title: "Согласие на обработку персональных данных",
  effectiveFrom: "2026-12-05T09:00:00.000Z",
};

// Each test has its own backend address: the site's GET cache is per address and would otherwise answer.
function backend(origin: string, newsDelayMs: number) {
  server.use(
    http.get(`${origin}/api/v1/options`, () => HttpResponse.json(envelope({ dealer_phone: "+7 495 120-45-67" }))),
    http.get(`${origin}/api/v1/model`, () => HttpResponse.json(envelope([]))),
    http.get(`${origin}/api/v1/consents`, () => HttpResponse.json(envelope({ current: [consent], versions: [consent] }))),
    http.get(`${origin}/api/v1/news`, async () => {
      await delay(newsDelayMs);
      return HttpResponse.json(envelope({ items: [newsItem], pagination: { page: 1, pageSize: 10, total: 1 } }));
    }),
  );
  return testLoadContext(`${origin}/api`);
}

test("footer news that arrive with the critical data are in the page's data as a list", async () => {
  const data = await loadSiteData(backend("http://fast-news.test", 0));
  expect(Array.isArray(data.footerNews)).toBe(true);
  expect(data.footerNews).toMatchObject([{ code: "gv80-coupe" }]);
  // The versions every form links and sends: their ids and dates, not their texts.
  expect(data.consents).toEqual([consent]);
});

test("a slow news backend does not hold the page: the news are left to stream in, and still arrive", async () => {
  const data = await loadSiteData(backend("http://slow-news.test", 300));
  expect(data.options.phone).toBe("+74951204567");
  expect(data.footerNews).toBeInstanceOf(Promise);
  await expect(data.footerNews).resolves.toMatchObject([{ code: "gv80-coupe" }]);
});
