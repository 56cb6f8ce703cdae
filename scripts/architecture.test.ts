// The folder rules of app/ (docs/development.md, "Repository layout"), checked on the import statements of every
// .ts/.tsx file: components/ is generic UI and lib/ plain utilities, so neither depends on features/;
// no file-level import cycle; app/ and backend/ meet only in contract/ and over HTTP; build-only
// code (scripts/) stays out of the pages. `npx vitest run scripts/architecture.test.ts
// --reporter=verbose` shows the import counts between the top folders in the first test's name.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { buildImportGraph, countBetweenFolders, cyclePath, findCycles, topFolder, type ImportEdge } from "./import-graph.test-helpers";

const root = path.resolve(import.meta.dirname, "..");
const app = buildImportGraph(root, ["app"]);
const backend = buildImportGraph(root, ["backend"]);
const counts = countBetweenFolders(app.edges);
// The pairs the rules speak of come first, zeros included; then every other pair of different folders.
const rulePairs = ["app/components→app/features", "app/features→app/components", "app/lib→app/features", "app/lib→app/components"];
const countsText = [...rulePairs.map((key) => [key, counts.get(key) ?? 0] as const), ...counts]
  .filter(([key], index) => key.split("→")[0] !== key.split("→")[1] && (index < rulePairs.length || !rulePairs.includes(key)))
  .map(([key, n]) => `${key.replaceAll("app/", "")} ${n}`)
  .join(", ");

const list = (edges: readonly ImportEdge[]) => edges.map((edge) => `${edge.from} → "${edge.specifier}" (${edge.to})`);
const under = (folder: string) => (file: string) => file.startsWith(`${folder}/`);

test(`the graph covers the whole of app/ (imports between top folders: ${countsText})`, () => {
  // Guards against a parser that finds nothing and lets every rule below pass.
  expect(app.files.length).toBeGreaterThan(280);
  expect(app.edges.length).toBeGreaterThan(900);
  expect(app.files.filter(under("app/components")).length).toBeGreaterThan(15);
  expect(app.files.filter(under("app/lib")).length).toBeGreaterThan(15);
  expect(backend.files.length).toBeGreaterThan(50);
  expect(counts.get("app/routes→app/features")).toBeGreaterThan(100);
});

test("components/ is generic UI: it imports nothing from features/", () => {
  const offending = app.edges.filter((e) => under("app/components")(e.from) && under("app/features")(e.to));
  expect(list(offending)).toEqual([]);
});

test("lib/ is plain utilities: it imports nothing from features/ or components/", () => {
  const offending = app.edges.filter((e) => under("app/lib")(e.from) && (under("app/features")(e.to) || under("app/components")(e.to)));
  expect(list(offending)).toEqual([]);
});

test("no import cycle between files of app/", () => {
  const cycles = findCycles(app.files, app.edges).map((group) => cyclePath(group, app.edges).join(" → "));
  expect(cycles).toEqual([]);
});

test("app/ never imports backend/, server/ or the build-only code of scripts/", () => {
  const offending = app.edges.filter((e) => ["backend", "server", "scripts"].includes(topFolder(e.to)));
  expect(list(offending)).toEqual([]);
});

test("backend/ never imports app/", () => {
  const offending = backend.edges.filter((e) => topFolder(e.to).startsWith("app"));
  expect(list(offending)).toEqual([]);
});

test("no import cycle anywhere in the code that runs: app/, backend/, server/, platform/ and contract/", () => {
  const all = buildImportGraph(root, ["app", "backend", "server", "platform", "contract"]);
  expect(all.files.length).toBeGreaterThan(app.files.length + backend.files.length);
  const cycles = findCycles(all.files, all.edges).map((group) => cyclePath(group, all.edges).join(" → "));
  expect(cycles).toEqual([]);
});

test("platform/ is infrastructure: it imports nothing of the project's own folders", () => {
  const platform = buildImportGraph(root, ["platform"]);
  expect(platform.files.length).toBeGreaterThan(0);
  expect(list(platform.edges.filter((e) => topFolder(e.to) !== "platform"))).toEqual([]);
});

// A module whose code reaches the server's own modules is server-only and says so in its name, so React
// Router keeps it out of the browser's bundle and a reader knows where it runs (docs/conventions.md). Only
// route modules, whose loaders and actions the build strips from the client, and tests may import it.
test("whatever imports a .server module as a value is itself .server, a route or a test", () => {
  const isServer = (file: string) => /\.server\.tsx?$/.test(file) || file === "app/entry.server.tsx";
  const mayImport = (file: string) =>
    isServer(file) || file.startsWith("app/routes/") || file === "app/root.tsx" || /\.test(-helpers)?\.tsx?$/.test(file);
  const offending = app.edges.filter((e) => !e.typeOnly && isServer(e.to) && !mayImport(e.from));
  expect(list(offending)).toEqual([]);
  // The rule has something to hold: loaders' data modules do import .server ones.
  expect(app.edges.filter((e) => !e.typeOnly && isServer(e.to)).length).toBeGreaterThan(30);
});

test("every decision in docs/decisions/ is listed in its index, and the index names no decision that is not there", () => {
  const folder = path.join(process.cwd(), "docs/decisions");
  const files = readdirSync(folder).filter((name) => /^\d{4}-.*\.md$/.test(name));
  const listed = [...readFileSync(path.join(folder, "README.md"), "utf8").matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
  expect(files.filter((name) => !listed.includes(name))).toEqual([]);
  expect(listed.filter((name) => name !== undefined && !files.includes(name))).toEqual([]);
});
