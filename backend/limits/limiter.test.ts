import { expect, test } from "vitest";
import { createTestClock } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { createLimiter, pruneLimitCounts } from "./limiter";
import { rateLimitHits } from "./schema";

describeEachDatabase((ctx) => {
  test("allows `limit` requests a window, then says how long until the window ends; another bucket counts apart", async () => {
    const clock = createTestClock("2026-11-21T12:00:00+03:00");
    const limiter = createLimiter(ctx.database().db, clock.now);
    const rule = { limit: 2, windowMs: 60_000 };
    expect(await limiter.hit("t:a", rule)).toEqual({ allowed: true });
    clock.set("2026-11-21T12:00:40+03:00");
    expect(await limiter.hit("t:a", rule)).toEqual({ allowed: true });
    expect(await limiter.hit("t:a", rule)).toEqual({ allowed: false, retryAfterMs: 20_000 });
    expect(await limiter.hit("t:b", rule)).toEqual({ allowed: true });
    clock.set("2026-11-21T12:01:00+03:00");
    expect(await limiter.hit("t:a", rule)).toEqual({ allowed: true });
  });

  test("two limiters on one database count into the same window, as two processes do", async () => {
    const clock = createTestClock("2026-11-21T13:00:00+03:00");
    const [one, two] = [createLimiter(ctx.database().db, clock.now), createLimiter(ctx.database().db, clock.now)];
    const rule = { limit: 3, windowMs: 600_000 };
    const verdicts = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? one : two).hit("t:shared", rule)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
  });

  test("the counts of windows over a day old are pruned, younger ones kept", async () => {
    const db = ctx.database().db;
    const clock = createTestClock("2026-11-20T10:00:00+03:00");
    await createLimiter(db, clock.now).hit("t:old", { limit: 1, windowMs: 60_000 });
    clock.set("2026-11-21T09:59:00+03:00");
    await createLimiter(db, clock.now).hit("t:young", { limit: 1, windowMs: 60_000 });
    expect(await pruneLimitCounts(db, new Date("2026-11-21T10:00:30+03:00"))).toBeGreaterThanOrEqual(1);
    const buckets = (await db.select({ bucket: rateLimitHits.bucket }).from(rateLimitHits)).map((row) => row.bucket);
    expect(buckets).toContain("t:young");
    expect(buckets).not.toContain("t:old");
  });
});
