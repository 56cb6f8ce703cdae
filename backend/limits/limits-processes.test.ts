import { bookingMessages, scheduleSchema } from "@contract/test-drive";
import { afterEach, describe, expect, test } from "vitest";
import { createBackend } from "../index";
import { leadBody } from "../leads/lead-bodies.test-helpers";
import { createScratchPostgres, postgresSuiteName, requireTestDatabaseUrl, testDatabaseUrl } from "../testing/databases";
import { startTestServer, type TestServer } from "../testing/http-server";

// What one client may send holds in total however many web processes answer it: two whole backends,
// each with its own connection pool to one PostgreSQL (as two processes have), and every request sent
// to the other one than the last. Counted in process memory, each would have allowed the limit again.

let cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

const limits = { leads: { limit: 4, windowMs: 10 * 60_000 }, upcomingBookings: 2, pdfs: { limit: 3, windowMs: 60_000 } };

async function twoBackends(databaseUrl: string): Promise<TestServer[]> {
  const sites: TestServer[] = [];
  for (const name of ["a", "b"]) {
    const backend = createBackend({ databaseUrl: `${databaseUrl}?application_name=limits-${name}`, limits });
    cleanups.push(() => backend.close());
    await backend.ready;
    const site = await startTestServer(backend.router, "/dealer", { trustProxy: "loopback" });
    cleanups.push(() => site.close());
    sites.push(site);
  }
  return sites;
}

/** Sends `count` requests one after another, each to the other site than the last; their statuses. */
async function alternate(sites: TestServer[], count: number, send: (site: TestServer, i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(sites[i % sites.length] as TestServer, i)).status);
  return statuses;
}

/** The first free slots of Genesis Химки's G90 on the real clock (any day the test runs). */
async function freeSlots(site: TestServer, count: number): Promise<Array<{ date: string; time: string }>> {
  const answer = (await (await fetch(`${site.url}/test-drive?method=getShedule&dealer=1&model=g90`)).json()) as { data: unknown };
  const slots = Object.entries(scheduleSchema.parse(answer.data)).flatMap(([date, times]) =>
    Object.entries(times)
      .filter(([, slot]) => slot.available)
      .map(([time]) => ({ date, time })),
  );
  if (slots.length < count) throw new Error("The seeded schedule has too few free slots");
  return slots.slice(0, count);
}

describe.skipIf(!testDatabaseUrl)(postgresSuiteName, () => {
  test("two processes on one PostgreSQL: the lead, booking and PDF limits hold in total, not per process", async () => {
    const scratch = await createScratchPostgres(requireTestDatabaseUrl());
    cleanups.push(() => scratch.drop());
    const sites = await twoBackends(scratch.url);
    const from = (ip: string) => ({ "content-type": "application/json", "x-forwarded-for": ip });

    // Leads: six service requests of one address, each from another phone; four pass in all.
    const leads = await alternate(sites, 6, (site, i) =>
      fetch(`${site.url}/v1/request/service`, {
        method: "POST",
        headers: from("203.0.113.50"),
        body: JSON.stringify(leadBody("service", { phone: `+7 (921) 800-00-1${i}` })),
      }),
    );
    expect(leads).toEqual([200, 200, 200, 200, 429, 429]);

    // Bookings: one phone from three addresses books two test drives ahead, and no third.
    const slots = await freeSlots(sites[0] as TestServer, 3);
    const bookings = await alternate(sites, 3, (site, i) => {
      const {
        preferred_date: _day,
        preferred_time: _part,
        ...person
      } = leadBody("test-drive", { phone: "+7 (921) 800-00-99", model: "g90" });
      return fetch(`${site.url}/v1/request`, {
        method: "POST",
        headers: from(`198.51.100.${60 + i}`),
        body: JSON.stringify({ ...person, ...slots[i] }),
      });
    });
    expect(bookings).toEqual([200, 200, 409]);
    const refused = (await (
      await fetch(`${sites[1]?.url}/v1/request`, {
        method: "POST",
        headers: from("198.51.100.70"),
        body: JSON.stringify({
          ...leadBody("test-drive", { phone: "+79218000099", model: "g90" }),
          preferred_date: undefined,
          preferred_time: undefined,
          ...slots[2],
        }),
      })
    ).json()) as { message: string };
    expect(refused.message).toBe(bookingMessages.tooManyUpcoming(2));

    // PDFs: five asked by one address (refused ones count too); three are answered in all.
    const pdfs = await alternate(sites, 5, (site, i) =>
      fetch(`${site.url}/download/pdf/?car=gv80&first_pay=${1_000_000 + i}`, { headers: from("192.0.2.80") }),
    );
    expect(pdfs.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(pdfs.slice(3)).toEqual([429, 429]);
  });
});
