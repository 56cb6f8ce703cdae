import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Playwright evaluates this file in the runner and again in every worker. Values chosen here are
// written back to process.env, which workers inherit, so all of them agree on one port and one data dir.

/** A port nobody listens on right now; asked of the OS in a child process because the config must be synchronous. */
function findFreePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

process.env.E2E_PORT ??= String(findFreePort());
// A fresh embedded database per run: journeys that book slots or send leads start from the seed.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "genesis-e2e-"));
  process.env.E2E_DATA_DIR = dataDir;
  // Only the process that made the dir removes it, after Playwright has stopped the server.
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}

const port = Number(process.env.E2E_PORT);

/** The staff account tests/e2e/staff.spec.ts signs in with, made by `npm run staff -- add` before the server starts. */
export const e2eStaff = { email: "e2e-staff@genesis-khimki.ru", password: "пароль-сотрудника-e2e" };
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  // Not test-results/ itself: Playwright empties its output folder, and the unit report lives there.
  outputDir: "test-results/e2e-artifacts",
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    browserName: "chromium",
    locale: "ru-RU",
    timezoneId: "Europe/Moscow",
    screenshot: "only-on-failure",
    trace: "off",
    video: "off",
    launchOptions: {
      // `npx playwright install` cannot download browsers here; Debian's chromium is used instead.
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1440, height: 900 } } },
    {
      name: "mobile",
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      // A journey runs at both widths only where the width changes what it checks (docs/development.md):
      // not the server's answers to plain requests and form posts, nor the process and its backends failing.
      testIgnore: [
        "process.spec.ts",
        "seo.spec.ts",
        "hardening.spec.ts",
        "legal.spec.ts",
        "stock-outage.spec.ts",
        "test-drive-fallback.spec.ts",
      ],
      grepInvert: [/without JavaScript/, /@one-width/],
    },
  ],
  webServer: {
    // The staff account is made the way an operator makes it (the CLI, on the same data dir, before
    // the site opens it); exec hands the shell's pid to the server, so SIGTERM reaches it.
    command: `node scripts/staff.mjs add ${e2eStaff.email} && exec node server.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      STAFF_PASSWORD: e2eStaff.password,
      // Never let a developer's DATABASE_URL leak into the run: empty means the embedded database.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    },
  },
});
