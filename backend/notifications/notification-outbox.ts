// Delivers lead notifications, one job per configured channel (docs/decisions/0106-lead-notifications.md):
// claim due messages under a lease, send them outside any transaction, record the outcome. A process
// killed between the mail server's «250 OK» and that record leaves the lease to expire, and the message
// is sent again: at least once on the wire, as with the CRM (docs/decisions/0021); never twice while
// both processes live, since a row is claimed by one of them at a time (FOR UPDATE SKIP LOCKED).
import type { NotificationChannel } from "@contract/notifications";
import { logger } from "@platform/logger";
import type { Db } from "../db/database";
import type { JobDefinition } from "../jobs/job-runner";
import { retryDelayMs } from "../leads/crm-outbox";
import {
  claimDueNotifications,
  expireStaleNotifications,
  markSent,
  recordNotificationFailure,
  releaseNotificationClaims,
  type ClaimedNotification,
} from "./notification-queries";
import { notificationText } from "./notification-text";
import type { NotificationSender, SendOutcome } from "./senders";

/** The job's name on the backend's runner. */
export const notificationJobKind = (channel: NotificationChannel) => `notify-${channel}`;

export type NotificationDeliveryOptions = {
  /** The site's public origin: the lead's page is under it. */
  siteUrl: string;
  /** The escalation time, named in an escalation's text. */
  escalationMinutes?: number;
  /** How long a claim keeps a message from other processes (default 60 s: three timeouts and more). */
  leaseMs?: number;
  batchSize?: number;
  /** First retry after this, doubling up to `retryCapMs`, ±25 % jitter (a person waits: the cap is short). */
  retryBaseMs?: number;
  retryCapMs?: number;
  /** A message not taken this long after it was made is left to a person. */
  giveUpAfterMs?: number;
  intervalMs?: number;
  random?: () => number;
};

type Settings = Required<Omit<NotificationDeliveryOptions, "escalationMinutes">> & { escalationMinutes?: number };

function settingsOf(opts: NotificationDeliveryOptions): Settings {
  return {
    siteUrl: opts.siteUrl,
    escalationMinutes: opts.escalationMinutes,
    leaseMs: opts.leaseMs ?? 60_000,
    batchSize: opts.batchSize ?? 10,
    retryBaseMs: opts.retryBaseMs ?? 10_000,
    retryCapMs: opts.retryCapMs ?? 15 * 60_000,
    giveUpAfterMs: opts.giveUpAfterMs ?? 24 * 60 * 60_000,
    intervalMs: opts.intervalMs ?? 2_000,
    random: opts.random ?? Math.random,
  };
}

/** What one run did. */
export type NotificationReport = { sent: number; retrying: number; gaveUp: number; released: number };

/** The delivery job of one channel for the backend's runner. */
export function notificationJob(db: Db, sender: NotificationSender, opts: NotificationDeliveryOptions): JobDefinition {
  const settings = settingsOf(opts);
  return {
    kind: notificationJobKind(sender.channel),
    intervalMs: settings.intervalMs,
    jitterMs: Math.round(settings.intervalMs / 4),
    run: async (signal) => {
      await deliverDueNotifications(db, sender, opts, signal);
    },
  };
}

/** Rounds of claim → send → record until nothing is due, the process stops, or a round sent nothing. */
export async function deliverDueNotifications(
  db: Db,
  sender: NotificationSender,
  opts: NotificationDeliveryOptions,
  signal?: AbortSignal,
): Promise<NotificationReport> {
  const settings = settingsOf(opts);
  const report: NotificationReport = { sent: 0, retrying: 0, gaveUp: 0, released: 0 };
  const expired = await expireStaleNotifications(db, sender.channel, settings.giveUpAfterMs);
  if (expired > 0)
    logger.warn(
      { channel: sender.channel, expired },
      `Уведомления (${sender.channel}) не отправлены за ${Math.round(settings.giveUpAfterMs / 3_600_000)} ч: ${expired}; они на страницах заявок`,
    );
  while (!signal?.aborted) {
    const claimed = await claimDueNotifications(db, sender.channel, settings.batchSize, settings.leaseMs);
    if (claimed.length === 0) break;
    const outcomes = await Promise.all(claimed.map((claim) => send(claim, sender, settings, signal)));
    const sentBefore = report.sent;
    await record(db, sender.channel, outcomes, settings, report, signal);
    if (report.sent === sentBefore) break;
  }
  return report;
}

type Outcome = { claim: ClaimedNotification; outcome: SendOutcome };

async function send(claim: ClaimedNotification, sender: NotificationSender, settings: Settings, signal?: AbortSignal): Promise<Outcome> {
  const message = notificationText(claim.lead, {
    reason: claim.reason,
    includePersonal: claim.includePersonal,
    siteUrl: settings.siteUrl,
    escalationMinutes: settings.escalationMinutes,
  });
  try {
    return { claim, outcome: await sender.send(claim.address, message, signal) };
  } catch (error) {
    return { claim, outcome: { kind: "retry", error: `Не отправлено: ${error instanceof Error ? error.message : String(error)}` } };
  }
}

async function record(
  db: Db,
  channel: NotificationChannel,
  outcomes: Outcome[],
  settings: Settings,
  report: NotificationReport,
  signal?: AbortSignal,
): Promise<void> {
  const sent = outcomes.filter((o) => o.outcome.kind === "sent").map((o) => o.claim.id);
  await markSent(db, sent);
  report.sent += sent.length;
  const failed = outcomes.filter((o) => o.outcome.kind !== "sent");
  if (signal?.aborted) {
    // A send cut short by the stop is no attempt: its lease is given back for the next start.
    await releaseNotificationClaims(
      db,
      failed.map((o) => o.claim),
    );
    report.released += failed.length;
    return;
  }
  for (const { claim, outcome } of failed) {
    if (outcome.kind === "sent") continue;
    const delayMs =
      outcome.kind === "retry" && outcome.afterMs !== undefined
        ? outcome.afterMs
        : retryDelayMs(claim.attempts + 1, settings, settings.random());
    const result = await recordNotificationFailure(db, claim, outcome.error, delayMs, {
      permanent: outcome.kind === "refused",
      giveUpAfterMs: settings.giveUpAfterMs,
    });
    if (result === "retry") report.retrying += 1;
    if (result === "gave-up") {
      report.gaveUp += 1;
      // The recipient's address is the dealer's own, not a visitor's: it may be logged; the lead is named by id.
      logger.warn(
        { channel, leadId: claim.lead.id, notificationId: claim.id, address: claim.address, error: outcome.error },
        `Уведомление о заявке ${claim.lead.id} для ${claim.address} не доставлено, нужен человек: ${outcome.error}`,
      );
    }
  }
  const first = failed[0];
  if (first && first.outcome.kind === "retry")
    logger.warn(
      { channel, failed: failed.length, error: first.outcome.error },
      `Уведомления (${channel}) не отправлены: ${failed.length} (${first.outcome.error}); будут отправлены снова`,
    );
}
