import { expect, test } from "vitest";
import { describeEachDatabase } from "../testing/databases";
import { carIdSecret } from "./car-id-secret";
import { siteSecrets } from "./schema";

// The secret behind the ids of cars whose feed gives none (docs/decisions/0091): the operator's when set,
// otherwise one made at the first start and the same for every process and restart after it.
describeEachDatabase((ctx) => {
  test("the operator's STOCK_ID_SECRET is used as given, and nothing is stored", async () => {
    const db = ctx.database().db;
    await db.delete(siteSecrets);
    expect(await carIdSecret(db, "секрет-оператора-16+")).toBe("секрет-оператора-16+");
    expect(await db.select().from(siteSecrets)).toEqual([]);
  });

  test("without one, the first start makes a secret and every later start and process gets the same", async () => {
    const db = ctx.database().db;
    await db.delete(siteSecrets);
    // Two processes starting at once: one secret is written, both read it.
    const [first, second] = await Promise.all([carIdSecret(db, undefined), carIdSecret(db, undefined)]);
    expect(first).toMatch(/^[\w-]{40,}$/);
    expect(second).toBe(first);
    expect(await carIdSecret(db, "")).toBe(first);
    expect(await db.select().from(siteSecrets)).toHaveLength(1);
  });
});
