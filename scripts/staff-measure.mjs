// The staff inbox under a dealer's years of leads (npm run bench, BENCH_ONLY=staff): N leads written
// straight into the database, an account made with `npm run staff -- add` as an operator would, then
// the inbox's list, searches, filters, a lead's page and both exports timed against the built server.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import { createScratchDatabase } from "./lead-measure.mjs";
import { startProductionServer } from "./server-process.mjs";
import { repoRoot } from "./test-stages.mjs";

const account = { email: "bench@genesis-khimki.ru", password: "пароль-для-бенчмарка" };

/** Leads of every kind and state, one a minute back from now. */
const fillSql = (count) => `insert into leads (id, lead_type, model, city, dealer, name, surname, phone, email, agree, details,
    consent_version, page, place, utm, status, attempts, created_at, work_state)
  select gen_random_uuid(), (array['test-drive','service','order','trade-in'])[1 + i % 4], 'g70', 1, 1,
    (array['Иван','Мария','Алексей','Ольга','Дмитрий'])[1 + i % 5], 'Клиент' || i, '+7911' || lpad(i::text, 7, '0'), 'client' || i || '@mail.ru', true,
    '{"comment":"Позвоните после обеда","preferred_time":"day"}'::jsonb, '2026-11-01', '/test-drive.html', 'бенчмарк', '{"source":"yandex"}'::jsonb,
    case when i % 50 = 0 then 'needs_attention' else 'delivered' end, 1, now() - i * interval '1 minute',
    (array['new','in_progress','done','spam'])[1 + i % 4]
  from generate_series(1, ${count}) i`;

function addAccount(env) {
  execFileSync(process.execPath, ["scripts/staff.mjs", "add", account.email], {
    cwd: repoRoot,
    env: { ...process.env, ...env, STAFF_PASSWORD: account.password },
    stdio: "ignore",
  });
}

/** Runs the staff measurements on one engine and prints them. */
export async function benchStaff(label, { postgresUrl, leads = 20_000, seconds = 5, connections = 4 } = {}) {
  const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : null;
  const dataDir = scratch ? undefined : mkdtempSync(path.join(tmpdir(), "genesis-staff-bench-"));
  let server;
  try {
    // The account first (it migrates a fresh database), then the leads, then the site.
    addAccount(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir, DATABASE_URL: "" });
    if (scratch) {
      await scratch.pool.query(fillSql(leads));
      await scratch.pool.query("analyze leads");
    } else {
      const db = new PGlite(path.join(dataDir, "pglite"));
      await db.exec(fillSql(leads));
      await db.exec("analyze leads");
      await db.close();
    }
    server = await startProductionServer({ env: scratch ? { DATABASE_URL: scratch.url } : {}, dataDir });
    const { origin } = server;
    const started = performance.now();
    const signIn = await fetch(`${origin}/dealer/v1/staff/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(account),
    });
    const signInMs = performance.now() - started;
    const { data } = await signIn.json();
    const headers = { authorization: `Bearer ${data.token}` };
    const list = await (await fetch(`${origin}/dealer/v1/staff/leads`, { headers })).json();
    const someLead = list.data.leads[0].id;

    console.log(
      `\nstaff inbox on ${label}: ${leads} leads, ${connections} connections, ${seconds} s each (sign-in with scrypt: ${Math.round(signInMs)} ms)`,
    );
    console.log(`${"request".padEnd(44)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"errors".padStart(7)}`);
    const paths = [
      ["inbox, page 1", "/dealer/v1/staff/leads"],
      ["inbox, page 400", "/dealer/v1/staff/leads?page=400"],
      ["search by name", `/dealer/v1/staff/leads?q=${encodeURIComponent("клиент1999")}`],
      ["search by phone digits", "/dealer/v1/staff/leads?q=0019999"],
      ["filter: kind + work + delivery", "/dealer/v1/staff/leads?type=service&work=done&delivery=delivered"],
      [
        "filter: one day",
        `/dealer/v1/staff/leads?from=${new Date().toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`,
      ],
      ["a lead's page", `/dealer/v1/staff/leads/${someLead}`],
    ];
    for (const [name, url] of paths) {
      const result = await autocannon({ url: `${origin}${url}`, connections, duration: seconds, headers });
      const errors = result.errors + result.non2xx;
      console.log(
        `${name.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(errors).padStart(7)}`,
      );
    }
    for (const format of ["csv", "xlsx"]) {
      const at = performance.now();
      const response = await fetch(`${origin}/dealer/v1/staff/leads/export?format=${format}`, { headers });
      const bytes = (await response.arrayBuffer()).byteLength;
      console.log(
        `export of all ${leads} leads as ${format.toUpperCase()}: ${Math.round(performance.now() - at)} ms, ${(bytes / 1024 / 1024).toFixed(1)} MB (status ${response.status})`,
      );
    }
  } finally {
    await server?.stop();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
