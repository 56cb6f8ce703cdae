#!/usr/bin/env node
// `npm test`: unit tests, production build, end-to-end journeys. Every stage runs even when an
// earlier one failed (a failing unit test should not hide a broken journey), except that the
// journeys need the build. The last line is the machine-readable total:
//   tests: N passed, N failed, N skipped
import { E2E_REPORT, UNIT_REPORT, formatSeconds, readPlaywrightCounts, readVitestCounts, removeReport, runNpx } from "./test-stages.mjs";

const started = performance.now();
removeReport(UNIT_REPORT);
removeReport(E2E_REPORT);

const stages = [];

const unit = await runNpx(["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${UNIT_REPORT}`]);
stages.push({ name: "unit  (vitest)", ...unit, counts: readVitestCounts() });

const build = await runNpx(["react-router", "build"]);
stages.push({ name: "build (react-router)", ...build });

if (build.code === 0) {
  // playwright.config.ts picks a free port and a fresh data dir for the server it starts.
  const e2e = await runNpx(["playwright", "test"]);
  stages.push({ name: "e2e   (playwright)", ...e2e, counts: readPlaywrightCounts() });
} else {
  stages.push({ name: "e2e   (playwright)", code: null, seconds: 0, skippedBecause: "build failed" });
}

const total = { passed: 0, failed: 0, skipped: 0 };
let failedStage = false;
console.log("\n── summary ──");
for (const stage of stages) {
  let outcome;
  if (stage.skippedBecause) {
    outcome = `not run (${stage.skippedBecause})`;
    failedStage = true;
  } else if (stage.counts) {
    const { passed, failed, skipped, note } = stage.counts;
    total.passed += passed;
    total.failed += failed;
    total.skipped += skipped;
    outcome = `${passed} passed, ${failed} failed, ${skipped} skipped`;
    if (note) outcome += ` (${note})`;
  } else if ("counts" in stage) {
    outcome = "no report written";
  } else {
    outcome = stage.code === 0 ? "ok" : "failed";
  }
  if (stage.code !== null && stage.code !== 0) {
    outcome += ` — exit code ${stage.code}`;
    failedStage = true;
  }
  const time = stage.skippedBecause ? "—" : formatSeconds(stage.seconds);
  console.log(`${stage.name.padEnd(22)} ${outcome.padEnd(58)} ${time}`);
}
console.log(`${"total".padEnd(22)} ${"".padEnd(58)} ${formatSeconds((performance.now() - started) / 1000)}`);

const ranNothing = total.passed + total.failed === 0;
if (ranNothing) console.log("No test ran: that counts as a failure.");
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);

process.exitCode = failedStage || total.failed > 0 || ranNothing ? 1 : 0;
