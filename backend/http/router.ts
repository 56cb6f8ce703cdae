import { leadTypes } from "@contract/leads";
import express from "express";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { complectationHandler, configuratorDataHandler, featureHandler, specificationHandler } from "../catalogue/catalogue-routes";
import { modelHandler } from "../catalogue/model-route";
import { configuratorPdfHandlers, pdfFilePath, pdfPath, type PdfRouteOptions } from "../configurator/pdf-routes";
import type { Db } from "../db/database";
import { isDatabaseUnreachable } from "../db/unavailable";
import { cityHandler, creditProgramHandler, dealerHandler } from "../directory/directory-routes";
import { consentHandler, consentListHandler } from "../consents/consent-routes";
import { crmReceiptHandler, crmReceiptPath } from "../leads/crm-receipt-route";
import { leadHandlers, leadPaths, type LeadRouteOptions } from "../leads/lead-routes";
import { createLimiter } from "../limits/limiter";
import { createPlaceCheck } from "../directory/place-check";
import { homePageHandler } from "../content/home-content";
import { servicePricesHandler } from "../content/service-prices-content";
import { reviewsHandler } from "../content/reviews-content";
import { newsHandler } from "../news/news-route";
import { specialOfferHandler, specialOfferListHandler } from "../offers/special-offer-route";
import { vacancyListHandler, workerHandler, workerListHandler } from "../people/people-routes";
import { registerStaffRoutes, type StaffRouteOptions } from "../staff/staff-routes";
import { searchHandler } from "../search/search-route";
import { stockCarDescriber } from "../stock/stock-car-description";
import { stockCarHandler, stockListHandler } from "../stock/stock-routes";
import type { StockReader } from "../stock/stock-store";
import { metaHandler } from "../site/meta-route";
import { readBody } from "./body";
import {
  scheduleHandler,
  scheduleServiceBookingHandler,
  testDriveRequestHandler,
  testDriveServicePath,
} from "../test-drive/test-drive-routes";
import { optionsHandler } from "../site/options-route";
import { systemClock, type Clock } from "./clock";
import { endpoints } from "./endpoints";
import { HttpError } from "./http-error";
import { messages } from "./messages";
import { sendFail } from "./respond";
import { visitorLimits, type VisitorLimits } from "./visitor-write";
import { logger } from "@platform/logger";

/** A path the backend answers outside /v1 (docs/product.md §7 puts the configurator data there). */
export const configuratorDataPath = "/configurator/json-data";

/** Every path the backend answers outside /v1: the configurator data and its PDFs, the embedded sales system and schedule service. */
export const pathsOutsideV1 = [configuratorDataPath, crmReceiptPath, testDriveServicePath, pdfPath] as const;

export type BackendRouterOptions = {
  db: Db;
  /** Sets "today" in tests. */
  now?: Clock;
  /** What happens after a lead is stored. */
  leads?: Pick<LeadRouteOptions, "onStored">;
  /** What one client may send, in every process together (default: visitor-write.ts's); `false`: no limit (tests, benchmarks). */
  limits?: Partial<VisitorLimits> | false;
  /** The staff API's hooks (a retried lead triggers delivery). */
  staff?: StaffRouteOptions;
  /** The cars in stock (GET /v1/stock, /v1/stock/{id}); without it those paths are unknown. */
  stock?: StockReader;
  /** The configurator PDF's link back to the site (default http://localhost:3000). */
  configurator?: Partial<PdfRouteOptions>;
  /**
   * Whether the backend answers crm/send-pdf-to-crm/ itself, as the embedded sales system (default
   * true). Off when a real CRM is configured: the stand-in stores whatever any visitor sends it.
   */
  embeddedCrm?: boolean;
};

/** The embedded dealer backend's API; mount it wherever the site expects the dealer backend. */
export function createBackendRouter({
  db,
  now = systemClock,
  leads,
  limits,
  staff,
  stock,
  configurator,
  embeddedCrm = true,
}: BackendRouterOptions): express.Router {
  const router = express.Router();
  const routes = endpoints(router);
  const { get, post } = routes;
  get("/v1/options", optionsHandler(db));
  get("/v1/model", modelHandler(db));
  get("/v1/news", newsHandler(db));
  get("/v1/complectation", complectationHandler(db));
  get("/v1/feature/:id", featureHandler(db));
  get("/v1/specification/:id", specificationHandler(db));
  get("/v1/credit-program", creditProgramHandler(db));
  get("/v1/city", cityHandler(db));
  get("/v1/dealer", dealerHandler(db));
  get("/v1/meta", metaHandler(db));
  get("/v1/consents", consentListHandler(db, now));
  get("/v1/consents/:id", consentHandler(db));
  get("/v1/search", searchHandler(db, now));
  get("/v1/special-offer", specialOfferListHandler(db, now));
  get("/v1/special-offer/:id", specialOfferHandler(db, now));
  get("/v1/home", homePageHandler(db));
  get("/v1/service-prices", servicePricesHandler(db));
  get("/v1/reviews", reviewsHandler(db));
  get("/v1/vacancies", vacancyListHandler(db));
  get("/v1/workers", workerListHandler(db));
  get("/v1/workers/:slug", workerHandler(db));
  if (stock) {
    get("/v1/stock", stockListHandler(stock));
    get("/v1/stock/:id", stockCarHandler(stock));
  }
  get(configuratorDataPath, configuratorDataHandler(db));
  // Every write of a visitor counts in the database (a booking as a test-drive request), so the
  // limits hold across processes.
  const rules = visitorLimits(limits);
  const limiter = createLimiter(db, now);
  const requests = leadHandlers(
    db,
    now,
    { limiter, rule: rules.leads },
    {
      ...leads,
      checkPlaces: createPlaceCheck(db),
      ...(stock ? { describeStockCar: stockCarDescriber(stock) } : {}),
    },
  );
  const booking = { db, now, limit: { limiter, rule: rules.leads }, upcomingBookings: rules.upcomingBookings, onStored: leads?.onStored };
  for (const kind of leadTypes) {
    post(leadPaths[kind], kind === "test-drive" ? testDriveRequestHandler(booking, requests[kind]) : requests[kind]);
  }
  // The embedded schedule service (docs/product.md §7): GET method=getShedule, POST method=request.
  router
    .route(testDriveServicePath)
    .get(scheduleHandler(booking))
    .post(readBody(), scheduleServiceBookingHandler(booking))
    .all((_req, res) => {
      res.set("Allow", "GET, POST");
      sendFail(res, 405, messages.methodNotAllowed);
    });
  if (embeddedCrm) get(crmReceiptPath, crmReceiptHandler(db));
  const pdf = configuratorPdfHandlers(db, { siteUrl: "http://localhost:3000", ...configurator, limit: { limiter, rule: rules.pdfs } });
  get(pdfPath, pdf.create);
  get(pdfFilePath, pdf.serve);
  registerStaffRoutes(routes, db, now, staff);
  router.use("/v1", unknownEndpoint);
  router.use(errorHandler);
  return router;
}

const unknownEndpoint: RequestHandler = (_req, res) => sendFail(res, 404, messages.unknownEndpoint);

/** Answers every error with an envelope; only unexpected ones are logged, never sent with a stack. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof HttpError) {
    sendFail(res, error.status, error.message);
    return;
  }
  // Express's own client errors (a path parameter that is not valid percent-encoding) carry a 4xx status.
  if (isClientError(error)) {
    sendFail(res, error.status, messages.badRequest);
    return;
  }
  // A database that cannot be reached is a wait, not a fault of the request: 503 with when to ask again.
  if (isDatabaseUnreachable(error)) {
    unreachableLog.note(error, req.method, req.originalUrl);
    res.set("Retry-After", "30");
    sendFail(res, 503, messages.databaseUnreachable);
    return;
  }
  logger.error({ err: error, method: req.method, url: req.originalUrl }, "Ошибка API встроенного бэкенда");
  sendFail(res, 500, messages.internalError);
};

/**
 * During an outage every request fails alike: the first is logged with its cause, then one line every
 * {@link unreachableLogEveryMs} counts the rest (a busy site logged 2 539 stacks in 5 s, burying the rest).
 */
export const unreachableLogEveryMs = 10_000;
const unreachableLog = (() => {
  let loggedAt = Number.NEGATIVE_INFINITY;
  let since = 0;
  return {
    note(error: unknown, method: string, url: string) {
      const now = Date.now();
      if (now - loggedAt < unreachableLogEveryMs) {
        since += 1;
        return;
      }
      const more = since > 0 ? ` (и ещё ${since} за ${unreachableLogEveryMs / 1000} с до него)` : "";
      logger.error(
        { err: error, method, url, ...(since > 0 ? { alsoFailed: since } : {}) },
        `База данных недоступна: запрос API не выполнен${more}`,
      );
      loggedAt = now;
      since = 0;
    },
  };
})();

function isClientError(error: unknown): error is { status: number } {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
}
