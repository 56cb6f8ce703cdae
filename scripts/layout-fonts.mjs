// What the key pages' layouts cost and how much of it is asking for fonts (issue 39). `npm run lighthouse` shows a
// page's first layout as its longest task («Style & Layout», a task of the page's or «без адреса»); this script says
// what is inside it. On Linux, Chromium's renderer is sandboxed: every typeface, every size of it («strike») and every
// character no listed font has is asked of the browser process in a call the page's main thread waits for, and a
// layout that meets text in a new size or weight makes those calls on the spot.
//
// Each page is loaded LAYOUT_RUNS times (7 by default) in a fresh headless Chromium context at a phone's size, without
// slowing the processor: what Lighthouse observes before it multiplies the main thread's time by four. Printed, the
// medians of a load: its layouts and their time, the first layout's, and within the layouts the calls the main thread
// waited on (count, time), the strikes asked for, the font families looked up by name, the characters sent to the
// system's fallback; and in how many loads some text was set in the fallback faces (Manrope not there yet at a
// layout, or a character its files lack).
//
//   node scripts/layout-fonts.mjs                      all seven key pages ("car": the first car in stock)
//   LAYOUT_PAGES=/,/news.html LAYOUT_RUNS=15 node scripts/layout-fonts.mjs
//   MEASURE_REUSE_BUILD=1 …                            measure the existing build instead of building
import { chromium } from "@playwright/test";
import { median, pageMainThread, tracePhoneLoad } from "./phone-trace.mjs";
import { firstCarPath, keyPages, startProductionServer } from "./server-process.mjs";

const pages = (process.env.LAYOUT_PAGES ?? keyPages).split(",");
const runs = Math.max(1, Number.parseInt(process.env.LAYOUT_RUNS ?? "7", 10));

/** One load of `url` traced, and whether some of its text was set in the fallback faces. */
async function traceLoad(browser, url) {
  const { events, found } = await tracePhoneLoad(browser, url, {
    // "*" holds the font service's events (their categories differ by Chromium version) and the waits.
    categories: ["*", "disabled-by-default-devtools.timeline"],
    settleMs: 1_500,
    inspect: (page) =>
      page.evaluate(() => [...document.fonts].some((face) => face.family.includes("Fallback") && face.status === "loaded")),
  });
  return { events, fallbackUsed: found };
}

/** The figures of one load: its page's main thread from the commit of the navigation on. */
function figures({ events, fallbackUsed }) {
  const thread = pageMainThread(events);
  if (!thread) return null;
  const main = thread.main.filter((event) => event.ts >= thread.commit.ts);
  const layouts = main.filter((event) => event.name === "Layout" && event.dur > 1_000);
  const within = (name) => main.filter((event) => event.name === name && layouts.some((l) => event.ts >= l.ts && event.ts <= l.ts + l.dur));
  const waits = within("ScopedBlockingCallWithBaseSyncPrimitives");
  const ms = (list) => list.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1_000;
  return {
    layouts: layouts.length,
    layoutMs: ms(layouts),
    firstMs: (layouts[0]?.dur ?? 0) / 1_000,
    waits: waits.length,
    waitMs: ms(waits),
    strikes: within("WebSandboxSupportLinux::GetWebFontRenderStyleForStrike").length,
    perCharacter: within("FontCache::FallbackFontForCharacter").length,
    families: within("FontDataManager::onMatchFamilyStyle").map((event) => event.args?.family_name ?? "?"),
    fallbackUsed,
  };
}

const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  console.log(`layouts of a load, unthrottled, median of ${runs} (Chromium ${browser.version()})`);
  for (const entry of pages) {
    const path = entry === "car" ? await firstCarPath(server.origin) : entry;
    const url = `${server.origin}${path}`;
    // Rendered once and kept by the page cache before the loads that count.
    for (let i = 0; i < 3; i++) await (await fetch(url)).arrayBuffer();
    const loads = [];
    // A trace without the navigation's commit (it happens, rarely) is loaded again; a Chromium that never names it stops here.
    for (let attempt = 0; loads.length < runs; attempt++) {
      if (attempt === runs * 2) throw new Error(`${path}: в трассировке Chromium нет события CommitLoad, измерить нельзя`);
      const load = figures(await traceLoad(browser, url));
      if (load) loads.push(load);
    }
    const of = (key) => median(loads.map((load) => load[key]));
    const families = new Map();
    for (const name of loads.flatMap((load) => load.families)) families.set(name, (families.get(name) ?? 0) + 1);
    const named = [...families].map(([name, count]) => `${name} ×${(count / runs).toFixed(1)}`).join(", ");
    console.log(
      `${path.padEnd(24)} ${of("layouts")} layouts ${of("layoutMs").toFixed(1)} ms, the first ${of("firstMs").toFixed(1)} ms; ` +
        `in them ${of("waits")} waits on the browser ${of("waitMs").toFixed(1)} ms, ${of("strikes")} strikes, ` +
        `${of("perCharacter")} characters to the system's fallback; text set in the fallback faces in ` +
        `${loads.filter((load) => load.fallbackUsed).length} of ${runs}`,
    );
    console.log(`${"".padEnd(24)} families looked up by name, per load: ${named || "none"}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
