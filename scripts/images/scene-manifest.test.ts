import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { expect, test } from "vitest";
// Build-time data: the jobs need the paint hexes of the backend seed, as scripts/generate-scene-images.mjs does.
import { exteriorPaints } from "../../backend/catalogue/content/colours";
import type { ModelCode } from "@contract/model";
import { getModelContent } from "~/features/models/model-content";
import { modelFamilies } from "~/features/models/model-pages";
import { conceptImageId, galleryImageId, heroImageId } from "~/features/visuals/scene-ids";
import { pageManifest } from "~/features/visuals/page-manifest.generated";
import { pagePictureFor, pagePicturePaths, pageScenes } from "~/features/visuals/page-pictures";
import { sceneManifest as heroAndGalleryManifest } from "~/features/visuals/scene-manifest.generated";
import { buildSceneJobs, type SceneJob } from "./scene-jobs";
import drawnFrom from "./scene-hashes.generated.json";
import { SceneComposition } from "./scenes";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const sceneDir = path.join(publicDir, "images/scenes");
const jobs = buildSceneJobs(exteriorPaints);
// The two manifests together: the models' scenes and the pages' own pictures.
const sceneManifest = { ...heroAndGalleryManifest, ...pageManifest };
const rerun = "запустите npm run images / run npm run images";

// Keep in step with the markup scripts/generate-scene-images.mjs hashes.
const sceneMarkup = (job: SceneJob) =>
  renderToStaticMarkup(createElement(SceneComposition, { scene: job.scene, model: job.model, view: job.view, paint: job.paint }));

test("job ids are unique", () => {
  expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length);
});

test("a hero per family and the long G90, both concepts and every gallery frame", () => {
  const ids = jobs.map((job) => job.id);
  expect(ids.filter((id) => id.startsWith("hero-"))).toEqual(
    ["g70", "gv70", "g80-new", "gv80", "g90", "g90l"].map((code) => heroImageId(code as ModelCode | "g90l")),
  );
  expect(ids).toEqual(expect.arrayContaining(["hero-g80", "hero-g90l", conceptImageId("genesis-x"), "concept-mint"]));
  for (const family of modelFamilies) {
    getModelContent(family.code).gallery.frames.forEach((frame, index) => {
      const job = jobs.find((j) => j.id === galleryImageId(family.code, index, frame.scene));
      expect(job, `${family.code} frame ${index + 1}`).toMatchObject({
        scene: frame.scene,
        view: frame.view,
        paint: exteriorPaints[frame.paint]?.hex,
      });
    });
  }
  expect(jobs.find((job) => job.id === "g80-new-3-city-night")?.model).toBe("g80");
});

test("the pages' pictures are in the page manifest at two widths, the models' scenes in the scene manifest", () => {
  const pageIds = jobs.filter((job) => job.pages).map((job) => job.id);
  expect(pageIds.sort()).toEqual(pageScenes.map((scene) => scene.id).sort());
  expect(Object.keys(pageManifest).sort()).toEqual(pageIds);
  expect(Object.keys(heroAndGalleryManifest).some((id) => pageIds.includes(id))).toBe(false);
  for (const id of pageIds) expect(pageManifest[id]?.variants.map((v) => v.width)).toEqual([640, 1280]);
});

test("every page picture names an image of one of the manifests", () => {
  const paths = pagePicturePaths();
  expect(paths).toEqual(expect.arrayContaining(["/brand.html", "/servis.html", "/servis/podveska.html", "/soglasie.html"]));
  for (const path of paths) {
    const picture = pagePictureFor(path);
    expect(picture, path).not.toBeNull();
    expect(sceneManifest[picture?.id ?? ""], `${path}: ${picture?.id}`).toBeDefined();
  }
});

test("every job has a manifest entry and every entry a job", () => {
  expect(Object.keys(sceneManifest).sort(), `Список картинок изменился / the image list changed: ${rerun}`).toEqual(
    jobs.map((job) => job.id).sort(),
  );
});

test("every image was made from the current drawing", () => {
  const stale = jobs
    .filter((job) => (drawnFrom as Record<string, string>)[job.id] !== createHash("sha256").update(sceneMarkup(job)).digest("hex"))
    .map((job) => job.id);
  expect(stale, `Рисунок сцены изменился, картинки устарели / scene drawings changed, images are stale: ${rerun}`).toEqual([]);
});

test("every variant file exists with the manifest's dimensions", async () => {
  for (const [id, image] of Object.entries(sceneManifest)) {
    for (const variant of image.variants) {
      for (const file of [variant.avif, variant.webp]) {
        expect(file.startsWith("/images/scenes/"), file).toBe(true);
        const meta = await sharp(path.join(publicDir, file)).metadata();
        expect({ id, file, width: meta.width, height: meta.height }).toEqual({
          id,
          file,
          width: variant.width,
          height: Math.round((variant.width * image.height) / image.width),
        });
      }
    }
  }
});

test("the scenes folder holds only the manifest's files", () => {
  const named = new Set(
    Object.values(sceneManifest).flatMap((image) => image.variants.flatMap((v) => [v.avif, v.webp].map((f) => path.basename(f)))),
  );
  const orphans = readdirSync(sceneDir).filter((name) => !named.has(name));
  expect(orphans, `Лишние файлы / orphan files: ${rerun}`).toEqual([]);
});

test("images stay small: heroes at 1280 px under 60 KB, the folder under 10 MB", () => {
  const size = (file: string) => statSync(path.join(publicDir, file)).size;
  for (const [id, image] of Object.entries(sceneManifest).filter(([id]) => id.startsWith("hero-"))) {
    const variant = image.variants.find((v) => v.width === 1280);
    expect(variant, id).toBeDefined();
    if (!variant) continue;
    expect(size(variant.avif), variant.avif).toBeLessThanOrEqual(60 * 1024);
    expect(size(variant.webp), variant.webp).toBeLessThanOrEqual(60 * 1024);
  }
  const total = readdirSync(sceneDir).reduce((sum, name) => sum + statSync(path.join(sceneDir, name)).size, 0);
  expect(total).toBeLessThan(10 * 1024 * 1024);
});
