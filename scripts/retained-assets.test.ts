import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { assetsToKeep, KEEP_DAYS, restore, setAside } from "./retained-assets.mjs";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 29, 12);

test("a file the new build no longer writes is kept from now on; one it writes again is its own", () => {
  const previous = new Map<string, number | null>([
    ["site-popups-OLD.js", null],
    ["entry.client-SAME.js", null],
  ]);
  const kept = assetsToKeep(previous, new Set(["entry.client-SAME.js", "site-popups-NEW.js"]), now);
  expect([...kept]).toEqual([["site-popups-OLD.js", now]]);
});

test(`a retired file stays for ${KEEP_DAYS} days after it left the builds, then goes`, () => {
  const previous = new Map<string, number | null>([
    ["root-A.js", now - KEEP_DAYS * DAY],
    ["root-B.js", now - KEEP_DAYS * DAY - 1],
  ]);
  expect([...assetsToKeep(previous, new Set(), now).keys()]).toEqual(["root-A.js"]);
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder whose client assets are `files` (name → text), as React Router leaves it. */
function writeBuild(buildDir: string, files: Record<string, string>) {
  const assets = path.join(buildDir, "client", "assets");
  rmSync(buildDir, { recursive: true, force: true });
  mkdirSync(assets, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(assets, name), text);
}

test("three deploys: a page of the first still finds its scripts after the second, and not once a month has passed", () => {
  const buildDir = path.join(mkdtempSync(path.join(tmpdir(), "genesis-build-")), "build");
  dirs.push(path.dirname(buildDir));
  const assets = path.join(buildDir, "client", "assets");
  writeBuild(buildDir, { "entry-1.js": "entry", "popup-1.js": "popup one", "popup-1.js.br": "br" });

  // The second build: React Router empties build/ and writes a new popup.
  let aside = setAside(buildDir);
  writeBuild(buildDir, { "entry-1.js": "entry", "popup-2.js": "popup two" });
  expect(restore(buildDir, aside, now)).toEqual({ kept: 2, dropped: 0 });
  expect(readdirSync(assets).sort()).toEqual(["entry-1.js", "popup-1.js", "popup-1.js.br", "popup-2.js"]);
  expect(readFileSync(path.join(assets, "popup-1.js"), "utf8")).toBe("popup one");
  // The record sits beside the build, not among the files the server sends.
  expect(JSON.parse(readFileSync(path.join(buildDir, "retired-assets.json"), "utf8"))).toEqual({ "popup-1.js": now, "popup-1.js.br": now });

  // The third build, a day later: the first popup keeps its date, the second is retired from now on.
  aside = setAside(buildDir);
  writeBuild(buildDir, { "entry-1.js": "entry", "popup-3.js": "popup three" });
  restore(buildDir, aside, now + DAY);
  expect(JSON.parse(readFileSync(path.join(buildDir, "retired-assets.json"), "utf8"))).toEqual({
    "popup-1.js": now,
    "popup-1.js.br": now,
    "popup-2.js": now + DAY,
  });

  // A build a month after the second: the first popup goes, the second (retired a day later) stays.
  aside = setAside(buildDir);
  writeBuild(buildDir, { "entry-1.js": "entry", "popup-3.js": "popup three" });
  expect(restore(buildDir, aside, now + (KEEP_DAYS + 0.5) * DAY)).toEqual({ kept: 1, dropped: 2 });
  expect(readdirSync(assets).sort()).toEqual(["entry-1.js", "popup-2.js", "popup-3.js"]);
  expect(existsSync(aside.stash ?? "")).toBe(false);
});

test("a first build has nothing to keep and writes no record", () => {
  const buildDir = path.join(mkdtempSync(path.join(tmpdir(), "genesis-build-")), "build");
  dirs.push(path.dirname(buildDir));
  const aside = setAside(buildDir);
  writeBuild(buildDir, { "entry-1.js": "entry" });
  expect(restore(buildDir, aside, now)).toEqual({ kept: 0, dropped: 0 });
  expect(existsSync(path.join(buildDir, "retired-assets.json"))).toBe(false);
});
