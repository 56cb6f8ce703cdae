import ExcelJS from "exceljs";
import { contentItemSchema, contentMessages } from "@contract/content";
import { priceListPreviewSchema, priceMessages, type PricesDraft } from "@contract/prices";
import { staffMessages } from "@contract/staff";
import { expect, test } from "vitest";
import { z } from "zod";
import { readContentVersion } from "../db/content-versions";
import { createTestClock } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { staffSuite } from "../testing/staff-suite";

const path = "/v1/staff/content/prices/catalogue";
const menuSchema = z.object({ data: z.array(z.object({ code: z.string(), price: z.number().nullable(), priceComingSoon: z.boolean() })) });
const packagesSchema = z.object({ data: z.array(z.object({ code: z.string(), price: z.number(), priceIndicative: z.boolean() })) });

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Прайс");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describeEachDatabase((ctx) => {
  const clock = createTestClock("2026-12-05T12:00:00+03:00");
  const { url, api, sessions } = staffSuite(ctx, { roles: ["marketing", "sales"], network: "10.20.1", now: clock.now });

  const menu = async () => menuSchema.parse(await (await fetch(`${url()}/v1/model`)).json()).data;
  const packagesOf = async (model: string) =>
    packagesSchema.parse(await (await fetch(`${url()}/v1/complectation?modelCode=${model}`)).json()).data;
  const open = async () => contentItemSchema.parse((await api().call(path, { token: sessions.marketing.token })).body.data);
  const sendSheet = async (bytes: Buffer, name: string, session = sessions.marketing) => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(bytes)]), name);
    return api().call(`${path}/price-list`, { method: "POST", body: form, token: session.token, csrf: session.csrfToken });
  };

  test("opened as the site has them; a price typed wrong or a model with no list price is named and nothing is saved", async () => {
    const item = await open();
    expect(item).toMatchObject({ base: 0, status: "published" });
    const data = item.data as PricesDraft;
    expect(data.models.find((model) => model.code === "g70")?.packages[0]).toEqual({
      code: "premium-2.0t",
      name: "Премиум 2.0T бензин",
      priceRub: 2_249_000,
      priceIndicative: false,
    });
    const broken = structuredClone(data) as {
      models: { code: string; priceComingSoon: boolean; packages: { priceRub: unknown; priceIndicative: boolean }[] }[];
    };
    const g70 = broken.models.find((model) => model.code === "g70");
    const gv70 = broken.models.find((model) => model.code === "gv70");
    if (!g70?.packages[1] || !gv70) throw new Error("the sample catalogue has G70 and GV70");
    g70.packages[1].priceRub = "2 549 000,50";
    for (const pkg of gv70.packages) pkg.priceIndicative = true;
    const refused = await api().call(`${path}/save`, {
      token: sessions.marketing.token,
      csrf: sessions.marketing.csrfToken,
      json: { base: 0, data: broken },
    });
    expect(refused.status).toBe(400);
    expect((refused.body.data as { fields: Record<string, string> }).fields).toEqual({
      "price:g70/elite-2.0t": priceMessages.priceWhole,
      "model:gv70": priceMessages.noListPrice,
    });
    expect((await open()).base).toBe(0);
    expect((await api().call(path, { token: sessions.sales.token })).status).toBe(403);
    const down = await api().call(`${path}/take-down`, { token: sessions.marketing.token, csrf: sessions.marketing.csrfToken, json: {} });
    expect([down.status, down.body.message]).toEqual([400, contentMessages.pricesPermanent]);
  });

  test("a price list is previewed without a change, then applied: the packages and the model's «от» price move together", async () => {
    const before = await readContentVersion(ctx.database().db);
    const sheet = await xlsx([
      ["Прайс-лист на декабрь"],
      ["Модель", "Комплектация", "РРЦ, ₽"],
      ["Genesis G70", "Премиум 2.0T", 2_299_000],
      ["Genesis G70", "Элит", "2 599 000"],
    ]);
    const answer = await sendSheet(sheet, "Цены декабрь.xlsx");
    expect(answer.status, answer.body.message).toBe(200);
    const preview = priceListPreviewSchema.parse(answer.body.data);
    expect(preview).toMatchObject({ fileName: "Цены декабрь.xlsx", rows: 2, refused: [], base: 0 });
    expect(preview.changes.map((change) => [change.package || "от", change.from, change.to])).toEqual([
      ["Премиум 2.0T бензин", 2_249_000, 2_299_000],
      ["Элит 2.0T бензин", 2_549_000, 2_599_000],
      ["от", 2_249_000, 2_299_000],
    ]);
    // Read, not applied: the site and the content version are as they were.
    expect((await menu()).find((model) => model.code === "g70")?.price).toBe(2_249_000);
    expect(await readContentVersion(ctx.database().db)).toBe(before);

    const saved = await api().call(`${path}/save`, {
      token: sessions.marketing.token,
      csrf: sessions.marketing.csrfToken,
      json: { base: preview.base, data: preview.data, note: "Прайс-лист «Цены декабрь.xlsx»" },
    });
    expect(saved.status, saved.body.message).toBe(200);
    const number = (saved.body.data as { number: number }).number;
    expect(
      (await api().call(`${path}/publish`, { token: sessions.marketing.token, csrf: sessions.marketing.csrfToken, json: { number } }))
        .status,
    ).toBe(200);
    expect((await menu()).find((model) => model.code === "g70")).toEqual({ code: "g70", price: 2_299_000, priceComingSoon: false });
    expect((await packagesOf("g70")).slice(0, 2).map((pkg) => pkg.price)).toEqual([2_299_000, 2_599_000]);
    expect(await readContentVersion(ctx.database().db)).not.toBe(before);
    expect((await open()).history.map((entry) => entry.note)).toEqual(["Прайс-лист «Цены декабрь.xlsx»", "Как было на сайте"]);
  });

  test("a malformed sheet changes nothing and names its rows; what is not a sheet, or too big, is refused in Russian", async () => {
    const version = await readContentVersion(ctx.database().db);
    const bad = await sendSheet(Buffer.from("Модель;Комплектация;Цена\nG70;Премиум;2 199 000\nG70;Люкс;3 000 000\n"), "prices.csv");
    expect([bad.status, bad.body.message]).toEqual([200, priceMessages.sheetRefused(1)]);
    const preview = priceListPreviewSchema.parse(bad.body.data);
    expect(preview.data).toBeNull();
    expect(preview.refused.map((row) => row.row)).toEqual([3]);
    expect(await readContentVersion(ctx.database().db)).toBe(version);

    const picture = await sendSheet(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), "prices.xlsx");
    expect([picture.status, picture.body.message]).toEqual([400, priceMessages.sheetUnreadable]);
    const huge = await sendSheet(Buffer.alloc(6 * 1024 * 1024, 0x41), "huge.csv");
    expect([huge.status, huge.body.message]).toEqual([413, priceMessages.sheetTooLarge]);
    const forbidden = await sendSheet(Buffer.from("Модель;Комплектация;Цена\nG70;Премиум;2 199 000\n"), "prices.csv", sessions.sales);
    expect([forbidden.status, forbidden.body.message]).toEqual([403, staffMessages.forbidden]);
  });
});
