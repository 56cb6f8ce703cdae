// `npm run scale` (and `BENCH_ONLY=scale npm run bench`): two web processes on one PostgreSQL behind a
// small round-robin proxy, a mixed load of pages, search, leads and bookings through it, and the checks
// that nothing is decided in one process's memory (issue 13, DESIGN.md's scale-out story):
//  - a content change made outside both processes reaches the kept pages of both within about a second;
//  - a booking made through one process reaches the other's cached test-drive page;
//  - every acknowledged lead is stored once and delivered once;
//  - one slot raced for through both processes is booked once.
// Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a scratch database is made and dropped).
import { randomUUID } from "node:crypto";
import http from "node:http";
import autocannon from "autocannon";
import { createScratchDatabase, leadBody, pause } from "./lead-measure.mjs";
import { startProductionServer } from "./server-process.mjs";

const baseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const SECONDS = Number(process.env.SCALE_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 20);
const SCHEDULE = "/dealer/test-drive?method=getShedule&dealer=1&model=g70";
const SEARCHES = ["G80", "кроссовер", "сервис", "гарантия", "тест-драйв", "GV70"];

/** A round-robin HTTP proxy in front of the processes, as nginx's upstream would be. */
function startProxy(origins) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const target = new URL(origins[next++ % origins.length]);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": req.socket.remoteAddress },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })),
  );
}

/** Polls until `check` holds or `ms` pass; how long it took, or null. */
async function within(ms, check) {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await check()) return Math.round(performance.now() - started);
    await pause(50);
  }
  return null;
}

const text = async (url, headers = {}) => {
  const res = await fetch(url, { headers });
  return { body: await res.text(), state: res.headers.get("x-page-cache") };
};

function firstFree(schedule, skip = 0) {
  let seen = 0;
  for (const [date, slots] of Object.entries(schedule)) {
    for (const [time, slot] of Object.entries(slots)) if (slot.available && seen++ >= skip) return { date, time };
  }
  return null;
}

export async function checkTwoProcesses() {
  if (!baseUrl) {
    console.log("two processes on one PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
    return true;
  }
  const scratch = await createScratchDatabase(baseUrl);
  // Each process's outbox delivers to the embedded sales system behind its own /api, which keeps every
  // receipt in the shared database: a lead delivered twice would show as two deliveries there.
  const env = { DATABASE_URL: scratch.url, LEAD_RATE_LIMIT: "0" };
  const a = await startProductionServer({ env });
  const b = await startProductionServer({ env });
  const proxy = await startProxy([a.origin, b.origin]);
  const results = [];
  const check = (name, ok, detail) => {
    results.push(ok);
    console.log(`  ${ok ? "ok  " : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
  };
  try {
    console.log(`\ntwo web processes (${a.origin}, ${b.origin}) on one PostgreSQL behind a round-robin proxy (${proxy.origin})`);

    // Each process renders each page once before the load (its first visitors' cost, not the steady state's).
    for (const origin of [a.origin, b.origin]) {
      for (const path of ["/", "/new-g70.html", "/news.html", SCHEDULE, ...SEARCHES.map((q) => `/search.html?q=${encodeURIComponent(q)}`)])
        await text(`${origin}${path}`, { "accept-encoding": "gzip" });
    }
    // Mixed load through the proxy: pages, search, leads (a new key each) and schedule reads.
    const leadJson = JSON.stringify({ ...leadBody, place: "два процесса" });
    let searchIndex = 0;
    const mixed = await autocannon({
      url: proxy.origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { "accept-encoding": "gzip" },
      requests: [
        { method: "GET", path: "/" },
        { method: "GET", path: "/new-g70.html" },
        {
          method: "GET",
          setupRequest: (r) => ({ ...r, path: `/search.html?q=${encodeURIComponent(SEARCHES[searchIndex++ % SEARCHES.length])}` }),
        },
        { method: "GET", path: "/news.html" },
        { method: "GET", path: SCHEDULE },
        {
          method: "POST",
          path: "/dealer/v1/request",
          setupRequest: (r) => ({
            ...r,
            headers: { ...r.headers, "content-type": "application/json", "idempotency-key": randomUUID() },
            body: leadJson,
          }),
        },
      ],
    });
    const errors = mixed.errors + mixed.non2xx;
    console.log(
      `  mixed load, ${CONNECTIONS} connections, ${SECONDS} s: ${mixed.requests.average.toFixed(0)} req/s, p50 ${mixed.latency.p50} ms, p99 ${mixed.latency.p99} ms, ${errors} errors or non-2xx`,
    );
    check("the mixed load answered without errors", errors === 0, `${mixed.requests.total} requests`);

    // Leads: every acknowledged one stored once and delivered once.
    const accepted = (await scratch.pool.query("select count(*)::int as n from leads where place = $1", ["два процесса"])).rows[0].n;
    const drained = await within(
      60_000,
      async () =>
        (await scratch.pool.query("select count(*)::int as n from leads where place = $1 and status <> 'delivered'", ["два процесса"]))
          .rows[0].n === 0,
    );
    const receipts = (
      await scratch.pool.query(
        `select count(*)::int as leads, count(*) filter (where r.received_count = 1)::int as once, coalesce(max(r.received_count), 0)::int as most
           from leads l left join crm_receipts r on r.lead_id = l.id::text
          where l.place = $1`,
        ["два процесса"],
      )
    ).rows[0];
    check(
      "every lead acknowledged under load was delivered, each once",
      drained !== null && receipts.once === accepted,
      `${accepted} stored, ${receipts.once} delivered once, most deliveries of one lead ${receipts.most}${drained === null ? ", not all delivered within 60 s" : `, outbox drained in ${drained} ms`}`,
    );

    // A content change outside both processes (an operator in psql) reaches both processes' kept pages.
    for (const origin of [a.origin, b.origin]) await text(`${origin}/news.html`);
    const kept = await text(`${b.origin}/news.html`);
    check("both processes serve /news.html from their cache", kept.state === "hit", `process B: ${kept.state}`);
    const { rows } = await scratch.pool.query("select id, name from news where active order by published_at desc limit 1");
    const renamed = `${rows[0].name} — обновлено ${new Date().toISOString().slice(11, 19)}`;
    await scratch.pool.query("update news set name = $1 where id = $2", [renamed, rows[0].id]);
    const seenA = await within(5_000, async () => (await text(`${a.origin}/news.html`)).body.includes(renamed));
    const seenB = await within(5_000, async () => (await text(`${b.origin}/news.html`)).body.includes(renamed));
    check(
      "a news item edited in the database shows on both processes' cached pages",
      seenA !== null && seenB !== null,
      `process A after ${seenA} ms, process B after ${seenB} ms`,
    );

    // A booking through process A reaches process B's schedule and its cached test-drive page.
    const schedule = (await (await fetch(`${b.origin}${SCHEDULE}`)).json()).data;
    const slot = firstFree(schedule, 3);
    const pageUrl = `${b.origin}/test-drive.html?model=g70&dealer=1`;
    await text(pageUrl);
    const before = await text(pageUrl);
    const booked = await fetch(`${a.origin}/dealer/v1/request`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify({ name: "Гость", phone: "+7 (911) 404-11-12", agree: "on", model: "g70", city: "2", dealer: "1", ...slot }),
    });
    const pageMoved = await within(5_000, async () => (await text(pageUrl)).body !== before.body);
    const after = (await (await fetch(`${b.origin}${SCHEDULE}`)).json()).data[slot.date]?.[slot.time];
    check(
      "a booking through A is seen by B (its schedule at once, its cached test-drive page within a poll)",
      booked.status === 200 && after?.available === false && pageMoved !== null,
      `booking ${booked.status}, slot ${slot.date} ${slot.time} available=${after?.available}, B's page changed after ${pageMoved} ms (was ${before.state})`,
    );

    // One slot, 40 visitors at once through the proxy (so through both processes): booked once.
    const raced = firstFree(schedule, 6);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${proxy.origin}/dealer/v1/request`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": randomUUID(), "x-forwarded-for": `198.51.100.${i + 1}` },
          body: JSON.stringify({ name: "Гость", phone: "+7 (911) 404-11-12", agree: "on", model: "g70", city: "2", dealer: "1", ...raced }),
        }).then((r) => r.status),
      ),
    );
    const counts = answers.reduce((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});
    const stored = (
      await scratch.pool.query(
        "select count(*)::int as n from test_drive_bookings where to_char(slot_start at time zone 'Europe/Moscow', 'DD.MM.YYYY HH24:MI') = $1 || ' ' || $2",
        [raced.date, raced.time],
      )
    ).rows[0].n;
    check(
      "one slot raced for by 40 visitors through both processes is booked once",
      counts[200] === 1 && stored === 1,
      `answers ${JSON.stringify(counts)}, bookings stored ${stored}`,
    );
  } finally {
    proxy.close();
    await a.stop();
    await b.stop();
    await scratch.drop();
  }
  const ok = results.every(Boolean);
  console.log(`  ${ok ? "all checks passed" : "SOME CHECKS FAILED"}`);
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await checkTwoProcesses();
  process.exitCode = ok ? 0 : 1;
}
