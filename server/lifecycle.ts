// The web process's state as /healthz reports it and the launcher acts on it: starting until the
// database is open, ok, failed (the launcher exits so an orchestrator restarts the process) or
// stopping (a shutdown was asked: finish what is in flight, take nothing new).
import { logger } from "@platform/logger";

/** What /healthz says. */
export type LifecycleStatus = "starting" | "ok" | "failed" | "stopping";

/** The process's state and its two transitions that matter outside: failing to start and stopping. */
export type Lifecycle = {
  status(): LifecycleStatus;
  /** Settles when the process can serve; rejects with the cause when it never will. */
  ready: Promise<void>;
  /** Marks the process as stopping (its requests in flight still being answered): /healthz says so at once. */
  draining(): void;
  /** Marks the process as stopping, then closes what it holds (jobs, database). */
  shutdown(): Promise<void>;
};

/** How long the database may take to open, migrate and seed before the process gives up. */
export const startupDeadlineMs = 25_000;

/** Watches `ready` with a deadline; `close` releases the process's resources on shutdown. */
export function createLifecycle(opts: { ready: Promise<void>; close: () => Promise<void>; deadlineMs?: number }): Lifecycle {
  let status: LifecycleStatus = "starting";
  const deadlineMs = opts.deadlineMs ?? startupDeadlineMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`база данных не открылась за ${deadlineMs / 1000} с (database did not open in time)`)),
      deadlineMs,
    );
    timer.unref();
  });
  const ready = Promise.race([opts.ready, deadline]).finally(() => clearTimeout(timer));
  ready.then(
    () => {
      if (status === "starting") status = "ok";
    },
    (error: unknown) => {
      if (status === "stopping") return;
      status = "failed";
      logger.fatal({ err: error }, `Сайт не может работать: ${describeStartupFailure(error)}`);
    },
  );
  let closing: Promise<void> | undefined;
  return {
    status: () => status,
    ready,
    draining() {
      status = "stopping";
    },
    shutdown() {
      status = "stopping";
      closing ??= opts.close();
      return closing;
    },
  };
}

/**
 * Holds a request that came while the database opens (the first seconds after a start or a deploy) until it is open,
 * or until the start fails: drawn meanwhile, a page would come from the fallbacks (no phone in the header, no news)
 * and be kept so for seconds. Once the process is up, requests pass at once.
 */
export function holdWhileStarting(lifecycle: Pick<Lifecycle, "status" | "ready">): (req: unknown, res: unknown, next: () => void) => void {
  return (_req, _res, next) => {
    if (lifecycle.status() !== "starting") return next();
    lifecycle.ready.then(
      () => next(),
      () => next(),
    );
  };
}

/** One line naming the cause of a failed start, in Russian with the system's own words after it. */
export function describeStartupFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const hints: Record<string, string> = {
    EEXIST: "DATA_DIR указывает на файл, а не на папку",
    ENOTDIR: "DATA_DIR указывает на файл, а не на папку",
    EACCES: "нет прав на запись в DATA_DIR",
    EROFS: "DATA_DIR на диске только для чтения",
    ECONNREFUSED: "PostgreSQL из DATABASE_URL не принимает соединения",
    ENOTFOUND: "сервер из DATABASE_URL не найден",
    "28P01": "PostgreSQL отклонил пароль из DATABASE_URL",
    "3D000": "базы данных из DATABASE_URL не существует",
  };
  // PGlite's WebAssembly stops with «Aborted()» or «unreachable» whatever went wrong under it: files it
  // may not write (left by a command run as another user), a full disk, a damaged directory.
  const pgliteCrash = /\bAborted\(|\bunreachable\b/.test(`${message} ${String((error as { cause?: unknown } | null)?.cause ?? "")}`);
  const hint =
    (typeof code === "string" ? hints[code] : undefined) ??
    (pgliteCrash
      ? "PGlite не смог работать с папкой DATA_DIR/pglite: проверьте, что её файлы принадлежат пользователю сайта, диск не заполнен и папка не повреждена"
      : undefined);
  return `база данных не открылась${hint ? ` (${hint})` : ""}: ${message}`;
}

/**
 * A stop asked by a signal (SIGTERM from an orchestrator, SIGINT from a terminal): one line as it begins,
 * one when it is done (or a warning when something did not close in time), then the process exits, 0 if clean.
 */
export async function stopOnSignal(signal: string, shutdown: () => Promise<boolean>, exit: (code: number) => void): Promise<void> {
  const started = performance.now();
  logger.info(`Остановка: получен ${signal}, новые соединения не принимаются, запросы в работе завершаются`);
  const clean = await shutdown().catch((error: unknown) => {
    logger.error({ err: error }, "Остановка: не удалась");
    return false;
  });
  const ms = Math.round(performance.now() - started);
  if (clean) logger.info(`Остановка завершена за ${ms} мс: запросы отвечены, фоновые задачи и база данных закрыты`);
  else logger.warn(`Остановка завершена за ${ms} мс, но не всё закрылось вовремя (выше — что именно)`);
  exit(clean ? 0 : 1);
}
