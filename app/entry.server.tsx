// React Router's Node entry with two additions: the response's CSP nonce reaches every inline script
// React and React Router write, and errors a visitor caused (a POST to a page without a form, an
// aborted request) are logged in one debug line instead of a stack trace each.
import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { loggableUrl, logger } from "@platform/logger";
import { setLogSink } from "~/lib/log";
import { serverLogSink } from "~/lib/log-sink.server";
import { IconSpriteMarkup } from "~/components/ui/icon-sprite";
import { spriteMarkup } from "~/components/ui/icon-sprite-markup";

// The site's own failure reports (a feed or an API that failed, the page degrading) go to the process
// logger on the server, once per failure and render (log-sink.server.ts).
setLogSink(serverLogSink);

/** How long a deferred part of a page may stream before it is cut off with its fallback. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the page cache get the whole page at once; people get the shell first and deferred
    // parts as they come.
    const readyOption: keyof RenderToPipeableStreamOptions =
      loadContext.shared || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const page = (
      <IconSpriteMarkup.Provider value={spriteMarkup}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </IconSpriteMarkup.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // The footer is a Suspense boundary so that the browser hydrates it after the header and the page, in
      // slices (docs/decisions/0124). React would send a finished boundary over 12 800 bytes after the rest, hidden,
      // for a script of its own to put in place: a page read without scripts would not show it. Each one is sent
      // where it stands.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = coalescingStream(() => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reject above and are logged by React Router's handleError.
        if (shellRendered) logger.error({ err: error, url: loggableUrl(request.url) }, "Ошибка отображения страницы");
      },
    });
  });
}

/** Bytes a page's HTML is sent in at most once they are there (the rest follows at once). */
const coalescedBytes = 64 * 1024;

/**
 * React writes a page in 2 KB pieces, each of which would cross the web stream and the socket on its
 * own (some forty for a model page): pieces written in one turn of the event loop leave as one, and a
 * part of the page that streams in later (deferred data) still leaves as soon as it is written.
 */
function coalescingStream(onEnd: () => void): Transform {
  let pieces: Buffer[] = [];
  let size = 0;
  let scheduled = false;
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pieces.push(chunk);
      size += chunk.length;
      if (size >= coalescedBytes) release();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      release();
      onEnd();
      callback();
    },
  });
  function release() {
    scheduled = false;
    if (size === 0) return;
    const joined = pieces.length === 1 ? (pieces[0] as Buffer) : Buffer.concat(pieces, size);
    pieces = [];
    size = 0;
    stream.push(joined);
  }
  return stream;
}

/** Server errors of loaders, actions and rendering: the visitor's own mistakes are not failures of ours. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.debug({ status: error.status, method: request.method, url: loggableUrl(request.url) }, `запрос отклонён: ${error.statusText}`);
    return;
  }
  logger.error({ err: error, method: request.method, url: loggableUrl(request.url) }, "Ошибка обработки запроса");
};
