import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { modelSilhouetteFiles } from "./model-silhouettes";

const publicDir = path.resolve(import.meta.dirname, "../../../public");

test("the models menu's side views are the current drawings (run `npm run images` when this fails)", () => {
  const files = modelSilhouetteFiles();
  expect(files.size).toBe(10);
  for (const [file, svg] of files) expect(readFileSync(path.join(publicDir, file), "utf8"), file).toBe(svg);
});

test("each side view is cropped to its car, so the longer cars' files are wider", () => {
  const width = (code: string) => Number(/width="([\d.]+)"/.exec(modelSilhouetteFiles().get(`images/models/${code}.svg`) ?? "")?.[1]);
  expect(width("g90")).toBeGreaterThan(width("g80-new"));
  expect(width("g80-new")).toBeGreaterThan(width("g70"));
  expect(width("gv80")).toBeGreaterThan(width("gv70"));
  expect(modelSilhouetteFiles().get("images/models/gv70.svg")).toContain("<title>Genesis GV70: вид сбоку</title>");
});
