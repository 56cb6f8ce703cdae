import { afterAll, beforeAll, describe } from "vitest";
import { createTestClock, routeSuiteNow } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { startTestServer, type TestServer } from "../testing/http-server";
import { routeSuiteContext } from "../testing/route-suite";
import { catalogueRoutesSuite } from "./catalogue-routes.suite";
import { modelRouteSuite } from "./model-route.suite";
import { newsRouteSuite } from "./news-route.suite";
import { optionsRouteSuite } from "./options-route.suite";
import { pagesRoutesSuite } from "./pages-routes.suite";
import { purchaseRoutesSuite } from "./purchase-routes.suite";
import { createBackendRouter } from "./router";
import { specialOfferRouteSuite } from "./special-offer-route.suite";

// Every route of the API against one database per engine: PGlite takes seconds to start in each test
// process, so one file opening it once beats one file per route. Each suite lives next to its route.
describeEachDatabase((ctx) => {
  let server: TestServer | undefined;
  // "Today" is fixed, so answers that depend on the date (running offers) do not change with the calendar.
  const clock = createTestClock(routeSuiteNow);
  beforeAll(async () => {
    server = await startTestServer(createBackendRouter({ db: ctx.database().db, now: clock.now }));
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
  describe("credit programs, cities, dealers", () => purchaseRoutesSuite(api));
  describe("meta, search", () => pagesRoutesSuite(api));
  describe("special offers", () => specialOfferRouteSuite(api, clock));
});
