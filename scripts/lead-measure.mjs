// Leads under load and under faults, against the built server (npm run bench, scripts/lead-faults.mjs):
// a scratch PostgreSQL database, a stand-in sales system, and the figures read from the database.
import { randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

/** A test-drive request as a visitor's browser posts it (JSON). */
export const leadBody = { name: "Иван", phone: "+7 (911) 404-11-12", agree: true, model: "g70", city: "2", dealer: "1", place: "бенчмарк" };

/** A fresh database on the server of `baseUrl`: its URL, a pool on it and a function that drops it. */
export async function createScratchDatabase(baseUrl) {
  const name = `gbench_${randomBytes(6).toString("hex")}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Posts one lead; the lead's id when the site acknowledged it, else null. */
export async function postLead(origin, key = randomUUID()) {
  try {
    const response = await fetch(`${origin}/dealer/v1/request`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(leadBody),
    });
    const answer = await response.json();
    return response.status === 200 ? answer.data.id : null;
  } catch {
    return null;
  }
}

/**
 * autocannon on POST /dealer/v1/request, a new Idempotency-Key per request; `rate` caps requests per
 * second (a steady flow rather than a flood); `place` marks the leads so their figures can be read apart.
 */
export function loadLeads(origin, { connections, seconds, rate, place = leadBody.place }) {
  const body = JSON.stringify({ ...leadBody, place });
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: "POST",
        path: "/dealer/v1/request",
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "content-type": "application/json", "idempotency-key": randomUUID() },
          body,
        }),
      },
    ],
  });
}

/** Delivery figures: leads by status, and the delay from acknowledgement (created_at) to delivery. */
export const deliverySql = `select count(*)::int as leads,
  count(*) filter (where status = 'delivered')::int as delivered,
  count(*) filter (where status = 'new')::int as pending,
  count(*) filter (where status = 'needs_attention')::int as needs_attention,
  round((percentile_cont(0.5) within group (order by extract(epoch from delivered_at - created_at)) * 1000)::numeric)::int as p50_ms,
  round((percentile_cont(0.99) within group (order by extract(epoch from delivered_at - created_at)) * 1000)::numeric)::int as p99_ms,
  round((max(extract(epoch from delivered_at - created_at)) * 1000)::numeric)::int as max_ms
  from leads where place = $1`;

/** The delivery figures of the leads marked with each place, from a stopped server's PGlite database. */
export async function pgliteDelivery(dataDir, places) {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(path.join(dataDir, "pglite"));
  try {
    const figures = {};
    for (const place of places) figures[place] = (await db.query(deliverySql, [place])).rows[0];
    return figures;
  } finally {
    await db.close();
  }
}

/**
 * A sales system on a local port that counts calls and distinct lead_ids and answers 'Y'; `hold`
 * makes it record a call and never answer (a CRM that took the lead while the caller dies).
 */
export async function startStandInCrm() {
  const accepted = new Map();
  const state = { calls: 0, hold: false };
  const server = createServer((req, res) => {
    state.calls += 1;
    const id = new URL(req.url ?? "/", "http://crm").searchParams.get("lead_id") ?? "";
    accepted.set(id, (accepted.get(id) ?? 0) + 1);
    if (state.hold) return;
    res.writeHead(200, { "content-type": "application/json" }).end('{"ResultCode":"Y"}');
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    state,
    accepted,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
