import { afterAll, beforeAll, describe } from "vitest";
import { createTestClock, routeSuiteNow } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { startTestServer, type TestServer } from "../testing/http-server";
import { routeSuiteContext } from "../testing/route-suite";
import { catalogueRoutesSuite } from "../catalogue/catalogue-routes.suite";
import { modelRouteSuite } from "../catalogue/model-route.suite";
import { configuratorPdfSuite } from "../configurator/pdf-routes.suite";
import { consentRoutesSuite } from "../consents/consent-routes.suite";
import { directoryRoutesSuite } from "../directory/directory-routes.suite";
import { leadRoutesSuite } from "../leads/lead-routes.suite";
import { newsRouteSuite } from "../news/news-route.suite";
import { specialOfferRouteSuite } from "../offers/special-offer-route.suite";
import { searchRouteSuite } from "../search/search-route.suite";
import { metaRouteSuite } from "../site/meta-route.suite";
import { optionsRouteSuite } from "../site/options-route.suite";
import { testDriveRoutesSuite } from "../test-drive/test-drive-routes.suite";
import { createBackendRouter } from "./router";

// Every route of the API against one database per engine: PGlite takes seconds to start in each test
// process, so one file opening it once beats one file per route. Each suite lives next to its route.
describeEachDatabase((ctx) => {
  let server: TestServer | undefined;
  // "Today" is fixed, so answers that depend on the date (running offers) do not change with the calendar.
  const clock = createTestClock(routeSuiteNow);
  beforeAll(async () => {
    // No rate limit here: the leads suite sends many requests from one address and tests the limit on its own router.
    server = await startTestServer(createBackendRouter({ db: ctx.database().db, now: clock.now, limits: false }));
  });
  afterAll(() => server?.close());

  const api = routeSuiteContext(() => {
    if (!server) throw new Error("The test server is not started yet");
    return server;
  });
  describe("options", () => optionsRouteSuite(api));
  describe("model", () => modelRouteSuite(api));
  describe("news", () => newsRouteSuite(api));
  describe("complectation, feature, specification, configurator", () => catalogueRoutesSuite(api));
  describe("credit programs, cities, dealers", () => directoryRoutesSuite(api));
  describe("meta", () => metaRouteSuite(api));
  describe("search", () => searchRouteSuite(api));
  describe("special offers", () => specialOfferRouteSuite(api, clock));
  describe("leads and the embedded sales system", () => leadRoutesSuite(api, { db: () => ctx.database().db, now: clock.now }));
  describe("consent documents and the versions leads record", () =>
    consentRoutesSuite(api, { db: () => ctx.database().db, now: clock.now }));
  describe("test-drive schedule and bookings", () => testDriveRoutesSuite(api, { db: () => ctx.database().db, now: clock.now }));
  describe("configurator PDF and lead", () =>
    configuratorPdfSuite(api, {
      db: () => ctx.database().db,
      url: () => {
        if (!server) throw new Error("The test server is not started yet");
        return server.url;
      },
    }));
});
