// `node scripts/lead-faults.mjs`: a web process killed with SIGKILL right after acknowledging leads
// loses none of them. The built server runs on a scratch PostgreSQL database (TEST_DATABASE_URL or
// BENCH_DATABASE_URL) and delivers to a stand-in sales system that counts calls and distinct lead_ids.
// While the leads are posted the stand-in stops answering (it records each call, as a CRM that took
// the lead while the caller died), the process is killed, a second process starts on the same
// database, and every acknowledged lead must reach the stand-in: duplicates on the wire are counted,
// the CRM keeps each lead_id once. Exits 1 when an acknowledged lead is missing.
import { createScratchDatabase, pause, postLead, startStandInCrm } from "./lead-measure.mjs";
import { startProductionServer } from "./server-process.mjs";

const baseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.error("Нужен PostgreSQL: задайте TEST_DATABASE_URL (или BENCH_DATABASE_URL)");
  process.exit(2);
}
const LEADS = Number(process.env.FAULT_LEADS ?? 300);
// Leases of the killed process run out after 30 s; then the second one retries its claims.
const DEADLINE_MS = 120_000;

const crm = await startStandInCrm();
const scratch = await createScratchDatabase(baseUrl);
const env = { DATABASE_URL: scratch.url, CRM_URL: crm.url, LEAD_RATE_LIMIT: "0" };
let exitCode = 0;
try {
  const first = await startProductionServer({ env });
  // Ten posting in parallel; halfway the stand-in goes silent, so deliveries are in flight at the kill.
  const acknowledged = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (sent < LEADS) {
        sent += 1;
        if (sent === Math.floor(LEADS / 2)) crm.state.hold = true;
        const id = await postLead(first.origin);
        if (id) acknowledged.push(id);
      }
    }),
  );
  await first.kill("SIGKILL");
  // The process is gone; this removes its (unused) data directory.
  await first.stop();
  const callsBeforeKill = crm.state.calls;
  const stored = new Set((await scratch.pool.query("select id from leads")).rows.map((row) => row.id));
  const lostAtKill = acknowledged.filter((id) => !stored.has(id));
  const pendingAtKill = (await scratch.pool.query("select count(*)::int as n from lead_outbox")).rows[0].n;

  crm.state.hold = false;
  const restarted = performance.now();
  const second = await startProductionServer({ env });
  try {
    const outbox = async () => (await scratch.pool.query("select count(*)::int as n from lead_outbox")).rows[0].n;
    while (acknowledged.some((id) => !crm.accepted.has(id)) && performance.now() - restarted < DEADLINE_MS) await pause(250);
    const reachedMs = Math.round(performance.now() - restarted);
    // The calls the stand-in took but never answered are still leased by the dead process: they are
    // sent again once the lease runs out, and only then is the outbox empty.
    while ((await outbox()) > 0 && performance.now() - restarted < DEADLINE_MS) await pause(250);
    const drainedMs = Math.round(performance.now() - restarted);
    const statuses = Object.fromEntries(
      (await scratch.pool.query("select status, count(*)::int as n from leads group by status")).rows.map((r) => [r.status, r.n]),
    );
    const missing = acknowledged.filter((id) => !crm.accepted.has(id));
    const totalAccepted = [...crm.accepted.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      [
        `leads posted ${LEADS}, acknowledged ${acknowledged.length}, stored when killed ${stored.size} (acknowledged but not stored: ${lostAtKill.length})`,
        `outbox rows when killed ${pendingAtKill}, stand-in calls before the kill ${callsBeforeKill}`,
        `after the restart: every acknowledged lead at the stand-in after ${reachedMs} ms, outbox empty after ${drainedMs} ms; missing ${missing.length}`,
        `stand-in: distinct lead_ids ${crm.accepted.size}, calls ${crm.state.calls} (repeats on the wire ${totalAccepted - crm.accepted.size}, kept once by lead_id)`,
        `leads by status: ${JSON.stringify(statuses)}`,
      ].join("\n"),
    );
    if (missing.length > 0 || lostAtKill.length > 0) exitCode = 1;
  } finally {
    await second.stop();
  }
} finally {
  await crm.close();
  await scratch.drop();
}
process.exit(exitCode);
