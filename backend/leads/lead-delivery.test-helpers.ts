import { leadTypes } from "@contract/leads";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { createBackendRouter } from "../http/router";
import { startTestServer, type TestServer } from "../testing/http-server";
import { deliverDueLeads, type CrmDeliveryOptions } from "./crm-outbox";
import { countLeads, leadBody, pathOf, postJson } from "./lead-bodies.test-helpers";
import { queryRows } from "./lead-queries";

/** Empties the lead tables, so a test counts only its own leads. */
export async function clearLeads(db: Db): Promise<void> {
  await db.execute(sql`delete from lead_outbox`);
  await db.execute(sql`delete from leads`);
  await db.execute(sql`delete from crm_receipts`);
}

/** A backend router over `db` without a rate limit, on a test server. */
export function startLeadServer(db: Db): Promise<TestServer> {
  return startTestServer(createBackendRouter({ db, limits: false }));
}

/**
 * Posts `count` leads of every kind in turn to `baseUrl`; the ids of those the backend acknowledged.
 * `onAnswered` hears of each post once it is over, acknowledged or not (a test acting mid-load).
 */
export async function acknowledgeLeads(baseUrl: string, count: number, concurrency = 5, onAnswered?: () => void): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const kind = leadTypes[next++ % leadTypes.length] ?? "order";
      try {
        const response = await postJson(`${baseUrl}${pathOf(kind)}`, leadBody(kind));
        const body = (await response.json()) as { data?: { id?: string } };
        if (response.status === 200 && body.data?.id) ids.push(body.data.id);
      } catch {
        // Not acknowledged: the caller counts only what it was told was taken.
      }
      onAnswered?.();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ids;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs delivery rounds until the outbox is empty (retries are due after the test's short backoff). */
export async function deliverAll(db: Db, opts: CrmDeliveryOptions, deadlineMs = 15_000): Promise<number> {
  const started = Date.now();
  let rounds = 0;
  for (;;) {
    await deliverDueLeads(db, opts);
    rounds += 1;
    if ((await countLeads(db)).outbox === 0) return rounds;
    if (Date.now() - started > deadlineMs) throw new Error(`the outbox was not drained in ${deadlineMs} ms`);
    await pause(10);
  }
}

/** Polls `check` until it is true, or throws after `deadlineMs`. */
export async function until(check: () => Promise<boolean>, deadlineMs = 15_000, what = "the condition"): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > deadlineMs) throw new Error(`${what} did not hold within ${deadlineMs} ms`);
    await pause(20);
  }
}

/** Leads by delivery status. */
export async function statusCounts(db: Db): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from leads group by status`);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}
