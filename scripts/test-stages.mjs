// Helpers shared by scripts/test-all.mjs (`npm test`) and scripts/e2e.mjs (`npm run test:e2e`).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: every stage runs from there, whatever the caller's cwd. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const UNIT_REPORT = "test-results/unit.json";
export const E2E_REPORT = "test-results/e2e.json";

/** Runs `npx <args>` with inherited output; resolves (never rejects) with the exit code and the time it took. */
export function runNpx(args, { env = {} } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    console.log(`\n▶ npx ${args.join(" ")}\n`);
    const child = spawn("npx", args, { cwd: repoRoot, stdio: "inherit", env: { ...process.env, ...env } });
    const finish = (code) => resolve({ code, seconds: (performance.now() - started) / 1000 });
    child.on("error", (error) => {
      console.error(`Не удалось запустить npx ${args[0]}: ${error.message}`);
      finish(127);
    });
    // A child killed by a signal has no exit code; count it as a failure.
    child.on("exit", (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

/** Deletes a report left by an earlier run, so a stage that crashes before writing one is not credited with old results. */
export function removeReport(relativePath) {
  rmSync(path.join(repoRoot, relativePath), { force: true });
}

function readJson(relativePath) {
  const file = path.join(repoRoot, relativePath);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** Counts from Vitest's JSON report; a test file that failed to load counts as one failed test. */
export function readVitestCounts(relativePath = UNIT_REPORT) {
  const report = readJson(relativePath);
  if (!report) return undefined;
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    note: brokenFiles > 0 ? `${brokenFiles} file(s) failed to load` : "",
  };
}

/** Counts from Playwright's JSON report; flaky tests passed on a retry, so they count as passed. */
export function readPlaywrightCounts(relativePath = E2E_REPORT) {
  const report = readJson(relativePath);
  if (!report?.stats) return undefined;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const errors = (report.errors ?? []).length;
  const notes = [flaky > 0 ? `${flaky} flaky` : "", errors > 0 ? `${errors} error(s) outside tests` : ""];
  return { passed: expected + flaky, failed: unexpected, skipped, note: notes.filter(Boolean).join(", ") };
}

/** "12.3 s" or "1 min 04 s". */
export function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds - minutes * 60)).padStart(2, "0")} s`;
}
