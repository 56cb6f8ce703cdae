#!/usr/bin/env node
// Refactoring check: crawls every page reachable from the home page, the sitemap page and the list
// pages of a production build, and writes each page's HTML, normalised, to one folder. Two snapshots
// taken before and after a change that should not alter any page are then compared with
//   node scripts/html-snapshot.mjs write <dir>      (MEASURE_REUSE_BUILD=1 reuses the build)
//   node scripts/html-snapshot.mjs compare <a> <b>
// Normalised away: CSP nonces, the server's port, hashed asset file names and the hash part of CSS
// module class names (both follow from file paths and contents, not from what a visitor sees).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startProductionServer } from "./server-process.mjs";

const [mode, first, second] = process.argv.slice(2);

/** The page as a visitor gets it, without what only the build's file layout decides. */
export function normaliseHtml(html, origin) {
  return html
    .replaceAll(origin, "http://site")
    .replaceAll(origin.replace("127.0.0.1", "localhost"), "http://site")
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/\/assets\/[A-Za-z0-9_.-]+?-[A-Za-z0-9_-]{8}\.(js|css|woff2|svg|png|jpg)/g, "/assets/*.$1")
    .replace(/\b_([A-Za-z][A-Za-z0-9]*)_[a-z0-9]{5}_\d+\b/g, "_$1");
}

async function crawl(origin) {
  const seeds = ["/", "/sitemap.html", "/news.html", "/special-offers.html", "/servis.html", "/workers.html", "/models.html"];
  const seen = new Set(seeds);
  const queue = [...seeds];
  const pages = new Map();
  while (queue.length > 0 && pages.size < 600) {
    const pathname = queue.shift();
    const res = await fetch(origin + pathname, { redirect: "manual" });
    const html = await res.text();
    pages.set(pathname, `<!-- ${res.status} -->\n${normaliseHtml(html, origin)}`);
    if (!(res.headers.get("content-type") ?? "").includes("text/html")) continue;
    for (const [, href] of html.matchAll(/href="(\/[^"#?]*)/g)) {
      if (seen.has(href) || href.startsWith("/assets/") || href.startsWith("/images/") || href.startsWith("/api") || href.startsWith("/dealer")) continue;
      if (!href.endsWith(".html") && href !== "/" && href !== "/configurator") continue;
      seen.add(href);
      queue.push(href);
    }
  }
  return pages;
}

function fileName(pathname) {
  return pathname === "/" ? "index.html" : pathname.slice(1).replaceAll("/", "__").replace(/(\.html)?$/, ".html");
}

if (mode === "write" && first) {
  const server = await startProductionServer();
  try {
    const pages = await crawl(server.origin);
    rmSync(first, { recursive: true, force: true });
    mkdirSync(first, { recursive: true });
    for (const [pathname, html] of pages) writeFileSync(path.join(first, fileName(pathname)), html);
    console.log(`${pages.size} страниц записано в ${first}`);
  } finally {
    await server.stop();
  }
} else if (mode === "compare" && first && second) {
  const a = new Set(readdirSync(first));
  const b = new Set(readdirSync(second));
  let differ = 0;
  for (const name of new Set([...a, ...b])) {
    if (!a.has(name) || !b.has(name)) {
      console.log(`${a.has(name) ? "только в первом" : "только во втором"}: ${name}`);
      differ++;
      continue;
    }
    const left = readFileSync(path.join(first, name), "utf8");
    const right = readFileSync(path.join(second, name), "utf8");
    if (left === right) continue;
    differ++;
    let at = 0;
    while (left[at] === right[at]) at++;
    console.log(`отличается: ${name} с символа ${at}\n  было:  ${left.slice(Math.max(0, at - 80), at + 120)}\n  стало: ${right.slice(Math.max(0, at - 80), at + 120)}`);
  }
  console.log(`${a.size} и ${b.size} страниц, различий: ${differ}`);
  process.exitCode = differ > 0 ? 1 : 0;
} else {
  console.error("использование: html-snapshot.mjs write <папка> | compare <папка> <папка>");
  process.exitCode = 2;
}
