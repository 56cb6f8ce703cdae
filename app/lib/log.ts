// Where the site's isomorphic code reports a failure. In the browser that is the console (docs/product.md §8:
// "logged to the console"); on the server entry.server.tsx points it at the process logger, so the
// line is JSON with the request's id. The message is the catalogue's Russian text, unchanged.

/** Receives the failures the site's code reports. */
export type LogSink = { error(message: string, error?: unknown): void };

const consoleSink: LogSink = {
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
};

let sink: LogSink = consoleSink;

/** Sends reports to `next` instead of the console (the server does this once, at start). */
export function setLogSink(next: LogSink): void {
  sink = next;
}

/** Reports a failure the visitor does not see (the page degrades), with the error that caused it when known. */
export function logError(message: string, error?: unknown): void {
  sink.error(message, error);
}

/**
 * Why a call failed, as a log line gives it: the error's message (for a network failure the client's
 * docs/product.md §8 text, which names the address), with the call's address added when the message does not name
 * it (an HTTP status, a refused or malformed answer).
 */
export function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const url = (error as { url?: unknown } | null)?.url;
  return typeof url === "string" && url !== "" && !message.includes(url) ? `${message} (${url})` : message;
}

/**
 * Reports a load that failed in one line: what failed, why (failureReason) and what the visitor gets
 * instead: «Не удалось получить список новостей: Сеть недоступна: не удалось выполнить запрос
 * http://…/v1/news — в подвале страниц нет новостей». The call is made with `logFailure: false`, so the
 * client's own network line is this one.
 */
export function logLoadFailure(what: string, error: unknown, instead: string): void {
  logError(`${what}: ${failureReason(error)} — ${instead}`, error);
}
