import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createJobRunner, type JobRunner } from "./job-runner";
import { currentRequestId, logger, withRequestContext } from "@platform/logger";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// Runs a test left unfinished end before the runner is stopped, so no stop waits for its deadline.
let unfinished: Array<() => void> = [];

/** A job whose runs are recorded and end only when the test says so. */
function controlledJob() {
  const runs: Array<{ signal: AbortSignal; done: ReturnType<typeof deferred> }> = [];
  return {
    runs,
    run: (signal: AbortSignal) => {
      const done = deferred();
      runs.push({ signal, done });
      unfinished.push(done.resolve);
      return done.promise;
    },
    finish: async (index: number) => {
      runs[index]?.done.resolve();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

let runner: JobRunner | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  for (const finish of unfinished) finish();
  unfinished = [];
  const stopping = runner?.stop();
  runner = undefined;
  await vi.runAllTimersAsync();
  await stopping;
  vi.useRealTimers();
});

test("a kind runs one interval after start, then one interval after each run ends", async () => {
  runner = createJobRunner();
  const job = controlledJob();
  runner.register({ kind: "outbox", intervalMs: 1000, run: job.run });
  runner.start();
  await vi.advanceTimersByTimeAsync(999);
  expect(job.runs).toHaveLength(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(job.runs).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(300);
  await job.finish(0);
  await vi.advanceTimersByTimeAsync(999);
  expect(job.runs).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(job.runs).toHaveLength(2);
});

test("a run that overruns its interval is never overlapped", async () => {
  runner = createJobRunner();
  const job = controlledJob();
  runner.register({ kind: "feed", intervalMs: 100, run: job.run });
  runner.start();
  await vi.advanceTimersByTimeAsync(100);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(job.runs).toHaveLength(1);
  await job.finish(0);
  await vi.advanceTimersByTimeAsync(100);
  expect(job.runs).toHaveLength(2);
});

test("a failed run is logged with its kind, and the next run still comes", async () => {
  const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  runner = createJobRunner();
  const job = controlledJob();
  runner.register({ kind: "crm-outbox", intervalMs: 100, run: job.run });
  runner.start();
  await vi.advanceTimersByTimeAsync(100);
  job.runs[0]?.done.reject(new Error("CRM is down"));
  await vi.advanceTimersByTimeAsync(100);
  expect(logged).toHaveBeenCalledWith(
    { err: expect.objectContaining({ message: "CRM is down" }), job: "crm-outbox" },
    "Фоновая задача crm-outbox не выполнилась; следующий запуск — по расписанию",
  );
  expect(job.runs).toHaveLength(2);
  logged.mockRestore();
});

test("a run that throws at once is caught the same way", async () => {
  const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  runner = createJobRunner();
  let calls = 0;
  runner.register({
    kind: "broken",
    intervalMs: 100,
    run: () => {
      calls += 1;
      throw new Error("not even a promise");
    },
  });
  runner.start();
  await vi.advanceTimersByTimeAsync(200);
  expect(calls).toBe(2);
  expect(logged).toHaveBeenCalledTimes(2);
  logged.mockRestore();
});

test("jitter adds up to its value to each pause", async () => {
  runner = createJobRunner({ random: () => 0.5 });
  const job = controlledJob();
  runner.register({ kind: "feed", intervalMs: 1000, jitterMs: 200, run: job.run });
  runner.start();
  await vi.advanceTimersByTimeAsync(1099);
  expect(job.runs).toHaveLength(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(job.runs).toHaveLength(1);
});

test("trigger runs an idle kind now, and a busy one once more right after its run", async () => {
  runner = createJobRunner();
  const job = controlledJob();
  runner.register({ kind: "outbox", intervalMs: 60_000, run: job.run });
  runner.start();
  runner.trigger("outbox");
  await vi.advanceTimersByTimeAsync(0);
  expect(job.runs).toHaveLength(1);
  runner.trigger("outbox");
  runner.trigger("outbox");
  await vi.advanceTimersByTimeAsync(0);
  expect(job.runs).toHaveLength(1);
  await job.finish(0);
  expect(job.runs).toHaveLength(2);
  await job.finish(1);
  expect(job.runs).toHaveLength(2);
  expect(() => runner?.trigger("nope")).toThrow("unknown kind nope");
});

test("stop aborts the signal, waits for the run in flight, and nothing runs after it", async () => {
  runner = createJobRunner();
  const job = controlledJob();
  runner.register({ kind: "outbox", intervalMs: 100, run: job.run });
  runner.start();
  await vi.advanceTimersByTimeAsync(100);
  const events: string[] = [];
  const stopped = runner.stop().then(() => events.push("stopped"));
  await vi.advanceTimersByTimeAsync(0);
  expect(job.runs[0]?.signal.aborted).toBe(true);
  expect(events).toEqual([]);
  events.push("run ends");
  await job.finish(0);
  await stopped;
  expect(events).toEqual(["run ends", "stopped"]);
  await vi.advanceTimersByTimeAsync(10_000);
  runner.trigger("outbox");
  await vi.advanceTimersByTimeAsync(0);
  expect(job.runs).toHaveLength(1);
});

test("stop gives up on a run that outlives its deadline, and says which", async () => {
  const logged = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  runner = createJobRunner({ stopTimeoutMs: 5000 });
  const job = controlledJob();
  runner.register({ kind: "feed", intervalMs: 100, run: job.run });
  runner.start();
  await vi.advanceTimersByTimeAsync(100);
  let stopped = false;
  const stopping = runner.stop().then(() => (stopped = true));
  await vi.advanceTimersByTimeAsync(4999);
  expect(stopped).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await stopping;
  expect(logged).toHaveBeenCalledWith({ jobs: ["feed"] }, "Остановка: фоновые задачи не завершились за 5000 мс: feed");
  logged.mockRestore();
});

test("a kind registered twice or with no interval is refused", () => {
  runner = createJobRunner();
  const run = async () => undefined;
  runner.register({ kind: "feed", intervalMs: 100, run });
  expect(() => runner?.register({ kind: "feed", intervalMs: 100, run })).toThrow("registered twice");
  expect(() => runner?.register({ kind: "other", intervalMs: 0, run })).toThrow("intervalMs must be positive");
});

test("a run a request triggered carries no request id, nor do the runs after it", async () => {
  // Real timers: the fake ones carry no asynchronous context, real ones carry the request's.
  vi.useRealTimers();
  const local = createJobRunner();
  const seen: Array<string | undefined> = [];
  const twoRuns = deferred();
  local.register({ kind: "outbox", intervalMs: 5, run: async () => void (seen.push(currentRequestId()) === 2 && twoRuns.resolve()) });
  local.start();
  withRequestContext({ requestId: "visitor-post-1" }, () => local.trigger("outbox"));
  await twoRuns.promise;
  await local.stop();
  expect(seen.slice(0, 2)).toEqual([undefined, undefined]);
  vi.useFakeTimers();
});
