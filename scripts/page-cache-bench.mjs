// `BENCH_ONLY=cache npm run bench`: the page cache against a bare Node `http` server sending the same
// bytes, measured in one run (issue 13): req/s and latency of cached pages with and without
// Accept-Encoding, and the same pages rendered afresh on every request (PAGE_CACHE=off) against a
// React Router hello world rendered the same way (scripts/hello-router.mjs).
import { spawn } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startProductionServer } from "./server-process.mjs";
import { repoRoot } from "./test-stages.mjs";

/** A script of this folder, run as a child process. */
const script = (name) => path.join(repoRoot, "scripts", name);

const PAGES = ["/", "/new-g70.html"];
const CONNECTIONS = Number(process.env.BENCH_CACHE_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ENCODINGS = [
  { label: "br", header: "br, gzip" },
  { label: "gzip", header: "gzip" },
  { label: "none", header: "" },
];

// The bare server: one file per page and encoding, sent with the headers a browser needs, nothing else.
const bareServerSource = `
const http = require("node:http");
const fs = require("node:fs");
const pages = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
const bodies = new Map(pages.map((p) => [p.key, { body: fs.readFileSync(p.file), encoding: p.encoding }]));
const server = http.createServer((req, res) => {
  const page = bodies.get(req.url + "|" + (req.headers["x-encoding"] || ""));
  if (!page) { res.statusCode = 404; res.end(); return; }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (page.encoding) res.setHeader("Content-Encoding", page.encoding);
  res.setHeader("Content-Length", page.body.length);
  res.end(page.body);
});
server.keepAliveTimeout = 5000;
server.listen(0, "127.0.0.1", () => process.stdout.write(String(server.address().port) + "\\n"));
`;

/** Milliseconds React's streaming renderer takes for `html`'s markup alone (scripts/render-ceiling.mjs, in production mode). */
function streamingRenderMs(html) {
  const dir = mkdtempSync(path.join(tmpdir(), "genesis-ceiling-"));
  const file = path.join(dir, "page.html");
  writeFileSync(file, html);
  const child = spawn(process.execPath, [script("render-ceiling.mjs"), file], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (text) => (out += text));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code === 0) resolve(Number(out.trim()));
      else reject(new Error(`render-ceiling.mjs exited (${code})`));
    });
  });
}

function startHelloRouter() {
  const child = spawn(process.execPath, [script("hello-router.mjs")], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding("utf8");
    child.stdout.once("data", (line) => resolve({ origin: `http://127.0.0.1:${Number(line.trim())}`, stop: () => child.kill("SIGTERM") }));
    child.once("exit", (code) => reject(new Error(`the hello-world server exited (${code})`)));
  });
}

async function startBareServer(pages) {
  const dir = mkdtempSync(path.join(tmpdir(), "genesis-bare-"));
  const list = pages.map((page, i) => {
    const file = path.join(dir, `${i}.bin`);
    writeFileSync(file, page.body);
    return { key: `${page.path}|${page.encoding}`, file, encoding: page.encoding };
  });
  const listFile = path.join(dir, "pages.json");
  writeFileSync(listFile, JSON.stringify(list));
  const child = spawn(process.execPath, ["-e", bareServerSource, listFile], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.setEncoding("utf8");
    child.stdout.once("data", (line) => resolve(Number(line.trim())));
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// fetch() decodes what it receives; the bytes on the wire are read with node:http instead.
function wireBytes(origin, page, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${origin}${page}`, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ encoding: res.headers["content-encoding"] ?? "", state: res.headers["x-page-cache"], body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
  });
}

function load(url, headers, connections = CONNECTIONS, seconds = SECONDS) {
  return autocannon({ url, connections, duration: seconds, headers });
}

const pad = (value, width) => String(value).padStart(width);

export async function benchPageCache() {
  const site = await startProductionServer();
  const uncached = await startProductionServer({ env: { PAGE_CACHE: "off" } });
  const captured = [];
  let bare;
  let hello;
  try {
    // The bytes the site sends for each page and encoding, once the page is kept (brotli follows the first render).
    for (const page of PAGES) await wireBytes(site.origin, page, "gzip");
    await new Promise((r) => setTimeout(r, 1_000));
    for (const page of PAGES) {
      for (const { header } of ENCODINGS) {
        const sent = await wireBytes(site.origin, page, header);
        if (sent.state !== "hit") throw new Error(`${page} (${header || "без сжатия"}): ожидался ответ из кэша, пришёл ${sent.state}`);
        captured.push({ path: page, header, encoding: sent.encoding, body: sent.body });
      }
    }
    bare = await startBareServer(captured);
    // A second of load on each first, so that neither is measured while its code is still being compiled.
    for (const sent of captured) {
      await load(`${site.origin}${sent.path}`, sent.header ? { "accept-encoding": sent.header } : {}, CONNECTIONS, 1);
      await load(`${bare.origin}${sent.path}`, { "x-encoding": sent.encoding }, CONNECTIONS, 1);
    }

    console.log(
      `\npage cache: ${CONNECTIONS} connections, ${SECONDS} s each; the bare Node http server sends the same bytes (target: site ≥ 50 % of bare, p99 ≤ 100 ms)`,
    );
    console.log(
      `${"page".padEnd(16)} ${"encoding".padEnd(8)} ${"bytes".padStart(7)} ${"site req/s".padStart(10)} ${"p50".padStart(5)} ${"p99".padStart(5)} ${"bare req/s".padStart(10)} ${"p99".padStart(5)} ${"ratio".padStart(6)}  verdict`,
    );
    for (const sent of captured) {
      const headers = sent.header ? { "accept-encoding": sent.header } : {};
      const ours = await load(`${site.origin}${sent.path}`, headers);
      const theirs = await load(`${bare.origin}${sent.path}`, { "x-encoding": sent.encoding });
      const ratio = ours.requests.average / theirs.requests.average;
      const errors = ours.errors + ours.non2xx + theirs.errors + theirs.non2xx;
      const ok = ratio >= 0.5 && ours.latency.p99 <= 100 && errors === 0;
      console.log(
        `${sent.path.padEnd(16)} ${(sent.encoding || "none").padEnd(8)} ${pad(sent.body.length, 7)} ${pad(ours.requests.average.toFixed(0), 10)} ${pad(ours.latency.p50, 5)} ${pad(ours.latency.p99, 5)} ` +
          `${pad(theirs.requests.average.toFixed(0), 10)} ${pad(theirs.latency.p99, 5)} ${pad(ratio.toFixed(2), 6)}  ${ok ? "met" : "MISSED"}${errors ? ` (${errors} errors)` : ""}`,
      );
    }

    // The yardstick of an uncached render: a React Router hello-world page rendered the same way, same run.
    hello = await startHelloRouter();
    await load(`${hello.origin}/`, {}, 10, 1);
    const helloRun = await load(`${hello.origin}/`, {}, 10);
    console.log(
      `\nrendered on every request (PAGE_CACHE=off), 10 connections, ${SECONDS} s, against a React Router hello world (target ≥ 1/3 of its req/s):`,
    );
    console.log(
      `${"hello world".padEnd(16)} ${"".padEnd(8)} ${pad(helloRun.requests.average.toFixed(0), 8)} req/s, p50 ${helloRun.latency.p50} ms, p99 ${helloRun.latency.p99} ms`,
    );
    // Like the hello world, the render alone (no compression); then with gzip as a browser asks.
    for (const page of PAGES) {
      for (const [label, headers] of [
        ["none", {}],
        ["gzip", { "accept-encoding": "gzip" }],
      ]) {
        await load(`${uncached.origin}${page}`, headers, 10, 1);
        const fresh = await load(`${uncached.origin}${page}`, headers, 10);
        const ratio = fresh.requests.average / helloRun.requests.average;
        const verdict = label === "none" ? `  ${ratio >= 1 / 3 ? "met" : "MISSED"}` : "";
        console.log(
          `${page.padEnd(16)} ${label.padEnd(8)} ${pad(fresh.requests.average.toFixed(0), 8)} req/s, p50 ${fresh.latency.p50} ms, p99 ${fresh.latency.p99} ms; ${ratio.toFixed(2)} of hello world${verdict}`,
        );
      }
    }
    // The most an uncached render could reach (docs/decisions/0045): the site's request path without a
    // page (a resource route through the same middleware and React Router), plus React's streaming
    // renderer for the page's markup alone, as if every component, hook, link and loader cost nothing.
    await load(`${uncached.origin}/robots.txt`, {}, 10, 1);
    const resourceRun = await load(`${uncached.origin}/robots.txt`, {}, 10);
    const pathMs = 1_000 / resourceRun.requests.average;
    console.log(
      `\nthe most an uncached render could reach: the request path (/robots.txt, ${resourceRun.requests.average.toFixed(0)} req/s = ${pathMs.toFixed(2)} ms) plus React's streaming render of the page's markup alone:`,
    );
    for (const page of PAGES) {
      const markupMs = await streamingRenderMs(await (await fetch(`${uncached.origin}${page}`)).text());
      const ceiling = 1_000 / (pathMs + markupMs);
      console.log(
        `${page.padEnd(16)} markup ${markupMs.toFixed(2)} ms; at most ${pad(ceiling.toFixed(0), 5)} req/s, ${(ceiling / helloRun.requests.average).toFixed(2)} of hello world`,
      );
    }
  } finally {
    await bare?.stop();
    hello?.stop();
    await site.stop();
    await uncached.stop();
  }
}
