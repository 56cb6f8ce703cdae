// `npm run fonts`: cuts the one glyph of Manrope's latin-ext face the site's text uses, «₽», into a face
// of its own (app/styles/fonts/manrope-rouble-wght-normal.woff2, weights 200–800 kept), so that every
// page with a price preloads 1 KB instead of the whole 15 KB latin-ext file (root.tsx; the full face
// is still declared for any other latin-ext letter a news text may bring, and loads only then).
// Run it after upgrading @fontsource-variable/manrope: scripts/rouble-face.test.ts fails until
// the committed file is the subset of the installed face.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { roubleFace, roubleFacePath } from "./rouble-face.mjs";

await writeFile(roubleFacePath, await roubleFace());
console.log(`written ${fileURLToPath(roubleFacePath)}`);
