#!/usr/bin/env node
// `npm run test:e2e [-- <playwright args>]`: production build, then the Playwright journeys against
// `node server.js`. Extra arguments go to Playwright, e.g. `npm run test:e2e -- tests/e2e/legal.spec.ts`.
import { E2E_REPORT, formatSeconds, readPlaywrightCounts, removeReport, runNpx } from "./test-stages.mjs";

removeReport(E2E_REPORT);

const build = await runNpx(["react-router", "build"]);
if (build.code !== 0) {
  console.log(`\nbuild failed (exit code ${build.code}, ${formatSeconds(build.seconds)}): journeys not run`);
  process.exit(build.code || 1);
}

// playwright.config.ts picks a free port and a fresh data dir for the server it starts.
const e2e = await runNpx(["playwright", "test", ...process.argv.slice(2)]);

const counts = readPlaywrightCounts();
const outcome = counts ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : "no report written";
console.log(`\nbuild ${formatSeconds(build.seconds)}; e2e ${outcome} in ${formatSeconds(e2e.seconds)}`);
process.exitCode = e2e.code;
