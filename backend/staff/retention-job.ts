// Leads older than the retention period lose their personal data (152-ФЗ: kept no longer than the
// purpose needs): the same erasure staff do on request, in batches, once an hour. Idle sessions and
// old failed sign-ins are swept on the same run.
import { lt } from "drizzle-orm";
import type { Db } from "../db/database";
import { leads } from "../leads/schema";
import { pruneLimitCounts } from "../limits/limiter";
import type { Clock } from "../http/clock";
import type { JobDefinition } from "../jobs/job-runner";
import { logger } from "@platform/logger";
import { logAccess, retentionAccessor } from "./access-log";
import { eraseLeads } from "./lead-erasure";
import { pruneStaffAuth } from "./staff-auth";

/** The job's name on the backend's runner. */
export const leadRetentionJobKind = "lead-retention";

/** How long a lead keeps its personal data unless LEAD_RETENTION_DAYS says otherwise: three years. */
export const defaultLeadRetentionDays = 1095;

export type LeadRetentionOptions = { days?: number; intervalMs?: number; batchSize?: number; now?: Clock };

/** One run: erases every lead older than `days` (batch by batch), logs the count, sweeps staff auth. Answers how many. */
export async function anonymiseExpiredLeads(
  db: Db,
  { days = defaultLeadRetentionDays, batchSize = 500, now = () => new Date() }: LeadRetentionOptions = {},
  signal?: AbortSignal,
): Promise<number> {
  const moment = now();
  const cutoff = new Date(moment.getTime() - days * 24 * 60 * 60_000);
  let total = 0;
  for (;;) {
    if (signal?.aborted) break;
    const erased = await eraseLeads(db, lt(leads.createdAt, cutoff), moment, batchSize);
    total += erased.length;
    if (erased.length < batchSize) break;
  }
  if (total > 0) {
    await logAccess(db, retentionAccessor, "retention", moment, { detail: { erased: total, olderThan: cutoff.toISOString(), days } });
    logger.info({ erased: total, days }, `Персональные данные ${total} заявок старше ${days} дн. удалены по сроку хранения`);
  }
  await pruneStaffAuth(db, moment);
  await pruneLimitCounts(db, moment);
  return total;
}

/** The retention job for the backend's runner (hourly by default). */
export function leadRetentionJob(db: Db, opts: LeadRetentionOptions = {}): JobDefinition {
  return {
    kind: leadRetentionJobKind,
    intervalMs: opts.intervalMs ?? 60 * 60_000,
    jitterMs: 60_000,
    run: async (signal) => {
      await anonymiseExpiredLeads(db, opts, signal);
    },
  };
}
