// A dealer's data after three years (`BENCH_ONLY=volume npm run bench`, or `node scripts/scale-measure.mjs`):
// SCALE_LEADS leads of every kind (200 000 by default) with 30 000 test-drive bookings, delivery errors,
// erasures and staff comments, 500 news items, 300 offers and SCALE_CARS cars in stock (8 000) from local
// feeds, written into a fresh database (PostgreSQL when SCALE_POSTGRES_URL names a server, else PGlite),
// then the production server's public and staff pages timed (server time, median of SCALE_RUNS),
// the export of every lead (time to the first byte, whole time, size, the server's peak memory) and sitemap.xml.
// Ports: the server on SCALE_PORT (3940), the feeds on SCALE_FEEDS_PORT (3941).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createScratchDatabase } from "./lead-measure.mjs";
import { serveScaleFeeds } from "./scale-feeds.mjs";
import { startProductionServer } from "./server-process.mjs";
import { repoRoot } from "./test-stages.mjs";

const LEADS = Number(process.env.SCALE_LEADS ?? 200_000);
const CARS = Number(process.env.SCALE_CARS ?? 8_000);
const RUNS = Number(process.env.SCALE_RUNS ?? 7);
const account = { email: "scale@genesis-khimki.ru", password: "пароль-для-замера-масштаба" };

/** Three years of a dealer's leads, i = 1 the newest; kinds, states, erasures and bookings as a dealer has them. */
const leadsSql = (count) => `
insert into leads (id, lead_type, model, city, dealer, name, surname, phone, email, agree, details, consent_version, page, place, utm,
  client_ip, user_agent, idempotency_key, created_at, status, delivered_at, attempts, last_error, work_state, work_updated_at, work_updated_by)
select gen_random_uuid(), k.kind, c.model, 1, c.dealer_id,
  (array['Иван','Мария','Алексей','Ольга','Дмитрий','Анна','Сергей','Екатерина','Михаил','Наталья'])[1 + i % 10],
  (array['Петров','Смирнова','Кузнецов','Попова','Соколов','Лебедева','Козлов','Новикова','Морозов','Волкова'])[1 + (i / 10) % 10],
  '+79' || lpad(((i::bigint * 7919) % 1000000000)::text, 9, '0'),
  case when i % 3 = 0 then null else 'client' || i || '@mail.ru' end, true,
  case
    when i % 20 < 3 then jsonb_build_object('comment', 'Хочу сравнить с другими кроссоверами', 'car', c.version,
      'slot_date', to_char(t.slot at time zone 'Europe/Moscow', 'DD.MM.YYYY'), 'slot_time', to_char(t.slot at time zone 'Europe/Moscow', 'HH24:MI'),
      'slot_start', to_char(t.slot at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'))
    when i % 20 < 6 then jsonb_build_object('preferred_date', to_char(t.at + interval '3 days', 'YYYY-MM-DD'), 'preferred_time', 'morning', 'comment', 'Позвоните после обеда')
    when i % 20 < 9 then jsonb_build_object('intent', 'order', 'comment', 'Перезвоните мне')
    when i % 20 < 10 then jsonb_build_object('intent', 'price', 'package', 'Премиум')
    when i % 20 < 11 then jsonb_build_object('intent', 'reserve', 'stock_car', 'u-EM' || (100000 + i % 4000))
    when i % 20 < 12 then jsonb_build_object('intent', 'order', 'credit_program', 'Genesis Finance', 'term', '36 мес.')
    when i % 20 < 14 then jsonb_build_object('file', 'genesis-gv70-' || lpad(to_hex(i), 16, '0') || '.pdf', 'package', 'Премиум')
    when i % 20 < 17 then jsonb_build_object('service', 'to', 'vin_or_plate', 'а' || (100 + i % 900) || 'вс777', 'convenient_time', 'evening')
    else jsonb_build_object('car_make', 'Toyota', 'car_model', 'Camry', 'car_year', '2018', 'mileage', '85 000')
  end,
  '2024-01-15',
  case when i % 20 < 6 then '/test-drive.html' when i % 20 < 9 then '/' when i % 20 < 10 then '/g90-price.html' when i % 20 < 11 then '/feed/u-EM' || (100000 + i % 4000) || '.html'
    when i % 20 < 12 then '/credit.html' when i % 20 < 14 then '/configurator' when i % 20 < 17 then '/servis/to.html' else '/trade-in.html' end,
  case when i % 20 between 6 and 8 then 'обратный звонок' else 'главная страница' end,
  case when i % 4 = 0 then '{}'::jsonb else '{"utm_source":"yandex","utm_medium":"cpc"}'::jsonb end,
  '10.0.' || (i % 250) || '.' || (i % 199), 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0', 'scale-' || i, t.at,
  case when i % 97 = 0 then 'needs_attention' when i <= 3 then 'new' else 'delivered' end,
  case when i % 97 = 0 or i <= 3 then null else t.at + interval '4 seconds' end,
  case when i % 97 = 0 then 12 when i <= 3 then 0 else 1 end,
  case when i % 97 = 0 then 'CRM ответила 502 Bad Gateway' end,
  case when i < 300 then (array['new','in_progress'])[1 + i % 2] else (array['done','done','done','spam','in_progress'])[1 + i % 5] end,
  case when i >= 300 then t.at + interval '2 hours' end, case when i >= 300 then 'manager@genesis-khimki.ru' end
from generate_series(1, ${count}) i
join (select c.*, row_number() over (order by c.id) - 1 as n from test_drive_cars c) c on c.n = i % 18
cross join lateral (select now() - (i::double precision / ${count} * 1095) * interval '1 day' as at) t0
cross join lateral (select t0.at, date_trunc('hour', t0.at + interval '2 days') + (i % 5) * interval '1 hour' as slot) t
cross join lateral (select case when i % 20 < 6 then 'test-drive' when i % 20 < 12 then 'order' when i % 20 < 14 then 'configurator'
  when i % 20 < 17 then 'service' else 'trade-in' end as kind) k;
insert into test_drive_bookings (id, lead_id, dealer_id, car_id, slot_start, slot_minutes, created_at)
select gen_random_uuid(), l.id, c.dealer_id, c.id, (l.details->>'slot_start')::timestamptz, 60, l.created_at
from leads l join test_drive_cars c on c.dealer_id = l.dealer and c.model = l.model where l.details ? 'slot_start'
on conflict do nothing;
update leads set name = '', surname = null, phone = '', email = null, client_ip = null, user_agent = null, last_error = null,
  details = jsonb_strip_nulls(jsonb_build_object('slot_date', details->'slot_date', 'slot_time', details->'slot_time')), erased_at = created_at + interval '1000 days'
where created_at < now() - interval '930 days' or idempotency_key like '%77';
insert into lead_outbox (lead_id, attempts, next_attempt_at, created_at, last_error)
select id, attempts, now() + interval '10 minutes', created_at, last_error from leads where status = 'new' and erased_at is null;
insert into lead_delivery_attempts (lead_id, attempted_at, outcome, http_status, error, duration_ms)
select id, created_at + interval '4 seconds', 'delivered', 200, null, 180 from leads where status = 'delivered';
insert into lead_delivery_attempts (lead_id, attempted_at, outcome, http_status, error, duration_ms)
select l.id, l.created_at + g * interval '10 minutes', 'failed', 502, case when l.erased_at is null then 'CRM ответила 502 Bad Gateway' end, 30000
from leads l, generate_series(1, 12) g where l.status = 'needs_attention';
insert into crm_receipts (lead_id, lead_type, model, name, surname, phone, email, agree, first_received_at, last_received_at)
select id::text, lead_type, model, name, surname, phone, email, 'Y', created_at, created_at from leads where status = 'delivered';
insert into lead_comments (id, lead_id, author, body, created_at)
select gen_random_uuid(), id, 'manager@genesis-khimki.ru', 'Перезвонил, клиент просит предложение по кредиту', created_at + interval '1 hour'
from leads where erased_at is null and idempotency_key ~ '[036]$';
insert into news (id, code, name, published_at, meta_title, meta_description, preview_description, preview_file, active, description)
select 5000 + n, 'novost-' || n, (array['Новый GV70 в шоуруме','Сервисная акция','Тест-драйв выходного дня','Genesis на автосалоне','Зимние шины в подарок'])[1 + n % 5] || ' № ' || n,
  (now() - (n * 2.2) * interval '1 day')::timestamp, 'Новость ' || n || ' — Genesis Химки', 'Новость дилера Genesis Химки номер ' || n,
  'Коротко о событии номер ' || n || ': что, где и когда.', '/images/news/showroom.jpg', n % 25 <> 0,
  '<p>' || repeat('Дилерский центр Genesis Химки приглашает гостей на презентацию обновлённой линейки. ', 12) || '</p>'
from generate_series(1, 500) n;
insert into special_offers (id, kind, title, short, "full", terms, valid_from, valid_to, legal)
select 'scale-offer-' || n, (array['credit','trade-in','service','warranty','fleet','insurance'])[1 + n % 6], 'Предложение ' || n || ': выгода на Genesis',
  'Коротко о предложении ' || n, array['Подробности предложения ' || n], array['Условие один'],
  current_date - n * 3, case when n % 3 = 0 then current_date - n else current_date + 30 + n end, 'Не является публичной офертой.'
from generate_series(1, 300) n;
insert into personal_data_access (staff_email, action, lead_id, detail, at)
select 'manager@genesis-khimki.ru', 'view', null, '{}'::jsonb, now() - g * interval '5 minutes' from generate_series(1, 300000) g;`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Resident memory of a process, in MB (Linux). */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

export async function benchScale({ postgresUrl = process.env.SCALE_POSTGRES_URL } = {}) {
  const label = postgresUrl ? "PostgreSQL" : "PGlite";
  const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : null;
  const dataDir = scratch ? undefined : mkdtempSync(path.join(tmpdir(), "scale-data-"));
  const dbEnv = scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir, DATABASE_URL: "" };
  let server;
  let feeds;
  try {
    // A fresh database: every migration and the seed, then the staff account (npm run staff -- add).
    let at = performance.now();
    execFileSync(process.execPath, ["scripts/staff.mjs", "add", account.email], {
      cwd: repoRoot,
      env: { ...process.env, ...dbEnv, STAFF_PASSWORD: account.password },
      stdio: "ignore",
    });
    console.log(
      `\nscale on ${label}: a fresh database migrated and seeded, one staff account added in ${Math.round(performance.now() - at)} ms`,
    );
    at = performance.now();
    if (scratch) {
      // PostgreSQL's autovacuum would gather the statistics soon after; PGlite never does, so it is left without them, as a dealer's is.
      await scratch.pool.query(`${leadsSql(LEADS)}\nanalyze;`);
    } else {
      const db = new PGlite(path.join(dataDir, "pglite"));
      await db.exec(leadsSql(LEADS));
      await db.close();
    }
    console.log(
      `${LEADS} leads, their bookings, attempts, comments, 500 news, 300 offers written in ${((performance.now() - at) / 1000).toFixed(1)} s`,
    );

    feeds = await serveScaleFeeds(CARS, Number(process.env.SCALE_FEEDS_PORT ?? 3941));
    server = await startProductionServer({
      env: {
        ...dbEnv,
        EXPORT_MASTER_URL: `${feeds.origin}/em`,
        ILSA_OFFERS_URL: `${feeds.origin}/ilsa`,
        ILSA_OFFERS_TOKEN: "scale",
        LOG_LEVEL: "error",
      },
      dataDir,
      port: Number(process.env.SCALE_PORT ?? 3940),
    });
    const { origin } = server;
    for (const started = performance.now(); ;) {
      const body = await (await fetch(`${origin}/dealer/v1/stock?pageSize=1`)).json();
      if (body.data?.all === CARS) break;
      if (performance.now() - started > 180_000) throw new Error(`в наличии ${body.data?.all} автомобилей вместо ${CARS} через 3 минуты`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const signIn = await (
      await fetch(`${origin}/dealer/v1/staff/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(account),
      })
    ).json();
    const token = signIn.data.token;
    const bearer = { authorization: `Bearer ${token}` };
    // A staff session's cookie keeps every page out of the page cache: the figures are the server's render.
    const uncached = { cookie: `staff_session=${token}`, "accept-encoding": "identity" };
    const someLead = (await (await fetch(`${origin}/dealer/v1/staff/leads`, { headers: bearer })).json()).data.leads[0].id;

    const timed = async (url, headers) => {
      const times = [];
      let status = 0;
      let bytes = 0;
      for (let i = 0; i <= RUNS; i++) {
        const started = performance.now();
        const res = await fetch(`${origin}${url}`, { headers });
        bytes = (await res.arrayBuffer()).byteLength;
        status = res.status;
        if (i > 0) times.push(performance.now() - started);
      }
      return { p50: median(times), max: Math.max(...times), status, bytes };
    };
    const table = async (title, rows, headers) => {
      console.log(`\n${title} (median of ${RUNS} after one warm-up)`);
      for (const [name, url] of rows) {
        const r = await timed(url, headers);
        console.log(
          `  ${name.padEnd(46)} p50 ${r.p50.toFixed(0).padStart(5)} ms  max ${r.max.toFixed(0).padStart(5)} ms  ${String(r.status)}  ${(r.bytes / 1024).toFixed(0)} KB`,
        );
      }
    };
    const q = encodeURIComponent;
    await table(
      `public pages, ${CARS} cars, 500 news, 300 offers`,
      [
        ["home", "/"],
        ["news, page 1", "/news.html"],
        ["news, page 20", "/news.html?page=20"],
        ["news, last page", "/news.html?page=41"],
        ["a news item", "/news/novost-251.html"],
        ["stock list", "/avto-v-nalicii.html"],
        ["stock list, filtered", "/avto-v-nalicii.html?model=gv70&condition=used"],
        ["stock list, page 150", "/avto-v-nalicii.html?page=150"],
        ["a used car", "/feed/u-EM100123.html"],
        ["search page «genesis»", `/search.html?q=genesis`],
        ["search API «gv70 премиум»", `/dealer/v1/search?q=${q("gv70 премиум")}`],
        ["sitemap.html", "/sitemap.html"],
        ["sitemap.xml", "/sitemap.xml"],
        ["/healthz", "/healthz"],
      ],
      uncached,
    );
    const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
    console.log(
      `  sitemap.xml: ${(xml.match(/<url>/g) ?? []).length} addresses (${(xml.match(/\/feed\//g) ?? []).length} cars), ${(Buffer.byteLength(xml) / 1024 / 1024).toFixed(2)} MB (limits: 50 000 and 50 MB)`,
    );

    const leadsApi = "/dealer/v1/staff/leads";
    await table(
      `staff API, ${LEADS} leads`,
      [
        ["inbox, page 1", leadsApi],
        ["inbox, page 2000", `${leadsApi}?page=2000`],
        ["filter: kind + work + delivery", `${leadsApi}?type=test-drive&work=done&delivery=delivered`],
        ["filter: needs attention", `${leadsApi}?delivery=needs_attention`],
        ["search: phone digits", `${leadsApi}?q=1234567`],
        ["search: name and surname", `${leadsApi}?q=${q("иван петров")}`],
        ["search: request number", `${leadsApi}?q=${someLead.slice(0, 8)}`],
        ["search: e-mail", `${leadsApi}?q=${q("client5@mail.ru")}`],
        ["a lead", `${leadsApi}/${someLead}`],
      ],
      bearer,
    );
    await table(
      "staff pages",
      [
        ["/staff", "/staff"],
        ["/staff, search by name", `/staff?q=${q("иван")}`],
        ["/staff, search by request number", `/staff?q=${someLead.slice(0, 8)}`],
        ["a lead's page", `/staff/leads/${someLead}`],
        ["test-drive calendar", "/staff/test-drive"],
      ],
      { cookie: `staff_session=${token}` },
    );

    console.log("\nexport of every lead");
    for (const format of ["csv", "xlsx"]) {
      const before = rssMb(server.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
      const started = performance.now();
      const res = await fetch(`${origin}/dealer/v1/staff/leads/export?format=${format}`, { headers: bearer });
      const firstByte = performance.now() - started;
      let bytes = 0;
      for await (const chunk of res.body) bytes += chunk.byteLength;
      clearInterval(sampler);
      console.log(
        `  ${format.toUpperCase().padEnd(4)} first byte ${firstByte.toFixed(0)} ms, whole ${((performance.now() - started) / 1000).toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB; server memory ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at its peak`,
      );
    }
  } finally {
    await server?.stop({ keepData: true });
    await feeds?.stop();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchScale();
