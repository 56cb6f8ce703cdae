import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { newsSeed } from "../news/content/news";
import { createScratchPostgres, postgresSuiteName, requireTestDatabaseUrl, testDatabaseUrl } from "../testing/databases";
import { openDatabase } from "./client";
import type { Db } from "./database";
import { models, news, options } from "./schema";

const dealerPhone = and(eq(options.scope, "dealer"), eq(options.key, "dealer_phone"));

async function countRows(db: Db) {
  const [newsCount] = await db.select({ n: count() }).from(news);
  const [modelCount] = await db.select({ n: count() }).from(models);
  return { news: newsCount?.n, models: modelCount?.n };
}

describe("PGlite on disk", () => {
  test("creates a missing data directory and keeps the data across two opens", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "gtest-pglite-"));
    const dataDir = path.join(root, "nested", "pglite");
    try {
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe("pglite");
      await first.db.update(options).set({ value: "8 499 000-11-22" }).where(dealerPhone);
      await first.close();
      expect((await stat(dataDir)).isDirectory()).toBe(true);

      const second = await openDatabase({ dataDir });
      try {
        const [phone] = await second.db.select({ value: options.value }).from(options).where(dealerPhone);
        expect(phone?.value).toBe("8 499 000-11-22");
        expect(await countRows(second.db)).toEqual({ news: newsSeed.length, models: 5 });
      } finally {
        await second.close();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!testDatabaseUrl)(postgresSuiteName, () => {
  test("two processes opening one fresh database at once both succeed, seeding once", async () => {
    const scratch = await createScratchPostgres(requireTestDatabaseUrl());
    try {
      // Two pools stand for two web processes: each migrates and seeds under the advisory lock.
      const [a, b] = await Promise.all([
        openDatabase({ databaseUrl: scratch.url }),
        openDatabase({ databaseUrl: scratch.url }),
      ]);
      expect([a.kind, b.kind]).toEqual(["postgres", "postgres"]);
      expect(await countRows(a.db)).toEqual({ news: newsSeed.length, models: 5 });
      await Promise.all([a.close(), b.close()]);
    } finally {
      await scratch.drop();
    }
  });
});

test("an unreachable PostgreSQL rejects the open", async () => {
  await expect(openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none" })).rejects.toThrow();
});
