import "~/lib/load-context";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import { createBackend } from "../backend/index";
import { createCanonicalResolver } from "./canonical-paths";
import { getEnv } from "./env";
import { createApi } from "~/lib/api-client";
import { loadOptions } from "~/features/options/load-options";
import { createLegalDocumentsRouter, getRequisitesFromOptions } from "./legal/router";
import { mountBackendPrefixes } from "./proxy";
import { securityHeaders } from "./security-headers";

const env = getEnv();
const loadBuild = () => import("virtual:react-router/server-build") as unknown as Promise<ServerBuild>;
const selfOrigin = `http://127.0.0.1:${env.PORT}`;
const backend = createBackend({ databaseUrl: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/pglite` });

/** The whole web process: headers, compression, assets, redirects, backends, then server rendering. */
export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", "loopback");
app.use(helmet(securityHeaders(env)));
app.use(compression());

app.get("/healthz", (_req, res) => {
  const ready = backend.isReady();
  res.status(ready ? 200 : 503).json({ status: ready ? "ok" : "starting" });
});

if (env.NODE_ENV === "production") {
  // Hashed build assets never change; everything else in public/ may.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static("build/client", { maxAge: "1h", index: false }));
}

// Old brand-site paths that menus still link.
app.get("/ru/ru/test-drive.html", (_req, res) => res.redirect(301, "/test-drive.html"));
app.get("/ru/ru/configurator", (_req, res) => res.redirect(301, "/configurator"));

// The PDFs print the dealer's requisites from the same options the pages show.
const apiBaseUrl = env.BRAND_API_URL ?? `${selfOrigin}/api`;
const dealerBaseUrl = env.DEALER_API_URL ?? `${selfOrigin}/dealer`;
const serverApi = createApi({ requireService: { api: apiBaseUrl, dealer: dealerBaseUrl } });
app.use(createLegalDocumentsRouter({ requisites: async () => getRequisitesFromOptions(await loadOptions(serverApi)) }));
mountBackendPrefixes(app, { env, embedded: backend.router });

let resolveCanonical: ((pathname: string) => string | null) | undefined;
app.use(async (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  if (!resolveCanonical) {
    const build = await loadBuild();
    resolveCanonical = createCanonicalResolver(Object.values(build.routes).map((r) => r?.path ?? ""));
  }
  const canonical = resolveCanonical(req.path);
  if (!canonical) return next();
  const query = req.originalUrl.slice(req.path.length);
  res.redirect(301, canonical + query);
});

app.use(
  createRequestHandler({
    build: loadBuild,
    getLoadContext: () => ({
      apiBaseUrl,
      dealerBaseUrl,
      publicConfig: {
        personalAccountUrl: env.PERSONAL_ACCOUNT_URL,
        onlineShowroomUrl: env.ONLINE_SHOWROOM_URL,
        ratingWidgetUrl: env.RATING_WIDGET_URL ?? null,
        callTrackingScriptUrl: env.CALLTRACKING_SCRIPT_URL ?? null,
        siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
      },
    }),
  }),
);
