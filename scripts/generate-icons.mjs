// `node scripts/generate-icons.mjs`: draws the site's raster icons from public/favicon.svg, for the
// browsers and robots that do not take the SVG: public/favicon.ico (16, 32 and 48 px, PNG inside, what
// Safari, old browsers and search engines ask for at /favicon.ico) and public/apple-touch-icon.png
// (180 px, square: iOS rounds the corners itself). The results are committed; run it again after
// changing favicon.svg.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const svg = await readFile(path.join(root, "public/favicon.svg"), "utf8");

/** The icon at `size` px as PNG; `square` fills the rounded corners (a home screen rounds its own). */
function png(size, { square = false } = {}) {
  const source = square ? svg.replace(/ rx="[^"]*"/, "") : svg;
  return sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding PNG images (Windows Vista and every current browser read PNG inside ICO). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })));
await writeFile(path.join(root, "public/favicon.ico"), ico(images));
await writeFile(path.join(root, "public/apple-touch-icon.png"), await png(180, { square: true }));
process.stdout.write(`public/favicon.ico (${sizes.join(", ")} px), public/apple-touch-icon.png (180 px)\n`);
