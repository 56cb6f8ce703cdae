// The stock on both databases: feeds read into snapshots by the refresh, served by GET /v1/stock and
// /v1/stock/{id}; a bad feed keeps its last good snapshot without hiding the other; a car that left
// answers 410 with similar cars; two processes claim a feed once and serve the same cars.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { stockListSchema, type StockList } from "@contract/stock";
import { createBackendRouter } from "../http/router";
import { describeEachDatabase } from "../testing/databases";
import { requestJson, startTestServer, type TestServer } from "../testing/http-server";
import { sampleNewCars, sampleSoldCars, sampleUsedCars } from "./content/sample-stock";
import { readIlsaOffersFeed } from "./ilsa-offers";
import { exportMasterXml, ilsaOffersXml } from "./sample-feeds";
import { stockFeeds } from "./stock-feeds";
import { stockSnapshots } from "./schema";
import { hashedCarId, testCarIdKey } from "./car-ids";
import { plainHealth } from "./reshape";
import {
  createStockReader,
  feedMaxCars,
  feedsDueAtStart,
  mergeSnapshots,
  readFeedStates,
  refreshStock,
  snapshotHash,
  type StockFeed,
} from "./stock-store";
import { logger } from "@platform/logger";

// A provider whose answers each test sets.
const answers = { export: "", offers: "", hang: false };
const requests = { export: 0, offers: 0 };
let provider: http.Server;
let providerUrl = "";

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    const which = req.url?.startsWith("/em/") ? "export" : "offers";
    requests[which] += 1;
    if (answers.hang && which === "export") return;
    res.writeHead(200, { "Content-Type": "application/xml" }).end(answers[which]);
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(async () => {
  provider.closeAllConnections();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

const used = sampleUsedCars(new Date("2026-11-24T00:00:00Z"));
const fresh = sampleNewCars();

function feeds(): StockFeed[] {
  return stockFeeds(
    {
      exportMasterUrl: `${providerUrl}/em`,
      ilsaOffers: { baseUrl: `${providerUrl}/ilsa`, dealerCode: "GNS-KHM-01", token: "t" },
      fetch: { timeoutMs: 500 },
    },
    async () => testCarIdKey,
  );
}
const due = { refreshMs: 0, retryMs: 0 };

test("a car two feeds list (same VIN) is listed once, from the first feed; its other page still opens; the VIN's key is not handed out", async () => {
  const [a, b, withKey] = (await readIlsaOffersFeed(ilsaOffersXml(fresh), new Date())).cars;
  if (!a || !b || !withKey) throw new Error("no cars read");
  const { vinKey: _key, ...c } = withKey;
  const view = mergeSnapshots([
    [
      { ...a, vinKey: "k1" },
      { ...b, vinKey: "k2" },
    ],
    [{ ...a, id: "a-AREM4004", source: "autoru", driveType: "Задний привод", vinKey: "k1" }, c],
  ]);
  expect(view.cars.map((car) => car.id)).toEqual([a.id, b.id, c.id]);
  expect(view.byId.get("a-AREM4004")?.driveType).toBe("Задний привод");
  expect([...view.byId.values()].some((car) => "vinKey" in car || "vinFull" in car)).toBe(false);
  expect(view.vins.get("a-AREM4004")).toBe(a.vinFull);
  expect(a.vinFull).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
});

test("a snapshot's hash, written a few hundred cars at a time, is the hash of the whole snapshot's text as before", async () => {
  const cars = [...(await readIlsaOffersFeed(ilsaOffersXml(fresh), new Date())).cars];
  const many = Array.from({ length: 1_200 }, (_, i) => ({ ...cars[i % cars.length]!, id: `n-${i}` }));
  for (const [list, sold] of [
    [many, ["u-1", "u-2"]],
    [cars.slice(0, 1), []],
    [[], ["u-3"]],
    [[], []],
  ] as const) {
    expect(await snapshotHash(list, sold)).toBe(
      createHash("sha256")
        .update(JSON.stringify([list, sold]))
        .digest("hex"),
    );
  }
});

describeEachDatabase((ctx) => {
  let server: TestServer;
  const db = () => ctx.database().db;
  const list = async (query = ""): Promise<StockList> => {
    const answer = await requestJson(`${server.url}/v1/stock${query}`);
    expect(answer.status, query).toBe(200);
    return stockListSchema.parse((answer.body as { data: unknown }).data);
  };

  beforeAll(async () => {
    const reader = createStockReader(db(), ["export-master", "ilsa-offers"]);
    server = await startTestServer(createBackendRouter({ db: db(), stock: reader }));
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await db().execute(sql`delete from stock_snapshots`);
    await db().execute(sql`delete from stock_departed`);
    answers.export = exportMasterXml(used);
    answers.offers = ilsaOffersXml(fresh);
    answers.hang = false;
  });

  test("the list starts empty; the first refresh reads both feeds into snapshots", async () => {
    expect((await list()).all).toBe(0);
    const outcomes = await refreshStock(db(), feeds(), due);
    expect(outcomes.map((o) => [o.source, o.status])).toEqual([
      ["export-master", "ok"],
      ["ilsa-offers", "ok"],
    ]);
    const page = await list();
    expect(page).toMatchObject({ all: 60, total: 60, page: 1, pages: 3, pageSize: 24, sort: "price-asc" });
    expect(page.cars).toHaveLength(24);
    const prices = page.cars.map((c) => c.priceRub);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("a feed of more cars than a snapshot holds is refused with the count; the last good cars stay", async () => {
    await refreshStock(db(), feeds(), due);
    const before = await list("?condition=used&pageSize=60");
    const model = before.cars[0];
    if (!model) throw new Error("no car read");
    const flood: StockFeed = {
      source: "export-master",
      read: async () => ({
        cars: Array.from({ length: feedMaxCars + 1 }, (_, i) => ({ ...model, id: `u-flood-${i}` })),
        sold: [],
        skipped: [],
        otherMarks: 0,
        recovered: { htmlEntities: 0, keptAsWritten: 0 },
        health: plainHealth(feedMaxCars + 1),
      }),
    };
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const [outcome] = await refreshStock(db(), [flood], due);
    expect(outcome).toMatchObject({ source: "export-master", status: "failed" });
    expect(outcome && "error" in outcome ? outcome.error : "").toContain(
      "в фиде 10 001 автомобилей — больше, чем хранит один снимок (10 000)",
    );
    expect(errors).toHaveBeenCalled();
    expect((await list("?condition=used&pageSize=60")).cars.map((c) => c.id)).toEqual(before.cars.map((c) => c.id));
  });

  test("a dealer's feed names its photos by path: the cars show them from the feed's server; the embedded feed's stay the site's own", async () => {
    // The sample export names the site's own drawings by path («/stock-photos/…»), as the embedded one does.
    expect(used[0]?.photos[0]).toMatch(/^\/stock-photos\//);
    await refreshStock(db(), feeds(), due);
    const fromDealer = (await list("?condition=used&pageSize=60")).cars;
    const providerHost = new URL(providerUrl).host;
    expect(fromDealer.flatMap((c) => c.photos).every((p) => p.startsWith(`https://${providerHost}/stock-photos/`))).toBe(true);
    await db().execute(sql`delete from stock_snapshots`);
    const embedded = stockFeeds(
      { exportMasterUrl: `${providerUrl}/em`, siteOrigin: providerUrl, fetch: { timeoutMs: 500 } },
      async () => testCarIdKey,
    );
    await refreshStock(db(), embedded, due);
    const own = (await list("?condition=used&pageSize=60")).cars;
    expect(own.flatMap((c) => c.photos).every((p) => p.startsWith("/stock-photos/"))).toBe(true);
  });

  test("filters narrow the list; each value counts what it would leave with the other filters kept", async () => {
    await refreshStock(db(), feeds(), due);
    const gv70 = await list("?model=gv70");
    expect(gv70.total).toBe(15);
    expect(gv70.cars.every((c) => c.modelCode === "gv70")).toBe(true);
    // The model facet ignores the model filter itself: every model keeps its count.
    expect(gv70.facets.model.map((v) => [v.value, v.count])).toEqual([
      ["g70", 14],
      ["gv70", 15],
      ["g80-new", 12],
      ["gv80", 11],
      ["g90", 8],
    ]);
    expect(gv70.facets.condition).toEqual([
      { value: "new", label: "Новые", count: 9 },
      { value: "used", label: "С пробегом", count: 6 },
    ]);
    const three = await list("?model=gv70&condition=used&engine=%D0%91%D0%B5%D0%BD%D0%B7%D0%B8%D0%BD");
    expect(three.cars.every((c) => c.modelCode === "gv70" && c.condition === "used" && c.engineType === "Бензин")).toBe(true);
    expect(three.total).toBe(
      gv70.facets.engine.length > 0
        ? (await list("?model=gv70&condition=used")).facets.engine.find((v) => v.value === "Бензин")?.count
        : -1,
    );
    const cheap = await list("?priceMax=3000000&sort=price-desc");
    expect(cheap.cars.every((c) => c.priceRub <= 3_000_000)).toBe(true);
    expect(cheap.priceRange?.max).toBeGreaterThan(3_000_000);
    const low = await list("?mileageMax=30000&condition=used&sort=mileage");
    expect(low.cars.every((c) => (c.mileage ?? 0) <= 30_000)).toBe(true);
    const mileages = low.cars.map((c) => c.mileage ?? 0);
    expect(mileages).toEqual([...mileages].sort((a, b) => a - b));
    const newest = await list("?sort=newest&pageSize=60");
    const years = newest.cars.map((c) => c.year ?? 0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const year = newest.facets.year[0];
    expect((await list(`?year=${year?.value}`)).total).toBe(year?.count);
    expect((await list("?color=%D0%A7%D1%91%D1%80%D0%BD%D1%8B%D0%B9")).cars.every((c) => c.bodyColor === "Чёрный")).toBe(true);
    const last = await list("?page=3");
    expect(last.cars).toHaveLength(12);
    expect((await list("?page=99")).page).toBe(3);
    expect((await list("?model=g90&year=2000")).total).toBe(0);
  });

  test("bad list queries are 400 with a Russian message", async () => {
    const answer = await requestJson(`${server.url}/v1/stock?sort=cheap&page=0&colour=x`);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(/Неизвестный параметр запроса: colour/);
  });

  test("a bad used feed keeps its last good snapshot and never hides the new cars", async () => {
    await refreshStock(db(), feeds(), due);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const badFeeds = [
      "<export><vehicles><vehicle>",
      "<!DOCTYPE html><html><body>502</body></html>",
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><export><vehicles/></export>',
      "<export><vehicles><vehicle><id>1</id><brand>Genesis</brand></vehicle></vehicles></export>",
    ];
    for (const bad of badFeeds) {
      answers.export = bad;
      // The new cars change meanwhile: their feed is read all the same.
      answers.offers = ilsaOffersXml(fresh.slice(0, 30 + badFeeds.indexOf(bad)));
      const outcomes = await refreshStock(db(), feeds(), due);
      expect(
        outcomes.map((o) => o.status),
        bad,
      ).toEqual(["failed", "ok"]);
      const page = await list("?condition=used");
      expect(page.total, bad).toBe(24);
      expect((await list("?condition=new")).total).toBe(30 + badFeeds.indexOf(bad));
    }
    answers.hang = true;
    expect((await refreshStock(db(), feeds(), due)).map((o) => o.status)).toEqual(["failed", "ok"]);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ feed: "export-master" }),
      expect.stringMatching(/^Фид export-master не прочитан.*нет ответа за 500 мс/),
    );
    const [row] = await db()
      .select({ last_error: stockSnapshots.lastError, car_count: stockSnapshots.carCount })
      .from(stockSnapshots)
      .where(eq(stockSnapshots.source, "export-master"));
    expect(row).toEqual({ last_error: "нет ответа за 500 мс", car_count: 24 });
    error.mockRestore();
  });

  test("each feed's state for monitoring: when it was last read well, whether its last read failed, never its cars", async () => {
    expect(await readFeedStates(db(), ["ilsa-offers", "export-master"])).toEqual([
      {
        source: "ilsa-offers",
        carCount: 0,
        refreshedAt: null,
        refreshedSecondsAgo: null,
        checkedAt: null,
        lastAttemptFailed: false,
        health: null,
      },
      {
        source: "export-master",
        carCount: 0,
        refreshedAt: null,
        refreshedSecondsAgo: null,
        checkedAt: null,
        lastAttemptFailed: false,
        health: null,
      },
    ]);
    await refreshStock(db(), feeds(), due);
    const good = await readFeedStates(db(), ["ilsa-offers", "export-master"]);
    expect(good.map((feed) => [feed.source, feed.carCount, feed.lastAttemptFailed])).toEqual([
      ["ilsa-offers", 36, false],
      ["export-master", 24, false],
    ]);
    // What each read made of its feed (docs/decisions/0093): the sample's «Мятный» is a colour no format lists.
    expect(good[0]?.health).toMatchObject({ read: 36, dropped: [], conditions: { feed: 36 }, notStated: { engine: 0, drive: 0 } });
    expect(good[1]?.health?.keptAsWritten.color).toHaveProperty("Мятный");
    const [, usedFeed] = good;
    expect(usedFeed?.refreshedAt).toBeInstanceOf(Date);
    expect(usedFeed?.refreshedSecondsAgo).toBeGreaterThanOrEqual(0);
    expect(usedFeed?.refreshedSecondsAgo).toBeLessThan(60);

    // The used feed breaks: its last good read stays what it was, its last attempt is the failed one.
    await db()
      .update(stockSnapshots)
      .set({ refreshedAt: sql`now() - interval '2 hours'` })
      .where(eq(stockSnapshots.source, "export-master"));
    answers.export = "<export><vehicles><vehicle>";
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    await refreshStock(db(), feeds(), due);
    const [newFeed, broken] = await readFeedStates(db(), ["ilsa-offers", "export-master"]);
    expect(newFeed?.lastAttemptFailed).toBe(false);
    expect(broken).toMatchObject({ source: "export-master", carCount: 24, lastAttemptFailed: true });
    expect(broken?.refreshedSecondsAgo).toBeGreaterThanOrEqual(7_200);
    expect(broken?.refreshedSecondsAgo).toBeLessThan(7_260);
    expect(broken?.checkedAt?.getTime()).toBeGreaterThan(broken?.refreshedAt?.getTime() ?? Infinity);
    vi.mocked(logger.error).mockRestore();

    // A good read again clears it.
    answers.export = exportMasterXml(used);
    await refreshStock(db(), feeds(), due);
    expect((await readFeedStates(db(), ["export-master"]))[0]).toMatchObject({ lastAttemptFailed: false, carCount: 24 });
  });

  test("a dealer's feed with &nbsp; in package names and & in photo addresses is read whole; its log line counts both", async () => {
    const withSpaces = fresh.filter((car) => car.complectation.includes(" "));
    expect(withSpaces.length).toBeGreaterThan(0);
    answers.offers = ilsaOffersXml(fresh)
      .replace(
        /<complectation>([^<]*)<\/complectation>/g,
        (_whole, name: string) => `<complectation>${name.replaceAll(" ", "&nbsp;")}</complectation>`,
      )
      .replace(/<image>([^<]*)<\/image>/g, "<image>https://cdn.example.ru$1?w=800&h=600</image>");
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    expect((await refreshStock(db(), feeds(), due)).map((o) => o.status)).toEqual(["ok", "ok"]);
    const spaces = withSpaces.reduce((sum, car) => sum + car.complectation.split(" ").length - 1, 0);
    const photos = fresh.reduce((sum, car) => sum + car.photos.length, 0);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ feed: "ilsa-offers", cars: 36, recovered: { htmlEntities: spaces, keptAsWritten: photos } }),
      `Фид ilsa-offers прочитан, автомобилей: 36; в XML раскрыто HTML-сущностей: ${spaces}, оставлено как написано символов &: ${photos}`,
    );
    info.mockRestore();
    const car = (await list("?condition=new&pageSize=100")).cars.find((c) => c.id === `n-${withSpaces[0]?.id}`);
    expect(car?.package).toBe(withSpaces[0]?.complectation);
    expect(car?.photos[0]).toBe(`https://cdn.example.ru${withSpaces[0]?.photos[0]}?w=800&h=600`);
  });

  test("an old address whose id held a VIN answers 301 to the car's id now, and 410 once the car is gone", async () => {
    // An export whose ids are VINs (as Auto.ru dealers' `unique_id` often are): the ids become keyed hashes.
    const vinIds = used.map((car) => ({ ...car, id: car.vin }));
    answers.export = exportMasterXml(vinIds);
    await refreshStock(db(), feeds(), due);
    // The shared reader keeps its copy by version; the tables were emptied before this test, so a
    // version it has seen may come again: move it past any earlier test's.
    await db().execute(sql`update stock_snapshots set version = version + 1000`);
    const first = vinIds[0];
    if (!first) throw new Error("no car");
    const page = await list("?condition=used&pageSize=60");
    expect(page.cars.map((car) => car.id).filter((id) => !/^u-[0-9a-f]{16}$/.test(id))).toEqual([]);
    const oldId = `u-${first.vin}`;
    const newId = `u-${hashedCarId(first.vin, testCarIdKey)}`;
    const moved = await fetch(`${server.url}/v1/stock/${oldId}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get("location") ?? "", `${server.url}/v1/stock/${oldId}`).href).toBe(`${server.url}/v1/stock/${newId}`);
    // Followed, as the site's loader does, it is the car under its id now.
    expect(((await requestJson(`${server.url}/v1/stock/${oldId}`)).body as { data: { id: string } }).data.id).toBe(newId);
    answers.export = exportMasterXml(vinIds.slice(1));
    await refreshStock(db(), feeds(), due);
    expect((await requestJson(`${server.url}/v1/stock/${oldId}`)).status).toBe(410);
    expect((await requestJson(`${server.url}/v1/stock/${newId}`)).status).toBe(410);
  });

  test("a car that left its feed answers 410 with similar cars, and 200 again when it comes back", async () => {
    await refreshStock(db(), feeds(), due);
    const gone = fresh.find((c) => c.modelCode === "gv80");
    if (!gone) throw new Error("no GV80");
    const id = `n-${gone.id}`;
    expect((await requestJson(`${server.url}/v1/stock/${id}`)).status).toBe(200);
    answers.offers = ilsaOffersXml(fresh.filter((c) => c !== gone));
    await refreshStock(db(), feeds(), due);
    const sold = await requestJson(`${server.url}/v1/stock/${id}`);
    expect(sold.status).toBe(410);
    const body = sold.body as { success: boolean; message: string; data: { similar: { modelCode: string }[] } };
    expect(body.success).toBe(false);
    expect(body.message).toBe("Автомобиль уже продан");
    expect(body.data.similar).toHaveLength(4);
    expect(body.data.similar.every((c) => c.modelCode === "gv80")).toBe(true);
    answers.offers = ilsaOffersXml(fresh);
    await refreshStock(db(), feeds(), due);
    expect((await requestJson(`${server.url}/v1/stock/${id}`)).status).toBe(200);
    expect((await requestJson(`${server.url}/v1/stock/n-000`)).status).toBe(404);
    // A car the export lists as sold answers 410 without ever having been in stock here.
    answers.export = exportMasterXml([...used, ...sampleSoldCars()]);
    await refreshStock(db(), feeds(), due);
    expect((await requestJson(`${server.url}/v1/stock/u-EM3901`)).status).toBe(410);
    expect((await list("?condition=used")).total).toBe(24);
    expect((await requestJson(`${server.url}/v1/stock/x-1`)).body).toMatchObject({ message: "Автомобиль не найден" });
  });

  test("a feed that comes back with no car of the brand keeps the cars for an hour, unless it lists them as sold", async () => {
    await refreshStock(db(), feeds(), due);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    // A renamed element: every vehicle is now "of no brand"; an empty but valid export.
    for (const empty of [
      exportMasterXml(used).replaceAll("<brand>", "<make>").replaceAll("</brand>", "</make>"),
      "<export><vehicles/></export>",
    ]) {
      answers.export = empty;
      expect((await refreshStock(db(), feeds(), due)).map((o) => o.status)).toEqual(["failed", "ok"]);
      expect((await list("?condition=used")).total).toBe(24);
      expect((await requestJson(`${server.url}/v1/stock/u-${used[0]?.id}`)).status).toBe(200);
    }
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ feed: "export-master" }),
      expect.stringMatching(/остаётся последний удачный снимок: в фиде нет ни одного автомобиля, а в последнем удачном снимке их 24/),
    );
    // Still empty an hour after the last good read: the stock is believed empty.
    await db().execute(sql`update stock_snapshots set refreshed_at = now() - interval '61 minutes' where source = 'export-master'`);
    expect((await refreshStock(db(), feeds(), due)).map((o) => o.status)).toEqual(["ok", "ok"]);
    expect((await list("?condition=used")).total).toBe(0);
    error.mockRestore();
  });

  test("a feed that lists every car as sold empties the stock at once", async () => {
    await refreshStock(db(), feeds(), due);
    answers.export = exportMasterXml(used.map((car) => ({ ...car, sold: true })));
    expect((await refreshStock(db(), feeds(), due)).map((o) => o.status)).toEqual(["ok", "ok"]);
    expect((await list("?condition=used")).total).toBe(0);
    expect((await requestJson(`${server.url}/v1/stock/u-${used[0]?.id}`)).status).toBe(410);
  });

  test("a process's start makes every feed due at once", async () => {
    await refreshStock(db(), feeds(), { refreshMs: 60 * 60_000 });
    expect((await refreshStock(db(), feeds(), { refreshMs: 60 * 60_000 })).map((o) => o.status)).toEqual(["skipped", "skipped"]);
    await feedsDueAtStart(db(), feeds());
    expect((await refreshStock(db(), feeds(), due)).map((o) => o.status)).toEqual(["ok", "ok"]);
  });

  test("an unchanged feed leaves the snapshot's version alone", async () => {
    await refreshStock(db(), feeds(), due);
    const outcomes = await refreshStock(db(), feeds(), due);
    expect(outcomes.map((o) => o.status === "ok" && o.changed)).toEqual([false, false]);
    const rows = await db().select({ version: stockSnapshots.version }).from(stockSnapshots).orderBy(stockSnapshots.source);
    expect(rows).toEqual([{ version: 1 }, { version: 1 }]);
  });

  test("two processes refreshing at once read each feed once; another process serves the same cars", async () => {
    const before = { ...requests };
    const [a, b] = await Promise.all([refreshStock(db(), feeds()), refreshStock(db(), feeds())]);
    const statuses = [...(a ?? []), ...(b ?? [])].map((o) => o.status).sort();
    expect(statuses).toEqual(["ok", "ok", "skipped", "skipped"]);
    expect(requests.export - before.export).toBe(1);
    expect(requests.offers - before.offers).toBe(1);
    // Not due again until the refresh interval has passed.
    expect((await refreshStock(db(), feeds())).map((o) => o.status)).toEqual(["skipped", "skipped"]);
    const other = createStockReader(db(), ["export-master", "ilsa-offers"]);
    const served = (await list("?pageSize=100")).cars.map((c) => c.id).sort();
    expect((await other.current()).cars.map((c) => c.id).sort()).toEqual(served);
    expect(served).toHaveLength(60);
  });
});
