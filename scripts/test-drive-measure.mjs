// `npm run bench` part «test drive» (BENCH_ONLY=test-drive runs it alone): the size of the schedule answer
// for two weeks, how fast the schedule and the booking page answer, and 50 visitors booking one slot at
// the same moment through the web process (one booking, 49 «taken»), on a fresh embedded database.
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startProductionServer } from "./server-process.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RACERS = 50;
const SCHEDULE = "/dealer/test-drive?method=getShedule&dealer=1&model=g70";

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The first slot the schedule offers. */
function firstFree(schedule) {
  for (const [date, slots] of Object.entries(schedule)) {
    for (const [time, slot] of Object.entries(slots)) if (slot.available) return { date, time };
  }
  throw new Error("в расписании нет свободного времени");
}

/** Figures of the test-drive schedule and booking on the embedded database (PGlite). */
export async function benchTestDrive() {
  const server = await startProductionServer({ env: { LEAD_RATE_LIMIT: "0" } });
  const { origin } = server;
  try {
    const raw = await (await fetch(`${origin}${SCHEDULE}`)).text();
    const { data } = JSON.parse(raw);
    const days = Object.keys(data).length;
    const slots = Object.values(data).reduce((sum, day) => sum + Object.keys(day).length, 0);
    console.log(
      `\ntest drive: the schedule answer for two weeks (${days} days, ${slots} slots) is ${kb(Buffer.byteLength(raw))}, ${kb(gzipSync(raw).length)} gzip`,
    );

    for (const path of [SCHEDULE, "/test-drive.html"]) {
      const result = await autocannon({
        url: `${origin}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { "accept-encoding": "gzip" },
      });
      console.log(
        `  GET ${path}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
      );
    }

    const slot = firstFree(data);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        fetch(`${origin}/dealer/v1/request`, {
          method: "POST",
          headers: { "content-type": "application/json", "X-Forwarded-For": `10.9.0.${i + 1}` },
          body: JSON.stringify({ name: "Гость", phone: "+7 (911) 404-11-12", agree: "on", model: "g70", city: "2", dealer: "1", ...slot }),
        }).then((r) => r.status),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const counts = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    const after = JSON.parse(await (await fetch(`${origin}${SCHEDULE}`)).text()).data[slot.date]?.[slot.time];
    console.log(
      `  ${RACERS} bookings of one slot at once: ${JSON.stringify(counts)} in ${ms} ms; the slot then shows available=${after?.available}`,
    );
  } finally {
    await server.stop();
  }
}
