import type { Config } from "@react-router/dev/config";

// React Router 8's behaviours stay off, named so that each start of the dev server does not warn about
// them: turning one on changes the bundles, middleware or request handling, a change to measure and
// test on purpose (DESIGN.md: RR 8 paths that need Node 22 are out).
export default {
  // Every route's manifest comes with the first page as one cached module, not asked for link by link once the
  // page has hydrated: that patch rendered the whole page again (ADR 0131).
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
