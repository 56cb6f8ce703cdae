// `npm run images`: draws every scene image the site needs (scripts/images/scene-jobs.ts) with
// the React SVG scenes of scripts/images/scenes.tsx, rasterises each to AVIF and WebP at the
// widths below into public/images/scenes/{id}-{width}.{avif|webp}, writes the committed manifests
// app/features/visuals/scene-manifest.generated.ts and page-manifest.generated.ts (sizes and file paths, which
// pages' scripts carry) and scripts/images/scene-hashes.generated.json (the sha256 of the SVG each job's files were
// made from, which no page needs) and deletes files no job makes any more. A job whose SVG hash and files are
// unchanged is skipped; `--force` redraws everything. Run it after changing a drawing, a scene, a
// gallery frame or a paint: scripts/images/scene-manifest.test.ts fails until you do. It also writes the
// models menu's side views, public/images/models/{code}.svg (scripts/images/model-silhouettes.tsx).
// The drawings themselves (car-drawing.tsx and its parts) stay in app/features/visuals: pages draw them too.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { createServer } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public/images/scenes");
const manifestFile = path.join(root, "app/features/visuals/scene-manifest.generated.ts");
// The pages' own pictures (service, showroom, desk) have a manifest of their own: the home page's scripts carry
// the scene manifest, and these pictures are no business of theirs (scene-jobs.ts, `pages: true`).
const pageManifestFile = path.join(root, "app/features/visuals/page-manifest.generated.ts");
const hashFile = path.join(root, "scripts/images/scene-hashes.generated.json");
const publicPrefix = "/images/scenes";

/** Output widths of the 16:9 scenes; the largest is the drawing's own size. */
const WIDTHS = [640, 1280, 1920];
/** A page's picture is drawn at most 1200 CSS px wide, under its header: two widths are enough. */
const PAGE_WIDTHS = [640, 1280];
// Tuned by eye on the night scene (dark gradients band first): lower AVIF quality smears window lights.
const AVIF = { quality: 60, effort: 6, chromaSubsampling: "4:2:0" };
const WEBP = { quality: 78, effort: 6, smartSubsample: true };

const force = process.argv.includes("--force");
sharp.concurrency(2);

// TSX modules (and their ~ / @contract aliases) load through Vite's SSR loader: no extra dependency.
const vite = await createServer({
  root,
  configFile: false,
  logLevel: "warn",
  resolve: { alias: { "~": path.join(root, "app"), "@contract": path.join(root, "contract") } },
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  appType: "custom",
});

try {
  const { SceneComposition, sceneSize } = await vite.ssrLoadModule("/scripts/images/scenes.tsx");
  const { buildSceneJobs } = await vite.ssrLoadModule("/scripts/images/scene-jobs.ts");
  const { exteriorPaints } = await vite.ssrLoadModule("/backend/catalogue/content/colours.ts");
  if (!exteriorPaints) throw new Error("backend/catalogue/content/colours.ts does not export exteriorPaints");

  const jobs = buildSceneJobs(exteriorPaints);
  const previous = await readPreviousHashes(hashFile);
  await mkdir(outDir, { recursive: true });

  const manifest = [];
  const rows = [];
  for (const job of jobs) {
    // Keep in step with sceneMarkup() in scripts/images/scene-manifest.test.ts.
    const markup = renderToStaticMarkup(
      createElement(SceneComposition, { scene: job.scene, model: job.model, view: job.view, paint: job.paint }),
    );
    const hash = createHash("sha256").update(markup).digest("hex");
    const widths = job.pages ? PAGE_WIDTHS : WIDTHS;
    const variants = widths.map((width) => ({
      width,
      webp: `${publicPrefix}/${job.id}-${width}.webp`,
      avif: `${publicPrefix}/${job.id}-${width}.avif`,
    }));
    const files = variants.flatMap((v) => [v.avif, v.webp]).map((file) => path.join(root, "public", file));
    const fresh = !force && previous.get(job.id) === hash && files.every((file) => existsSync(file));
    if (!fresh) await rasterise(markup, job.id, sceneSize, widths);
    manifest.push({ id: job.id, width: sceneSize.width, height: sceneSize.height, hash, variants, pages: Boolean(job.pages) });
    for (const v of variants) {
      const [avif, webp] = await Promise.all([v.avif, v.webp].map((file) => stat(path.join(root, "public", file))));
      rows.push({ id: job.id, width: v.width, avif: avif.size, webp: webp.size, drawn: !fresh });
    }
  }

  await writeFile(hashFile, `${JSON.stringify(Object.fromEntries(manifest.map((entry) => [entry.id, entry.hash]).sort()), null, 2)}\n`);
  await writeFile(manifestFile, manifestSource(manifest.filter((entry) => !entry.pages)));
  await writeFile(
    pageManifestFile,
    manifestSource(
      manifest.filter((entry) => entry.pages),
      "pages",
    ),
  );
  // The models menu's and the 404 page's side views, from the same drawings.
  const { modelSilhouetteFiles } = await vite.ssrLoadModule("/scripts/images/model-silhouettes.tsx");
  for (const [file, svg] of modelSilhouetteFiles(exteriorPaints)) await writeFile(path.join(root, "public", file), svg);
  const removed = await removeOrphans(
    new Set(manifest.flatMap((m) => m.variants.flatMap((v) => [v.avif, v.webp]).map((f) => path.basename(f)))),
  );
  printTable(rows, removed);
} finally {
  await vite.close();
}

/** Renders the SVG once at full size, then scales it down for each width and encodes both formats. */
async function rasterise(markup, id, size, widths) {
  const full = await sharp(Buffer.from(markup), { density: 72 })
    .resize(size.width, size.height)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = () => sharp(full.data, { raw: full.info });
  await Promise.all(
    widths.map(async (width) => {
      const scaled = await source().resize({ width, kernel: "lanczos3" }).raw().toBuffer({ resolveWithObject: true });
      const image = () => sharp(scaled.data, { raw: scaled.info });
      await image()
        .avif(AVIF)
        .toFile(path.join(outDir, `${id}-${width}.avif`));
      await image()
        .webp(WEBP)
        .toFile(path.join(outDir, `${id}-${width}.webp`));
    }),
  );
}

/** The hashes the last run wrote, so unchanged jobs are not encoded again. */
async function readPreviousHashes(file) {
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(await readFile(file, "utf8"))));
}

function manifestSource(entries, kind = "scenes") {
  const lines = entries.map((entry) => {
    const variants = entry.variants.map((v) => `      { width: ${v.width}, webp: "${v.webp}", avif: "${v.avif}" },`).join("\n");
    return `  "${entry.id}": { width: ${entry.width}, height: ${entry.height}, variants: [\n${variants}\n    ] },`;
  });
  if (kind === "pages")
    return `// Generated by scripts/generate-scene-images.mjs (\`npm run images\`). Do not edit by hand.
import type { SceneImage } from "./scene-manifest.generated";

/** The pages' own pictures under public/images/scenes (service, showroom, desk), by job id (scripts/images/scene-jobs.ts). */
export const pageManifest: Readonly<Record<string, SceneImage>> = {
${lines.join("\n")}
};
`;
  return `// Generated by scripts/generate-scene-images.mjs (\`npm run images\`). Do not edit by hand.

/** One raster scene: its intrinsic size and its widths (the SVG it was drawn from: scripts/images/scene-hashes.generated.json). */
export type SceneImage = {
  width: number;
  height: number;
  variants: readonly { width: number; webp: string; avif: string }[];
};

/** Every scene image under public/images/scenes, by job id (scripts/images/scene-jobs.ts). */
export const sceneManifest: Readonly<Record<string, SceneImage>> = {
${lines.join("\n")}
};
`;
}

/** Deletes images in the folder that no job makes any more. */
async function removeOrphans(keep) {
  const removed = [];
  for (const name of await readdir(outDir)) {
    if (keep.has(name)) continue;
    await unlink(path.join(outDir, name));
    removed.push(name);
  }
  return removed;
}

function printTable(rows, removed) {
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  console.log(`${"image".padEnd(28)} ${"width".padStart(5)} ${"avif KB".padStart(7)} ${"webp KB".padStart(7)}`);
  for (const row of rows) {
    console.log(`${row.id.padEnd(28)} ${String(row.width).padStart(5)} ${kb(row.avif)} ${kb(row.webp)}${row.drawn ? "" : "  (unchanged)"}`);
  }
  const avif = rows.reduce((sum, row) => sum + row.avif, 0);
  const webp = rows.reduce((sum, row) => sum + row.webp, 0);
  console.log(`${"total".padEnd(28)} ${"".padStart(5)} ${kb(avif)} ${kb(webp)}`);
  console.log(`${rows.length * 2} files, ${((avif + webp) / 1024 / 1024).toFixed(2)} MB in public/images/scenes`);
  if (removed.length > 0) console.log(`removed ${removed.length} orphan file(s): ${removed.join(", ")}`);
}
