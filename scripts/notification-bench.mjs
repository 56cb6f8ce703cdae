// BENCH_ONLY=notifications (issue 37's figures): how soon a manager is told of a lead, and that a burst is told once.
// The production server runs with a real SMTP server (smtp-server, on a local port) and a Telegram Bot API stand-in
// as its channels, one e-mail and one chat as the recipients given at start (LEAD_NOTIFY_EMAILS, TELEGRAM_CHAT_IDS).
// 1. Acknowledgement → e-mail taken by the SMTP server, and → message taken by the Telegram stand-in: p50/p99 of a
//    steady flow of leads (BENCH_NOTIFY_LEADS, 10 a second).
// 2. A burst of BENCH_NOTIFY_BURST leads (1 000) with the SMTP server down for its first 30 s: each lead's e-mail
//    and message counted — all told once, none twice — and how long after the server came back the last letter came.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";
import { leadBody, pause } from "./lead-measure.mjs";
import { startProductionServer } from "./server-process.mjs";

const FLOW_LEADS = Number(process.env.BENCH_NOTIFY_LEADS ?? 200);
const BURST_LEADS = Number(process.env.BENCH_NOTIFY_BURST ?? 1_000);
const SMTP_DOWN_MS = Number(process.env.BENCH_NOTIFY_SMTP_DOWN_SECONDS ?? 30) * 1000;
const WAIT_MS = 5 * 60_000;
const leadIdOf = (text) => /\/staff\/leads\/([A-Za-z0-9-]+)/.exec(text)?.[1] ?? null;

/** Arrival times of the notifications of each lead, by lead id. */
function arrivals() {
  const byLead = new Map();
  return {
    byLead,
    add(leadId, at) {
      if (!leadId) return;
      const times = byLead.get(leadId) ?? [];
      times.push(at);
      byLead.set(leadId, times);
    },
  };
}

/** A letter's text as a reader sees it: quoted-printable unfolded, base64 parts decoded. */
function letterText(raw) {
  const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const decoded = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{16,})(?:\r?\n--|$)/g)].map((part) =>
    Buffer.from(part[1].replace(/\s/g, ""), "base64").toString("utf8"),
  );
  return [unfolded, ...decoded].join("\n");
}

/** A real SMTP server on a fixed local port that can go down and come back on the same port. */
async function startSmtp(mail) {
  let server;
  let port = 0;
  const make = () =>
    new SMTPServer({
      disabledCommands: ["STARTTLS"],
      authOptional: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks = [];
        stream.on("data", (chunk) => chunks.push(chunk));
        stream.on("end", () => {
          mail.add(leadIdOf(letterText(Buffer.concat(chunks).toString("utf8"))), performance.now());
          callback();
        });
      },
    });
  const up = () =>
    new Promise((resolve, reject) => {
      server = make();
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = server.server.address().port;
        resolve();
      });
    });
  const down = () => new Promise((resolve) => server.close(() => resolve()));
  await up();
  return { url: () => `smtp://127.0.0.1:${port}`, up, down };
}

/** The Bot API's sendMessage, answering as Telegram does. */
async function startTelegram(chat) {
  let messageId = 0;
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      chat.add(leadIdOf(body), performance.now());
      messageId += 1;
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true, result: { message_id: messageId } }));
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Posts one lead; its id and when the site acknowledged it, or null. */
async function post(origin, i) {
  const response = await fetch(`${origin}/dealer/v1/request`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    // A phone of its own per lead, as a burst of visitors would have.
    body: JSON.stringify({
      ...leadBody,
      phone: `+7 (916) ${String(100 + (i % 900)).padStart(3, "0")}-${String(i % 100).padStart(2, "0")}-00`,
    }),
  });
  const answer = await response.json().catch(() => null);
  return response.status === 200 && answer?.data?.id ? { id: String(answer.data.id), at: performance.now() } : null;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => (Number.isNaN(value) ? "—" : `${Math.round(value)} ms`);

/** Waits until every lead has been told on both channels, or the wait runs out. */
async function waitForAll(ids, mail, chat) {
  const deadline = performance.now() + WAIT_MS;
  while (performance.now() < deadline && !ids.every((id) => mail.byLead.has(id) && chat.byLead.has(id))) await pause(250);
}

/** Told once, twice or more, and never, among `ids`. */
function counts(ids, channel) {
  const once = ids.filter((id) => channel.byLead.get(id)?.length === 1).length;
  const twice = ids.filter((id) => (channel.byLead.get(id)?.length ?? 0) > 1).length;
  return { once, twice, never: ids.length - once - twice };
}

export async function benchNotifications() {
  const mail = arrivals();
  const chat = arrivals();
  const smtp = await startSmtp(mail);
  const telegram = await startTelegram(chat);
  const server = await startProductionServer({
    env: {
      LEAD_RATE_LIMIT: "0",
      SMTP_URL: smtp.url(),
      SMTP_FROM: "site@genesis-dealer.test",
      LEAD_NOTIFY_EMAILS: "sales@genesis-dealer.test",
      TELEGRAM_BOT_TOKEN: "123456:bench-token-of-the-stand-in",
      TELEGRAM_API_URL: telegram.url,
      TELEGRAM_CHAT_IDS: "-1001234567890",
    },
  });
  try {
    // The database opens after the port: the first lead the site takes starts the figures (it is told too).
    const deadline = performance.now() + 120_000;
    while (!(await post(server.origin, 0)) && performance.now() < deadline) await pause(500);
    // 1. A steady flow: ten leads a second.
    const flow = [];
    for (let i = 0; i < FLOW_LEADS; i++) {
      const acknowledged = await post(server.origin, i);
      if (acknowledged) flow.push(acknowledged);
      await pause(100);
    }
    await waitForAll(
      flow.map((lead) => lead.id),
      mail,
      chat,
    );
    const delays = (channel) => flow.flatMap((lead) => (channel.byLead.has(lead.id) ? [channel.byLead.get(lead.id)[0] - lead.at] : []));
    const mailDelays = delays(mail);
    const chatDelays = delays(chat);
    console.log(
      `notifications, ${flow.length} leads at 10/s: acknowledgement → e-mail taken p50 ${ms(percentile(mailDelays, 50))}, p99 ${ms(percentile(mailDelays, 99))} (${mailDelays.length} e-mails); → Telegram p50 ${ms(percentile(chatDelays, 50))}, p99 ${ms(percentile(chatDelays, 99))} (${chatDelays.length} messages)`,
    );

    // 2. A burst with the mail server down for its first 30 s.
    await smtp.down();
    const started = performance.now();
    const burst = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < BURST_LEADS) {
          const acknowledged = await post(server.origin, FLOW_LEADS + next++);
          if (acknowledged) burst.push(acknowledged);
        }
      }),
    );
    const postedIn = performance.now() - started;
    await pause(Math.max(0, SMTP_DOWN_MS - (performance.now() - started)));
    await smtp.up();
    const cameBack = performance.now();
    const ids = burst.map((lead) => lead.id);
    await waitForAll(ids, mail, chat);
    // Anything sent twice would come in the next seconds: wait for it before counting.
    await pause(15_000);
    const last = (channel) => Math.max(...ids.flatMap((id) => channel.byLead.get(id) ?? []));
    const mailCounts = counts(ids, mail);
    const chatCounts = counts(ids, chat);
    console.log(
      `notifications, burst of ${burst.length} acknowledged leads in ${(postedIn / 1000).toFixed(1)} s, SMTP down for the first ${SMTP_DOWN_MS / 1000} s: ` +
        `e-mail once ${mailCounts.once}, twice or more ${mailCounts.twice}, never ${mailCounts.never}, the last ${((last(mail) - cameBack) / 1000).toFixed(1)} s after the server came back; ` +
        `Telegram once ${chatCounts.once}, twice or more ${chatCounts.twice}, never ${chatCounts.never}, the last ${((last(chat) - started) / 1000).toFixed(1)} s after the burst began`,
    );
  } finally {
    await server.stop();
    await telegram.close();
    await smtp.down().catch(() => {});
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchNotifications();
