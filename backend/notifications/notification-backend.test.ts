import { afterEach, expect, test, vi } from "vitest";
import { logger } from "@platform/logger";
import { leadBody, pathOf, postJson } from "../leads/lead-bodies.test-helpers";
import { until } from "../leads/lead-delivery.test-helpers";
import { startBackend } from "../testing/backend-server";
import { startSmtpStandIn, startTelegramStandIn } from "./notification-stand-ins.test-helpers";

// The whole backend (createBackend) with its notification jobs: the seeded recipients are told of a lead
// at once, and a channel without its setting is off, said once at start and in the operations report.

let cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

const token = "987654:backend-test-token-abcdefghijklmnop";

test("PGlite: recipients seeded from the environment hear of a stored lead at once, by e-mail and Telegram", async () => {
  const smtp = await startSmtpStandIn();
  const telegram = await startTelegramStandIn(token);
  cleanups.push(
    () => smtp.close(),
    () => telegram.close(),
  );
  const { backend, site } = await startBackend(
    {
      dataDir: "memory://",
      notifications: {
        siteUrl: "https://genesis-khimki.test",
        email: { url: smtp.url, from: "site@genesis-khimki.ru" },
        telegram: { token, apiUrl: telegram.url },
        seed: { emails: ["desk@genesis-khimki.ru"], chatIds: ["-100777"] },
        // Only the store's trigger can send within the test's deadline.
        delivery: { intervalMs: 60_000 },
      },
    },
    cleanups,
  );
  const started = performance.now();
  const answer = await postJson(`${site.url}${pathOf("test-drive")}`, leadBody("test-drive"));
  const { data } = (await answer.json()) as { data: { id: string } };
  await until(async () => smtp.letters.length === 1 && telegram.sent().length === 1, 5_000, "the letter and the message");
  const delayMs = Math.round(performance.now() - started);
  // Seconds at most on a busy machine; the issue asks for under a minute.
  expect(delayMs).toBeLessThan(5_000);
  expect(smtp.letters[0]?.to).toEqual(["desk@genesis-khimki.ru"]);
  expect(String(telegram.sent()[0]?.body.text)).toContain(`https://genesis-khimki.test/staff/leads/${data.id}`);
  // The mail server's «250» comes before the job records it: the report is read once both are recorded.
  await until(
    async () => {
      const { email, telegram: bot } = (await backend.operations()).notifications;
      return email.waiting === 0 && bot.waiting === 0;
    },
    5_000,
    "an empty outbox",
  );
  const { notifications } = await backend.operations();
  expect(notifications.email).toMatchObject({ enabled: true, waiting: 0, needsAttention: 0 });
  expect(notifications.email.lastSentAt).toBeInstanceOf(Date);
  console.info(`[notify] PGlite backend: from POST to both messages in ${delayMs} ms`);
});

test("PGlite: without SMTP_URL and TELEGRAM_BOT_TOKEN both channels are off, said once at start and in the report", async () => {
  const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
  const { backend, site } = await startBackend(
    {
      dataDir: "memory://",
      notifications: { siteUrl: "https://genesis-khimki.test", seed: { emails: ["desk@genesis-khimki.ru"], chatIds: [] } },
    },
    cleanups,
  );
  const off = info.mock.calls.map((call) => call[0]).filter((line) => typeof line === "string" && line.includes("выключены"));
  expect(off).toEqual([
    "Уведомления о заявках по почте выключены: SMTP_URL не задан",
    "Уведомления о заявках в Telegram выключены: TELEGRAM_BOT_TOKEN не задан",
  ]);
  // The site still takes leads; their messages wait for the channel, counted in the report.
  expect((await postJson(`${site.url}${pathOf("service")}`, leadBody("service"))).status).toBe(200);
  const { notifications } = await backend.operations();
  expect(notifications.email).toMatchObject({ enabled: false, waiting: 1 });
  expect(notifications.telegram).toMatchObject({ enabled: false, waiting: 0 });
});
