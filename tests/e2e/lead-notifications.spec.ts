import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startSmtpStandIn, startTelegramStandIn } from "../../backend/notifications/notification-stand-ins.test-helpers";
import { chooseFreeDay, freeTimes } from "./booking-calendar";
import { waitForHydration } from "./hydration";
import { fillPerson } from "./journey-checks";
import { startOwnSite } from "./own-site";

// Issue 37's «tried as a new user would»: a site of its own with a real SMTP server (smtp-server on a local port)
// and a Telegram Bot API stand-in as its channels, the dealer's desk given at start (LEAD_NOTIFY_EMAILS,
// TELEGRAM_CHAT_IDS). A test drive booked in the browser is one letter and one message within 10 s, each with the
// lead's link, which opens the lead's page after sign-in. One width: nothing here depends on it.

const token = "7000000001:AAE-lead-notifications-journey-token";
const chat = "-1001987654321";
const desk = "sales@genesis-khimki.ru";
const staff = { email: "notify-admin@genesis-khimki.ru", password: "пароль-уведомлений-e2e" };

test(
  "a test drive booked in the browser reaches the sales desk by e-mail and Telegram within 10 s, with a link to the lead",
  { tag: "@one-width" },
  async ({ browser }) => {
    test.setTimeout(120_000);
    const smtp = await startSmtpStandIn();
    const telegram = await startTelegramStandIn(token);
    const dataDir = mkdtempSync(path.join(tmpdir(), "genesis-e2e-notify-"));
    execFileSync(process.execPath, ["scripts/staff.mjs", "add", staff.email], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", STAFF_PASSWORD: staff.password },
      stdio: "ignore",
    });
    const site = await startOwnSite(
      {
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        SMTP_FROM: "Genesis Химки <site@genesis-khimki.ru>",
        LEAD_NOTIFY_EMAILS: desk,
        TELEGRAM_BOT_TOKEN: token,
        TELEGRAM_API_URL: telegram.url,
        TELEGRAM_CHAT_IDS: chat,
      },
      "notify",
    );
    try {
      const context = await browser.newContext({ baseURL: site.url, locale: "ru-RU", timezoneId: "Europe/Moscow" });
      await context.addCookies([{ name: "cookiesAgree", value: "1", url: site.url }]);
      const page = await context.newPage();
      await page.goto("/test-drive.html?model=gv80");
      await waitForHydration(page, "#booking select");
      const form = page.getByRole("form", { name: "Заявка на тест-драйв" });
      await chooseFreeDay(form);
      await freeTimes(form).first().check();
      await fillPerson(form, "Таисия Уведомлённая", "+7 (916) 555-01-37");
      await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
      await expect(page.getByText("Вы записаны на тест-драйв.")).toBeVisible();
      const acknowledged = performance.now();

      // Within 10 s: one letter to the desk and one message to its chat.
      await expect.poll(() => smtp.letters.length + telegram.sent().length, { timeout: 10_000 }).toBe(2);
      const [letter] = smtp.letters;
      const [message] = telegram.sent();
      expect(letter?.to).toEqual([desk]);
      expect(letter?.subject).toMatch(/^Новая заявка: Запись на тест-драйв, Genesis GV80 \(№ [0-9a-f]{8}\)$/);
      expect(letter?.subject).not.toContain("Таисия");
      expect((letter?.at ?? Number.POSITIVE_INFINITY) - acknowledged).toBeLessThan(10_000);
      expect(message?.body).toMatchObject({ chat_id: chat });
      const link = /\/staff\/leads\/[\w-]+/.exec(letter?.text ?? "")?.[0] ?? "";
      expect(link).not.toBe("");
      expect(JSON.stringify(message?.body)).toContain(link);

      // The link opens the lead's page once the manager has signed in.
      await page.goto(link);
      await page.getByLabel("Электронная почта").fill(staff.email);
      await page.getByLabel("Пароль").fill(staff.password);
      await page.getByRole("button", { name: "Войти" }).click();
      await expect(page).toHaveURL(new RegExp(`${link}$`));
      await expect(page.getByRole("region", { name: "Заявка" })).toContainText("Таисия Уведомлённая");
      // Nothing was told twice.
      expect(smtp.letters).toHaveLength(1);
      expect(telegram.sent()).toHaveLength(1);
      await context.close();
    } finally {
      await site.stop();
      await smtp.close();
      await telegram.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
