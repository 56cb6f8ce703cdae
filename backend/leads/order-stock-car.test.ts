// A request about a car in stock keeps the car as the stock described it then, looked up by the
// backend from the id alone; a car the stock cannot describe leaves the lead with its id.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { logger } from "@platform/logger";
import { createBackendRouter } from "../http/router";
import { describeEachDatabase } from "../testing/databases";
import { requestJson, startTestServer, type TestServer } from "../testing/http-server";
import { sampleUsedCars } from "../stock/content/sample-stock";
import { readExportMasterFeed } from "../stock/export-master";
import { exportMasterXml } from "../stock/sample-feeds";
import { createStockReader, refreshStock, type StockReader } from "../stock/stock-store";
import { leadBody } from "./lead-bodies.test-helpers";
import { leads } from "./schema";

const now = new Date("2026-11-24T00:00:00Z");
const used = sampleUsedCars(now);

describeEachDatabase((ctx) => {
  let server: TestServer;
  const db = () => ctx.database().db;
  const reader: StockReader = {
    current: () => stockReader.current(),
    departed: (id) => stockReader.departed(id),
    renamed: (id) => stockReader.renamed(id),
  };
  let stockReader: StockReader;

  beforeAll(async () => {
    // The embedded used-car export, stored as the stock-refresh job stores it.
    await refreshStock(db(), [{ source: "export-master", read: () => readExportMasterFeed(exportMasterXml(used), now) }], {
      refreshMs: 0,
      retryMs: 0,
    });
    stockReader = createStockReader(db(), ["export-master"]);
    server = await startTestServer(createBackendRouter({ db: db(), stock: reader, limits: false }));
  });
  afterAll(async () => {
    await server.close();
  });

  const order = async (overrides: Record<string, unknown>) => {
    const answer = await requestJson(`${server.url}/v1/request/order`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(leadBody("order", { intent: "reserve", page: "/feed/x.html", ...overrides })),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { id } = (answer.body as { data: { id: string } }).data;
    const [lead] = await db().select().from(leads).where(eq(leads.id, id));
    return lead?.details;
  };

  test("a reservation of a seeded car keeps it described from the stock, whole VIN and price; a description the body sends is dropped", async () => {
    const seeded = used.find((car) => car.modelCode === "gv70");
    if (!seeded) throw new Error("no GV70 in the sample export");
    const price = `${String(seeded.price).replace(/\B(?=(\d{3})+$)/g, " ")} ₽`;
    const details = await order({ model: "gv70", stock_car: `u-${seeded.id}`, stock_car_description: "Genesis G90 за 1 ₽" });
    expect(details).toMatchObject({ intent: "reserve", stock_car: `u-${seeded.id}` });
    const text = String(details?.stock_car_description);
    expect(text.startsWith(`Genesis GV70 ${seeded.complectation} (${seeded.modification}) · ${seeded.year} г. · цвет: `)).toBe(true);
    expect(
      text.endsWith(` · с пробегом ${String(seeded.mileage).replace(/\B(?=(\d{3})+$)/g, " ")} км · VIN ${seeded.vin} · ${price}`),
    ).toBe(true);
  });

  test("a car the stock no longer has is taken with its id alone", async () => {
    expect(await order({ stock_car: "u-EM9999" })).toEqual({ intent: "reserve", package: "Premium", stock_car: "u-EM9999" });
  });

  test("a stock that fails to answer does not lose the request: it is taken with the car's id, and the failure logged", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const current = vi.spyOn(reader, "current").mockRejectedValueOnce(new Error("склад недоступен"));
    const seeded = used[0];
    expect(await order({ stock_car: `u-${seeded?.id}` })).toEqual({ intent: "reserve", package: "Premium", stock_car: `u-${seeded?.id}` });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ stockCar: `u-${seeded?.id}` }),
      expect.stringContaining("заявка принята с его номером"),
    );
    current.mockRestore();
    warn.mockRestore();
  });
});
