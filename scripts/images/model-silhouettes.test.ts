import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { exteriorPaints } from "../../backend/catalogue/content/colours";
import { silhouetteImage } from "~/features/visuals/silhouette-image";
import { modelSilhouetteFiles } from "./model-silhouettes";

const publicDir = path.resolve(import.meta.dirname, "../../public");

test("the side view files are the current drawings (run `npm run images` when this fails)", () => {
  const files = modelSilhouetteFiles(exteriorPaints);
  expect(files.size).toBe(15);
  for (const [file, svg] of files) expect(readFileSync(path.join(publicDir, file), "utf8"), file).toBe(svg);
});

test("each side view is cropped to its car, so the longer cars' pictures are wider, and the page knows their size", () => {
  const files = modelSilhouetteFiles(exteriorPaints);
  const fileWidth = (code: string) => Number(/width="([\d.]+)"/.exec(files.get(`images/models/${code}.svg`) ?? "")?.[1]);
  expect(fileWidth("g90")).toBeGreaterThan(fileWidth("g80-new"));
  expect(fileWidth("g80-new")).toBeGreaterThan(fileWidth("g70"));
  expect(fileWidth("gv80")).toBeGreaterThan(fileWidth("gv70"));
  expect(fileWidth("g70")).toBe(silhouetteImage("g70", "graphite").width);
  expect(files.get("images/models/gv70.svg")).toContain("<title>Genesis GV70: вид сбоку</title>");
  // The lists' pictures are in the family's hero paint (GV70: Мятный Ханаума).
  expect(files.get("images/models/gv70-side.svg")).toContain(`fill="${exteriorPaints["hanauma-mint"]?.hex}"`);
});
