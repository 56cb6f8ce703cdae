// Staff of the studio's journeys: a window of their own, signed in, or an account the e2e admin invites.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { e2eStaff } from "../../playwright.config";
import { visitorAddress } from "./journey-checks";

/** A browser window of its own for one member of staff, signed in. */
export async function staffPage(
  browser: Browser,
  baseURL: string | undefined,
  who: string,
  email: string,
  password: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": visitorAddress(test.info(), who) } });
  await context.addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
  const page = await context.newPage();
  await page.goto("/staff/login");
  await page.getByLabel("Электронная почта").fill(email);
  await page.getByLabel("Пароль").fill(password);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).not.toHaveURL(/\/staff\/login/);
  return page;
}

/** Invites `email` with `role` as the e2e admin and accepts the link in a fresh window: that window, signed in. */
export async function invite(browser: Browser, baseURL: string | undefined, email: string, role: string, password: string): Promise<Page> {
  const admin = await staffPage(browser, baseURL, `studio admin ${role}`, e2eStaff.email, e2eStaff.password);
  await admin.goto("/staff/accounts");
  const form = admin.getByRole("form", { name: "Пригласить сотрудника" });
  await form.getByLabel("Электронная почта").fill(email);
  await form.getByLabel("Роль").selectOption({ label: role });
  await form.getByRole("button", { name: "Пригласить" }).click();
  const link = await admin.getByRole("textbox", { name: "Ссылка" }).inputValue();
  expect(link).toMatch(/\/staff\/invite\/[\w-]+$/);
  await admin.context().close();

  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress(test.info(), `studio ${role}`) },
  });
  await context.addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
  const page = await context.newPage();
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(`Учётная запись ${email}, роль «${role}»`)).toBeVisible();
  await page.getByLabel("Пароль", { exact: true }).fill(password);
  await page.getByLabel("Пароль ещё раз").fill(password);
  await page.getByRole("button", { name: "Задать пароль и войти" }).click();
  await expect(page).not.toHaveURL(/\/staff\/invite\//);
  return page;
}
