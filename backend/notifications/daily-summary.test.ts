import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { addDays, localDayOf, momentOf } from "@contract/test-drive-time";
import { logger } from "@platform/logger";
import { leadBody, pathOf, postJson } from "../leads/lead-bodies.test-helpers";
import { clearLeads, startLeadServer } from "../leads/lead-delivery.test-helpers";
import { markOpened, setWorkState } from "../staff/lead-page";
import { addStaffAccount } from "../staff/staff-auth";
import { describeEachDatabase } from "../testing/databases";
import type { TestServer } from "../testing/http-server";
import { dailySummaryText, readDailySummary, sendDailySummary } from "./daily-summary";
import { startSmtpStandIn, type SmtpStandIn } from "./notification-stand-ins.test-helpers";
import { emailSender, type NotificationSender } from "./senders";

// The admins' daily summary against a real SMTP server on a local port, on PGlite and PostgreSQL: the letter of the
// day before from 9:00 Moscow time, once however many processes look, again after the mail server was down.

const siteUrl = "https://genesis-khimki.test";
const password = "пароль-для-сводки-1";

test("the letter: counts in the subject, each kind and source, how soon, and what still waits; nobody's data", () => {
  const letter = dailySummaryText(
    {
      day: "2026-12-05",
      leads: 3,
      byKind: [
        { label: "Тест-драйв", count: 2 },
        { label: "Сервис", count: 1 },
      ],
      bySource: [
        { label: "yandex", count: 2 },
        { label: "без меток", count: 1 },
      ],
      opened: 2,
      medianMinutesToOpen: 12,
      worked: 1,
      medianMinutesToWork: 95,
      untouched: 1,
      oldestUntouchedMinutes: 600,
    },
    siteUrl,
  );
  expect(letter.subject).toBe("Заявки за 5 декабря: 3, без ответа сейчас: 1");
  expect(letter.text).toBe(
    [
      "Заявки с сайта за суббота, 5 декабря 2026 г. (время московское): 3.",
      "",
      "По видам:",
      "  Тест-драйв — 2",
      "  Сервис — 1",
      "",
      "По источникам (utm_source):",
      "  yandex — 2",
      "  без меток — 1",
      "",
      "Открыто: 2 из 3, медиана 12 мин от заявки.",
      "Взято в работу: 1, медиана 1 ч 35 мин.",
      "",
      "Сейчас никто не открыл заявок: 1; самая давняя ждёт 10 ч.",
      "",
      "Заявки: https://genesis-khimki.test/staff",
    ].join("\n"),
  );
});

describeEachDatabase((ctx) => {
  let site: TestServer | undefined;
  let smtp: SmtpStandIn | undefined;
  let mail: NotificationSender | undefined;
  const db = () => ctx.database().db;
  const smtpServer = () => smtp as SmtpStandIn;
  const post = async (kind: Parameters<typeof leadBody>[0], overrides = {}) => {
    const answer = await postJson(`${site?.url}${pathOf(kind)}`, leadBody(kind, overrides));
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { id: string } }).data.id;
  };
  /** 9:30 in Moscow the morning after the leads were sent (today, by the real clock the lead routes use). */
  const nextMorning = () => new Date(momentOf(addDays(localDayOf(new Date()), 1), 9 * 60 + 30).getTime());

  beforeAll(async () => {
    site = await startLeadServer(db());
    smtp = await startSmtpStandIn();
    mail = emailSender({ url: smtp.url, from: "Genesis Химки <site@genesis-khimki.ru>", timeoutMs: 2_000 });
    await addStaffAccount(db(), "director@genesis-khimki.ru", password, "admin");
    await addStaffAccount(db(), "owner@genesis-khimki.ru", password, "admin");
    await addStaffAccount(db(), "sales@genesis-khimki.ru", password, "sales");
  });
  afterAll(async () => {
    mail?.close();
    await site?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`delete from lead_daily_summaries`);
    await clearLeads(db());
    smtpServer().letters.length = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  test("from 9:00 Moscow time one letter about the day before goes to every active admin, once however often it is asked", async () => {
    const first = await post("test-drive");
    await post("service");
    await post("test-drive", { utm_source: "" });
    const staff = { email: "sales@genesis-khimki.ru" };
    const created = new Date();
    await markOpened(db(), first, staff, new Date(created.getTime() + 7 * 60_000));
    await setWorkState(db(), first, "in_progress", staff, new Date(created.getTime() + 30 * 60_000));

    const morning = nextMorning();
    expect(
      await sendDailySummary(db(), mail as NotificationSender, { siteUrl, now: () => new Date(morning.getTime() - 60 * 60_000) }),
    ).toBe("not-yet");
    const [a, b] = await Promise.all([
      sendDailySummary(db(), mail as NotificationSender, { siteUrl, now: () => morning }),
      sendDailySummary(db(), mail as NotificationSender, { siteUrl, now: () => morning }),
    ]);
    expect([a, b].sort()).toEqual(["done-already", "sent"]);
    expect(await sendDailySummary(db(), mail as NotificationSender, { siteUrl, now: () => new Date(morning.getTime() + 3_600_000) })).toBe(
      "done-already",
    );

    expect(smtpServer().letters).toHaveLength(1);
    const [letter] = smtpServer().letters;
    expect(letter?.to).toEqual(["director@genesis-khimki.ru", "owner@genesis-khimki.ru"]);
    expect(letter?.subject).toMatch(/^Заявки за \d{1,2} [а-я]+: 3, без ответа сейчас: 2$/);
    expect(letter?.text).toContain("  Тест-драйв — 2\n  Сервис — 1");
    expect(letter?.text).toContain("  без меток — 2\n  yandex — 1");
    expect(letter?.text).toContain("Открыто: 1 из 3, медиана 7 мин от заявки.");
    expect(letter?.text).toContain("Взято в работу: 1, медиана 30 мин.");
    // No visitor's name or phone in a letter to the whole management.
    expect(letter?.text).not.toMatch(/Иван|\+7|911/);
  });

  test("with the mail server down the letter waits and goes once it is back; a day without leads still says so", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const morning = nextMorning();
    await smtpServer().down();
    try {
      expect(await sendDailySummary(db(), mail as NotificationSender, { siteUrl, now: () => morning })).toBe("failed");
    } finally {
      await smtpServer().up();
    }
    expect(warn).toHaveBeenCalledTimes(1);
    // The next look, five minutes on.
    expect(await sendDailySummary(db(), mail as NotificationSender, { siteUrl, now: () => new Date(morning.getTime() + 5 * 60_000) })).toBe(
      "sent",
    );
    expect(smtpServer().letters).toHaveLength(1);
    expect(smtpServer().letters[0]?.text).toContain("(время московское): 0.");
    expect(smtpServer().letters[0]?.text).toContain("Сейчас все заявки кем-то открыты.");
    const summary = await readDailySummary(db(), addDays(localDayOf(morning), -1), morning);
    expect(summary).toMatchObject({ leads: 0, untouched: 0, oldestUntouchedMinutes: null });
  });
});
