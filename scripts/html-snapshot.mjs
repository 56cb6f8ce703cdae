#!/usr/bin/env node
// Refactoring check: crawls every page reachable from the home page, the sitemap page and the list
// pages of a production build, and writes each page's HTML, normalised, to one folder. Two snapshots
// taken before and after a change that should not alter any page are then compared with
//   node scripts/html-snapshot.mjs write <dir>      (MEASURE_REUSE_BUILD=1 reuses the build)
//   node scripts/html-snapshot.mjs compare <a> <b>
// Normalised away: CSP nonces, the server's port, hashed asset file names, the hash part of CSS
// module class names (both forms, `_name_hash_line` and today's `name_hash`) and React Router's manifest version (all follow from file paths and contents,
// not from what a visitor sees; compare normalises the version too, so older snapshots still compare).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startProductionServer } from "./server-process.mjs";

const [mode, first, second] = process.argv.slice(2);

// How the build splits the JavaScript into chunks is file layout too: a run of preloads or of a
// manifest's chunk imports counts as one.
const chunkRuns = /(?:<link rel="modulepreload" href="\/assets\/\*\.js"\/>)+|(?:"\/assets\/\*\.js",?\s*)+/g;

/** The page as a visitor gets it, without what only the build's file layout decides. */
export function normaliseHtml(html, origin) {
  return buildLayoutAside(
    html
      .replaceAll(origin, "http://site")
      .replaceAll(origin.replace("127.0.0.1", "localhost"), "http://site")
      .replace(/ nonce="[^"]*"/g, "")
      .replace(/\/assets\/[A-Za-z0-9_.-]+?-[A-Za-z0-9_-]{8}\.(js|css|woff2|svg|png|jpg)/g, "/assets/*.$1")
      .replace(/\b_([A-Za-z][A-Za-z0-9]*)_[a-z0-9]{5}_\d+\b/g, "_$1")
      // Today's form of a CSS module's class, name_hash (vite.config.ts), read as the older one above.
      .replace(
        /class="([^"]*)"/g,
        (_, names) => `class="${names.replace(/(?<=^|\s)([A-Za-z][A-Za-z0-9]*)_[A-Za-z0-9_-]{5}(?=\s|$)/g, "_$1")}"`,
      ),
  );
}

/** Also applied to saved snapshots, so one taken by an older version of this script still compares. */
function buildLayoutAside(text) {
  return text
    .replace(manifestVersion, '"version": "*"')
    .replace(seededMoment, "$1*")
    .replace(lazyCssMark, '$1"')
    .replace(chunkRuns, (run) => (run.startsWith("<") ? '<link rel="modulepreload" href="/assets/*.js"/>' : '"/assets/*.js", '));
}

// React Router marks a stylesheet that a lazily loaded chunk also needs with a trailing "#" (the same
// file): which chunks share a stylesheet is build layout too.
const lazyCssMark = /(\/assets\/\*\.css)#"/g;

// When each snapshot's fresh database was seeded: the consent documents' «effective from» in the page's data.
const seededMoment = /(effectiveFrom\\?",\\?")\d{4}-\d\d-\d\dT[\d:.]+Z/g;

// The hash React Router gives the build's route manifest, written into every page.
const manifestVersion = /"version": "[0-9a-f]{8}"/g;

async function crawl(origin) {
  // The steady state is compared: one visit first fills the caches whose misses stream data later.
  await fetch(origin + "/").then((res) => res.text());
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
      if (
        seen.has(href) ||
        href.startsWith("/assets/") ||
        href.startsWith("/images/") ||
        href.startsWith("/api") ||
        href.startsWith("/dealer")
      )
        continue;
      if (!href.endsWith(".html") && href !== "/" && href !== "/configurator") continue;
      seen.add(href);
      queue.push(href);
    }
  }
  return pages;
}

function fileName(pathname) {
  return pathname === "/"
    ? "index.html"
    : pathname
        .slice(1)
        .replaceAll("/", "__")
        .replace(/(\.html)?$/, ".html");
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
    const read = (dir) => buildLayoutAside(readFileSync(path.join(dir, name), "utf8"));
    const left = read(first);
    const right = read(second);
    if (left === right) continue;
    differ++;
    let at = 0;
    while (left[at] === right[at]) at++;
    console.log(
      `отличается: ${name} с символа ${at}\n  было:  ${left.slice(Math.max(0, at - 80), at + 120)}\n  стало: ${right.slice(Math.max(0, at - 80), at + 120)}`,
    );
  }
  console.log(`${a.size} и ${b.size} страниц, различий: ${differ}`);
  process.exitCode = differ > 0 ? 1 : 0;
} else {
  console.error("использование: html-snapshot.mjs write <папка> | compare <папка> <папка>");
  process.exitCode = 2;
}
