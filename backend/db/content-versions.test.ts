import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { describeEachDatabase } from "../testing/databases";
import { readContentVersion } from "./content-versions";
import * as schema from "./schema";
import { seedDatabase } from "./seed";

const versionOf = async (db: Parameters<typeof readContentVersion>[0], domain: string) =>
  Number(new RegExp(`${domain}:(\\d+)`).exec(await readContentVersion(db))?.[1]);

describeEachDatabase((ctx) => {
  test("the version names the content, the schedule and the stock", async () => {
    expect(await readContentVersion(ctx.database().db)).toMatch(/^content:\d+,schedule:\d+,stock:\d+$/);
  });

  test("an edit of a news item, made anywhere, moves the content's version and no other", async () => {
    const { db } = ctx.database();
    const before = await readContentVersion(db);
    const [item] = await db.select({ id: schema.news.id, name: schema.news.name }).from(schema.news).limit(1);
    if (!item) throw new Error("no seeded news");
    await db
      .update(schema.news)
      .set({ name: `${item.name} (обновлено)` })
      .where(eq(schema.news.id, item.id));
    const after = await readContentVersion(db);
    expect(await versionOf(db, "content")).toBe(Number(/content:(\d+)/.exec(before)?.[1]) + 1);
    expect(after.replace(/content:\d+/, "")).toBe(before.replace(/content:\d+/, ""));
    await db.update(schema.news).set({ name: item.name }).where(eq(schema.news.id, item.id));
  });

  test("re-running the seed, which changes no row, moves nothing", async () => {
    const { db } = ctx.database();
    const before = await readContentVersion(db);
    await seedDatabase(db);
    expect(await readContentVersion(db)).toBe(before);
  });

  test("a booking or a closed slot moves the schedule's version", async () => {
    const { db } = ctx.database();
    const before = await versionOf(db, "schedule");
    const [car] = await db.select().from(schema.testDriveCars).limit(1);
    if (!car) throw new Error("no seeded test-drive car");
    await db.execute(
      sql`insert into test_drive_closures (dealer_id, car_id, slot_start, reason) values (${car.dealerId}, ${car.id}, '2027-02-01T08:00:00Z', 'На сервисе')`,
    );
    expect(await versionOf(db, "schedule")).toBe(before + 1);
    await db.execute(sql`delete from test_drive_closures where car_id = ${car.id}`);
    expect(await versionOf(db, "schedule")).toBe(before + 2);
  });

  test("the stock job's claim of a feed is no change; a new snapshot is", async () => {
    const { db } = ctx.database();
    await db.insert(schema.stockSnapshots).values({ source: "export-master" }).onConflictDoNothing();
    const before = await versionOf(db, "stock");
    await db.update(schema.stockSnapshots).set({ nextCheckAt: new Date() }).where(eq(schema.stockSnapshots.source, "export-master"));
    expect(await versionOf(db, "stock")).toBe(before);
    await db
      .update(schema.stockSnapshots)
      .set({ carCount: 0, version: sql`${schema.stockSnapshots.version} + 1` })
      .where(eq(schema.stockSnapshots.source, "export-master"));
    expect(await versionOf(db, "stock")).toBe(before + 1);
  });
});
