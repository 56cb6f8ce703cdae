import type { SearchPage } from "@contract/search";
import express from "express";
import { afterEach, expect, test, vi } from "vitest";
import type { Db } from "../db/database";
import { errorHandler } from "../http/router";
import { createTestClock } from "../testing/clock";
import { requestJson, startTestServer, type TestServer } from "../testing/http-server";
import { searchSite } from "./search-queries";
import { searchHandler } from "./search-route";

// The database is not what these tests are about: the route suites search the real one.
vi.mock("./search-queries", () => ({
  searchSite: vi.fn(async (_db: Db, terms: string[], page: number, pageSize: number): Promise<SearchPage> => ({
    items: [{ type: "model", title: terms.join(" "), description: "", href: "/new-g70.html" }],
    pagination: { page, pageSize, total: 1 },
  })),
}));

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.mocked(searchSite).mockClear();
});

async function start() {
  const clock = createTestClock("2026-11-21T12:00:00+03:00");
  const router = express.Router();
  const version = { current: "content:1,schedule:1,stock:1" };
  router.get(
    "/v1/search",
    searchHandler({} as Db, clock.now, undefined, async () => version.current),
  );
  router.use(errorHandler);
  server = await startTestServer(router);
  const { url } = server;
  return { clock, version, get: (query: string) => requestJson(`${url}/v1/search?${query}`) };
}

test("a query asked again is answered from the cache, whatever its case and punctuation", async () => {
  const { get } = await start();
  const first = await get("q=G70");
  expect(first.status).toBe(200);
  expect((await get("q=%20g70!")).body).toEqual(first.body);
  expect(await get("q=G70&page=1&pageSize=10")).toMatchObject({ status: 200 });
  expect(searchSite).toHaveBeenCalledTimes(1);
  expect(vi.mocked(searchSite).mock.calls[0]?.slice(1)).toEqual([["g70"], 1, 10, "2026-11-21"]);
});

test("another page, page size or Moscow day is another answer", async () => {
  const { get, clock } = await start();
  await get("q=G70");
  await get("q=G70&page=2");
  await get("q=G70&pageSize=20");
  clock.set("2026-11-21T23:59:59+03:00");
  await get("q=G70");
  expect(searchSite).toHaveBeenCalledTimes(3);
  clock.set("2026-11-22T00:00:00+03:00");
  await get("q=G70");
  expect(vi.mocked(searchSite).mock.calls.map((call) => call.slice(2))).toEqual([
    [1, 10, "2026-11-21"],
    [2, 10, "2026-11-21"],
    [1, 20, "2026-11-21"],
    [1, 10, "2026-11-22"],
  ]);
});

test("a page size over 50 answers 400 before any search", async () => {
  const { get } = await start();
  const answer = await get("q=G70&pageSize=51");
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({
    success: false,
    data: null,
    message: "Параметр pageSize должен быть целым числом от 1 до 50",
  });
  expect(searchSite).not.toHaveBeenCalled();
});

test("a publish in the studio (another content version) is searched afresh, not answered from the cache", async () => {
  const { get, version } = await start();
  await get("q=вакансия");
  await get("q=вакансия");
  expect(searchSite).toHaveBeenCalledTimes(1);
  version.current = "content:2,schedule:1,stock:1";
  await get("q=вакансия");
  expect(searchSite).toHaveBeenCalledTimes(2);
});
