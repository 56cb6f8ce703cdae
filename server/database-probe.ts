// Whether the database still answers, as /healthz reports it. A process can be started and yet have
// lost its database (PostgreSQL stopped, the embedded PGlite broken by an error it cannot recover
// from): /healthz must then say so, or an orchestrator keeps sending visitors to a process that answers
// every form with 500. The probe asks at most once per interval and never makes /healthz wait: it
// answers with the last result, and a query still pending past the timeout counts as a failure.
import { logger } from "@platform/logger";

export type DatabaseState = "ok" | "failed" | "unknown";

export type DatabaseProbe = { state(): DatabaseState };

export function createDatabaseProbe(
  query: () => Promise<unknown>,
  opts: { everyMs?: number; timeoutMs?: number; now?: () => number } = {},
): DatabaseProbe {
  const { everyMs = 5_000, timeoutMs = 5_000, now = Date.now } = opts;
  let last: { ok: boolean; at: number } | null = null;
  let pendingSince: number | null = null;

  const probe = () => {
    pendingSince = now();
    query()
      .then(
        () => {
          if (last && !last.ok) logger.info("База данных снова отвечает");
          last = { ok: true, at: now() };
        },
        (error: unknown) => {
          // Logged once per outage, not every interval.
          if (!last || last.ok) logger.error({ err: error }, "База данных не отвечает: /healthz отвечает 503, пока она не вернётся");
          last = { ok: false, at: now() };
        },
      )
      .finally(() => {
        pendingSince = null;
      });
  };

  return {
    state() {
      const at = now();
      if (pendingSince === null && (!last || at - last.at >= everyMs)) probe();
      if (pendingSince !== null && at - pendingSince > timeoutMs) return "failed";
      return last ? (last.ok ? "ok" : "failed") : "unknown";
    },
  };
}
