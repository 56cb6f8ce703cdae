// `npm run bench`: starts the production server on a free port with a fresh embedded database and prints
// figures: start-up time, throughput and latency of key pages (autocannon), what a first visit downloads, and
// whether search under load stalls the rest of the process.
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { formatPageWeights, measurePageWeights } from "./page-weight.mjs";
import { startProductionServer } from "./server-process.mjs";

const PAGES = ["/", "/new-g70.html", "/g90-price.html", "/news.html", "/contacts.html", "/api/v1/model"];
const WEIGHED_PAGES = ["/", "/new-g70.html", "/g70-gallery.html", "/genesis-future-vehicles-genesis-x.html"];
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// Search once stalled the whole process (PGlite runs on the main thread): /healthz took 2.2 s under it.
const SEARCH_QUERIES = ["G70", "GV80", "G7", "кроссовер", "кроссоверы", "сервис", "тест-драйв", "гарантия", "кредит",
  "шоурум", "Genesis", "aa", "зимняя диагностика", "trade-in", "остаточный платёж", "седан"];
const SEARCH_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 10);
const SEARCH_CONNECTIONS = 20;
const PROBED = ["/healthz", "/favicon.svg"];

async function firstVisitBytes(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  for (const asset of new Set(assets)) {
    const body = Buffer.from(await (await fetch(`${origin}${asset}`)).arrayBuffer());
    const gz = gzipSync(body).length;
    if (asset.endsWith(".css")) css += gz;
    else js += gz;
  }
  return { html: gzipSync(Buffer.from(html)).length, js, css, files: new Set(assets).size };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const server = await startProductionServer();
const { origin } = server;

try {
  console.log(`start-up to ready (fresh database, migrations + seed): ${Math.round(server.readyMs)} ms`);
  const bytes = await firstVisitBytes(origin);
  console.log(`first visit of / (gzip): HTML ${kb(bytes.html)}, JS ${kb(bytes.js)} in ${bytes.files} files with CSS ${kb(bytes.css)}`);
  console.log(`\nwhat the browser loads, lazy images included:\n${formatPageWeights(await measurePageWeights(origin, WEIGHED_PAGES))}`);
  console.log(`\n${"path".padEnd(20)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"errors".padStart(7)}`);
  for (const page of PAGES) {
    const result = await autocannon({ url: `${origin}${page}`, connections: CONNECTIONS, duration: DURATION_S, headers: { "accept-encoding": "gzip" } });
    const errors = result.errors + result.non2xx;
    console.log(
      `${page.padEnd(20)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(errors).padStart(7)}`,
    );
  }
  console.log(`\n${formatSearchUnderLoad(await measureSearchUnderLoad(origin))}`);
} finally {
  await server.stop();
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
