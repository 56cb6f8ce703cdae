import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { logger } from "@platform/logger";
import { openDatabase, type Database } from "../db/client";
import { createJobRunner } from "../jobs/job-runner";
import { createBackendRouter } from "../http/router";
import { leadBody, pathOf, postJson } from "../leads/lead-bodies.test-helpers";
import { clearLeads, startLeadServer, until } from "../leads/lead-delivery.test-helpers";
import { queryRows } from "../leads/lead-queries";
import { markOpened } from "../staff/lead-page";
import { describeEachDatabase } from "../testing/databases";
import { startTestServer, type TestServer } from "../testing/http-server";
import { escalateUnopenedLeads } from "./escalation";
import { deliverDueNotifications, notificationJob, notificationJobKind, type NotificationDeliveryOptions } from "./notification-outbox";
import { readNotificationBacklog, resendFailedNotifications } from "./notification-queries";
import {
  startSmtpStandIn,
  startTelegramStandIn,
  telegramChatNotFound,
  telegramTooManyRequests,
  type SmtpStandIn,
  type TelegramStandIn,
} from "./notification-stand-ins.test-helpers";
import { addRecipient, updateRecipient } from "./recipients";
import { emailSender, telegramSender, type NotificationSender } from "./senders";

// Lead notifications against a real SMTP server on a local port (smtp-server) and a local Bot API
// speaking Telegram's answers, on PGlite and PostgreSQL. Figures are printed so they can be quoted.

const token = "123456:test-token-abcdefghijklmnopqrstuvwxyz";
const siteUrl = "https://genesis-khimki.test";
const admin = { email: "admin@genesis-khimki.ru" };
/** A moment within the dealer's working day: 12:00 in Moscow. */
const noonInMoscow = new Date("2026-12-03T09:00:00Z");

describeEachDatabase((ctx) => {
  let site: TestServer | undefined;
  let smtp: SmtpStandIn | undefined;
  let telegram: TelegramStandIn | undefined;
  let senders: { email: NotificationSender; telegram: NotificationSender } | undefined;
  const db = () => ctx.database().db;
  const options = (overrides: Partial<NotificationDeliveryOptions> = {}): NotificationDeliveryOptions => ({
    siteUrl,
    retryBaseMs: 20,
    retryCapMs: 100,
    random: () => 0.5,
    ...overrides,
  });
  const mail = () => senders?.email as NotificationSender;
  const bot = () => senders?.telegram as NotificationSender;
  const smtpServer = () => smtp as SmtpStandIn;
  const botApi = () => telegram as TelegramStandIn;

  const post = async (kind: Parameters<typeof leadBody>[0], overrides = {}) => {
    const answer = await postJson(`${site?.url}${pathOf(kind)}`, leadBody(kind, overrides));
    const body = (await answer.json()) as { data: { id: string } };
    expect(answer.status).toBe(200);
    return body.data.id;
  };
  const recipients = async (opts: { includePersonal?: boolean; escalations?: boolean; chat?: string; email?: string } = {}) => {
    for (const [channel, address] of [
      ["email", opts.email ?? "sales@genesis-khimki.ru"],
      ["telegram", opts.chat ?? "-1001234567890"],
    ] as const) {
      const added = await addRecipient(
        db(),
        {
          channel,
          address,
          leadTypes: ["test-drive", "service", "order", "trade-in", "configurator"],
          includePersonal: opts.includePersonal ?? false,
          escalations: opts.escalations ?? false,
          enabled: true,
        },
        admin,
        new Date(),
      );
      expect(added).not.toBe("duplicate");
    }
  };
  const rows = (leadId: string) =>
    queryRows<{ channel: string; reason: string; status: string; attempts: number; last_error: string | null; next_attempt_at: unknown }>(
      db(),
      sql`select channel, reason, status, attempts, last_error, next_attempt_at from lead_notifications where lead_id = ${leadId}::uuid order by channel, reason`,
    );

  beforeAll(async () => {
    site = await startLeadServer(db());
    smtp = await startSmtpStandIn();
    telegram = await startTelegramStandIn(token);
    senders = {
      email: emailSender({ url: smtp.url, from: "Genesis Химки <site@genesis-khimki.ru>", timeoutMs: 2_000 }),
      telegram: telegramSender({ token, apiUrl: telegram.url, timeoutMs: 2_000 }),
    };
  });
  afterAll(async () => {
    senders?.email.close();
    await site?.close();
    await smtp?.close();
    await telegram?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`delete from lead_notifications`);
    await db().execute(sql`delete from notification_recipients`);
    await clearLeads(db());
    smtpServer().letters.length = 0;
    smtpServer().unknownMailboxes.clear();
    botApi().calls.length = 0;
    botApi().sent().length = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  test("a test-drive lead makes one letter and one Telegram message, in Russian, with the lead's link and no personal data by default", async () => {
    await recipients();
    const id = await post("test-drive");
    expect(await deliverDueNotifications(db(), mail(), options())).toEqual({ sent: 1, retrying: 0, gaveUp: 0, released: 0 });
    expect(await deliverDueNotifications(db(), bot(), options())).toEqual({ sent: 1, retrying: 0, gaveUp: 0, released: 0 });
    const link = `${siteUrl}/staff/leads/${id}`;

    const [letter] = smtpServer().letters;
    expect(smtpServer().letters).toHaveLength(1);
    expect(letter).toMatchObject({ from: "site@genesis-khimki.ru", to: ["sales@genesis-khimki.ru"], user: "site" });
    expect(letter?.subject).toBe(`Новая заявка: Тест-драйв, Genesis G70 (№ ${id.slice(0, 8)})`);
    expect(letter?.text).toContain("Дилерский центр: Genesis Химки");
    expect(letter?.text).toContain(`Открыть заявку: ${link}`);
    expect(letter?.text).toMatch(/Желаемое время: \d{4}-\d{2}-\d{2}, Утром, 9:00–12:00/);

    const [message] = botApi().sent();
    expect(botApi().sent()).toHaveLength(1);
    expect(message?.path).toBe(`/bot${token}/sendMessage`);
    expect(message?.body).toMatchObject({
      chat_id: "-1001234567890",
      text: letter?.text.trim(),
      reply_markup: { inline_keyboard: [[{ text: "Открыть заявку", url: link }]] },
    });
    for (const personal of ["Иван", "Петров", "404-11-12", "79114041112"]) {
      expect(letter?.subject).not.toContain(personal);
      expect(letter?.text).not.toContain(personal);
      expect(String(message?.body.text)).not.toContain(personal);
    }
    expect(await rows(id)).toEqual([
      expect.objectContaining({ channel: "email", reason: "new", status: "sent", attempts: 1, last_error: null }),
      expect.objectContaining({ channel: "telegram", reason: "new", status: "sent", attempts: 1, last_error: null }),
    ]);
    // Nothing more is due: a second run sends nothing.
    expect((await deliverDueNotifications(db(), mail(), options())).sent).toBe(0);
    expect(smtpServer().letters).toHaveLength(1);
  });

  test("a recipient allowed the visitor's data gets the name and phone in the body, never in the subject", async () => {
    await recipients({ includePersonal: true });
    await post("service");
    await deliverDueNotifications(db(), mail(), options());
    const [letter] = smtpServer().letters;
    expect(letter?.text).toContain("Имя: Иван Петров");
    expect(letter?.text).toContain("Телефон: +7 (911) 404-11-12");
    expect(letter?.subject).not.toMatch(/Иван|Петров|911/);
  });

  test("the mail server down, then up: the letter arrives once", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    await recipients();
    await smtpServer().down();
    const id = await post("order");
    try {
      const report = await deliverDueNotifications(db(), mail(), options());
      expect(report).toMatchObject({ sent: 0, retrying: 1 });
      const [failing] = (await rows(id)).filter((row) => row.channel === "email");
      expect(failing).toMatchObject({ status: "pending", attempts: 1 });
      expect(failing?.last_error).toMatch(/^Почтовый сервер недоступен: /);
      expect((await readNotificationBacklog(db())).email).toMatchObject({ waiting: 1, retrying: 1, lastSentAt: null });
    } finally {
      await smtpServer().up();
    }
    await until(
      async () => {
        await deliverDueNotifications(db(), mail(), options());
        return smtpServer().letters.length > 0;
      },
      10_000,
      "the letter after the server came back",
    );
    // More runs send nothing more.
    await deliverDueNotifications(db(), mail(), options({ retryBaseMs: 0 }));
    expect(smtpServer().letters).toHaveLength(1);
    expect((await rows(id)).find((row) => row.channel === "email")).toMatchObject({ status: "sent", last_error: null });
    expect((await readNotificationBacklog(db())).email).toMatchObject({ waiting: 0, retrying: 0, oldestWaitingSeconds: null });
  });

  test("a mailbox the server refuses (550) is left to a person with the server's words, not retried", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    await recipients({ email: "nobody@genesis-khimki.ru" });
    smtpServer().unknownMailboxes.add("nobody@genesis-khimki.ru");
    const id = await post("order");
    expect(await deliverDueNotifications(db(), mail(), options())).toMatchObject({ sent: 0, gaveUp: 1 });
    const [row] = (await rows(id)).filter((one) => one.channel === "email");
    expect(row).toMatchObject({ status: "needs_attention" });
    expect(row?.last_error).toMatch(/^Почтовый сервер ответил 550: .*Mailbox unavailable/);
  });

  test("Telegram's 429 with retry_after: the next try waits as long as asked, then the message is sent once", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    await recipients();
    botApi().queue("-1001234567890", telegramTooManyRequests(1));
    const id = await post("trade-in");
    expect(await deliverDueNotifications(db(), bot(), options())).toMatchObject({ sent: 0, retrying: 1 });
    const [waiting] = (await rows(id)).filter((row) => row.channel === "telegram");
    expect(waiting?.last_error).toBe("Telegram просит подождать 1 с (429: Too Many Requests: retry after 1)");
    // Not due before the second is over, whatever the backoff would say (20 ms here).
    expect(await deliverDueNotifications(db(), bot(), options())).toMatchObject({ sent: 0, retrying: 0 });
    expect(botApi().calls).toHaveLength(1);
    await until(async () => (await deliverDueNotifications(db(), bot(), options())).sent === 1, 5_000, "the message after retry_after");
    const [first, second] = botApi().calls;
    expect(botApi().calls).toHaveLength(2);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect(botApi().sent()).toHaveLength(1);
  });

  test("a chat Telegram does not know is marked for a person with Telegram's words and not tried again", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    await recipients({ chat: "-1009999999999" });
    botApi().always("-1009999999999", telegramChatNotFound);
    const id = await post("configurator");
    expect(await deliverDueNotifications(db(), bot(), options())).toMatchObject({ sent: 0, gaveUp: 1 });
    expect((await rows(id)).find((row) => row.channel === "telegram")).toMatchObject({
      status: "needs_attention",
      attempts: 1,
      last_error: "Telegram отказал (400): Bad Request: chat not found",
    });
    await deliverDueNotifications(db(), bot(), options({ retryBaseMs: 0 }));
    await deliverDueNotifications(db(), bot(), options({ retryBaseMs: 0 }));
    expect(botApi().calls).toHaveLength(1);
    expect((await readNotificationBacklog(db())).telegram).toMatchObject({
      waiting: 0,
      needsAttention: 1,
      lastFailure: { error: "Telegram отказал (400): Bad Request: chat not found" },
    });

    // The admin corrects the chat id; «Отправить ещё раз» on the lead's page sends it to the new one, once.
    const [recipient] = await queryRows<{ id: string }>(db(), sql`select id from notification_recipients where channel = 'telegram'`);
    const corrected = {
      channel: "telegram" as const,
      address: "-1005555555555",
      leadTypes: ["configurator" as const],
      includePersonal: false,
      escalations: false,
      enabled: true,
    };
    expect(await updateRecipient(db(), recipient?.id ?? "", corrected, admin, new Date())).toBe("saved");
    expect(await resendFailedNotifications(db(), id)).toBe(1);
    expect(await resendFailedNotifications(db(), id)).toBe(0);
    expect(await deliverDueNotifications(db(), bot(), options())).toMatchObject({ sent: 1 });
    expect(
      botApi()
        .sent()
        .map((call) => call.body.chat_id),
    ).toEqual(["-1005555555555"]);
    expect((await rows(id)).find((row) => row.channel === "telegram")).toMatchObject({ status: "sent", attempts: 1, last_error: null });
  });

  test("a lead nobody opened past the escalation time of working hours is escalated once; an opened one is not", async () => {
    await recipients({ escalations: true });
    const untouched = await post("test-drive");
    const opened = await post("test-drive");
    const fresh = await post("test-drive");
    // The leads came 20 and 5 minutes before noon in Moscow; the recipients were set before them.
    const minutesBefore = (minutes: number) => new Date(noonInMoscow.getTime() - minutes * 60_000).toISOString();
    await db().execute(sql`update notification_recipients set created_at = ${minutesBefore(60)}::timestamptz`);
    await db().execute(
      sql`update leads set created_at = ${minutesBefore(20)}::timestamptz where id in (${untouched}::uuid, ${opened}::uuid)`,
    );
    await db().execute(sql`update leads set created_at = ${minutesBefore(5)}::timestamptz where id = ${fresh}::uuid`);
    await markOpened(db(), opened, admin, new Date());
    const now = () => noonInMoscow;
    expect(await escalateUnopenedLeads(db(), { minutes: 15, now })).toEqual([untouched]);
    // Again (another process, the next minute): nothing more.
    expect(await escalateUnopenedLeads(db(), { minutes: 15, now })).toEqual([]);
    // At night nothing is escalated, however long a lead waited.
    await db().execute(sql`delete from lead_notifications where reason = 'escalation'`);
    expect(await escalateUnopenedLeads(db(), { minutes: 15, now: () => new Date("2026-12-03T20:30:00Z") })).toEqual([]);
    expect(await escalateUnopenedLeads(db(), { minutes: 15, now })).toEqual([untouched]);

    await deliverDueNotifications(db(), mail(), options({ escalationMinutes: 15 }));
    const escalations = smtpServer().letters.filter((letter) => letter.subject.startsWith("Заявку никто не открыл"));
    expect(escalations).toHaveLength(1);
    expect(escalations[0]?.text).toContain("никто не открыл и не взял в работу за 15 мин рабочего времени");
    expect(escalations[0]?.text).toContain(`/staff/leads/${untouched}`);
    expect((await rows(untouched)).map((row) => `${row.channel} ${row.reason} ${row.status}`)).toEqual([
      "email escalation sent",
      "email new sent",
      "telegram escalation pending",
      "telegram new pending",
    ]);
    expect((await rows(opened)).filter((row) => row.reason === "escalation")).toEqual([]);
  });

  test("two job runners on one database at once never send a message twice", async () => {
    await recipients();
    for (let i = 0; i < 30; i++) await post("service");
    // For PostgreSQL a second pool on the same database, as another process has; PGlite has one connection.
    const second: Database | null = ctx.engine === "postgres" ? await openDatabase(ctx.openOptions()) : null;
    try {
      const other = second?.db ?? db();
      const reports = await Promise.all([
        deliverDueNotifications(db(), mail(), options({ batchSize: 3 })),
        deliverDueNotifications(other, mail(), options({ batchSize: 3 })),
        deliverDueNotifications(db(), bot(), options({ batchSize: 3 })),
        deliverDueNotifications(other, bot(), options({ batchSize: 3 })),
      ]);
      const mails = (reports[0]?.sent ?? 0) + (reports[1]?.sent ?? 0);
      const messages = (reports[2]?.sent ?? 0) + (reports[3]?.sent ?? 0);
      expect({ mails, messages }).toEqual({ mails: 30, messages: 30 });
      expect(smtpServer().letters).toHaveLength(30);
      expect(new Set(smtpServer().letters.map((letter) => letter.subject)).size).toBe(30);
      expect(
        new Set(
          botApi()
            .sent()
            .map((call) => String(call.body.text)),
        ).size,
      ).toBe(30);
      expect(botApi().calls).toHaveLength(30);
      console.info(`[notify] two runners: ${JSON.stringify({ mails, messages, split: reports.map((r) => r.sent) })}`);
    } finally {
      await second?.close();
    }
  });

  test("acknowledgement → letter accepted by the mail server, with the job triggered on store", async () => {
    await recipients();
    const jobs = createJobRunner();
    jobs.register(notificationJob(db(), mail(), options({ intervalMs: 60_000 })));
    jobs.start();
    const server = await startTestServer(
      createBackendRouter({ db: db(), limits: false, leads: { onStored: () => jobs.trigger(notificationJobKind("email")) } }),
    );
    const delays: number[] = [];
    try {
      for (let i = 0; i < 15; i++) {
        const answer = await postJson(`${server.url}${pathOf("order")}`, leadBody("order"));
        const acknowledged = performance.now();
        const { data } = (await answer.json()) as { data: { id: string } };
        const number = data.id.slice(0, 8);
        await until(async () => smtpServer().letters.some((letter) => letter.subject.includes(number)), 10_000, "the letter");
        const letter = smtpServer().letters.find((one) => one.subject.includes(number));
        delays.push(Math.max(0, (letter?.at ?? 0) - acknowledged));
      }
    } finally {
      await jobs.stop();
      await server.close();
    }
    const sorted = [...delays].sort((a, b) => a - b);
    const p50 = Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
    const max = Math.round(sorted.at(-1) ?? 0);
    expect(max).toBeLessThan(5_000);
    console.info(`[notify] ${ctx.engine}: acknowledgement → letter accepted, p50 ${p50} ms, max ${max} ms over ${delays.length} leads`);
  });
});
