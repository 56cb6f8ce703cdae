// Background work of the backend (CRM outbox delivery, feed refreshes) runs here rather than in
// request handlers. Whether a row is delivered once across processes is the database's business
// (FOR UPDATE SKIP LOCKED); this runner only makes sure one process never runs a kind twice at once.
import { logger, outsideRequestContext } from "@platform/logger";

/** One run of a job; `signal` aborts when the runner stops, so a long run can leave off early. */
export type JobRun = (signal: AbortSignal) => Promise<void>;

export type JobDefinition = {
  /** Unique name, used in logs. */
  kind: string;
  /** Pause between the end of one run and the start of the next, in milliseconds. */
  intervalMs: number;
  /** Up to this much is added to each pause at random, so processes started together spread out. */
  jitterMs?: number;
  run: JobRun;
};

export type JobRunner = {
  /** Adds a kind; once the runner is started, its first run comes one interval later. */
  register(job: JobDefinition): void;
  /** Schedules every kind (again after a stop); calling it twice changes nothing. */
  start(): void;
  /** Runs a kind as soon as possible: now if idle, else right after the run in flight (never beside it); nothing while stopped. */
  trigger(kind: string): void;
  /** Stops scheduling, aborts the signal of runs in flight and waits for them until the deadline. */
  stop(): Promise<void>;
};

export type JobRunnerOptions = {
  /** How long stop() waits for runs in flight before giving up on them (default 10 s). */
  stopTimeoutMs?: number;
  /** A number in [0, 1) for the jitter; tests pass their own. */
  random?: () => number;
};

type KindState = {
  job: JobDefinition;
  timer: ReturnType<typeof setTimeout> | undefined;
  inFlight: Promise<void> | undefined;
  /** trigger() came while a run was in flight: run again as soon as it ends. */
  again: boolean;
};

/** Creates a stopped runner with no kinds. */
export function createJobRunner({ stopTimeoutMs = 5_000, random = Math.random }: JobRunnerOptions = {}): JobRunner {
  const kinds = new Map<string, KindState>();
  let started = false;
  let stopping: AbortController = new AbortController();

  const schedule = (state: KindState, delayMs: number) => {
    clearTimeout(state.timer);
    // A run triggered by a request (a lead stored) is not that request's work: its lines carry no request id.
    state.timer = outsideRequestContext(() => setTimeout(() => runOnce(state), delayMs));
    // A runner nobody stopped must not keep a script or a test process alive.
    state.timer.unref?.();
  };

  const pause = (job: JobDefinition) => job.intervalMs + Math.floor(random() * (job.jitterMs ?? 0));

  const runOnce = (state: KindState) => {
    state.timer = undefined;
    state.again = false;
    const signal = stopping.signal;
    // Through a promise, so a run that throws before its first await is caught like any other.
    state.inFlight = new Promise<void>((resolve) => resolve(state.job.run(signal)))
      .catch((error: unknown) => {
        logger.error(
          { err: error, job: state.job.kind },
          `Фоновая задача ${state.job.kind} не выполнилась; следующий запуск — по расписанию`,
        );
      })
      .finally(() => {
        state.inFlight = undefined;
        if (started) schedule(state, state.again ? 0 : pause(state.job));
      });
  };

  return {
    register(job) {
      if (kinds.has(job.kind)) throw new Error(`[jobs] the kind ${job.kind} is registered twice`);
      if (!(job.intervalMs > 0)) throw new Error(`[jobs] ${job.kind}: intervalMs must be positive`);
      const state: KindState = { job, timer: undefined, inFlight: undefined, again: false };
      kinds.set(job.kind, state);
      if (started) schedule(state, pause(job));
    },
    start() {
      if (started) return;
      started = true;
      stopping = new AbortController();
      // A kind still running from before a stop is scheduled when that run ends.
      for (const state of kinds.values()) if (!state.inFlight) schedule(state, pause(state.job));
    },
    trigger(kind) {
      const state = kinds.get(kind);
      if (!state) throw new Error(`[jobs] unknown kind ${kind}`);
      if (!started) return;
      if (state.inFlight) state.again = true;
      else schedule(state, 0);
    },
    async stop() {
      started = false;
      stopping.abort();
      for (const state of kinds.values()) clearTimeout(state.timer);
      const running = [...kinds.values()].filter((state) => state.inFlight);
      if (running.length === 0) return;
      let deadline: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        deadline = setTimeout(() => resolve(true), stopTimeoutMs);
      });
      const settled = Promise.all(running.map((state) => state.inFlight)).then(() => false);
      const late = await Promise.race([settled, timedOut]);
      clearTimeout(deadline);
      if (late) {
        const names = running.filter((state) => state.inFlight).map((state) => state.job.kind);
        logger.warn({ jobs: names }, `Остановка: фоновые задачи не завершились за ${stopTimeoutMs} мс: ${names.join(", ")}`);
      }
    },
  };
}
