import { contentItemSchema, contentListRowSchema } from "@contract/content";
import { creditProgramListSchema } from "@contract/credit-program";
import { creditProgramMessages, type CreditProgramDraft } from "@contract/credit-program-draft";
import { expect, test } from "vitest";
import { z } from "zod";
import { readContentVersion } from "../db/content-versions";
import { createTestClock } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { staffSuite } from "../testing/staff-suite";

const base = "/v1/staff/content/credit-programs";
const savedSchema = z.object({ itemId: z.string(), number: z.number() });

describeEachDatabase((ctx) => {
  const clock = createTestClock("2026-12-05T12:00:00+03:00");
  const { url, api, sessions } = staffSuite(ctx, { roles: ["marketing", "sales"], network: "10.20.2", now: clock.now });

  const programs = async () =>
    creditProgramListSchema.parse(((await (await fetch(`${url()}/v1/credit-program`)).json()) as { data: unknown }).data);
  const open = async (id: string) =>
    contentItemSchema.parse((await api().call(`${base}/${id}`, { token: sessions.marketing.token })).body.data);
  const write = (path: string, json: Record<string, unknown>) =>
    api().call(path, { token: sessions.marketing.token, csrf: sessions.marketing.csrfToken, json });
  const saveAndPublish = async (path: string, json: Record<string, unknown>) => {
    const saved = await write(path, json);
    expect(saved.status, saved.body.message).toBe(200);
    const { itemId, number } = savedSchema.parse(saved.body.data);
    const published = await write(`${base}/${itemId}/publish`, { number });
    expect(published.status, published.body.message).toBe(200);
    return itemId;
  };

  test("a program opens as the site offers it; a form typed wrong is refused field by field; sales may not open it", async () => {
    const item = await open("1");
    expect(item).toMatchObject({ base: 0, status: "published" });
    expect(item.data).toMatchObject({
      name: "Genesis Finance Стандарт",
      rate: 14.9,
      terms: [12, 24, 36, 48, 60, 72, 84],
      lender: "Genesis Finance",
    });
    const refused = await write(`${base}/1/save`, {
      base: 0,
      data: { ...item.data, rate: "120", min_credit: "13 000 000", fee_percent: "" },
    });
    expect(refused.status).toBe(400);
    expect((refused.body.data as { fields: Record<string, string> }).fields).toEqual({
      rate: creditProgramMessages.rateInvalid,
      max_credit: creditProgramMessages.creditOrder,
      fee_percent: creditProgramMessages.costDataTogether,
    });
    expect((await open("1")).base).toBe(0);
    expect((await api().call(`${base}/1`, { token: sessions.sales.token })).status).toBe(403);
    const list = z
      .object({ items: z.array(contentListRowSchema) })
      .parse((await api().call(base, { token: sessions.marketing.token })).body.data);
    expect(list.items.find((row) => row.id === "1")).toMatchObject({
      title: "Genesis Finance Стандарт",
      code: "Genesis Finance",
      date: "14.9",
    });
  });

  test("a new rate and fee, published, is what GET /v1/credit-program gives, and the pages' content version moves", async () => {
    const before = await readContentVersion(ctx.database().db);
    const item = await open("3");
    await saveAndPublish(`${base}/3/save`, {
      base: item.base,
      data: { ...item.data, rate: "16,5", fee_percent: "1,5", terms: "12, 24, 36" },
    });
    const program = (await programs()).find((p) => p.id === 3);
    expect(program).toMatchObject({ rate: 16.5, fee_percent: 1.5, insurance_percent: 0, lender: "Эталон Банк" });
    expect(program?.terms).toEqual([{ term: 12 }, { term: 24 }, { term: 36 }]);
    expect(await readContentVersion(ctx.database().db)).not.toBe(before);
  });

  test("a new program without the ПСК's inputs is listed without them (so offered without a rate); taken down, it is no longer active", async () => {
    const data: Record<keyof CreditProgramDraft, unknown> = {
      name: "Кредит для предпринимателей",
      bank: "Меридиан Банк",
      description: "Для индивидуальных предпринимателей: решение по выписке со счёта, без справки о доходах.",
      active: true,
      min_price: "2 000 000",
      max_price: "12 000 000",
      min_credit: "500 000",
      max_credit: "8 000 000",
      min_prepay: "30",
      max_prepay: "70",
      rate: "18,9",
      restcost: "0",
      terms: "12, 24, 36",
      models: ["gv80"],
      order: "60",
      lender: "",
      fee_percent: "",
      insurance_percent: "",
    };
    const id = await saveAndPublish(`${base}/new`, { base: 0, data });
    expect(Number(id)).toBeGreaterThan(6);
    const program = (await programs()).find((p) => p.id === Number(id));
    expect(program).toMatchObject({ name: "Кредит для предпринимателей", rate: 18.9, active: true, models: ["gv80"] });
    expect(program).not.toHaveProperty("fee_percent");
    expect(program).not.toHaveProperty("insurance_percent");
    expect(program).not.toHaveProperty("lender");

    expect((await write(`${base}/${id}/take-down`, {})).status).toBe(200);
    expect((await programs()).find((p) => p.id === Number(id))?.active).toBe(false);
    expect((await open(id)).status).toBe("gone");
  });
});
