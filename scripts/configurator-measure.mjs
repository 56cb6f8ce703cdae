// The configurator's figures for `npm run bench` (BENCH_ONLY=configurator for this part alone): the PDF
// of each model, first render and a repeat of the same configuration (cached by configuration) through
// GET /api/download/pdf/ as the site calls it, the PDF's size; and the configurator's JavaScript on first
// load beyond the site's shared bundle, read from the build's route manifest.
import { gzipSync } from "node:zlib";
import { startProductionServer } from "./server-process.mjs";

const REPEATS = Number(process.env.BENCH_PDF_REPEATS ?? 20);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(1)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.toString().slice(0, 200)}`);
  return { elapsed, body };
}

/** One configuration per model: its last package, paint and trim, with the first credit program that fits. */
async function configurations(origin) {
  const data = (await (await fetch(`${origin}/api/configurator/json-data`)).json()).data;
  return data.model.map((model) => {
    const last = (list) => list.filter((item) => item.modelCode === model.code).at(-1);
    const pkg = last(data.package);
    return {
      name: model.modelName,
      query: new URLSearchParams({
        car: model.configuratorCode,
        modification: pkg.code,
        exterior: last(data.colorExterior).code,
        interior: last(data.colorInterior).code,
        program: "1",
        credit: "36",
        first_pay: String(Math.round(pkg.price * 0.3)),
      }),
    };
  });
}

async function measurePdfs(origin) {
  const rows = [];
  // The process renders one PDF in the background when it starts; the first request of the bench
  // waits for that warm-up to end (its own figure), so the rows below are renders of new configurations.
  const [warm] = await configurations(origin);
  warm.query.set("save", "0");
  warm.query.set("credit", "0");
  console.log(
    `  first PDF of the process (save=0, while the start-up warm-up may still run): ${ms((await timed(`${origin}/api/download/pdf/?${warm.query}`)).elapsed)}`,
  );
  for (const { name, query } of await configurations(origin)) {
    const first = await timed(`${origin}/api/download/pdf/?${query}`);
    const repeats = [];
    for (let i = 0; i < REPEATS; i++) repeats.push((await timed(`${origin}/api/download/pdf/?${query}`)).elapsed);
    const { file } = JSON.parse(first.body.toString());
    const pdf = await timed(`${origin}/api/download/pdf/${file}`);
    rows.push({ name, first: first.elapsed, repeat: median(repeats), size: pdf.body.length, serve: pdf.elapsed });
  }
  return rows;
}

/** The files of the route manifest's module and its imports (one level is what the manifest lists: each route's whole static graph). */
function filesOf(entry) {
  return entry ? [entry.module, ...(entry.imports ?? [])] : [];
}

async function measureJs(origin) {
  const html = await (await fetch(`${origin}/configurator`)).text();
  const manifestPath = html.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  if (!manifestPath) throw new Error("no route manifest in the configurator's HTML");
  const text = await (await fetch(`${origin}${manifestPath}`)).text();
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
  const shared = new Set([...filesOf(manifest.entry), ...filesOf(manifest.routes.root), ...filesOf(manifest.routes["page-meta"])]);
  const own = [...new Set(filesOf(manifest.routes.configurator))].filter((file) => !shared.has(file));
  const gzip = async (files) => {
    let total = 0;
    for (const file of files) total += gzipSync(Buffer.from(await (await fetch(`${origin}${file}`)).arrayBuffer())).length;
    return total;
  };
  return { shared: await gzip([...shared]), own: await gzip(own), files: own.length };
}

/** Prints the configurator's section of the bench. */
export async function benchConfigurator() {
  const server = await startProductionServer();
  try {
    const { origin } = server;
    console.log(
      "configurator PDF (GET /api/download/pdf/, first render of a configuration; repeat = median of " +
        REPEATS +
        " requests for the same one):",
    );
    for (const row of await measurePdfs(origin)) {
      console.log(
        `  ${row.name.padEnd(20)} first ${ms(row.first).padStart(9)}, repeat ${ms(row.repeat).padStart(8)}, PDF ${kb(row.size)} (served in ${ms(row.serve)})`,
      );
    }
    const js = await measureJs(origin);
    console.log(
      `configurator JS on first load beyond the shared bundle (gzip): ${kb(js.own)} in ${js.files} files (shared entry + root + layout: ${kb(js.shared)})`,
    );
  } finally {
    await server.stop();
  }
}
