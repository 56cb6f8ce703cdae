// The one logger of the web process, the embedded backend and the site's server code. Lines are JSON
// in production (one object a line, for a log collector) and readable text in development. Every line
// written while a request is handled carries that request's id, through AsyncLocalStorage, so the lines
// of one visit can be found together without passing the id around.
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import pino from "pino";

/** A level-named logger: `logger.error({ err, url }, "Русский текст")`. */
export type Logger = pino.Logger;

/**
 * What is known of the request being handled. `degraded` is set once the page being rendered for it
 * reported a failure it covers (news from the bundle only, a price list missing): such a page is sent,
 * but not kept for other visitors (server/page-cache.ts).
 */
export type RequestContext = { requestId: string; degraded?: boolean };

const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with `context` attached to every line it logs, including its asynchronous continuations. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return requestContext.run(context, fn);
}

/**
 * Runs `fn` outside any request: work it starts for later (a job's timer) carries no request's id,
 * although the request that started it is still being handled.
 */
export function outsideRequestContext<T>(fn: () => T): T {
  return requestContext.exit(fn);
}

/**
 * A request's address as a log line may carry it: the staff inbox's search text (`q` under /staff, where
 * staff type a visitor's name, phone or e-mail) is left out, since a log is kept longer and read by more
 * people than the leads it would quote. Other addresses are kept as they are.
 */
export function loggableUrl(url: string): string {
  const query = url.indexOf("?");
  if (query < 0 || !/^(?:[a-z]+:\/\/[^/]*)?\/staff(?:[/?]|$)/i.test(url)) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  if (!params.has("q")) return url;
  params.set("q", "(скрыто)");
  return `${url.slice(0, query)}?${params.toString()}`;
}

/** Marks the request being handled as degraded (see {@link RequestContext}); nothing outside a request. */
export function noteDegraded(): void {
  const context = requestContext.getStore();
  if (context) context.degraded = true;
}

/**
 * The request being handled, or undefined outside a request: what the handling of one request shares
 * (the failures a page render already logged) is kept in a WeakMap keyed by it, and goes with it.
 */
export function currentRequestContext(): RequestContext | undefined {
  return requestContext.getStore();
}

/** The id of the request being handled, or undefined outside a request (start-up, jobs). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

type Level = pino.LevelWithSilent;

function defaultLevel(): Level {
  const configured = process.env.LOG_LEVEL;
  // An unknown level would throw inside pino before the environment is read; server/env.ts then
  // stops the start with a message naming LOG_LEVEL.
  if (configured && (configured === "silent" || configured in pino.levels.values)) return configured as Level;
  // Tests assert on what is logged through spies; only problems reach the test output.
  if (process.env.VITEST) return "warn";
  return "info";
}

function destination(): pino.DestinationStream | undefined {
  if (process.env.NODE_ENV === "production" || process.env.VITEST || process.env.LOG_FORMAT === "json") return undefined;
  // pino-pretty is a development dependency: production never loads it, and a missing one means JSON.
  try {
    const require = createRequire(import.meta.url);
    const pretty = require("pino-pretty") as (options: object) => pino.DestinationStream;
    return pretty({ sync: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" });
  } catch {
    return undefined;
  }
}

/** A logger with this module's settings; `stream` replaces the output (tests read the lines). */
export function createLogger(opts: { stream?: pino.DestinationStream; level?: Level } = {}): Logger {
  const options: pino.LoggerOptions = {
    level: opts.level ?? defaultLevel(),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  const stream = opts.stream ?? destination();
  return stream ? pino(options, stream) : pino(options);
}

// Vite's dev server evaluates server modules anew after each change: one logger per process still.
const loggerKey = Symbol.for("genesis-dealer-site.logger");
const holder = globalThis as typeof globalThis & { [loggerKey]?: Logger };

/** The process's logger. */
export const logger: Logger = (holder[loggerKey] ??= createLogger());
