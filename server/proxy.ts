import type { Express, NextFunction, Request, RequestHandler, Response } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import type { Env } from "./env";

const API_TIMEOUT_MS = 10_000;

/** The backend prefixes of SPEC §7 and the env variable naming each one's target. */
const prefixes = [
  { prefix: "/ru/ru/api", target: (env: Env) => env.BRAND_API_URL },
  { prefix: "/api", target: (env: Env) => env.BRAND_API_URL },
  { prefix: "/dealer", target: (env: Env) => env.DEALER_API_URL },
] as const;

/** A path that climbs out of its prefix (`..`, encoded or not) never reaches a backend. */
function rejectEscapingPaths(req: Request, res: Response, next: NextFunction) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.originalUrl.split("?")[0] ?? "");
  } catch {
    res.status(400).json({ success: false, data: null, message: "Неверный адрес запроса" });
    return;
  }
  if (decoded.split(/[/\\]/).includes("..")) {
    res.status(400).json({ success: false, data: null, message: "Неверный адрес запроса" });
    return;
  }
  next();
}

function proxyTo(prefix: string, target: string): RequestHandler {
  return createProxyMiddleware({
    target,
    changeOrigin: true,
    pathFilter: (path) => path === prefix || path.startsWith(`${prefix}/`),
    pathRewrite: (path) => path.slice(prefix.length),
    timeout: API_TIMEOUT_MS,
    proxyTimeout: API_TIMEOUT_MS,
    on: {
      error: (err, _req, res) => {
        console.error(`Прокси ${prefix} → ${target}: ${err.message}`);
        if ("headersSent" in res && !res.headersSent) {
          res.writeHead(502, { "Content-Type": "application/json; charset=utf-8" });
          res.end(JSON.stringify({ success: false, data: null, message: "Сервис временно недоступен" }));
        }
      },
    },
  });
}

/** Mounts /api, /ru/ru/api and /dealer: a proxy to the configured backend, or the embedded one. */
export function mountBackendPrefixes(app: Express, opts: { env: Env; embedded: RequestHandler }) {
  for (const { prefix, target } of prefixes) {
    const url = target(opts.env);
    app.use(prefix, rejectEscapingPaths);
    if (url) app.use(proxyTo(prefix, url));
    else app.use(prefix, opts.embedded);
  }
}
