// `npm run lighthouse`: Lighthouse 12 (mobile and desktop presets) against the production build in Debian's
// chromium, for the pages a visitor meets first. Prints the four category scores and the Web Vitals.
// LH_PAGES=/a,/b picks the pages, LH_PRESETS=mobile one preset, LH_SHIFTS=1 prints the layout shifts.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startProductionServer } from "./server-process.mjs";

const PAGES = (process.env.LH_PAGES ?? "/,/new-g70.html,/g90-price.html,/news.html,/contacts.html").split(",");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const server = await startProductionServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

const measure = (url, config) => lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES }, config);
const score = (category) => String(Math.round((category?.score ?? 0) * 100)).padStart(5);
const ms = (audit) => `${Math.round(audit?.numericValue ?? 0)}`.padStart(6);

try {
  console.log(`${"preset".padEnd(8)} ${"path".padEnd(18)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"bp".padStart(5)} ${"seo".padStart(5)} ${"FCP ms".padStart(6)} ${"LCP ms".padStart(6)} ${"TBT ms".padStart(6)} ${"CLS".padStart(6)}`);
  const presets = [["mobile", undefined], ["desktop", desktopConfig]].filter(([name]) => !process.env.LH_PRESETS || process.env.LH_PRESETS.split(",").includes(name));
  for (const [preset, config] of presets) {
    for (const page of PAGES) {
      // Chromium now and then loses a page's trace (NO_NAVSTART): such a run measures nothing, so run it again.
      let result = await measure(`${server.origin}${page}`, config);
      if (result.lhr.runtimeError) result = await measure(`${server.origin}${page}`, config);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) console.log(`${preset.padEnd(8)} ${page.padEnd(18)} Lighthouse could not measure: ${runtimeError.code} ${runtimeError.message}`);
      if (process.env.LH_SHIFTS) console.log(JSON.stringify(audits["layout-shifts"]?.details?.items ?? [], null, 1).slice(0, 3000));
      console.log(
        `${preset.padEnd(8)} ${page.padEnd(18)} ${score(categories.performance)} ${score(categories.accessibility)} ${score(categories["best-practices"])} ${score(categories.seo)} ${ms(audits["first-contentful-paint"])} ${ms(audits["largest-contentful-paint"])} ${ms(audits["total-blocking-time"])} ${(audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3).padStart(6)}`,
      );
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
