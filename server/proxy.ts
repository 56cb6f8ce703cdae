import type { IncomingMessage } from "node:http";
import type { Express, NextFunction, Request, RequestHandler, Response } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import { logger } from "@platform/logger";
import type { Env } from "./env";
import { savedImages, type SavedImages } from "./saved-images";

/** How long a proxied backend may stay silent before the visitor gets a 504 (docs/product.md §9). */
export const proxyTimeoutMs = 10_000;

type BackendEnv = Partial<Pick<Env, "BRAND_API_URL" | "DEALER_API_URL" | "ILSA_OFFERS_URL" | "EXPORT_MASTER_URL">>;

/** The outside systems behind the site's prefixes (docs/product.md §7). */
export type ProxiedService = "brand" | "dealer" | "offers" | "export";

/** The backend prefixes of docs/product.md §7, the service behind each and the env variable naming its target. */
export const backendPrefixes = [
  { prefix: "/ru/ru/api", service: "brand", target: (env: BackendEnv) => env.BRAND_API_URL },
  { prefix: "/api", service: "brand", target: (env: BackendEnv) => env.BRAND_API_URL },
  { prefix: "/dealer", service: "dealer", target: (env: BackendEnv) => env.DEALER_API_URL },
  { prefix: "/ilsa-offers", service: "offers", target: (env: BackendEnv) => env.ILSA_OFFERS_URL },
  { prefix: "/export-master", service: "export", target: (env: BackendEnv) => env.EXPORT_MASTER_URL },
] as const satisfies readonly { prefix: string; service: ProxiedService; target: (env: BackendEnv) => string | undefined }[];

const proxyMessages = {
  badPath: "Неверный адрес запроса",
  unknownPath: "Запрошенный метод API не найден",
  unavailable: "Сервис временно недоступен",
  timeout: (ms: number) => `Сервис не ответил за ${String(ms / 1000).replace(".", ",")} с`,
} as const;

function sendEnvelope(res: Response, status: number, message: string) {
  res.status(status).json({ success: false, data: null, message });
}

/**
 * True when a request path climbs out of its prefix: a `..` segment, written as is, percent-encoded
 * (`%2e%2e`, even twice) or behind a backslash, which some servers read as a slash.
 */
export function escapesPrefix(rawPath: string): boolean {
  let path = rawPath;
  // Three rounds undo double and triple encoding; a target never decodes more than that.
  for (let round = 0; round < 3; round++) {
    if (path.split(/[/\\]/).includes("..")) return true;
    const decoded = decodeURIComponent(path);
    if (decoded === path) return false;
    path = decoded;
  }
  return path.split(/[/\\]/).includes("..");
}

/** A path that climbs out of its prefix (`..`, encoded or not) never reaches a backend. */
function rejectEscapingPaths(req: Request, res: Response, next: NextFunction) {
  const path = req.originalUrl.split("?")[0] ?? "";
  let escapes: boolean;
  try {
    escapes = escapesPrefix(path);
  } catch {
    // Malformed percent-encoding cannot be a real resource path either.
    escapes = true;
  }
  if (escapes) {
    sendEnvelope(res, 400, proxyMessages.badPath);
    return;
  }
  next();
}

/** True when `url` (path and query) lies under `prefix`: `/api`, `/api?x` and `/api/…`, but not `/apix`. */
export function isUnderPrefix(url: string, prefix: string): boolean {
  const path = url.split("?")[0] ?? "";
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The request's own address (path and query), as the visitor asked for it: the saved picture's key. */
const savedKeyOf = (req: IncomingMessage) => (req as Partial<Request>).originalUrl ?? req.url ?? "";

function proxyTo(prefix: string, target: string, timeoutMs: number, saved: SavedImages | null): RequestHandler {
  // Requests whose target went silent: their error is a timeout (504), not a refused connection (502).
  const timedOut = new WeakSet<IncomingMessage>();
  return createProxyMiddleware({
    target,
    changeOrigin: true,
    pathFilter: (path) => isUnderPrefix(path, prefix),
    // The target's own base path (…/base/api) is kept: http-proxy appends this to it.
    pathRewrite: (path) => path.slice(prefix.length),
    // Only the outgoing request times out; `timeout` would also cut the visitor's keep-alive socket.
    proxyTimeout: timeoutMs,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.on("timeout", () => timedOut.add(req));
      },
      proxyRes: (proxyRes, req, res) => {
        if (!saved || req.method !== "GET") return;
        // The backend answers with an error of its own (its gateway's 502, a 503): the saved copy
        // instead, written before this returns, so that the error is not piped after it.
        if ((proxyRes.statusCode ?? 0) >= 500 && saved.serve(savedKeyOf(req), res, { sync: true })) {
          proxyRes.resume();
          return;
        }
        saved.keep(savedKeyOf(req), proxyRes);
      },
      error: (err, req, res) => {
        const isTimeout = timedOut.has(req);
        logger.error(`Прокси ${prefix} → ${target}: ${isTimeout ? `нет ответа за ${timeoutMs} мс` : err.message}`);
        if ("headersSent" in res && !res.headersSent && saved && req.method === "GET" && saved.serve(savedKeyOf(req), res)) return;
        if ("headersSent" in res && !res.headersSent) {
          res.writeHead(isTimeout ? 504 : 502, { "Content-Type": "application/json; charset=utf-8" });
          const message = isTimeout ? proxyMessages.timeout(timeoutMs) : proxyMessages.unavailable;
          res.end(JSON.stringify({ success: false, data: null, message }));
        } else if ("destroy" in res) {
          // The answer had started: cut it so the caller sees a broken response, not a short one.
          res.destroy();
        }
      },
    },
  });
}

/** Settings of {@link mountBackendPrefixes}. */
export type BackendPrefixOptions = {
  env: BackendEnv;
  /** Answers the prefixes of a service whose target is not configured; a service without one answers 404. */
  embedded: Partial<Record<ProxiedService, RequestHandler>>;
  /** Proxy timeout; tests shorten it. Default {@link proxyTimeoutMs}. */
  timeoutMs?: number;
  /** Where the proxied jpeg, png and tiff pictures are kept (docs/product.md §9); none kept when unset. */
  savedImagesDir?: string;
};

/**
 * Mounts the prefixes of docs/product.md §7: a proxy to the configured target, or the embedded provider. A path
 * under a prefix that nothing answers gets a JSON 404 envelope, never the site's HTML page. The proxy keeps the
 * jpeg, png and tiff pictures it passes on and serves them while their backend is down (§9, saved-images.ts).
 */
export function mountBackendPrefixes(app: Express, opts: BackendPrefixOptions) {
  const timeoutMs = opts.timeoutMs ?? proxyTimeoutMs;
  const saved = opts.savedImagesDir ? savedImages(opts.savedImagesDir) : null;
  for (const { prefix, service, target } of backendPrefixes) {
    const url = target(opts.env);
    app.use(prefix, rejectEscapingPaths);
    if (url) app.use(proxyTo(prefix, url, timeoutMs, saved));
    else if (opts.embedded[service]) app.use(prefix, opts.embedded[service]);
    app.use(prefix, (_req: Request, res: Response) => sendEnvelope(res, 404, proxyMessages.unknownPath));
  }
}
