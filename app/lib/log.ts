// Where the site's isomorphic code reports a failure. In the browser that is the console (SPEC §8:
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
