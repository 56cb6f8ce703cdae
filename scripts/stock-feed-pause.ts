// How long reading a large stock feed holds the event loop: a 5 000-car offers feed with 40 photo
// addresses a car (~23 MB, what a big dealer's export weighs), read (1) piece by piece, timing the
// parse, the whole reader (parse and validation) and the snapshot's hash, and (2) through the real
// refresh path — a local provider over HTTP, the fetch, the reader, the snapshot's transaction and the
// search index — with perf_hooks' event-loop delay monitor and a 1 ms ticker recording the longest gap
// between two turns of the loop; then (3) the first read of the new snapshot by a process's stock reader.
// `npx vite-node --config vitest.config.ts scripts/stock-feed-pause.ts`; with DATABASE_URL (a server's
// URL; a scratch database is made on it and dropped) on PostgreSQL, with PGLITE_DIR on PGlite in that
// (new) folder as `npm start` runs it, else on PGlite in memory. CARS, PHOTOS and RUNS change the feed
// and the repeats.
import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { openDatabase } from "../backend/db/client";
import { sampleNewCars, type SampleCar } from "../backend/stock/content/sample-stock";
import { parseFeedXml } from "../backend/stock/feed-xml";
import { readIlsaOffersFeed } from "../backend/stock/ilsa-offers";
import { ilsaOffersXml } from "../backend/stock/sample-feeds";
import { stockFeeds } from "../backend/stock/stock-feeds";
import { createStockReader, refreshStock } from "../backend/stock/stock-store";
import { testCarIdKey } from "../backend/stock/car-ids";
import { createScratchPostgres } from "../backend/testing/databases";

const cars = Number(process.env.CARS ?? 5_000);
const photos = Number(process.env.PHOTOS ?? 40);
const runs = Number(process.env.RUNS ?? 3);
const now = new Date("2026-11-24T09:00:00Z");

/** Many cars from the sample's few, each with `photos` addresses of a CDN that resizes by query (`&` and all). */
function bigFeed(): string {
  const sample = sampleNewCars();
  const many: SampleCar[] = Array.from({ length: cars }, (_, i) => {
    const car = sample[i % sample.length] as SampleCar;
    const id = String(100_000 + i);
    return {
      ...car,
      id,
      vin: `${car.vin.slice(0, 11)}${id}`,
      photos: Array.from(
        { length: photos },
        (_, n) => `https://cdn.dealer-photos.example.ru/genesis/${car.modelCode}/${id}/${n + 1}.jpg?w=1600&h=1200&fit=cover`,
      ),
    };
  });
  return ilsaOffersXml(many);
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Runs `fn` `runs` times: the median and the longest wall time, and the last result. */
async function timed<T>(fn: () => T | Promise<T>): Promise<{ median: number; max: number; result: T }> {
  const times: number[] = [];
  let result!: T;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = await fn();
    times.push(performance.now() - started);
  }
  return { median: median(times), max: Math.max(...times), result };
}

/** Runs `fn` while watching the loop: its wall time, the monitor's longest delay and the longest gap between 1 ms ticks. */
async function watched<T>(fn: () => Promise<T>): Promise<{ total: number; maxDelay: number; longestGap: number; result: T }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  let longestGap = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const at = performance.now();
    longestGap = Math.max(longestGap, at - last);
    last = at;
  }, 1);
  histogram.enable();
  const started = performance.now();
  const result = await fn();
  const total = performance.now() - started;
  // One more turn of the loop, so a stretch that ran to the end of `fn` is recorded too.
  await new Promise((resolve) => setTimeout(resolve, 10));
  histogram.disable();
  clearInterval(ticker);
  return { total, maxDelay: histogram.max / 1e6, longestGap, result };
}

/** A database of its own on the server of DATABASE_URL, or PGlite in memory. */
async function scratchDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = process.env.PGLITE_DIR;
  if (dataDir)
    return {
      database: await openDatabase({ dataDir }),
      name: `PGlite in ${dataDir}`,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  if (!serverUrl) return { database: await openDatabase({ dataDir: "memory://" }), name: "PGlite in memory", drop: async () => undefined };
  const scratch = await createScratchPostgres(serverUrl);
  return { database: await openDatabase({ databaseUrl: scratch.url }), name: "PostgreSQL", drop: scratch.drop };
}

const xml = bigFeed();
console.log(`feed: ${cars} cars × ${photos} photos, ${(Buffer.byteLength(xml) / 1024 / 1024).toFixed(1)} MB; median (max) of ${runs} runs`);

const parse = await timed(() => parseFeedXml(xml, ["offer", "image", "video"]));
console.log(`  parseFeedXml, one synchronous stretch         ${ms(parse.median)} (${ms(parse.max)})`);
const read = await timed(() => readIlsaOffersFeed(xml, now));
console.log(`  readIlsaOffersFeed (parse + collectCars)      ${ms(read.median)} (${ms(read.max)}), ${read.result.cars.length} cars`);
const readWatched = await watched(async () => readIlsaOffersFeed(xml, now));
console.log(`    … its longest stretch without a turn of the loop: ${ms(readWatched.longestGap)}`);
const hash = await timed(() =>
  createHash("sha256")
    .update(JSON.stringify([read.result.cars, []]))
    .digest("hex"),
);
console.log(`  JSON.stringify + sha256 of the cars           ${ms(hash.median)} (${ms(hash.max)})`);

// The real path: a provider over HTTP, the refresh job's read, transaction and search index.
let answer = xml;
const provider = http.createServer((_req, res) =>
  res.writeHead(200, { "Content-Type": "application/xml; charset=utf-8", Connection: "close" }).end(answer),
);
await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
const feeds = stockFeeds({ ilsaOffers: { baseUrl: url, dealerCode: "GNS-KHM-01", token: "t" } }, async () => testCarIdKey);
const { database, name, drop } = await scratchDatabase();
try {
  const totals: number[] = [];
  const delays: number[] = [];
  const reloads: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Every run a changed feed (another price), so the snapshot and the search index are written each time.
    answer = xml.replace("<price>", `<price>${i + 1}`);
    const refresh = await watched(() => refreshStock(database.db, feeds, { refreshMs: 0, retryMs: 0 }));
    const [outcome] = refresh.result;
    if (outcome?.status !== "ok") throw new Error(`refresh ${i + 1}: ${JSON.stringify(outcome)}`);
    // A process's first request after the snapshot moved reloads it.
    const reload = await watched(() => createStockReader(database.db, ["ilsa-offers"]).current());
    console.log(
      `  refresh ${i + 1} on ${name}: total ${ms(refresh.total)}, longest event-loop delay ${ms(refresh.maxDelay)} (longest gap between 1 ms ticks ${ms(refresh.longestGap)}); ` +
        `then the reader's reload: ${ms(reload.total)}, longest delay ${ms(reload.maxDelay)}`,
    );
    totals.push(refresh.total);
    delays.push(refresh.maxDelay);
    reloads.push(reload.maxDelay);
  }
  console.log(
    `  refresh on ${name}, median: total ${ms(median(totals))}, longest event-loop delay ${ms(median(delays))}; reader's reload delay ${ms(median(reloads))}`,
  );
} finally {
  await database.close();
  await drop();
  provider.closeAllConnections();
  provider.close();
}
