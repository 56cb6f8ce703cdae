import path from "node:path";
import { stat } from "node:fs/promises";
import type { AppLoadContext } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { pageMetaSeed } from "../backend/site/content/meta";
import { createBackend } from "../backend/index";
import { startTestServer, type TestServer } from "../backend/testing/http-server";
import { loadDealerFinder } from "~/features/dealers/dealer-finder.server";
import { startingPrice } from "~/features/models/model-format";
import { loadModelPackages } from "~/features/models/packages.server";
import { loadConfiguratorModels } from "~/features/configurator/configurator-data.server";
import { loadPageMeta } from "~/lib/page-meta.server";
import { getServerApi } from "~/lib/server-api.server";
import { testPublicConfig } from "../tests/setup/load-context";

// The site's loaders against the embedded backend and its seeded content: the contract as both sides read it.

const backend = createBackend({ dataDir: "memory://" });
let server: TestServer;
let context: AppLoadContext;

beforeAll(async () => {
  await backend.ready;
  server = await startTestServer(backend.router, "/api");
  context = {
    apiBaseUrl: server.url,
    dealerBaseUrl: server.url,
    publicConfig: { ...testPublicConfig, siteUrl: "http://site.test" },
  };
});

afterAll(async () => {
  await server.close();
  await backend.close();
});

test("packages come from the complectation API: list prices, guide prices and the G90 L", async () => {
  const api = getServerApi(context);
  const [g70, g80, g90] = await Promise.all([
    loadModelPackages(api, "g70"),
    loadModelPackages(api, "g80-new"),
    loadModelPackages(api, "g90"),
  ]);
  expect(g70?.map((p) => p.name)).toEqual(["Премиум", "Элит", "Спорт", "Спорт Престиж"]);
  expect(startingPrice(g70 ?? [])).toBe(2_249_000);
  expect(g70?.[0]?.engine).toMatchObject({ name: "2.0T", fuel: "Бензин", powerHp: 197, drive: "Полный привод" });
  expect(g70?.[0]?.equipment.length).toBeGreaterThanOrEqual(4);
  // The Sport has none of the Elite's memory seats or 18″ wheels: it lists its own equipment.
  expect(g70?.map((p) => (p.equipment[0]?.startsWith("Всё из") ? p.equipment[0] : "свой список"))).toEqual([
    "свой список",
    "Всё из комплектации «Премиум»",
    "свой список",
    "Всё из комплектации «Спорт»",
  ]);
  expect(g80?.every((p) => p.priceIndicative)).toBe(true);
  expect(startingPrice(g80 ?? [])).toBeNull();
  const long = g90?.filter((p) => p.long) ?? [];
  expect(long.map((p) => [p.name, p.engine.powerHp])).toEqual([["Первый класс", 415]]);
});

test("the configurator offers every model with the API's packages, paints and trims", async () => {
  const models = await loadConfiguratorModels(getServerApi(context));
  expect(models.map((m) => m.configuratorCode)).toEqual(["g70-fl", "gv70", "g80-new", "gv80", "g90"]);
  for (const model of models) {
    expect(model.packages.length, model.code).toBeGreaterThanOrEqual(2);
    expect(model.colours.length, model.code).toBeGreaterThanOrEqual(6);
    expect(model.interiors.length, model.code).toBeGreaterThanOrEqual(3);
    expect(model.colours[0]?.id).toBe(model.defaultColourId);
  }
  expect(models[0]?.colours.map((c) => c.name)).toContain("Белый Уюни");
});

test("the finder opens on the dealer's own city and narrows by the filters", async () => {
  const home = await loadDealerFinder(context, new URLSearchParams());
  expect(home.status).toBe("ok");
  if (home.status !== "ok") return;
  expect(home.city?.name).toBe("Химки");
  expect(home.dealers.map((d) => d.name)).toContain("Genesis Химки");
  expect(home.cities.length).toBeGreaterThanOrEqual(4);

  const kazan = await loadDealerFinder(context, new URLSearchParams("city=6&certified=1"));
  if (kazan.status !== "ok") throw new Error("finder failed");
  expect(kazan.city?.name).toBe("Казань");
  expect(kazan.dealers).toEqual([]);
  expect(kazan.cities.map((c) => c.name)).toContain("Казань");

  const testDrive = await loadDealerFinder(context, new URLSearchParams("city=1&testDrive=1"));
  if (testDrive.status !== "ok") throw new Error("finder failed");
  expect(testDrive.dealers.every((d) => d.testDrive)).toBe(true);
  expect(testDrive.dealers.length).toBeGreaterThan(0);
});

test("meta rows are found by path, dynamic paths by their pattern, unknown paths give null", async () => {
  expect((await loadPageMeta(context, "/brand.html"))?.routeId).toBe("brand");
  expect((await loadPageMeta(context, "/news/some-article.html"))?.route).toBe("/news/:code.html");
  expect(await loadPageMeta(context, "/no-such-page.html")).toBeNull();
});

test("every share picture the meta rows name is a 1200×630 JPEG under 60 KB in public/", async () => {
  const images = [...new Set(pageMetaSeed.map((row) => row.ogImage ?? ""))];
  expect(images.length).toBeGreaterThanOrEqual(6);
  for (const image of images) {
    const file = path.resolve("public", `.${image}`);
    const info = await sharp(file).metadata();
    expect([image, info.format, info.width, info.height]).toEqual([image, "jpeg", 1200, 630]);
    expect((await stat(file)).size, image).toBeLessThan(60 * 1024);
  }
});
