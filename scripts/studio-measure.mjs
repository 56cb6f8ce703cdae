// `BENCH_ONLY=studio npm run bench`: the content studio's figures (issue 36), printed as numbers.
//  - publish → visible: a marketing account publishes a news item through process A; how long until
//    process B (another web process on the same PostgreSQL) shows it on its news page, its list and its
//    sitemap, p50/p99 over STUDIO_PUBLISHES publishes (without PostgreSQL: both requests on one PGlite process);
//  - saving a news item with five pictures: the five uploads (each resized into every width and format)
//    and the save, as the editor does them;
//  - the bytes of a 4000×3000 camera JPEG after processing, per width and format;
//  - the editor's first-load JS, against the visitor's home page (the editor must not grow it).
import { execFileSync } from "node:child_process";
import { brotliCompressSync } from "node:zlib";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { scriptsOf } from "./first-load-scripts.mjs";
import { createScratchDatabase, pause } from "./lead-measure.mjs";
import { startProductionServer } from "./server-process.mjs";
import { repoRoot } from "./test-stages.mjs";

const account = { email: "studio-bench@genesis-khimki.ru", password: "пароль-для-студии" };
const PUBLISHES = Number(process.env.STUDIO_PUBLISHES ?? 20);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A camera-sized JPEG whose bytes differ with the seed (the library stores the same picture once). */
function cameraJpeg(seed, width = 4000, height = 3000) {
  // Noise, so the encoders have real work and the sizes are those of a photograph rather than a flat colour.
  const pixels = Buffer.alloc(width * height * 3);
  let state = 0x9e3779b9 ^ seed;
  for (let i = 0; i < pixels.length; i += 3) {
    state = (state * 1664525 + 1013904223) >>> 0;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 255) / width + (state & 15);
    pixels[i + 1] = (y * 255) / height + ((state >> 4) & 15);
    pixels[i + 2] = 128 + ((seed * 37) % 100) + ((state >> 8) & 15);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function signIn(origin) {
  const session = await (
    await fetch(`${origin}/dealer/v1/staff/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(account),
    })
  ).json();
  const token = session.data.token;
  const me = await (await fetch(`${origin}/dealer/v1/staff/me`, { headers: { authorization: `Bearer ${token}` } })).json();
  return { token, headers: { authorization: `Bearer ${token}`, "x-csrf-token": me.data.csrfToken } };
}

async function call(origin, staff, method, route, body) {
  const res = await fetch(`${origin}/dealer/v1/staff/${route}`, {
    method,
    headers: { ...staff.headers, ...(body instanceof FormData || body === undefined ? {} : { "content-type": "application/json" }) },
    body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${answer.message}`);
  return answer.data;
}

async function upload(origin, staff, bytes, alt) {
  const form = new FormData();
  form.append("alt", alt);
  form.append("file", new Blob([bytes], { type: "image/jpeg" }), "photo.jpg");
  return call(origin, staff, "POST", "images/upload", form);
}

const moscowNow = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 16);

const draft = (code, pictures) => ({
  name: `Замер студии ${code}`,
  code,
  date: moscowNow(),
  preview_description: "Новость, которую публикует замер скорости студии: она должна появиться на сайте за секунды.",
  preview_file: pictures[0],
  additional_photos: pictures.slice(1),
  metaTitle: "",
  metaDescription: "",
  active: true,
  description: "<p>Текст новости для замера.</p>",
});

/** Polls until every check holds; milliseconds it took, or null after `ms`. */
async function visibleWithin(ms, checks) {
  const started = performance.now();
  while (performance.now() - started < ms) {
    const seen = await Promise.all(checks.map((check) => check()));
    if (seen.every(Boolean)) return performance.now() - started;
    await pause(25);
  }
  return null;
}

async function firstLoadBrotliKb(origin, pathname, headers = {}) {
  const html = await (await fetch(`${origin}${pathname}`, { headers })).text();
  const files = scriptsOf(html);
  const texts = files.map((file) => readFileSync(path.join(repoRoot, "build/client", file)));
  const bytes = texts.reduce((sum, text) => sum + brotliCompressSync(text).length, 0);
  // The rich-text editor (TipTap on ProseMirror) is what the editor pages add; a visitor's page must not carry it.
  const editorCode = texts.some((text) => text.includes("ProseMirror"));
  return { files: files.length, kb: bytes / 1024, editorCode };
}

export async function benchStudio({ postgresUrl } = {}) {
  const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : null;
  const env = scratch ? { DATABASE_URL: scratch.url } : {};
  const a = await startProductionServer({ env });
  // The account is added once the first process has migrated the database; PGlite belongs to one process,
  // so without PostgreSQL the CLI runs before the only process opens it.
  let b = a;
  try {
    if (scratch) {
      execFileSync(process.execPath, ["scripts/staff.mjs", "add", account.email, "--role", "marketing"], {
        cwd: repoRoot,
        env: { ...process.env, ...env, STAFF_PASSWORD: account.password },
        stdio: "ignore",
      });
      b = await startProductionServer({ env });
    } else {
      await a.stop({ keepData: true });
      execFileSync(process.execPath, ["scripts/staff.mjs", "add", account.email, "--role", "marketing"], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: a.dataDir, DATABASE_URL: "", STAFF_PASSWORD: account.password },
        stdio: "ignore",
      });
      b = await startProductionServer({ dataDir: a.dataDir });
    }
    const origin = scratch ? a.origin : b.origin;
    const staff = await signIn(origin);

    // The variants of one camera picture.
    const camera = await cameraJpeg(1);
    const stored = await upload(origin, staff, camera, "Замер: снимок камеры 4000×3000");
    const hash = /\/media\/([0-9a-f]{64})-/.exec(stored.src)?.[1];
    console.log(`\ncontent studio (${scratch ? "two processes on one PostgreSQL" : "one process on PGlite"})`);
    console.log(`a 4000×3000 JPEG of ${(camera.length / 1024).toFixed(0)} KB after processing (KB):`);
    console.log(`${"width".padEnd(8)} ${"avif".padStart(7)} ${"webp".padStart(7)} ${"jpeg".padStart(7)}`);
    for (const width of [480, 960, 1600]) {
      const sizes = await Promise.all(
        ["avif", "webp", "jpeg"].map(
          async (format) => (await (await fetch(`${origin}/media/${hash}-${width}.${format}`)).arrayBuffer()).byteLength,
        ),
      );
      console.log(`${String(width).padEnd(8)} ${sizes.map((size) => (size / 1024).toFixed(1).padStart(7)).join(" ")}`);
    }

    // A news item with five pictures, as the editor saves it: five uploads, then the save.
    const photos = await Promise.all([2, 3, 4, 5, 6].map((seed) => cameraJpeg(seed)));
    let started = performance.now();
    const pictures = [];
    for (const [index, bytes] of photos.entries()) pictures.push((await upload(origin, staff, bytes, `Замер: снимок ${index + 1}`)).src);
    const uploadsMs = performance.now() - started;
    started = performance.now();
    const created = await call(origin, staff, "POST", "content/news/new", { base: 0, data: draft("zamer-pyati-snimkov", pictures) });
    const saveMs = performance.now() - started;
    console.log(
      `a news item with 5 pictures of 4000×3000: uploads ${(uploadsMs / 1000).toFixed(1)} s (${(uploadsMs / 5 / 1000).toFixed(1)} s each), save ${saveMs.toFixed(0)} ms`,
    );

    // Publish → visible on the other process: the page, the list and the sitemap.
    const delays = [];
    for (let n = 0; n < PUBLISHES; n++) {
      const code = `zamer-publikacii-${n}`;
      const item = await call(origin, staff, "POST", "content/news/new", { base: 0, data: draft(code, pictures.slice(0, 1)) });
      // Both processes have the list and the sitemap in their page cache before the publish.
      await Promise.all([fetch(`${b.origin}/news.html`), fetch(`${b.origin}/sitemap.xml`)].map((p) => p.then((r) => r.text())));
      const publishedAt = performance.now();
      await call(origin, staff, "POST", `content/news/${item.itemId}/publish`, { number: item.number });
      const seen = await visibleWithin(15_000, [
        async () => (await fetch(`${b.origin}/news/${code}.html`)).status === 200,
        async () => (await (await fetch(`${b.origin}/news.html`)).text()).includes(`Замер студии ${code}`),
        async () => (await (await fetch(`${b.origin}/sitemap.xml`)).text()).includes(`/news/${code}.html`),
      ]);
      delays.push(seen === null ? Infinity : performance.now() - publishedAt);
    }
    delays.sort((x, y) => x - y);
    const seconds = (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : "not within 15");
    console.log(
      `publish → visible on ${scratch ? "the other process" : "the same process"} (page, list, sitemap), ${PUBLISHES} publishes: p50 ${seconds(percentile(delays, 50))} s, p99 ${seconds(percentile(delays, 99))} s (target ≤ 10 s)`,
    );

    const cookie = { cookie: `staff_session=${staff.token}` };
    const editor = await firstLoadBrotliKb(origin, `/staff/content/news/${created.itemId}`, cookie);
    const home = await firstLoadBrotliKb(origin, "/");
    // The rich-text editor (TipTap) is a chunk of its own the editor page loads once it has painted.
    const assets = path.join(repoRoot, "build/client/assets");
    const richText = readdirSync(assets).find((name) => /^rich-text-editor-.*\.js$/.test(name));
    const richTextKb = richText ? brotliCompressSync(readFileSync(path.join(assets, richText))).length / 1024 : NaN;
    console.log(
      `JS (brotli): the news editor's first load ${editor.kb.toFixed(1)} KB in ${editor.files} files, then its rich-text editor ${richTextKb.toFixed(1)} KB; ` +
        `the home page ${home.editorCode ? "CARRIES the rich-text editor's code" : "carries none of the editor's code"}`,
    );
  } finally {
    if (b !== a) await b.stop();
    await a.stop();
    if (scratch) await scratch.drop();
  }
}
