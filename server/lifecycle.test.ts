import { afterEach, expect, test, vi } from "vitest";
import { logger } from "@platform/logger";
import { createLifecycle, describeStartupFailure, holdWhileStarting, stopOnSignal } from "./lifecycle";

afterEach(() => {
  vi.restoreAllMocks();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

test("starting until the database is open, then ok", async () => {
  const open = deferred();
  const lifecycle = createLifecycle({ ready: open.promise, close: async () => {} });
  expect(lifecycle.status()).toBe("starting");
  open.resolve();
  await lifecycle.ready;
  expect(lifecycle.status()).toBe("ok");
});

test("a page asked for while the database opens is drawn once it is open, not before; later ones pass at once", async () => {
  const open = deferred();
  const lifecycle = createLifecycle({ ready: open.promise, close: async () => {} });
  const hold = holdWhileStarting(lifecycle);
  const passed: string[] = [];
  hold({}, {}, () => passed.push("early"));
  await Promise.resolve();
  expect(passed).toEqual([]);
  open.resolve();
  await lifecycle.ready;
  await Promise.resolve();
  expect(passed).toEqual(["early"]);
  hold({}, {}, () => passed.push("later"));
  expect(passed).toEqual(["early", "later"]);
});

test("a start that fails lets the held requests go on (the process is about to exit), each once", async () => {
  vi.spyOn(logger, "fatal").mockImplementation(() => {});
  const open = deferred();
  const lifecycle = createLifecycle({ ready: open.promise, close: async () => {} });
  const next = vi.fn();
  holdWhileStarting(lifecycle)({}, {}, next);
  open.reject(new Error("ECONNREFUSED"));
  await lifecycle.ready.catch(() => undefined);
  await Promise.resolve();
  expect(next).toHaveBeenCalledOnce();
  expect(next).toHaveBeenCalledWith();
});

test("a database that cannot open makes the process failed, with one fatal line naming the cause", async () => {
  const fatal = vi.spyOn(logger, "fatal").mockImplementation(() => {});
  const cause = Object.assign(new Error("EEXIST: file already exists, mkdir '/tmp/x/pglite'"), { code: "EEXIST" });
  const lifecycle = createLifecycle({ ready: Promise.reject(cause), close: async () => {} });
  await expect(lifecycle.ready).rejects.toBe(cause);
  expect(lifecycle.status()).toBe("failed");
  expect(fatal).toHaveBeenCalledOnce();
  expect(String(fatal.mock.calls[0]?.[1])).toBe(
    "Сайт не может работать: база данных не открылась (DATA_DIR указывает на файл, а не на папку): EEXIST: file already exists, mkdir '/tmp/x/pglite'",
  );
});

test("a database that never answers fails the start after the deadline instead of staying 'starting'", async () => {
  vi.useFakeTimers();
  try {
    const fatal = vi.spyOn(logger, "fatal").mockImplementation(() => {});
    const lifecycle = createLifecycle({ ready: new Promise(() => {}), close: async () => {}, deadlineMs: 25_000 });
    const settled = lifecycle.ready.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(String(await settled)).toContain("не открылась за 25 с");
    expect(lifecycle.status()).toBe("failed");
    expect(fatal).toHaveBeenCalledOnce();
  } finally {
    vi.useRealTimers();
  }
});

test("shutdown marks the process stopping and closes its resources once", async () => {
  const close = vi.fn(async () => {});
  const lifecycle = createLifecycle({ ready: Promise.resolve(), close });
  await lifecycle.ready;
  await Promise.all([lifecycle.shutdown(), lifecycle.shutdown()]);
  expect(lifecycle.status()).toBe("stopping");
  expect(close).toHaveBeenCalledOnce();
});

test("the causes an operator meets are named in Russian", () => {
  expect(describeStartupFailure(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5433"), { code: "ECONNREFUSED" }))).toBe(
    "база данных не открылась (PostgreSQL из DATABASE_URL не принимает соединения): connect ECONNREFUSED 127.0.0.1:5433",
  );
  expect(describeStartupFailure(new Error('relation "x" already exists'))).toBe('база данных не открылась: relation "x" already exists');
  const crashed = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"', {
    cause: new Error("Aborted(). Build with -sASSERTIONS for more info."),
  });
  expect(describeStartupFailure(crashed)).toContain(
    "(PGlite не смог работать с папкой DATA_DIR/pglite: проверьте, что её файлы принадлежат пользователю сайта",
  );
});

test("a stop by a signal logs one line as it begins and one when it is done, then exits 0", async () => {
  const info = vi.spyOn(logger, "info").mockImplementation(() => {});
  const exit = vi.fn();
  let finish!: (clean: boolean) => void;
  const stopping = stopOnSignal("SIGTERM", () => new Promise<boolean>((resolve) => (finish = resolve)), exit);
  expect(info.mock.calls.map((call) => String(call[0]))).toEqual([
    "Остановка: получен SIGTERM, новые соединения не принимаются, запросы в работе завершаются",
  ]);
  expect(exit).not.toHaveBeenCalled();
  finish(true);
  await stopping;
  expect(info).toHaveBeenCalledTimes(2);
  expect(String(info.mock.calls[1]?.[0])).toMatch(
    /^Остановка завершена за \d+ мс: запросы отвечены, фоновые задачи и база данных закрыты$/,
  );
  expect(exit).toHaveBeenCalledExactlyOnceWith(0);
});

test("a stop that did not finish in time says so as a warning and exits 1", async () => {
  vi.spyOn(logger, "info").mockImplementation(() => {});
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const exit = vi.fn();
  await stopOnSignal("SIGINT", async () => false, exit);
  expect(String(warn.mock.calls[0]?.[0])).toMatch(/^Остановка завершена за \d+ мс, но не всё закрылось вовремя/);
  expect(exit).toHaveBeenCalledExactlyOnceWith(1);
});
