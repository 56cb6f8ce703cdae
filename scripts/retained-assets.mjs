// The hashed files of earlier builds, kept beside a new build's for a month (`npm run build`,
// scripts/build.mjs). React Router empties build/ before it builds, so without this a page opened
// before a deploy asks for scripts and styles that are gone: its popups and forms, fetched when first
// opened, could not load, and a page a CDN still keeps would lose its scripts. A hashed name always
// holds the same bytes, so an old file never stands in for a new one.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** How long a file the current build no longer names stays served. */
export const KEEP_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Of the files before a build (`previous`: name → when it left the builds, or null while a build
 * still wrote it), those to put back beside the new build's files (`current`), each with the time
 * it left the builds: now for one the new build no longer writes. A file the new build writes again
 * is its own; one retired more than `keepDays` ago is let go.
 */
export function assetsToKeep(previous, current, now, keepDays = KEEP_DAYS) {
  const kept = new Map();
  for (const [name, retiredAt] of previous) {
    if (current.has(name)) continue;
    const since = retiredAt ?? now;
    if (now - since <= keepDays * DAY_MS) kept.set(name, since);
  }
  return kept;
}

/** Where the record of retired files lives: beside the build, outside what the server sends. */
const recordOf = (buildDir) => path.join(buildDir, "retired-assets.json");

/**
 * Before the build: copies the build's hashed files aside and reads when each left the builds.
 * Returns what `restore` needs after the build.
 */
export function setAside(buildDir) {
  const assetsDir = path.join(buildDir, "client", "assets");
  if (!existsSync(assetsDir)) return { stash: null, previous: new Map() };
  let record = {};
  try {
    record = JSON.parse(readFileSync(recordOf(buildDir), "utf8"));
  } catch {
    record = {};
  }
  const stash = mkdtempSync(path.join(tmpdir(), "genesis-assets-"));
  const previous = new Map();
  for (const name of readdirSync(assetsDir)) {
    copyFileSync(path.join(assetsDir, name), path.join(stash, name));
    const retiredAt = record[name];
    previous.set(name, typeof retiredAt === "number" ? retiredAt : null);
  }
  return { stash, previous };
}

/** After a build: puts the files still kept back beside the new ones and records when each was retired. */
export function restore(buildDir, { stash, previous }, now = Date.now()) {
  if (!stash) return { kept: 0, dropped: 0 };
  try {
    const assetsDir = path.join(buildDir, "client", "assets");
    mkdirSync(assetsDir, { recursive: true });
    const kept = assetsToKeep(previous, new Set(readdirSync(assetsDir)), now);
    for (const name of kept.keys()) copyFileSync(path.join(stash, name), path.join(assetsDir, name));
    writeFileSync(recordOf(buildDir), `${JSON.stringify(Object.fromEntries(kept), null, 1)}\n`);
    const written = [...previous.keys()].filter((name) => existsSync(path.join(assetsDir, name))).length;
    return { kept: kept.size, dropped: previous.size - written };
  } finally {
    rmSync(stash, { recursive: true, force: true });
  }
}
