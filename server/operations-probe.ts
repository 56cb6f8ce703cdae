// What /healthz tells an operator's monitoring beside the process's own health: the CRM outbox's backlog
// (leads waiting, the oldest one's age, the last delivery error) and each stock feed's freshness. None of
// it changes the status code: a CRM or a feed that is down leaves the site serving visitors, and a proxy
// that reads the code must not take the process out for it. The figures are read every 5 s while the
// process runs, whoever polls /healthz and however often (two short indexed statements), and /healthz
// answers with the last reading at once, its ages moved on: it never waits for the database.
import type { FeedState, OperationsReport } from "../backend/index";
import { logger } from "@platform/logger";

/** What each feed holds (docs/product.md §3: new cars from the offers provider, used ones from the export). */
const feedCars: Record<FeedState["source"], string> = {
  "ilsa-offers": "new",
  "export-master": "used",
  autoru: "new-and-used",
  avito: "new-and-used",
};

/** The /healthz fields of a reading: counts, times and ages in whole seconds, never a person's data. */
export type OperationsFields = {
  leads: {
    /** CRM_KIND: the leads API, Bitrix24 or amoCRM. */
    crm: string;
    waiting: number;
    retrying: number;
    oldestWaitingSeconds: number | null;
    needsAttention: number;
    lastDeliveredAt: string | null;
    lastFailure: { at: string; httpStatus: number | null; error: string | null } | null;
  };
  stock: Record<
    string,
    {
      cars: string;
      carCount: number;
      refreshedAt: string | null;
      refreshedSecondsAgo: number | null;
      lastAttemptAt: string | null;
      lastAttemptFailed: boolean;
      /**
       * What the last good read made of the feed (docs/decisions/0093): cars read, dropped and why (grouped),
       * other marks, what told the conditions, values kept as written and fields not stated; null before it.
       */
      health: FeedState["health"];
    }
  >;
  /**
   * Each lead-notification channel (docs/decisions/0106): whether this process sends by it (off when its
   * setting is unset), messages waiting and retrying, the oldest one's age, those left to a person, the
   * last one sent and the last failure.
   */
  notifications: Record<
    string,
    {
      enabled: boolean;
      waiting: number;
      retrying: number;
      oldestWaitingSeconds: number | null;
      needsAttention: number;
      lastSentAt: string | null;
      lastFailure: { at: string; error: string | null } | null;
    }
  >;
  /** How old the reading is. */
  checkedSecondsAgo: number;
};

export type OperationsProbe = {
  /** The last reading as /healthz shows it; null before the first one and after a failed one. */
  fields(): OperationsFields | null;
  /** Reads now, then every interval (the next one after the last has ended); nothing holds the process open for it. */
  start(): void;
  stop(): void;
};

export function createOperationsProbe(
  read: () => Promise<OperationsReport>,
  opts: { everyMs?: number; now?: () => number } = {},
): OperationsProbe {
  const { everyMs = 5_000, now = Date.now } = opts;
  let last: { report: OperationsReport; at: number } | null = null;
  let failing = false;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const readNow = () => {
    read()
      .then(
        (report) => {
          last = { report, at: now() };
          failing = false;
        },
        (error: unknown) => {
          // A read cut short by the stop (the database closing) is no failure.
          if (!running) return;
          // A stale reading would tell monitoring that nothing changed: none is shown until one succeeds.
          last = null;
          // Once per streak: a database that is down is reported by the database probe already.
          if (!failing)
            logger.warn(
              { err: error },
              "/healthz: очередь заявок в CRM и состояние фидов наличия не прочитаны; поля leads и stock не показываются, пока чтение не удастся",
            );
          failing = true;
        },
      )
      .finally(() => {
        if (!running) return;
        timer = setTimeout(readNow, everyMs);
        timer.unref?.();
      });
  };

  return {
    fields: () => last && fieldsOf(last.report, (now() - last.at) / 1000),
    start() {
      if (running) return;
      running = true;
      readNow();
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
  };
}

/** The reading's fields `elapsed` seconds after it was made: the ages it holds grow by as much. */
export function fieldsOf(report: OperationsReport, elapsed: number): OperationsFields {
  const age = (seconds: number | null) => (seconds === null ? null : Math.round(seconds + elapsed));
  const { leads } = report;
  return {
    leads: {
      crm: leads.crm,
      waiting: leads.waiting,
      retrying: leads.retrying,
      oldestWaitingSeconds: age(leads.oldestWaitingSeconds),
      needsAttention: leads.needsAttention,
      lastDeliveredAt: leads.lastDeliveredAt?.toISOString() ?? null,
      lastFailure: leads.lastFailure && {
        at: leads.lastFailure.at.toISOString(),
        httpStatus: leads.lastFailure.httpStatus,
        error: leads.lastFailure.error,
      },
    },
    stock: Object.fromEntries(
      report.stock.map((feed) => [
        feed.source,
        {
          cars: feedCars[feed.source],
          carCount: feed.carCount,
          refreshedAt: feed.refreshedAt?.toISOString() ?? null,
          refreshedSecondsAgo: age(feed.refreshedSecondsAgo),
          lastAttemptAt: feed.checkedAt?.toISOString() ?? null,
          lastAttemptFailed: feed.lastAttemptFailed,
          health: feed.health,
        },
      ]),
    ),
    notifications: Object.fromEntries(
      Object.entries(report.notifications).map(([channel, state]) => [
        channel,
        {
          enabled: state.enabled,
          waiting: state.waiting,
          retrying: state.retrying,
          oldestWaitingSeconds: age(state.oldestWaitingSeconds),
          needsAttention: state.needsAttention,
          lastSentAt: state.lastSentAt?.toISOString() ?? null,
          lastFailure: state.lastFailure && { at: state.lastFailure.at.toISOString(), error: state.lastFailure.error },
        },
      ]),
    ),
    checkedSecondsAgo: Math.round(elapsed),
  };
}
