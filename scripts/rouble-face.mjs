// The «₽»-only subset of Manrope's variable latin-ext face (scripts/subset-fonts.mjs writes it, the
// test compares it with the committed file). harfbuzz keeps the weight axis; the output is deterministic.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

export const roubleFacePath = new URL("../app/styles/fonts/manrope-rouble-wght-normal.woff2", import.meta.url);

/** The face as woff2 bytes, cut from the installed @fontsource-variable/manrope. */
export async function roubleFace() {
  const latinExt = await readFile(require.resolve("@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2"));
  return subsetFont(latinExt, "₽", { targetFormat: "woff2" });
}
