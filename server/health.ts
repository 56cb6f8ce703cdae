// /healthz's answer. Its status code is the process's liveness and readiness as a proxy or orchestrator
// reads it (200 ok; 503 starting, failed, stopping or database-failed) and nothing else decides it; an
// ok answer also carries the operations' fields (operations-probe.ts) for an operator's monitoring.
import type { DatabaseState } from "./database-probe";
import type { LifecycleStatus } from "./lifecycle";
import type { OperationsFields } from "./operations-probe";

export type HealthAnswer = {
  code: 200 | 503;
  body: { status: LifecycleStatus | "database-failed"; database?: DatabaseState } & Partial<OperationsFields>;
};

/** The answer for the process's state; `database` and `operations` are asked only when it has started. */
export function healthAnswer(
  started: LifecycleStatus,
  database: () => DatabaseState,
  operations: () => OperationsFields | null,
): HealthAnswer {
  const databaseState = started === "ok" ? database() : undefined;
  const status = databaseState === "failed" ? "database-failed" : started;
  const fields = status === "ok" ? operations() : null;
  return {
    code: status === "ok" ? 200 : 503,
    body: { status, ...(databaseState ? { database: databaseState } : {}), ...fields },
  };
}
