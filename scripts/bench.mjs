// `npm run bench`: starts the production server on a free port with a fresh embedded database and prints
// figures: start-up time, throughput and latency of key pages (autocannon), what a first visit downloads,
// whether search under load stalls the rest of the process, and leads: accepted per second, latency and
// the delay to delivery, on PGlite and (BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL.
// BENCH_ONLY=<section> runs one section alone: pages, scripts (first-load JS of the key pages, brotli and
// gzip as sent, React's share; scripts/first-load-scripts.mjs), cache (scripts/page-cache-bench.mjs), scale (two processes on one PostgreSQL, scripts/two-processes.mjs), test-drive (schedule and booking), leads, stock
// (scripts/stock-bench.mjs), staff (the staff inbox, scripts/staff-measure.mjs), studio (publish → visible on a
// second process, pictures' processing and sizes, the editor's JS; scripts/studio-measure.mjs), configurator (its PDF
// timings and JS weight, scripts/configurator-measure.mjs), notifications (lead → e-mail and Telegram, and a burst
// with the mail server down; scripts/notification-bench.mjs), volume (three years of a dealer's leads, news and
// a stock of 8 000 cars: public and staff pages, the export, sitemap.xml; scripts/scale-measure.mjs; on
// PostgreSQL when one is set, and on PGlite too with SCALE_PGLITE=1).
import { rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { createScratchDatabase, deliverySql, loadLeads, pause, pgliteDelivery } from "./lead-measure.mjs";
import { benchConfigurator } from "./configurator-measure.mjs";
import { benchPageCache } from "./page-cache-bench.mjs";
import { checkTwoProcesses } from "./two-processes.mjs";
import { formatFirstLoadScripts, measureFirstLoadScripts } from "./first-load-scripts.mjs";
import { formatPageWeights, measurePageWeights } from "./page-weight.mjs";
import { startProductionServer } from "./server-process.mjs";
import { benchScale } from "./scale-measure.mjs";
import { benchStaff } from "./staff-measure.mjs";
import { benchStudio } from "./studio-measure.mjs";
import { benchNotifications } from "./notification-bench.mjs";
import { benchStock } from "./stock-bench.mjs";
import { benchTestDrive } from "./test-drive-measure.mjs";

const PAGES = ["/", "/new-g70.html", "/g90-price.html", "/news.html", "/contacts.html", "/api/v1/model"];
/** Issue 13's key pages (a stock car aside: its address depends on the feed). */
const KEY_PAGES = ["/", "/new-g70.html", "/configurator", "/avto-v-nalicii.html", "/news.html", "/test-drive.html"];
const WEIGHED_PAGES = ["/", "/new-g70.html", "/g70-gallery.html", "/genesis-future-vehicles-genesis-x.html"];
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// Search once stalled the whole process (PGlite runs on the main thread): /healthz took 2.2 s under it.
const SEARCH_QUERIES = [
  "G70",
  "GV80",
  "G7",
  "кроссовер",
  "кроссоверы",
  "сервис",
  "тест-драйв",
  "гарантия",
  "кредит",
  "шоурум",
  "Genesis",
  "aa",
  "зимняя диагностика",
  "trade-in",
  "остаточный платёж",
  "седан",
];
const SEARCH_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 10);
const SEARCH_CONNECTIONS = 20;
const PROBED = ["/healthz", "/favicon.svg"];

/** The home page's HTML and styles as gzip (its scripts: the scripts section). */
async function firstVisitBytes(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const styles = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]));
  let css = 0;
  for (const sheet of styles) css += gzipSync(Buffer.from(await (await fetch(`${origin}${sheet}`)).arrayBuffer())).length;
  return { html: gzipSync(Buffer.from(html)).length, css, sheets: styles.size };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const LEAD_SECONDS = Number(process.env.BENCH_LEAD_SECONDS ?? 10);
const LEAD_CONNECTIONS = Number(process.env.BENCH_LEAD_CONNECTIONS ?? 50);
// PGlite belongs to the server process: its figures are read after a stop, this long after the load.
const LEAD_DRAIN_SECONDS = Number(process.env.BENCH_LEAD_DRAIN_SECONDS ?? 30);
// A busy day is a few hundred leads; this flow is far beyond it and still leaves the job unburied.
const LEAD_FLOW_RATE = Number(process.env.BENCH_LEAD_FLOW_RATE ?? 100);
const BENCH_POSTGRES = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

const sections = {
  pages: () => benchPages(),
  scripts: () => benchScripts(),
  cache: () => benchPageCache(),
  scale: () => checkTwoProcesses(),
  "test-drive": () => benchTestDrive(),
  leads: async () => {
    await benchLeads("PGlite");
    if (BENCH_POSTGRES) await benchLeads("PostgreSQL", BENCH_POSTGRES);
    else console.log("leads on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  },
  staff: async () => {
    const leads = Number(process.env.BENCH_STAFF_LEADS ?? 20_000);
    await benchStaff("PGlite", { leads });
    if (BENCH_POSTGRES) await benchStaff("PostgreSQL", { postgresUrl: BENCH_POSTGRES, leads });
    else console.log("staff inbox on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  },
  stock: () => benchStock(),
  studio: () => benchStudio({ postgresUrl: BENCH_POSTGRES }),
  configurator: () => benchConfigurator(),
  notifications: () => benchNotifications(),
  volume: async () => {
    if (BENCH_POSTGRES) await benchScale({ postgresUrl: BENCH_POSTGRES });
    if (!BENCH_POSTGRES || process.env.SCALE_PGLITE) await benchScale({ postgresUrl: "" });
  },
};
const only = process.env.BENCH_ONLY;
if (only && !(only in sections)) {
  console.error(`BENCH_ONLY=${only}: no such section (${Object.keys(sections).join(", ")})`);
  process.exit(2);
}
for (const [name, run] of Object.entries(sections)) if (!only || only === name) await run();

/** First-load JS of the key pages alone (BENCH_ONLY=scripts). */
async function benchScripts() {
  const server = await startProductionServer();
  try {
    console.log(formatFirstLoadScripts(await measureFirstLoadScripts(server.origin, KEY_PAGES)));
  } finally {
    await server.stop();
  }
}

async function benchPages() {
  const server = await startProductionServer();
  const { origin } = server;

  try {
    console.log(`start-up to ready (fresh database, migrations + seed): ${Math.round(server.readyMs)} ms`);
    const bytes = await firstVisitBytes(origin);
    console.log(`first visit of / (gzip): HTML ${kb(bytes.html)}, CSS ${kb(bytes.css)} in ${bytes.sheets} files`);
    console.log(`\nwhat the browser loads, lazy images included:\n${formatPageWeights(await measurePageWeights(origin, WEIGHED_PAGES))}`);
    console.log(`\n${"path".padEnd(20)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"errors".padStart(7)}`);
    for (const page of PAGES) {
      const result = await autocannon({
        url: `${origin}${page}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { "accept-encoding": "gzip" },
      });
      const errors = result.errors + result.non2xx;
      console.log(
        `${page.padEnd(20)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(errors).padStart(7)}`,
      );
    }
    console.log(`\n${formatSearchUnderLoad(await measureSearchUnderLoad(origin))}`);
  } finally {
    await server.stop();
  }
}

/**
 * Leads on one engine (rate limit off, a new Idempotency-Key each): a steady flow for the delay from
 * acknowledgement to delivery through the embedded sales system (behind the server's own /api), then a
 * flood on 50 connections for accepted per second and latency, and how long its backlog takes.
 */
async function benchLeads(label, postgresUrl) {
  const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : null;
  const server = await startProductionServer({ env: { LEAD_RATE_LIMIT: "0", ...(scratch ? { DATABASE_URL: scratch.url } : {}) } });
  const phases = { flood: "бенчмарк: пик", flow: "бенчмарк: поток" };
  let stopped = false;
  try {
    // The steady flow first, on an idle server; then the flood, whose backlog would bury the flow.
    const flow = await loadLeads(server.origin, { connections: 10, seconds: LEAD_SECONDS, rate: LEAD_FLOW_RATE, place: phases.flow });
    await (scratch ? waitForDelivery(scratch, phases.flow) : pause(2_000));
    const flood = await loadLeads(server.origin, { connections: LEAD_CONNECTIONS, seconds: LEAD_SECONDS, place: phases.flood });
    const floodEnded = performance.now();
    const drainedAfter = scratch ? await waitForDelivery(scratch, phases.flood) : null;
    let figures;
    if (scratch) {
      figures = Object.fromEntries(
        await Promise.all(Object.entries(phases).map(async ([k, p]) => [k, (await scratch.pool.query(deliverySql, [p])).rows[0]])),
      );
    } else {
      await pause(LEAD_DRAIN_SECONDS * 1000);
      await server.stop({ keepData: true });
      stopped = true;
      const read = await pgliteDelivery(server.dataDir, Object.values(phases));
      figures = { flood: read[phases.flood], flow: read[phases.flow] };
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    const drained =
      drainedAfter === null
        ? `read ${LEAD_DRAIN_SECONDS} s after it`
        : `outbox drained ${((drainedAfter - floodEnded) / 1000).toFixed(1)} s after it`;
    const line = (name, result, f) =>
      `  ${name}: accepted ${result["2xx"]} (${(result["2xx"] / LEAD_SECONDS).toFixed(0)}/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `other answers ${result.non2xx}, errors ${result.errors}; stored ${f.leads}, delivered ${f.delivered}, pending ${f.pending}, needs attention ${f.needs_attention}; ` +
      `acknowledgement → delivery p50 ${f.p50_ms} ms, p99 ${f.p99_ms} ms, max ${f.max_ms} ms`;
    console.log(
      `\nleads on ${label}: POST /dealer/v1/request (JSON, a new Idempotency-Key each), delivered to the embedded sales system (target ≥ 500/s on PostgreSQL, p99 ≤ 100 ms)\n` +
        `${line(`flood, ${LEAD_CONNECTIONS} connections, ${LEAD_SECONDS} s`, flood, figures.flood)}; ${drained}\n` +
        `${line(`steady flow, ${LEAD_FLOW_RATE}/s, ${LEAD_SECONDS} s`, flow, figures.flow)}`,
    );
  } finally {
    if (!stopped) await server.stop();
    await scratch?.drop();
  }
}

/** Polls PostgreSQL until the leads marked `place` are all delivered (2 minutes at most); when that was. */
async function waitForDelivery(scratch, place) {
  const started = performance.now();
  while (performance.now() - started < 120_000) {
    const { pending } = (await scratch.pool.query(deliverySql, [place])).rows[0];
    if (pending === 0) break;
    await pause(100);
  }
  return performance.now();
}

/** Loads varied search queries on 20 connections and meanwhile times sequential requests of PROBED paths. */
async function measureSearchUnderLoad(origin) {
  const load = autocannon({
    url: origin,
    connections: SEARCH_CONNECTIONS,
    duration: SEARCH_SECONDS,
    requests: SEARCH_QUERIES.map((q) => ({ method: "GET", path: `/api/v1/search?q=${encodeURIComponent(q)}&pageSize=50` })),
  });
  let loading = true;
  const finished = load.then((result) => {
    loading = false;
    return result;
  });
  const timings = Object.fromEntries(PROBED.map((path) => [path, []]));
  // Let the load ramp up before probing, then probe until it ends: one request at a time, as a health check would.
  await new Promise((resolve) => setTimeout(resolve, 500));
  while (loading) {
    for (const path of PROBED) {
      const started = performance.now();
      const response = await fetch(`${origin}${path}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} ответил ${response.status} под нагрузкой поиска`);
      timings[path].push(performance.now() - started);
    }
  }
  return { search: await finished, timings };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function formatSearchUnderLoad({ search, timings }) {
  const lines = [
    `search under load: ${SEARCH_CONNECTIONS} connections, ${SEARCH_QUERIES.length} queries, pageSize=50, ${SEARCH_SECONDS} s`,
    `${"/api/v1/search".padEnd(20)} ${search.requests.average.toFixed(0).padStart(8)} req/s, p50 ${search.latency.p50} ms, p99 ${search.latency.p99} ms, errors ${search.errors + search.non2xx}`,
  ];
  for (const [path, list] of Object.entries(timings)) {
    const sorted = [...list].sort((a, b) => a - b);
    const ms = (p) => percentile(sorted, p).toFixed(1);
    lines.push(`${path.padEnd(20)} meanwhile: ${sorted.length} requests, p50 ${ms(50)} ms, p99 ${ms(99)} ms (target p99 < 100 ms)`);
  }
  return lines.join("\n");
}
