import { readFile } from "node:fs/promises";
import fontverter from "fontverter";
import { expect, test } from "vitest";
import { roubleFace, roubleFacePath } from "./rouble-face.mjs";

/** The table tags of a font (woff2 unpacked to its sfnt). */
async function tablesOf(woff2: Buffer): Promise<string[]> {
  const sfnt: Buffer = await fontverter.convert(woff2, "sfnt");
  const count = sfnt.readUInt16BE(4);
  return Array.from({ length: count }, (_, i) => sfnt.toString("latin1", 12 + i * 16, 16 + i * 16));
}

test("the committed «₽» face is the subset of the installed Manrope (after an upgrade: npm run fonts)", async () => {
  const committed = await readFile(roubleFacePath);
  expect(Buffer.compare(committed, await roubleFace())).toBe(0);
  expect(committed.length).toBeLessThan(2048);
});

test("the «₽» face keeps Manrope's weight axis, so bold prices stay bold", async () => {
  const tables = await tablesOf(await readFile(roubleFacePath));
  expect(tables).toEqual(expect.arrayContaining(["fvar", "gvar", "cmap", "glyf"]));
});
