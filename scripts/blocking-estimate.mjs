// `node scripts/blocking-estimate.mjs`: the key pages' blocking time as Lighthouse would reckon it, by kind of task, from
// many loads, so that two builds can be told apart on a host whose single Lighthouse runs differ by more than the change
// (issue 39; docs/benchmarks.md, «What the script tasks are made of»).
//
// Each page is loaded ESTIMATE_RUNS times (10) in a fresh headless Chromium context at a phone's size without slowing
// the processor, with DevTools' network domain on as under Lighthouse, and traced. From every task of the page's main
// thread that ends after the first contentful paint the estimate takes what Lighthouse's simulation would count: its
// time times the CPU slowdown (4; 2 for a task that lays out, Lighthouse's layout multiplier), less 50 ms. Printed per
// page, the medians of a load: the estimate from the tasks' observed time and from the main thread's CPU time within
// them (what the page itself asked for; the difference is the thread waiting for a core or for the browser), the CPU
// time after the first paint, and the observed estimate's mean share by kind of task:
//   layout     a task that laid the page out (style, layout, paint)
//   parse      the document's HTML parsed
//   router     React Router's entry (entry.client): the router made, the page hydrated
//   modules    a module of the site's evaluated or one of its functions run (by file)
//   loader     the page's own inline scripts: the after-paint loader's preloads (ADR 0042, 0047, 0142)
//   commit     the navigation's commit and tasks with nothing traced in them
//   other      the rest (a module compiled, a message handled)
//
//   node scripts/blocking-estimate.mjs                   all seven key pages of a fresh build ("car": first car in stock)
//   ESTIMATE_PAGES=/,/news.html ESTIMATE_RUNS=20 …
//   MEASURE_REUSE_BUILD=1 …                              measure the existing build instead of building
//   ESTIMATE_BASES=http://127.0.0.1:4601,http://127.0.0.1:4602 …
//                                                        compare servers already running (two builds), their loads
//                                                        interleaved so that the host's moods fall on both alike
import { chromium } from "@playwright/test";
import { median, pageMainThread, tracePhoneLoad } from "./phone-trace.mjs";
import { firstCarPath, keyPages, startProductionServer } from "./server-process.mjs";

const pages = (process.env.ESTIMATE_PAGES ?? keyPages).split(",");
const runs = Math.max(1, Number.parseInt(process.env.ESTIMATE_RUNS ?? "10", 10));
const slowdown = 4;
const threshold = 50;

/** The trace of one load of `url`, with DevTools' network domain on as under Lighthouse. */
async function traceLoad(browser, url) {
  const { events } = await tracePhoneLoad(browser, url, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "blink"],
    // The scripts start after the first paint and hydrate a little later: their tasks are in the trace by then.
    settleMs: 2_500,
    network: true,
  });
  return events;
}

/** What kind of task `inside` (the events within a task) makes it; see the list at the top. */
function kindOf(inside, document) {
  const names = new Set(inside.map((event) => event.name));
  if (names.has("Layout")) return "layout";
  if (names.has("ParseHTML")) return "parse";
  const script = inside.find((event) => ["FunctionCall", "EvaluateScript", "v8.evaluateModule"].includes(event.name));
  const url = script?.args?.data?.url ?? "";
  // A built module's address: /assets/<name>-<hash>.js.
  const module = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(url)?.[1];
  if (module === "entry.client") return "router";
  if (module) return `modules: ${module}`;
  if (script && (url === "" || url === document)) return "loader";
  if (inside.length < 3 || names.has("DocumentLoader::CommitNavigation")) return "commit";
  return "other";
}

/** The figures of one load, or null when its trace lacks the navigation's commit or the first paint (it happens, rarely). */
function estimate(events, document) {
  const thread = pageMainThread(events);
  if (!thread) return null;
  const { commit } = thread;
  const main = thread.main.filter((event) => event.ph === "X");
  const paint = events.find((event) => event.name === "firstContentfulPaint" && event.pid === commit.pid);
  if (!paint) return null;
  const load = { observed: 0, cpu: 0, cpuAfterPaint: 0, kinds: {} };
  for (const task of main.filter((event) => event.name === "RunTask" && event.ts + event.dur >= paint.ts)) {
    const inside = main.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
    const kind = kindOf(inside, document);
    const multiplier = kind === "layout" ? slowdown / 2 : slowdown;
    const observedMs = task.dur / 1000;
    const cpuMs = (task.tdur ?? task.dur) / 1000;
    const blocking = Math.max(0, multiplier * observedMs - threshold);
    load.observed += blocking;
    load.cpu += Math.max(0, multiplier * cpuMs - threshold);
    load.cpuAfterPaint += cpuMs;
    load.kinds[kind] = (load.kinds[kind] ?? 0) + blocking;
  }
  return load;
}

/** One line per origin for `path`, from its loads. */
function report(path, origin, loads, label) {
  const of = (key) => median(loads.map((load) => load[key])).toFixed(0);
  const kinds = {};
  for (const load of loads) for (const [kind, ms] of Object.entries(load.kinds)) kinds[kind] = (kinds[kind] ?? 0) + ms / loads.length;
  const shares = Object.entries(kinds)
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(", ");
  console.log(
    `${path.padEnd(24)}${label ? ` ${origin}` : ""}  observed ${of("observed")} ms, by CPU time ${of("cpu")} ms; ` +
      `CPU after the first paint ${of("cpuAfterPaint")} ms`,
  );
  console.log(`${"".padEnd(24)}  by kind (mean of the observed): ${shares || "nothing over the thresholds"}`);
}

const server = process.env.ESTIMATE_BASES ? null : await startProductionServer();
const origins = process.env.ESTIMATE_BASES?.split(",") ?? [server.origin];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  console.log(
    `blocking time estimated as Lighthouse would (×${slowdown}, a layout ×${slowdown / 2}, less ${threshold} ms, after the first paint), ` +
      `median of ${runs} loads (Chromium ${browser.version()})`,
  );
  for (const entry of pages) {
    const path = entry === "car" ? await firstCarPath(origins[0]) : entry;
    // Rendered once and kept by each page cache before the loads that count.
    for (const origin of origins) for (let i = 0; i < 3; i++) await (await fetch(`${origin}${path}`)).arrayBuffer();
    const loads = origins.map(() => []);
    for (let attempt = 0; loads.some((list) => list.length < runs); attempt++) {
      if (attempt === runs * 2)
        throw new Error(`${path}: в трассировках Chromium нет фиксации навигации или первой отрисовки, оценить нельзя`);
      // Turn about, so that neither origin always loads first.
      const order = attempt % 2 === 0 ? origins : [...origins].reverse();
      for (const origin of order) {
        const list = loads[origins.indexOf(origin)];
        if (list.length >= runs) continue;
        const load = estimate(await traceLoad(browser, `${origin}${path}`), `${origin}${path}`);
        if (load) list.push(load);
      }
    }
    for (const [index, origin] of origins.entries()) report(path, origin, loads[index], origins.length > 1);
  }
} finally {
  await browser.close();
  await server?.stop();
}
