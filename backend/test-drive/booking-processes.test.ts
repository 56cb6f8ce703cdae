import { bookingMessages, scheduleSchema } from "@contract/test-drive";
import { afterEach, expect, test } from "vitest";
import { startCrmStandIn, type CrmStandIn } from "../leads/crm-stand-in.test-helpers";
import { leadBody } from "../leads/lead-bodies.test-helpers";
import { until } from "../leads/lead-delivery.test-helpers";
import { createScratchPostgres, postgresSuiteName, requireTestDatabaseUrl, testDatabaseUrl } from "../testing/databases";
import { startBackend } from "../testing/backend-server";
import type { TestServer } from "../testing/http-server";

// Visitors pressing «Записаться» for one slot at the same moment, through whole backends (router,
// job runner, delivery to a stand-in sales system): the database decides who got it.

let cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function standIn(): Promise<CrmStandIn> {
  const crm = await startCrmStandIn();
  cleanups.push(() => crm.close());
  return crm;
}

/** The first slot the live schedule offers for Genesis Химки's G70 (the real clock: any day the test runs). */
async function firstFreeSlot(siteUrl: string): Promise<{ date: string; time: string }> {
  const answer = (await (await fetch(`${siteUrl}/test-drive?method=getShedule&dealer=1&model=g70`)).json()) as { data: unknown };
  for (const [date, slots] of Object.entries(scheduleSchema.parse(answer.data))) {
    for (const [time, slot] of Object.entries(slots)) if (slot.available) return { date, time };
  }
  throw new Error("The seeded schedule has no free slot");
}

async function slotState(siteUrl: string, { date, time }: { date: string; time: string }) {
  const answer = (await (await fetch(`${siteUrl}/test-drive?method=getShedule&dealer=1&model=g70`)).json()) as { data: unknown };
  return scheduleSchema.parse(answer.data)[date]?.[time];
}

/** `count` bookings of one slot by different visitors, sent all at once, alternating between the sites. */
async function race(sites: TestServer[], slot: { date: string; time: string }, count: number) {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const {
        preferred_date: _d,
        preferred_time: _t,
        ...person
      } = leadBody("test-drive", { city: "2", dealer: "1", model: "g70", name: `Гость ${"абвгдежзиклмнопрстуфхцчшщэюя"[i % 28]}` });
      const site = sites[i % sites.length] as TestServer;
      const response = await fetch(`${site.url}/v1/request`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...person, ...slot }),
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    }),
  );
  const ms = Math.round(performance.now() - started);
  const byStatus: Record<number, number> = {};
  for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
  const refusals = new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.message));
  return { byStatus, refusals: [...refusals], ms };
}

test("PGlite: 50 bookings of one slot at once, one backend → exactly one booked, 49 hear it was taken", async () => {
  const crm = await standIn();
  const { site } = await startBackend({ dataDir: "memory://", crmUrl: crm.url, leadDelivery: { intervalMs: 50 } }, cleanups);
  const slot = await firstFreeSlot(site.url);
  const result = await race([site], slot, 50);
  expect(result.byStatus).toEqual({ 200: 1, 409: 49 });
  expect(result.refusals).toEqual([bookingMessages.slotTaken]);
  expect(await slotState(site.url, slot)).toEqual({ available: false });
  await until(async () => crm.accepted.size === 1, 10_000, "delivery of the booking");
  console.info(`[test-drive] PGlite, 50 at once: ${JSON.stringify(result.byStatus)} in ${result.ms} ms`);
});

test.skipIf(!testDatabaseUrl)(
  `${postgresSuiteName}: 50 bookings of one slot across two backends → one booked, 49 taken, one lead in the sales system`,
  async () => {
    const crm = await standIn();
    const scratch = await createScratchPostgres(requireTestDatabaseUrl());
    cleanups.push(() => scratch.drop());
    // Two connection strings make two pools, as two web processes would have.
    const delivery = { intervalMs: 20 };
    const a = await startBackend(
      { databaseUrl: `${scratch.url}?application_name=site-a`, crmUrl: crm.url, leadDelivery: delivery },
      cleanups,
    );
    const b = await startBackend(
      { databaseUrl: `${scratch.url}?application_name=site-b`, crmUrl: crm.url, leadDelivery: delivery },
      cleanups,
    );
    const slot = await firstFreeSlot(a.site.url);
    const result = await race([a.site, b.site], slot, 50);
    expect(result.byStatus).toEqual({ 200: 1, 409: 49 });
    expect(result.refusals).toEqual([bookingMessages.slotTaken]);
    expect(await slotState(a.site.url, slot)).toEqual({ available: false });
    expect(await slotState(b.site.url, slot)).toEqual({ available: false });
    await until(async () => crm.accepted.size === 1, 10_000, "delivery of the booking");
    // With the outbox empty and both backends stopped (a run in flight ends first), no call can still come.
    await until(async () => (await a.backend.operations()).leads.waiting === 0, 10_000, "an empty outbox");
    await Promise.all([a.backend.close(), b.backend.close()]);
    expect({ distinct: crm.accepted.size, calls: crm.calls() }).toEqual({ distinct: 1, calls: 1 });
    console.info(
      `[test-drive] two backends, one PostgreSQL, 50 at once: ${JSON.stringify(result.byStatus)} in ${result.ms} ms, sales system calls ${crm.calls()}`,
    );
  },
);
