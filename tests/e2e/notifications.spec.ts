import { expect, test } from "@playwright/test";
import { e2eStaff } from "../../playwright.config";
import { waitForHydration } from "./hydration";
import { blockingViolations } from "./journey-checks";
import { staffPage } from "./studio-staff";

// Lead notifications (issue 37, docs/decisions/0106): the admin adds a Telegram recipient at
// /staff/notifications — a wrong chat id is refused in Russian — then turns it off and removes it. The e2e
// site has neither SMTP_URL nor TELEGRAM_BOT_TOKEN: the page says both channels are off. One width: the
// page is the staff area's forms and panels, checked at both widths elsewhere.
const chat = `-100${Date.now()}`;

test("the admin adds a Telegram recipient, turns it off and removes it", { tag: "@one-width" }, async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const page = await staffPage(browser, baseURL, "notifications admin", e2eStaff.email, e2eStaff.password);
  await page.getByRole("link", { name: "Уведомления", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Уведомления о заявках" })).toBeVisible();
  await expect(page.getByText("Telegram: выключен — не задан TELEGRAM_BOT_TOKEN", { exact: false })).toBeVisible();
  await expect(page.getByText("Электронная почта: выключен — не задан SMTP_URL", { exact: false })).toBeVisible();
  await waitForHydration(page, "form");

  const form = page.getByRole("form", { name: "Добавить получателя" });
  await form.getByLabel("Куда").selectOption({ label: "Telegram" });
  await form.getByLabel("Адрес почты или номер чата Telegram").fill("@genesis_sales");
  await form.getByRole("button", { name: "Добавить" }).click();
  await expect(page.getByRole("status")).toContainText("Укажите номер чата Telegram");

  await form.getByLabel("Куда").selectOption({ label: "Telegram" });
  await form.getByLabel("Адрес почты или номер чата Telegram").fill(chat);
  await form.getByLabel("Конфигуратор").uncheck();
  await form.getByLabel(/Напоминания о заявках/).check();
  await form.getByRole("button", { name: "Добавить" }).click();
  await expect(page.getByRole("status")).toContainText("Получатель добавлен");

  const recipient = page.getByRole("region", { name: `Получатель ${chat}` });
  await expect(recipient.getByRole("heading", { name: `Telegram: ${chat}` })).toBeVisible();
  await expect(recipient.getByLabel("Конфигуратор")).not.toBeChecked();
  await expect(recipient.getByLabel("Тест-драйв")).toBeChecked();
  await expect(recipient.getByLabel(/Напоминания о заявках/)).toBeChecked();
  await expect(recipient.getByText(`Изменил ${e2eStaff.email}`, { exact: false })).toBeVisible();
  expect(await blockingViolations(page, "main")).toEqual([]);

  await recipient.getByLabel("Включён").uncheck();
  await recipient.getByRole("button", { name: `Сохранить ${chat}` }).click();
  await expect(page.getByRole("status")).toContainText("Изменения сохранены");
  await expect(recipient.getByRole("heading", { name: `Telegram: ${chat} (выключен)` })).toBeVisible();

  await recipient.getByRole("button", { name: `Удалить ${chat}` }).click();
  await expect(page.getByRole("status")).toContainText("Получатель удалён");
  await expect(page.getByRole("region", { name: `Получатель ${chat}` })).toHaveCount(0);
  await page.context().close();
});
