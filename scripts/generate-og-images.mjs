// `node scripts/generate-og-images.mjs`: draws the share pictures (og:image) that the /v1/meta rows
// name — public/images/og/{name}.jpg, 1200×630 JPEG — from the model silhouettes in
// public/images/models and the Genesis emblem, with a short Russian caption. The results are
// committed; run it again after changing a caption, a silhouette or the list in backend/site/content/meta*.ts.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public/images/og");
const fonts = { regular: path.join(root, "assets/fonts/DejaVuSans.ttf"), bold: path.join(root, "assets/fonts/DejaVuSans-Bold.ttf") };

const WIDTH = 1200;
const HEIGHT = 630;
const MAX_BYTES = 60 * 1024;
const copper = "#a36b4f";

/** One picture per share image the meta rows use: its caption, subtitle and the model pictured. */
const images = [
  { name: "genesis-khimki", title: "Официальный дилер Genesis", subtitle: "Химки, Ленинградское шоссе", model: "g80-new" },
  { name: "news", title: "Новости Genesis Химки", subtitle: "Модели, события бренда и сервис", model: "gv70" },
  { name: "future", title: "Будущее Genesis", subtitle: "Электромобили и концепты бренда", model: "g70" },
  { name: "configurator", title: "Конфигуратор Genesis", subtitle: "Модель, комплектация и цвет", model: "gv80" },
  { name: "service", title: "Сервис Genesis Химки", subtitle: "ТО и ремонт по стандартам бренда", model: "g90" },
  { name: "g70", title: "Genesis G70", subtitle: "Спортивный седан с полным приводом", model: "g70" },
  { name: "gv70", title: "Genesis GV70", subtitle: "Среднеразмерный кроссовер", model: "gv70" },
  { name: "g80-new", title: "Новый Genesis G80", subtitle: "Седан бизнес-класса", model: "g80-new" },
  { name: "gv80", title: "Genesis GV80", subtitle: "Полноразмерный кроссовер", model: "gv80" },
  { name: "g90", title: "Genesis G90", subtitle: "Флагманский седан", model: "g90" },
];

// The emblem of public/favicon.svg: wings and the crest, drawn in white.
const emblem = `
  <path d="M29 12Q16 10.8 3 10.6Q16 14.3 29 14.6ZM47 12Q60 10.8 73 10.6Q60 14.3 47 14.6ZM29 16.2Q19.25 15 9.5 15.2Q19.25 18.5 29 18.8ZM47 16.2Q56.75 15 66.5 15.2Q56.75 18.5 47 18.8ZM29 20.4Q22.5 19.2 16 19.8Q22.5 22.7 29 23ZM47 20.4Q53.5 19.2 60 19.8Q53.5 22.7 47 23ZM29 24.6Q25.75 23.4 22.5 24.4Q25.75 26.9 29 27.2ZM47 24.6Q50.25 23.4 53.5 24.4Q50.25 26.9 47 27.2Z"/>
  <path d="M31 9.5h14V19c0 5-3.2 8.6-7 10.5-3.8-1.9-7-5.5-7-10.5z" fill="none" stroke="#fff" stroke-width="2"/>
  <path d="M34 13h8v5.8c0 2.9-1.7 5-4 6.3-2.3-1.3-4-3.4-4-6.3z"/>`;

/** Night background with a studio light where the car stands, a floor line and the emblem. */
function backgroundSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0c0c0d"/><stop offset="1" stop-color="#1c1d20"/></linearGradient>
    <radialGradient id="light" cx="0.7" cy="0.72" r="0.5"><stop offset="0" stop-color="#4a4540" stop-opacity="0.9"/><stop offset="0.6" stop-color="#26231f" stop-opacity="0.5"/><stop offset="1" stop-color="#0c0c0d" stop-opacity="0"/></radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${copper}" stop-opacity="0"/><stop offset="0.5" stop-color="${copper}" stop-opacity="0.9"/><stop offset="1" stop-color="${copper}" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
  <rect x="440" y="560" width="740" height="2" fill="url(#floor)"/>
  <g transform="translate(64 52) scale(1.5)" fill="#fff">${emblem}</g>
</svg>`;
}

/** The model's silhouette repainted silver, so it reads on the night background. */
async function silhouette(model, width) {
  const source = await readFile(path.join(root, `public/images/models/${model}-shadow.svg`), "utf8");
  const silver =
    '<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9dcdf"/><stop offset=".5" stop-color="#9a9ea3"/><stop offset="1" stop-color="#55585c"/></linearGradient>';
  const repainted = source.replace(/<linearGradient id="paint"[\s\S]*?<\/linearGradient>/, silver);
  return sharp(Buffer.from(repainted), { density: 300 }).resize({ width }).png().toBuffer();
}

/** Text rendered by Pango from the repository's own font, so the result does not depend on system fonts. */
function text(markup, fontfile, font, width) {
  return sharp({ text: { text: markup, fontfile, font, width, rgba: true, dpi: 72, wrap: "word" } })
    .png()
    .toBuffer();
}

const CAR_WIDTH = 600;
const FLOOR_Y = 560;

async function render(image) {
  const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const car = await silhouette(image.model, CAR_WIDTH);
  const { height: carHeight = 0 } = await sharp(car).metadata();
  const [brand, title, subtitle] = await Promise.all([
    text(`<span foreground="#ffffff" letter_spacing="6000">GENESIS ХИМКИ</span>`, fonts.bold, "DejaVu Sans Bold 26", 600),
    text(`<span foreground="#ffffff">${escape(image.title)}</span>`, fonts.bold, "DejaVu Sans Bold 52", 600),
    text(`<span foreground="#c9c4be">${escape(image.subtitle)}</span>`, fonts.regular, "DejaVu Sans 28", 560),
  ]);
  const { height: titleHeight = 0 } = await sharp(title).metadata();
  // Caption from the top left down: title, a copper rule, subtitle; the car stands on the floor line.
  const titleTop = 170;
  const ruleTop = titleTop + titleHeight + 26;
  const copperRule = await sharp({ create: { width: 72, height: 4, channels: 4, background: copper } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(backgroundSvg()))
    .composite([
      { input: brand, left: 190, top: 66 },
      { input: title, left: 64, top: titleTop },
      { input: copperRule, left: 64, top: ruleTop },
      { input: subtitle, left: 64, top: ruleTop + 26 },
      { input: car, left: WIDTH - CAR_WIDTH - 40, top: FLOOR_Y - carHeight + 12 },
    ])
    .flatten({ background: "#0c0c0d" })
    .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

await mkdir(outDir, { recursive: true });
for (const image of images) {
  const file = path.join(outDir, `${image.name}.jpg`);
  const jpeg = await render(image);
  const size = jpeg.length;
  if (size > MAX_BYTES) throw new Error(`${file}: ${size} байт, больше ${MAX_BYTES}`);
  await writeFile(file, jpeg);
  console.log(`${path.relative(root, file)}: ${Math.round(size / 1024)} КБ`);
}
