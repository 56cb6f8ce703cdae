// Where the site's failure reports go on the server (entry.server.tsx installs it): the process logger,
// JSON lines with the request's id, the catalogue's Russian text as the message. The page being rendered
// is marked degraded, so that the page cache does not keep it for others. A failure several callers of
// one render share (one load, failed once, that two loaders wait for) is one line, by the first caller
// that reports it; the render is degraded all the same.
import { currentRequestContext, logger, noteDegraded, type RequestContext } from "@platform/logger";
import type { LogSink } from "~/lib/log";

const reportedIn = new WeakMap<RequestContext, WeakSet<object>>();

/** True when `error` was logged already while handling the current request (and notes it otherwise). */
function reportedBefore(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const request = currentRequestContext();
  if (!request) return false;
  let reported = reportedIn.get(request);
  if (!reported) reportedIn.set(request, (reported = new WeakSet()));
  if (reported.has(error)) return true;
  reported.add(error);
  return false;
}

/** The server's log sink. */
export const serverLogSink: LogSink = {
  error: (message, error) => {
    noteDegraded();
    if (reportedBefore(error)) return;
    logger.error(error === undefined ? {} : { err: error }, message);
  },
};
