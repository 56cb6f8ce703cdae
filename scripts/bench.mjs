// `npm run bench`: starts the production server on a free port with a fresh embedded database and prints
// figures: start-up time, throughput and latency of key pages (autocannon), and what a first visit downloads.
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { formatPageWeights, measurePageWeights } from "./page-weight.mjs";
import { startProductionServer } from "./server-process.mjs";

const PAGES = ["/", "/new-g70.html", "/g90-price.html", "/news.html", "/contacts.html", "/api/v1/model"];
const WEIGHED_PAGES = ["/", "/new-g70.html", "/g70-gallery.html", "/genesis-future-vehicles-genesis-x.html"];
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

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
} finally {
  await server.stop();
}
