// The web process in one module, loaded by server.js (from the build in production, through Vite in
// development): reads the settings (server/env.ts), opens the embedded backend and its database, and
// exports `app` (Express: request id, headers, compression, /healthz, assets, the backend prefixes,
// page guards, canonical redirects, then React Router), `handler` (the page cache in front of `app`;
// server.js uses it in production only), `lifecycle` and what server.js needs to listen and stop.
import "~/lib/load-context";
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createFetchHandler } from "react-router";
import type http from "node:http";
import { readdirSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { logger } from "@platform/logger";
import { createBackend, createSampleExportRouter, createSampleOffersRouter, stockRefreshJobKind } from "../backend/index";
import { createCanonicalResolver, queryOf } from "./canonical-paths";
import { getEnv } from "./env";
import { ApiError, createApi } from "~/lib/api-client";
import { loadOptions } from "~/features/site/load-options";
import { renderStockPhoto, stockPhotoKinds } from "~/features/stock/stock-photo.server";
import { carDrawingKinds, renderCarDrawingFile } from "~/features/visuals/car-drawing.server";
import { pictureWidths, staticPictureFolders } from "~/lib/picture-sources";
import { getSiteDocuments } from "~/features/search/site-documents";
import { createLegalDocumentsRouter, getRequisitesFromOptions } from "./legal/router";
import { createConsentPdfRouter } from "./legal/consent-pdf";
import { consentDocumentSchema } from "@contract/consents";
import { createDatabaseProbe } from "./database-probe";
import { healthAnswer } from "./health";
import { createOperationsProbe } from "./operations-probe";
import { createLifecycle, holdWhileStarting } from "./lifecycle";
import { mountBackendPrefixes } from "./proxy";
import { lastResortErrorHandler, malformedPathGuard, pageFormGuard, pageMethodGuard, requestContext } from "./request-guards";
import { createStyleInliner } from "./inline-styles";
import { createPageCache } from "./page-cache";
import { compressedAssets } from "./compressed-assets";
import { drawnPictures, staticPictureCopies } from "./drawn-pictures";
import { startScriptsAfterPaint } from "./scripts-after-paint";
import { cspNonce, securityHeaders } from "./security-headers";
import { COOKIE_CONSENT_VALUE, consentReturnPath, cookieConsentPath, hasCookieConsent } from "~/features/cookies/cookie-consent";
import { readCookie, sessionCookieName } from "~/features/staff/staff-cookies.server";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { forgetPageMeta } from "~/lib/page-meta.server";
import type { SiteLoadContext } from "~/lib/load-context";

export { serve } from "./http-server";
export { stopOnSignal } from "./lifecycle";
export { logger };

const env = getEnv();

/** Where server.js listens: PORT and HOST as server/env.ts read them. */
export const listenOn = { port: env.PORT, host: env.HOST };
const loadBuild = () => import("virtual:react-router/server-build") as unknown as Promise<ServerBuild>;
// React Router derives its routes and data handler from a build it is given as an object once, but from a
// build given as a function on every request (a fifth of an uncached render): production hands it the
// object as soon as it is loaded; development keeps the function so that an edited route is picked up.
const production = env.NODE_ENV === "production";
function buildHandler<H extends (...args: never[]) => unknown>(create: (build: ServerBuild | typeof loadBuild) => H): H {
  if (!production) return create(loadBuild);
  let made: Promise<H> | undefined;
  return (async (...args: Parameters<H>) => {
    made ??= loadBuild().then(create);
    return (await made)(...args);
  }) as unknown as H;
}
const selfOrigin = `http://127.0.0.1:${env.PORT}`;
// The embedded offers provider accepts this token when ILSA_OFFERS_URL is unset.
const embeddedOffersToken = "embedded-sample";
const backend = createBackend({
  databaseUrl: env.DATABASE_URL,
  postgresWaitMs: env.DATABASE_WAIT_SECONDS * 1000,
  dataDir: `${env.DATA_DIR}/pglite`,
  // Leads go to the configured sales system, else to the embedded one behind this process's /api.
  crmUrl: env.CRM_URL ?? `${selfOrigin}/api/`,
  // Which CRM that is: the spec's leads API, Bitrix24 or amoCRM (docs/decisions/0110-crm-adapters.md).
  crm: {
    kind: env.CRM_KIND,
    amoCrm: env.AMOCRM_TOKEN ? { token: env.AMOCRM_TOKEN, pipelineId: env.AMOCRM_PIPELINE_ID } : undefined,
  },
  // The embedded sales system answers only when it is the one leads go to.
  embeddedCrm: env.CRM_URL === undefined,
  siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
  // Counted in the database, so the same in every process (docs/decisions/0070-limits-in-the-database.md).
  limits: {
    leads: env.LEAD_RATE_LIMIT === 0 ? false : { limit: env.LEAD_RATE_LIMIT, windowMs: 10 * 60_000 },
    upcomingBookings: env.TEST_DRIVE_MAX_UPCOMING === 0 ? false : env.TEST_DRIVE_MAX_UPCOMING,
    pdfs: env.PDF_RATE_LIMIT === 0 ? false : { limit: env.PDF_RATE_LIMIT, windowMs: 60_000 },
  },
  leadRetentionDays: env.LEAD_RETENTION_DAYS,
  // Who is told of a lead (docs/decisions/0106-lead-notifications.md): each channel off while its setting is unset.
  notifications: {
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    email: env.SMTP_URL && env.SMTP_FROM ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    telegram: env.TELEGRAM_BOT_TOKEN ? { token: env.TELEGRAM_BOT_TOKEN, apiUrl: env.TELEGRAM_API_URL } : undefined,
    seed: { emails: env.LEAD_NOTIFY_EMAILS, chatIds: env.TELEGRAM_CHAT_IDS },
    escalationMinutes: env.LEAD_ESCALATION_MINUTES,
  },
  // The stock feeds, read by the stock-refresh job: the configured targets or this process's own prefixes.
  stock: {
    exportMasterUrl: env.EXPORT_MASTER_URL ?? `${selfOrigin}/export-master`,
    ilsaOffers: {
      baseUrl: env.ILSA_OFFERS_URL ?? `${selfOrigin}/ilsa-offers`,
      dealerCode: env.ILSA_DEALER_CODE,
      token: env.ILSA_OFFERS_TOKEN ?? embeddedOffersToken,
    },
    autoruUrl: env.AUTORU_FEED_URL,
    autoruSection: env.AUTORU_FEED_SECTION,
    avitoUrl: env.AVITO_FEED_URL,
    siteOrigin: selfOrigin,
    idSecret: env.STOCK_ID_SECRET,
    dealer: env.ILSA_DEALER_CODE,
    refresh: { refreshMs: env.STOCK_REFRESH_MINUTES * 60_000 },
  },
  // The site's pages are made here, in app/: the search index (docs/decisions/0040) gets them at start.
  siteSearchDocuments: getSiteDocuments,
});

/** Every file under `dir` as a URL path ("/images/a.svg"), leaving out the top-level folders named. */
function listFiles(dir: string, skip: readonly string[]): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (relative.length > 1 && skip.includes(relative[0] ?? "")) continue;
    files.add(`/${relative.join("/")}`);
  }
  return files;
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A kept page's HTML: its stylesheets inline, its scripts started after the first paint. */
function keptPageHtml(inlineStyles: (html: string) => string): (html: string) => string {
  return (html) => startScriptsAfterPaint(inlineStyles(html));
}

// Pages every anonymous visitor sees alike come from memory, already compressed; the rest (and the
// first visitor of each page) go on down the chain, and `pageCache.fill` keeps what they rendered.
const pageCache = createPageCache({
  render: (request, nonce) => renderPage(request, loadContextOf({ cspNonce: nonce, shared: true })),
  contentVersion: () => backend.contentVersion(),
  ...(production ? { transformHtml: keptPageHtml(createStyleInliner("build/client")) } : {}),
  // The API answers the pages are made of are cached too (a minute): a change forgets all of them (the
  // shared answers, the options, the meta rows) with the pages, so a publish in the studio (the dealer's
  // phone, a news item) shows on the next render, not a minute later.
  onContentChange: () => {
    clearCachedResponses();
    loadOptions.forget();
    forgetPageMeta();
    legalDocumentsRouter.forget();
  },
  isPersonal: (req) => {
    const cookies = req.headers.cookie ?? null;
    return readCookie(cookies, sessionCookieName(false)) !== undefined || readCookie(cookies, sessionCookieName(true)) !== undefined;
  },
  variantOf: (cookie) => (hasCookieConsent(cookie) ? "cookies-agreed" : ""),
  cookieOfVariant: (variant) => (variant === "cookies-agreed" ? "cookiesAgree=1" : undefined),
});
// The CRM backlog and the feeds' freshness, for monitoring: shown by /healthz, never deciding its code.
const operationsProbe = createOperationsProbe(() => backend.operations());
/** The process's state: /healthz reports it, the launcher exits when it fails and calls shutdown on SIGTERM. */
export const lifecycle = createLifecycle({
  ready: backend.ready,
  close: () => {
    pageCache.stop();
    operationsProbe.stop();
    return backend.close();
  },
});

// Background jobs and the operations probe start once the database is ready, and stop with it
// (lifecycle → close). Vite's dev server evaluates this module anew after a change: the runner and the
// probe of the previous evaluation are stopped first, so each runs once per process.
const runningJobsKey = Symbol.for("genesis-dealer-site.running-jobs");
const runningProbeKey = Symbol.for("genesis-dealer-site.operations-probe");
const jobsHolder = globalThis as typeof globalThis & { [runningJobsKey]?: typeof backend.jobs; [runningProbeKey]?: typeof operationsProbe };
lifecycle.ready.then(
  () => {
    if (jobsHolder[runningJobsKey] !== backend.jobs) void jobsHolder[runningJobsKey]?.stop();
    jobsHolder[runningJobsKey] = backend.jobs;
    backend.jobs.start();
    if (jobsHolder[runningProbeKey] !== operationsProbe) jobsHolder[runningProbeKey]?.stop();
    jobsHolder[runningProbeKey] = operationsProbe;
    operationsProbe.start();
    // The stock is read at once rather than one interval after the start.
    backend.jobs.trigger(stockRefreshJobKind);
  },
  // The lifecycle has logged the failure; the launcher exits.
  () => undefined,
);

/** The whole web process: headers, compression, assets, redirects, backends, then server rendering. */
export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);
app.use(requestContext);
app.use(securityHeaders(env));
const pageCacheOn = (env.PAGE_CACHE ?? (production ? "on" : "off")) === "on";
if (pageCacheOn) {
  // Until the database is open there is no version to keep pages under: they are rendered as they come.
  lifecycle.ready.then(
    () => pageCache.start(),
    () => undefined,
  );
}
// Hashed build assets as the build compressed them (ADR 0046); the rest are compressed as they go.
if (production) app.use("/assets", compressedAssets("build/client/assets"));
app.use(compression());

// Started is not enough: a database lost since (stopped, or broken beyond repair) makes the process unfit to serve.
const databaseProbe = createDatabaseProbe(() => backend.contentVersion());
// The first check as soon as the database is open, so that /healthz says "ok" rather than "unknown".
lifecycle.ready.then(
  () => databaseProbe.state(),
  () => undefined,
);
app.get("/healthz", (_req, res) => {
  const { code, body } = healthAnswer(lifecycle.status(), databaseProbe.state, operationsProbe.fields);
  res.status(code).set("Cache-Control", "no-store").json(body);
});

if (production) {
  // Hashed build assets never change; everything else in public/ may.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  // The files of public/ are known at start: a page's path goes on without a file-system lookup.
  const publicFiles = listFiles("build/client", ["assets"]);
  const servePublic = express.static("build/client", { maxAge: "1h", index: false });
  app.use((req, res, next) => (publicFiles.has(decodedPath(req.path)) ? servePublic(req, res, next) : next()));
}

// The content studio's pictures (backend/content/images.ts), served by every process from the database.
app.get("/media/:file", backend.media);
// Pictures of the embedded feeds' cars, drawn in their paints.
app.get(
  "/stock-photos/:model/:view/:file",
  drawnPictures((model, view, file) => renderStockPhoto(model, view, file)?.svg ?? null, {
    prepare: stockPhotoKinds,
    widths: pictureWidths,
  }),
);
// The site's drawings of its models (model pages, configurator), one file per model, view and paint.
// As SVG, and as WebP in the widths pages name in their srcset (ADR 0139).
app.get("/car-drawings/:model/:view/:file", drawnPictures(renderCarDrawingFile, { prepare: carDrawingKinds, widths: pictureWidths }));
// The static side views and news covers as WebP copies (ADR 0140); the SVG files are public/'s own.
app.get("/images/:folder/:file", staticPictureCopies(production ? "build/client" : "public", staticPictureFolders, pictureWidths));

// Old brand-site paths that menus still link.
app.get("/ru/ru/test-drive.html", (_req, res) => res.redirect(301, "/test-drive.html"));
app.get("/ru/ru/configurator", (_req, res) => res.redirect(301, "/configurator"));

// The PDFs print the dealer's requisites from the same options the pages show.
const apiBaseUrl = env.BRAND_API_URL ?? `${selfOrigin}/api`;
const dealerBaseUrl = env.DEALER_API_URL ?? `${selfOrigin}/dealer`;
// The other backends as the server reaches them: the configured target, or this process's own prefix.
const serviceBases = {
  offers: env.ILSA_OFFERS_URL ?? `${selfOrigin}/ilsa-offers`,
  export: env.EXPORT_MASTER_URL ?? `${selfOrigin}/export-master`,
  leads: env.LEADS_API_URL ?? `${selfOrigin}/api`,
  testDrive: env.TEST_DRIVE_URL ?? `${selfOrigin}/dealer/test-drive`,
};
const serverApi = createApi({ requireService: { api: apiBaseUrl, dealer: dealerBaseUrl, ...serviceBases } });
const legalDocumentsRouter = createLegalDocumentsRouter({ requisites: async () => getRequisitesFromOptions(await loadOptions(serverApi)) });
app.use(legalDocumentsRouter);
// The consent versions' PDFs (docs/decisions/0100), from the same API the consent page reads.
app.use(
  createConsentPdfRouter({
    load: (id) =>
      serverApi.get(`/v1/consents/${encodeURIComponent(id)}`, { schema: consentDocumentSchema }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  }),
);
mountBackendPrefixes(app, {
  env,
  savedImagesDir: `${env.DATA_DIR}/proxy-images`,
  embedded: {
    brand: backend.router,
    dealer: backend.router,
    offers: createSampleOffersRouter({ offersToken: embeddedOffersToken }),
    export: createSampleExportRouter(),
  },
});

// «Принять» of the cookie notice pressed before the page's scripts ran (or without them): the consent
// is stored as the browser would store it and the visitor is back on the page, without the notice.
app.post(cookieConsentPath, express.urlencoded({ extended: false, limit: "4kb" }), (req, res) => {
  res.setHeader("Set-Cookie", COOKIE_CONSENT_VALUE);
  res.redirect(303, consentReturnPath((req.body as Record<string, unknown> | undefined)?.back));
});

app.use(pageMethodGuard);
app.use(pageFormGuard);
app.use(malformedPathGuard);

let resolveCanonical: ((pathname: string) => string | null) | undefined;
app.use(async (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  if (!resolveCanonical) {
    const build = await loadBuild();
    resolveCanonical = createCanonicalResolver(Object.values(build.routes).map((r) => r?.path ?? ""));
  }
  const canonical = resolveCanonical(req.path);
  if (!canonical) return next();
  res.redirect(301, canonical + queryOf(req.originalUrl));
});

function loadContextOf(request: Pick<SiteLoadContext, "cspNonce" | "clientIp" | "shared">): SiteLoadContext {
  return {
    apiBaseUrl,
    dealerBaseUrl,
    serviceBases,
    ...request,
    publicConfig: {
      personalAccountUrl: env.PERSONAL_ACCOUNT_URL,
      onlineShowroomUrl: env.ONLINE_SHOWROOM_URL,
      ratingWidgetUrl: env.RATING_WIDGET_URL ?? null,
      callTrackingScriptUrl: env.CALLTRACKING_SCRIPT_URL ?? null,
      metrikaId: env.YANDEX_METRIKA_ID ?? null,
      siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    },
  };
}
const renderPage = buildHandler((build) => createFetchHandler(build, production ? "production" : "development"));

app.use(holdWhileStarting(lifecycle));
if (pageCacheOn) app.use(pageCache.fill);
app.use(
  buildHandler((build) =>
    createRequestHandler({
      build,
      // The visitor's address as TRUST_PROXY lets Express read it: forwarded to the dealer API with leads.
      getLoadContext: (req, res) => loadContextOf({ cspNonce: cspNonce(res), clientIp: req.ip }),
    }),
  ),
);

app.use(lastResortErrorHandler);

/**
 * What the HTTP server runs: a page the cache keeps is answered before Express sees the request; the
 * rest goes to the app. A write answered here (a booking, a form) has the cache read the content
 * version again before it answers another page, so its effect shows on the next page at once.
 */
export const handler: http.RequestListener = pageCacheOn
  ? (req, res) => {
      if (req.method !== "GET" && req.method !== "HEAD") res.once("finish", () => pageCache.noteWrite(res.statusCode));
      if (!pageCache.serve(req, res)) void app(req, res);
    }
  : app;
