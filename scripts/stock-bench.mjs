// `BENCH_ONLY=stock npm run bench` (and part of `npm run bench`): the stock's figures.
// - parse and normalise a 5 000-vehicle feed of each format (export-master, ilsa-offers, Auto.ru): min, p50 and
//   max of 5 runs, and whether each p50 is within the 300 ms target;
// - the production server reading 5 000 cars (2 500 used + 2 500 new) from local feeds: server time of
//   /avto-v-nalicii.html with three filters set (p50 and p90 of sequential requests), and the gzip
//   size of a list page of 24 cars.
import http from "node:http";
import os from "node:os";
import { gzipSync } from "node:zlib";
import { startProductionServer } from "./server-process.mjs";
import { loadTsModules } from "./ts-modules.mjs";

const VEHICLES = 5_000;
/** Parsing, validating and normalising one 5 000-vehicle feed: at most this, median wall time. */
const PARSE_TARGET_MS = 300;
const SAMPLES = Number(process.env.BENCH_STOCK_SAMPLES ?? 200);
const FILTERED = `/avto-v-nalicii.html?model=gv70&condition=used&engine=${encodeURIComponent("Бензин")}`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const ms = (n) => `${n.toFixed(1)} ms`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Many cars from the sample's few: the same makes and paints, ids of their own. */
// Each car its own VIN: one VIN twice is one car listed twice, kept once (docs/decisions/0056), and the
// feed would read as the sample's few dozen cars rather than 5 000.
function manyCars(sample, count, idOf) {
  return Array.from({ length: count }, (_, i) => {
    const car = sample[i % sample.length];
    return { ...car, id: idOf(i), vin: `${car.vin.slice(0, 11)}${String(i).padStart(6, "0")}` };
  });
}

const loadModules = () =>
  loadTsModules({
    stock: "/backend/stock/content/sample-stock.ts",
    feeds: "/backend/stock/sample-feeds.ts",
    exportMaster: "/backend/stock/export-master.ts",
    ilsa: "/backend/stock/ilsa-offers.ts",
    autoru: "/backend/stock/autoru.ts",
    avito: "/backend/stock/avito.ts",
  });

export async function benchStock() {
  console.log(
    `\nstock bench: load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" / ")} on ${os.cpus().length} cores`,
  );
  const m = await loadModules();
  const used = manyCars(m.stock.sampleUsedCars(), VEHICLES, (i) => `EM${100_000 + i}`);
  const fresh = manyCars(m.stock.sampleNewCars(), VEHICLES, (i) => String(500_000 + i));
  const formats = [
    ["export-master", m.feeds.exportMasterXml(used), m.exportMaster.readExportMasterFeed],
    ["ilsa-offers", m.feeds.ilsaOffersXml(fresh), m.ilsa.readIlsaOffersFeed],
    ["Auto.ru", m.feeds.autoruXml([...used.slice(0, VEHICLES / 2), ...fresh.slice(0, VEHICLES / 2)]), m.autoru.readAutoruFeed],
    ["Avito", m.feeds.avitoXml([...used.slice(0, VEHICLES / 2), ...fresh.slice(0, VEHICLES / 2)]), m.avito.readAvitoFeed],
  ];
  // CPU time beside wall time: on a shared, busy machine the wall clock also counts the waits for a core.
  console.log(
    `\nstock: parse + validate + normalise a ${VEHICLES}-vehicle feed (5 runs after a warm-up; target ≤ ${PARSE_TARGET_MS} ms median each)`,
  );
  const verdicts = [];
  for (const [name, xml, read] of formats) {
    await read(xml, new Date());
    const walls = [];
    const cpus = [];
    let cars = 0;
    for (let i = 0; i < 5; i++) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      cars = (await read(xml, new Date())).cars.length;
      walls.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpus.push((used.user + used.system) / 1000);
    }
    const p50 = median(walls);
    verdicts.push([name, p50, median(cpus)]);
    console.log(
      `  ${name.padEnd(14)} wall min/p50/max ${ms(Math.min(...walls))} / ${ms(p50)} / ${ms(Math.max(...walls))}, CPU p50 ${ms(median(cpus))}  ` +
        `(${(Buffer.byteLength(xml) / 1024 / 1024).toFixed(1)} MB, ${cars} cars) — ${p50 <= PARSE_TARGET_MS ? "within" : "OVER"} ${PARSE_TARGET_MS} ms`,
    );
  }
  const over = verdicts.filter(([, p50]) => p50 > PARSE_TARGET_MS);
  const slowest = verdicts.reduce((a, b) => (b[1] > a[1] ? b : a));
  console.log(
    over.length === 0
      ? `  target met: every format's p50 is ≤ ${PARSE_TARGET_MS} ms (slowest ${slowest[0]}, ${ms(slowest[1])})`
      : `  TARGET MISSED: ${over.map(([name, p50]) => `${name} ${ms(p50)}`).join(", ")} over ${PARSE_TARGET_MS} ms`,
  );
  // A machine busier than its cores makes the wall clock count the waits for one: say so, with the CPU figures beside.
  const [load] = os.loadavg();
  if (over.length > 0 && load > os.cpus().length) {
    const cpuOver = verdicts.filter(([, , cpu]) => cpu > PARSE_TARGET_MS);
    console.log(
      `  (load average ${load.toFixed(1)} on ${os.cpus().length} cores: the wall times include waiting for a core; ` +
        `CPU p50 ${cpuOver.length === 0 ? `is ≤ ${PARSE_TARGET_MS} ms for every format` : `is over ${PARSE_TARGET_MS} ms for ${cpuOver.map(([name]) => name).join(", ")}`} — rerun on a quiet machine)`,
    );
  }

  // Local providers of 2 500 used and 2 500 new cars for the production server.
  const half = VEHICLES / 2;
  const usedXml = m.feeds.exportMasterXml(used.slice(0, half));
  const offersXml = m.feeds.ilsaOffersXml(fresh.slice(0, half));
  const provider = http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "application/xml; charset=utf-8" }).end(req.url?.startsWith("/em/") ? usedXml : offersXml);
  });
  await new Promise((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const feedOrigin = `http://127.0.0.1:${provider.address().port}`;
  const server = await startProductionServer({
    env: { EXPORT_MASTER_URL: `${feedOrigin}/em`, ILSA_OFFERS_URL: `${feedOrigin}/ilsa`, ILSA_OFFERS_TOKEN: "bench", LOG_LEVEL: "warn" },
  });
  try {
    const loaded = performance.now();
    for (;;) {
      const body = await (await fetch(`${server.origin}/dealer/v1/stock?pageSize=1`)).json();
      if (body.data?.all === VEHICLES) break;
      if (performance.now() - loaded > 120_000)
        throw new Error(`в наличии ${body.data?.all} автомобилей вместо ${VEHICLES} через 2 минуты`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const timed = async (url) => {
      const started = performance.now();
      const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      return { ms: performance.now() - started, text };
    };
    for (let i = 0; i < 20; i++) await timed(`${server.origin}${FILTERED}`);
    const times = [];
    let filteredHtml = "";
    for (let i = 0; i < SAMPLES; i++) {
      const { ms: t, text } = await timed(`${server.origin}${FILTERED}`);
      times.push(t);
      filteredHtml = text;
    }
    const full = (await timed(`${server.origin}/avto-v-nalicii.html`)).text;
    const cardsOn = (html) => (html.match(/<article /g) ?? []).length;
    console.log(
      `stock list with ${VEHICLES} cars in stock (2 500 used + 2 500 new from local feeds, read in ${((performance.now() - loaded) / 1000).toFixed(1)} s)\n` +
        `  ${FILTERED}: server time p50 ${ms(median(times))}, p90 ${ms(percentile(times, 0.9))} over ${SAMPLES} sequential requests (target p50 ≤ 30 ms); ${cardsOn(filteredHtml)} cards\n` +
        `  /avto-v-nalicii.html HTML: ${kb(Buffer.byteLength(full))}, gzip ${kb(gzipSync(Buffer.from(full)).length)} with ${cardsOn(full)} cars (target ≤ 60 KB gzip)`,
    );
  } finally {
    await server.stop();
    provider.close();
  }
}
