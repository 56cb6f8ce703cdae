import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Env } from "./env";

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  return [new URL(url).origin];
}

/** The nonce this response's scripts carry; set by {@link securityHeaders} before anything renders. */
export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? "");
}

// Features no page uses: a script that sneaks in cannot ask for them either.
const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Where Yandex Metrika's tag is served from and sends its hits to, and where it loads its helpers from. */
const metrikaOrigin = "https://mc.yandex.ru";
const metrikaScripts = [metrikaOrigin, "https://yastatic.net"];

/** One year, with subdomains: the dealer's site is served over HTTPS only once it is served over HTTPS at all. */
const hstsValue = "max-age=31536000; includeSubDomains";

/**
 * Security headers to ASVS 5.0 level 1 and beyond: a per-request nonce lets our own inline scripts run
 * (React Router's hydration data) while any other inline script is refused; `base-uri 'none'`; a
 * Permissions-Policy; HSTS whenever the visitor's connection is HTTPS, also when TLS ends at a
 * trusted proxy in front (`req.secure` reads X-Forwarded-Proto from the proxies TRUST_PROXY names).
 */
export function securityHeaders(env: Env): RequestHandler[] {
  const dev = env.NODE_ENV === "development";
  const siteIsHttps = env.SITE_URL?.startsWith("https:") ?? false;
  // Vite's dev client injects inline scripts of its own and needs eval: development keeps 'unsafe-inline'.
  const inlineScripts = dev
    ? ["'unsafe-inline'", "'unsafe-eval'"]
    : [(_req: unknown, res: unknown) => `'nonce-${cspNonce(res as Response)}'`];
  // The Metrika tag and the hits it sends, only where the dealer set a counter (images are allowed from https: already).
  const metrika = env.YANDEX_METRIKA_ID !== undefined;
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        scriptSrc: ["'self'", ...inlineScripts, ...originOf(env.CALLTRACKING_SCRIPT_URL), ...(metrika ? metrikaScripts : [])],
        connectSrc: ["'self'", ...(dev ? ["ws:"] : []), ...originOf(env.CALLTRACKING_SCRIPT_URL), ...(metrika ? [metrikaOrigin] : [])],
        frameSrc: ["'self'", ...originOf(env.RATING_WIDGET_URL)],
        // Cars of the stock feeds are pictured by the feeds' image servers (docs/decisions/0027).
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", "data:"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Not helmet's no-referrer: under it a browser posts a form with `Origin: null`, and React Router
    // refuses such a POST as cross-site, so a form sent without JavaScript would never arrive. Our own
    // pages still see the referrer; other sites get none.
    referrerPolicy: { policy: "same-origin" },
    strictTransportSecurity: false,
  }) as RequestHandler;
  const nonceAndPolicies: RequestHandler = (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.set("Permissions-Policy", permissionsPolicy);
    if (env.NODE_ENV === "production" && (req.secure || siteIsHttps)) res.set("Strict-Transport-Security", hstsValue);
    next();
  };
  return [nonceAndPolicies, headers];
}
