import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { afterPaintLoader } from "./server/after-paint-plugin";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
  "@platform": fileURLToPath(new URL("./platform", import.meta.url)),
};

// The parts of the suite that read the calendar (leads' days, the test-drive schedule, offers' periods,
// news dates, the stock's warranties, staff's calendars and retention), run again with the clock a year
// ahead (tests/setup/shifted-clock.ts): a fixture or sample that only works until some date fails here
// a year before it would fail everywhere. PGlite only: its clock moves with the test's, PostgreSQL's does not.
// Left out: the lead fuzzer (it runs at a set clock, and alone it would double the time), the staff CLI's test (its
// accounts, deliveries and feeds are all relative to now; 45 s a run) and the car ids' secret (no date in it).
const yearAhead = { TEST_CLOCK_SHIFT_DAYS: "366", TEST_DATABASE_URL: "" };
const calendarTests = [
  "backend/{leads,test-drive,offers,news,staff,stock}/**/*.test.ts",
  "backend/http/routes.test.ts",
  "backend/db/seed.test.ts",
  "contract/**/*.test.ts",
  "app/features/{test-drive,offers,news,home,stock,trade-in,leads,sitemap,site}/**/*.test.ts",
  "app/lib/format.test.ts",
  "scripts/seed-agreement.test.ts",
  "tests/setup/shifted-clock.test.ts",
];
const calendarViews = ["app/features/{test-drive,offers,news,home,staff,stock,trade-in,leads,layout}/**/*.test.tsx"];

export default defineConfig({
  resolve: { alias },
  plugins: [afterPaintLoader()],
  test: {
    // One worker per core. Vitest's default leaves one core to itself, which on CI's two-core machine meant one
    // worker: the suite took 14.8 min, and 8.2 min with two (its own process does little; each database suite has a
    // database of its own, so files running side by side never meet).
    maxWorkers: availableParallelism(),
    setupFiles: ["./tests/setup/shifted-clock.ts", "./tests/setup/fail-on-console-error.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["{app,backend,contract,platform,server,scripts}/**/*.test.ts", "backend/**/*.test.tsx", "tests/setup/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["app/**/*.test.tsx"],
          setupFiles: ["./tests/setup/dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node, a year ahead",
          environment: "node",
          include: calendarTests,
          exclude: ["backend/leads/lead-fuzz.test.ts", "backend/staff/staff-cli.test.ts", "backend/stock/car-id-secret.test.ts"],
          env: yearAhead,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "dom, a year ahead",
          environment: "jsdom",
          include: calendarViews,
          env: yearAhead,
          setupFiles: ["./tests/setup/dom.ts"],
        },
      },
    ],
  },
});
