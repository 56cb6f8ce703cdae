import { asc, eq, and, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { modelSeed } from "../content/models";
import { newsSeed } from "../content/news";
import { optionSeed } from "../content/options";
import { describeEachDatabase } from "../testing/databases";
import type { Db } from "./client";
import { models, news, options } from "./schema";
import { seedDatabase } from "./seed";

async function snapshot(db: Db) {
  return {
    options: await db.select().from(options).orderBy(asc(options.scope), asc(options.key)),
    models: await db.select().from(models).orderBy(asc(models.id)),
    news: await db.select().from(news).orderBy(asc(news.id)),
  };
}

const dealerPhone = and(eq(options.scope, "dealer"), eq(options.key, "dealer_phone"));

describeEachDatabase((ctx) => {
  test("opening the database migrates it and loads every bundled row", async () => {
    const { options: optionRows, models: modelRows, news: newsRows } = await snapshot(ctx.database().db);
    expect(optionRows).toHaveLength(optionSeed.length);
    expect(modelRows.map((row) => row.code)).toEqual(modelSeed.map((row) => row.code));
    expect(newsRows.map((row) => row.code).sort()).toEqual(newsSeed.map((row) => row.code).sort());
  });

  test("re-running the seed changes nothing", async () => {
    const { db } = ctx.database();
    const before = await snapshot(db);
    await seedDatabase(db);
    await db.transaction((tx) => seedDatabase(tx));
    expect(await snapshot(db)).toEqual(before);
  });

  test("the seed leaves values edited in the database alone", async () => {
    const { db } = ctx.database();
    await db.update(options).set({ value: "8 800 000-00-00" }).where(dealerPhone);
    try {
      await seedDatabase(db);
      const [row] = await db.select({ value: options.value }).from(options).where(dealerPhone);
      expect(row?.value).toBe("8 800 000-00-00");
    } finally {
      await db.update(options).set({ value: "8 495 120-45-67" }).where(dealerPhone);
    }
  });

  test("the schema refuses a model without a price that is not 'coming soon'", async () => {
    const { db } = ctx.database();
    await expect(
      db.update(models).set({ priceRub: null, priceComingSoon: false }).where(eq(models.code, "g70")),
    ).rejects.toThrow();
    const [g70] = await db.select({ price: models.priceRub }).from(models).where(eq(models.code, "g70"));
    expect(g70?.price).toBe(2_249_000);
  });

  test("the migration is recorded once", async () => {
    const result = (await ctx
      .database()
      .db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(result.rows[0]?.n).toBe(1);
  });
});
