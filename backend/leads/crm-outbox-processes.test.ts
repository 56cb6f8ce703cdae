import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, expect, test, vi } from "vitest";
import {
  createScratchPostgres,
  postgresSuiteName,
  requireTestDatabaseUrl,
  testDatabaseUrl,
  type ScratchPostgres,
} from "../testing/databases";
import { startBackend } from "../testing/backend-server";
import { startCrmStandIn, type CrmStandIn } from "./crm-stand-in.test-helpers";
import { countLeads, leadBody, pathOf, postJson } from "./lead-bodies.test-helpers";
import { acknowledgeLeads, statusCounts, until } from "./lead-delivery.test-helpers";
import { queryRows } from "./lead-queries";
import { logger } from "@platform/logger";

// Whole backends (createBackend: router, job runner, trigger on store) against a stand-in CRM: the
// delivery job of one process, of two sharing one PostgreSQL, and of one whose connections are cut.

let cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function standIn(): Promise<CrmStandIn> {
  const crm = await startCrmStandIn();
  cleanups.push(() => crm.close());
  return crm;
}

async function scratchDatabase(): Promise<ScratchPostgres> {
  const scratch = await createScratchPostgres(requireTestDatabaseUrl());
  cleanups.push(() => scratch.drop());
  return scratch;
}

const distinctAndTotal = (crm: CrmStandIn) => ({
  distinctInCrm: crm.accepted.size,
  acceptedCalls: [...crm.accepted.values()].reduce((sum, n) => sum + n, 0),
  calls: crm.calls(),
});

test("PGlite: a stored lead is delivered at once (the store triggers the job; its tick is a minute)", async () => {
  const crm = await standIn();
  const { site } = await startBackend({ dataDir: "memory://", crmUrl: crm.url, leadDelivery: { intervalMs: 60_000 } }, cleanups);
  const started = performance.now();
  const answer = await postJson(`${site.url}${pathOf("order")}`, leadBody("order"));
  const { data } = (await answer.json()) as { data: { id: string } };
  await until(async () => crm.accepted.has(data.id), 5_000, "delivery");
  const delayMs = Math.round(performance.now() - started);
  expect(delayMs).toBeLessThan(2_000);
  console.info(`[faults] PGlite: from POST to the CRM's 'Y' in ${delayMs} ms`);
});

test.skipIf(!testDatabaseUrl)(`${postgresSuiteName}: two backends sharing one outbox never deliver a lead twice`, async () => {
  const crm = await standIn();
  const scratch = await scratchDatabase();
  // Two connection strings make two pools, as two processes would have.
  const delivery = { intervalMs: 20, batchSize: 5 };
  const a = await startBackend(
    { databaseUrl: `${scratch.url}?application_name=backend-a`, crmUrl: crm.url, leadDelivery: delivery },
    cleanups,
  );
  const b = await startBackend(
    { databaseUrl: `${scratch.url}?application_name=backend-b`, crmUrl: crm.url, leadDelivery: delivery },
    cleanups,
  );
  const ids = (await Promise.all([acknowledgeLeads(a.site.url, 150, 5), acknowledgeLeads(b.site.url, 150, 5)])).flat();
  await until(async () => crm.accepted.size === ids.length, 20_000, "delivery of every lead");
  // With the outbox empty and both backends stopped (a run in flight ends first), no call can still come.
  await until(async () => (await a.backend.operations()).leads.waiting === 0, 20_000, "an empty outbox");
  await Promise.all([a.backend.close(), b.backend.close()]);
  const figures = { acknowledged: ids.length, ...distinctAndTotal(crm) };
  expect(figures).toEqual({ acknowledged: 300, distinctInCrm: 300, acceptedCalls: 300, calls: 300 });
  expect(await statusCounts(await openScratch(scratch.url))).toEqual({ delivered: 300 });
  console.info(`[faults] two backends, one PostgreSQL: ${JSON.stringify(figures)}`);
});

test.skipIf(!testDatabaseUrl)(`${postgresSuiteName}: connections cut mid-load lose no acknowledged lead`, async () => {
  const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  const crm = await standIn();
  const scratch = await scratchDatabase();
  const { site } = await startBackend(
    {
      databaseUrl: scratch.url,
      crmUrl: crm.url,
      leadDelivery: { intervalMs: 50, leaseMs: 1_000, timeoutMs: 500, retryBaseMs: 50, retryCapMs: 200 },
    },
    cleanups,
  );
  const admin = new pg.Client({ connectionString: requireTestDatabaseUrl() });
  await admin.connect();
  cleanups.push(() => admin.end());
  const name = new URL(scratch.url).pathname.slice(1);
  let answered = 0;
  const load = acknowledgeLeads(site.url, 400, 10, () => (answered += 1));
  let terminated = 0;
  // The connections are cut after the 100th, the 200th and the 300th post is answered, the load going on.
  for (let cut = 1; cut <= 3; cut++) {
    await until(async () => answered >= 100 * cut, 30_000, `${100 * cut} posts answered`);
    const { rows } = await admin.query("select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1", [
      name,
    ]);
    terminated += (rows[0] as { n: number }).n;
  }
  const ids = await load;
  await until(async () => ids.every((id) => crm.accepted.has(id)), 30_000, "delivery of every acknowledged lead");
  const db = await openScratch(scratch.url);
  await until(async () => (await countLeads(db)).outbox === 0, 30_000, "an empty outbox");
  const stored = await queryRows<{ id: string }>(db, sql`select id from leads`);
  const figures = {
    acknowledged: ids.length,
    stored: stored.length,
    ...distinctAndTotal(crm),
    terminatedConnections: terminated,
    errorsLogged: errors.mock.calls.length,
  };
  expect(ids.length).toBeGreaterThan(200);
  expect(new Set(stored.map((row) => row.id))).toEqual(expect.objectContaining({ size: stored.length }));
  expect(ids.filter((id) => !stored.some((row) => row.id === id))).toEqual([]);
  expect(crm.accepted.size).toBe(stored.length);
  console.info(`[faults] connections terminated mid-load: ${JSON.stringify(figures)}`);
});

/** A drizzle handle on a scratch database for assertions, closed after the test. */
async function openScratch(url: string) {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  cleanups.push(() => pool.end());
  return drizzle(pool) as unknown as Parameters<typeof countLeads>[0];
}
