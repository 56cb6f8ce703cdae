import type { HelmetOptions } from "helmet";
import type { Env } from "./env";

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  return [new URL(url).origin];
}

/** Helmet settings: a CSP that allows only our own origin plus the configured widgets. */
export function securityHeaders(env: Env): HelmetOptions {
  const dev = env.NODE_ENV === "development";
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // React Router inlines the hydration data as a script; Vite's dev client needs eval and a websocket.
        scriptSrc: ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...originOf(env.CALLTRACKING_SCRIPT_URL)],
        connectSrc: ["'self'", ...(dev ? ["ws:"] : []), ...originOf(env.CALLTRACKING_SCRIPT_URL)],
        frameSrc: ["'self'", ...originOf(env.RATING_WIDGET_URL)],
        imgSrc: ["'self'", "data:", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", "data:"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: env.NODE_ENV === "production" && env.SITE_URL?.startsWith("https:") ? undefined : false,
  };
}
