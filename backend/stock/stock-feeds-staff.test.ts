import { stockFeedMessages, stockFeedsAnswerSchema } from "@contract/stock-feeds";
import { staffMessages, type StaffSession } from "@contract/staff";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createBackendRouter } from "../http/router";
import { staffClient } from "../staff/staff-api.test-helpers";
import { addStaffAccount } from "../staff/staff-auth";
import { createTestClock } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { startTestServer, type TestServer } from "../testing/http-server";
import { plainHealth } from "./reshape";
import { stockSnapshots } from "./schema";

const password = "достаточно-длинный-пароль";

describeEachDatabase((ctx) => {
  let server: TestServer | undefined;
  const refreshes: number[] = [];
  const api = () => staffClient(server?.url ?? "");
  let admin: StaffSession;
  let marketer: StaffSession;

  beforeAll(async () => {
    const db = ctx.database().db;
    const clock = createTestClock("2026-12-05T12:00:00+03:00");
    server = await startTestServer(
      createBackendRouter({ db, now: clock.now, limits: false, staff: { onStockRefresh: () => refreshes.push(Date.now()) } }),
      "/dealer",
      { trustProxy: "loopback" },
    );
    await addStaffAccount(db, "feeds-admin@genesis-khimki.ru", password, "admin");
    await addStaffAccount(db, "feeds-marketing@genesis-khimki.ru", password, "marketing");
    admin = await api().signIn("feeds-admin@genesis-khimki.ru", password, "10.20.2.1");
    marketer = await api().signIn("feeds-marketing@genesis-khimki.ru", password, "10.20.2.2");
    const health = {
      ...plainHealth(251),
      dropped: [{ reason: "нет цены", count: 2 }],
      conditions: { year: 200, description: 49 },
      keptAsWritten: { engine: {}, drive: {}, color: { "мокрый асфальт": 3 } },
    };
    await db.delete(stockSnapshots);
    await db.insert(stockSnapshots).values([
      {
        source: "autoru",
        carCount: 249,
        refreshedAt: new Date(),
        checkedAt: new Date(),
        nextCheckAt: new Date(Date.now() + 300_000),
        health,
      },
      { source: "export-master", lastError: "фид ответил 503", checkedAt: new Date(), nextCheckAt: new Date(Date.now() + 60_000) },
    ]);
  });
  afterAll(() => server?.close());

  test("an admin sees each feed's reads and what the last good one made of it; other roles are refused", async () => {
    const answer = await api().call("/v1/staff/stock/feeds", { token: admin.token });
    expect(answer.status).toBe(200);
    const { feeds } = stockFeedsAnswerSchema.parse(answer.body.data);
    expect(feeds.map((feed) => [feed.source, feed.carCount, feed.lastError])).toEqual([
      ["autoru", 249, null],
      ["export-master", 0, "фид ответил 503"],
    ]);
    expect(feeds[0]?.health).toMatchObject({ read: 251, dropped: [{ reason: "нет цены", count: 2 }], conditions: { year: 200 } });
    expect(feeds[1]?.health).toBeNull();
    const refused = await api().call("/v1/staff/stock/feeds", { token: marketer.token });
    expect([refused.status, refused.body.message]).toEqual([403, staffMessages.forbidden]);
  });

  test("«Обновить сейчас» makes one feed or all due at once and wakes the refresh job; an unknown feed is refused", async () => {
    const db = ctx.database().db;
    const refresh = (json: unknown, session = admin) =>
      api().call("/v1/staff/stock/feeds/refresh", { token: session.token, csrf: session.csrfToken, json });
    const one = await refresh({ source: "autoru" });
    expect([one.status, one.body.message]).toEqual([200, stockFeedMessages.refreshQueued(1)]);
    const [autoru] = await db.select().from(stockSnapshots).where(eq(stockSnapshots.source, "autoru"));
    expect(autoru?.nextCheckAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [exportMaster] = await db.select().from(stockSnapshots).where(eq(stockSnapshots.source, "export-master"));
    expect(exportMaster?.nextCheckAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    expect(refreshes).toHaveLength(1);

    const all = await refresh({});
    expect([all.status, all.body.message]).toEqual([200, stockFeedMessages.refreshQueued(2)]);
    expect(refreshes).toHaveLength(2);
    // A name no feed has is refused; a feed the site knows but does not read here (no AVITO_FEED_URL) is not found.
    expect((await refresh({ source: "drom" })).status).toBe(400);
    expect((await refresh({ source: "avito" })).status).toBe(404);
    expect((await refresh({ source: "autoru" }, marketer)).status).toBe(403);
    // Without the session's CSRF token nothing is done.
    expect((await api().call("/v1/staff/stock/feeds/refresh", { token: admin.token, json: {} })).status).toBe(403);
  });
});
