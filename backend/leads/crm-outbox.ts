// Delivers stored leads to the sales system (docs/decisions/0021-lead-outbox-delivery.md): claim due
// outbox rows under a lease, call the CRM outside any transaction, then record the outcome. A process
// killed between the CRM's 'Y' and that record leaves the lease to expire, and the lead is sent again
// with the same lead_id: at least once on the wire, once in a CRM that deduplicates by lead_id.
import type { Db } from "../db/database";
import type { JobDefinition } from "../jobs/job-runner";
import { leadsApiAdapter } from "./crm-adapters";
import { CrmDeliveryError, crmErrorForMonitoring } from "./crm-client";
import type { CrmAdapter } from "./crm-lead-words";
import {
  claimDueLeads,
  markDelivered,
  recordAttempts,
  recordFailure,
  releaseClaims,
  type ClaimedLead,
  type DeliveryAttempt,
} from "./outbox-queries";
import { logger } from "@platform/logger";

/** The job's name on the backend's runner. */
export const crmOutboxJobKind = "crm-outbox";

export type CrmDeliveryOptions = {
  /** Base of the spec's sales system (`crm/send-pdf-to-crm/` is appended), when no `adapter` is given. */
  crmUrl?: string;
  /** The CRM the leads go to (crm-adapters.ts); default the spec's leads API at `crmUrl`. */
  adapter?: CrmAdapter;
  /** Per call (docs/product.md §9: 10 s). */
  timeoutMs?: number;
  /** How long a claim keeps a row from other processes; default three timeouts, at least 30 s. */
  leaseMs?: number;
  /** Rows claimed, and called in parallel, per round. */
  batchSize?: number;
  /** First retry after this, doubling each time up to `retryCapMs`, ±25 % jitter. */
  retryBaseMs?: number;
  retryCapMs?: number;
  /** After this long since it came in, a lead that still failed is left to a person ('needs_attention'). */
  giveUpAfterMs?: number;
  /** Pause between runs when nothing triggers one. */
  intervalMs?: number;
  /** A number in [0, 1) for the jitter; tests pass their own. */
  random?: () => number;
};

type Settings = Required<Omit<CrmDeliveryOptions, "crmUrl">>;

function settingsOf(opts: CrmDeliveryOptions): Settings {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  if (!opts.adapter && opts.crmUrl === undefined) throw new Error("CRM delivery needs an adapter or a crmUrl");
  return {
    adapter: opts.adapter ?? leadsApiAdapter(opts.crmUrl ?? ""),
    timeoutMs,
    leaseMs: opts.leaseMs ?? Math.max(30_000, 3 * timeoutMs),
    batchSize: opts.batchSize ?? 20,
    retryBaseMs: opts.retryBaseMs ?? 10_000,
    retryCapMs: opts.retryCapMs ?? 60 * 60_000,
    giveUpAfterMs: opts.giveUpAfterMs ?? 24 * 60 * 60_000,
    intervalMs: opts.intervalMs ?? 2_000,
    random: opts.random ?? Math.random,
  };
}

/** The pause before attempt `failures + 1`: base · 2^(failures − 1), capped, times 0.75 … 1.25. */
export function retryDelayMs(failures: number, opts: Pick<Settings, "retryBaseMs" | "retryCapMs">, random: number): number {
  const exponential = Math.min(opts.retryCapMs, opts.retryBaseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exponential * (0.75 + random * 0.5));
}

/**
 * Deliveries that failed, in rounds that delivered nothing, since the CRM last took a lead: this process's
 * view of a CRM that is down, so that its return is logged once (per database, as a process has one).
 */
type FailingStreak = { failures: number; since: Date | null };
const streaks = new WeakMap<Db, FailingStreak>();

/** What one run did. */
export type DeliveryReport = { delivered: number; retrying: number; gaveUp: number; released: number };

/** The delivery job for the backend's runner. */
export function crmOutboxJob(db: Db, opts: CrmDeliveryOptions): JobDefinition {
  const settings = settingsOf(opts);
  return {
    kind: crmOutboxJobKind,
    intervalMs: settings.intervalMs,
    // Several processes started together should not claim in lockstep.
    jitterMs: Math.round(settings.intervalMs / 4),
    run: async (signal) => {
      await deliverDueLeads(db, opts, signal);
    },
  };
}

/**
 * Rounds of claim → call → record until nothing is due, the process stops, or a round delivered
 * nothing: a CRM that refuses everything is not hammered, the next run (a tick or a trigger) goes on.
 */
export async function deliverDueLeads(db: Db, opts: CrmDeliveryOptions, signal?: AbortSignal): Promise<DeliveryReport> {
  const settings = settingsOf(opts);
  const report: DeliveryReport = { delivered: 0, retrying: 0, gaveUp: 0, released: 0 };
  while (!signal?.aborted) {
    const claimed = await claimDueLeads(db, settings.batchSize, settings.leaseMs);
    if (claimed.length === 0) break;
    const outcomes = await Promise.all(claimed.map((claim) => call(claim, settings, signal)));
    const deliveredBefore = report.delivered;
    await record(db, outcomes, settings, report);
    if (report.delivered === deliveredBefore) break;
  }
  return report;
}

type Outcome = {
  claim: ClaimedLead;
  error: CrmDeliveryError | null;
  attemptedAt: Date;
  durationMs: number;
  status: number | null;
  answer: string | null;
};

async function call(claim: ClaimedLead, settings: Settings, signal: AbortSignal | undefined): Promise<Outcome> {
  const attemptedAt = new Date();
  if (claim.deliveredBefore) {
    // The CRM took it and that was recorded, but not the lead's state: no second call.
    const before = claim.deliveredBefore.answer ? ` (${claim.deliveredBefore.answer})` : "";
    const answer = `Доставлена раньше${before}: повторно не отправлена`;
    return { claim, error: null, attemptedAt, durationMs: 0, status: null, answer };
  }
  const started = performance.now();
  const took = () => Math.max(0, Math.round(performance.now() - started));
  try {
    const { status, answer } = await settings.adapter.send(claim, { timeoutMs: settings.timeoutMs, signal });
    return { claim, error: null, attemptedAt, durationMs: took(), status, answer };
  } catch (error) {
    const failure = error instanceof CrmDeliveryError ? error : new CrmDeliveryError(String(error));
    return { claim, error: failure, attemptedAt, durationMs: took(), status: failure.status, answer: null };
  }
}

async function record(db: Db, outcomes: Outcome[], settings: Settings, report: DeliveryReport): Promise<void> {
  // The lead's page lists every call; one cut short by a stop is no attempt (it is made again at start).
  const attempts: DeliveryAttempt[] = outcomes
    .filter((o) => !o.error?.aborted)
    .map((o) => ({
      leadId: o.claim.leadId,
      attemptedAt: o.attemptedAt,
      durationMs: o.durationMs,
      httpStatus: o.status,
      error: o.error?.message ?? null,
      answer: o.answer,
    }));
  await recordAttempts(db, attempts);

  const delivered = outcomes.filter((o) => o.error === null).map((o) => o.claim.leadId);
  await markDelivered(db, delivered);
  report.delivered += delivered.length;

  const interrupted = outcomes.filter((o) => o.error?.aborted).map((o) => o.claim);
  await releaseClaims(db, interrupted);
  report.released += interrupted.length;

  const failed = outcomes.filter((o): o is Outcome & { error: CrmDeliveryError } => o.error !== null && !o.error.aborted);
  const leftToPerson: string[] = [];
  for (const { claim, error } of failed) {
    const delayMs = failureDelayMs(claim, error, settings);
    const outcome = await recordFailure(db, claim, error.message, delayMs, settings.giveUpAfterMs, error.kind);
    if (outcome === "retry" || outcome === "attention") report.retrying += 1;
    if (outcome === "attention") leftToPerson.push(claim.leadId);
    if (outcome === "gave-up") {
      report.gaveUp += 1;
      const why = error.kind === "refused" ? "CRM отклонила заявку" : "попытки исчерпаны";
      logger.warn(
        { leadId: claim.leadId, attempts: claim.attempts + 1, lastError: crmErrorForMonitoring(error.message) },
        `Заявка ${claim.leadId} не доставлена в CRM: ${why}, нужна ручная обработка (leads.status = 'needs_attention')`,
      );
    }
  }
  if (leftToPerson.length > 0) {
    // One line a round: a revoked webhook or token refuses every lead alike.
    logger.warn(
      { crm: settings.adapter.kind, leadIds: leftToPerson.slice(0, 10) },
      `CRM не принимает доступ сайта, нужен человек: заявок ${leftToPerson.length} помечены «Требует внимания» и будут отправлены снова через ${Math.round(settings.retryCapMs / 60_000)} мин`,
    );
  }
  noteStreak(db, delivered.length, failed.length);
  const first = failed[0];
  if (first) {
    // One line a round, not one a lead: a CRM that is down fails every lead of the round alike. The
    // CRM's own words may quote the lead (name, phone): they stay on the lead's page, not in the log.
    const error = crmErrorForMonitoring(first.error.message);
    logger.warn(
      { failed: failed.length, leadIds: failed.slice(0, 10).map((f) => f.claim.leadId), error },
      `CRM не приняла заявок: ${failed.length} (${error}); они будут отправлены снова, кроме исчерпавших попытки`,
    );
  }
}

/**
 * The pause before the next try: the pause the CRM asked for (Retry-After) when it named one, the slowest
 * pace for a failure only a person mends (the CRM refuses the site's access), the backoff otherwise.
 */
function failureDelayMs(claim: ClaimedLead, error: CrmDeliveryError, settings: Settings): number {
  if (error.kind === "attention") return settings.retryCapMs;
  if (error.retryAfterMs !== null) return Math.min(settings.retryCapMs, error.retryAfterMs);
  return retryDelayMs(claim.attempts + 1, settings, settings.random());
}

/** A round that delivered ends a failing streak with one line; a round that only failed adds to it. */
function noteStreak(db: Db, delivered: number, failed: number): void {
  let streak = streaks.get(db);
  if (!streak) streaks.set(db, (streak = { failures: 0, since: null }));
  if (delivered > 0 && streak.failures > 0) {
    logger.info(
      { delivered, failuresBefore: streak.failures, failingSince: streak.since },
      `CRM снова принимает заявки: доставлено ${delivered} после ${streak.failures} неудачных попыток (с ${streak.since?.toISOString()})`,
    );
    streak.failures = 0;
    streak.since = null;
  } else if (delivered === 0 && failed > 0) {
    streak.failures += failed;
    streak.since ??= new Date();
  }
}
