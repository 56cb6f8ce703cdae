import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { e2eStaff } from "../../playwright.config";
import { waitForHydration } from "./hydration";
import { blockingViolations, expectNoSidewaysScroll, visitorAddress } from "./journey-checks";

// The dealer's staff inbox (issue 14): no staff page without a session; a visitor's request reaches the
// inbox with its delivery state; staff sign in, find it, mark it done and export it; stored HTML shows
// as text. The account was made by `npm run staff -- add` before the server started (playwright.config.ts).


test.beforeEach(async ({ context, page, baseURL }, info) => {
  await context.addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
  // Each test its own address: the sign-in limit counts failures per address.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress(info, "staff") });
});

async function signIn(page: Page, password = e2eStaff.password) {
  await page.goto("/staff/login");
  await page.getByLabel("Электронная почта").fill(e2eStaff.email);
  await page.getByLabel("Пароль").fill(password);
  await page.getByRole("button", { name: "Войти" }).click();
}

test("no staff page without a session: every address sends to sign-in, a made-up cookie too", async ({ request }) => {
  const pages = ["/staff", "/staff?work=done", "/staff/leads/00000000-0000-4000-8000-000000000000", "/staff/export/csv", "/staff/export/xlsx?type=service"];
  for (const cookie of [undefined, "staff_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"]) {
    for (const path of pages) {
      const response = await request.get(path, { maxRedirects: 0, headers: cookie ? { Cookie: cookie } : {} });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toMatch(/^\/staff\/login(\?next=%2Fstaff.*)?$/);
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
  }
  const logout = await request.post("/staff/logout", { maxRedirects: 0, form: { csrf: "x" } });
  expect(logout.status()).toBe(302);
  expect(logout.headers().location).toBe("/staff/login");
  const login = await request.get("/staff/login");
  expect(login.headers()["cache-control"]).toBe("no-store");
  expect(login.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(login.headers()["set-cookie"]).toMatch(/^staff_signin=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax$/);
  expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  // A sign-in posted without the form's token (another site's form) is refused.
  const forged = await request.post("/staff/login", { form: { email: e2eStaff.email, password: e2eStaff.password, csrf: "forged" }, maxRedirects: 0, headers: { Cookie: "" } });
  expect(forged.status()).toBe(403);
  // The JSON API says 401, never redirects.
  const api = await request.get("/dealer/v1/staff/leads");
  expect(api.status()).toBe(401);
  expect(await api.json()).toEqual({ success: false, data: null, message: "Войдите, чтобы продолжить" });
});

test("a wrong password gets one Russian message with no hint, and the form stays usable", async ({ page }) => {
  await signIn(page, "совсем-не-тот-пароль");
  await expect(page.getByRole("alert")).toHaveText("Неверный адрес почты или пароль");
  await expect(page).toHaveURL(/\/staff\/login$/);
  expect(await blockingViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
});

test("a visitor's request reaches the inbox; staff sign in, find it, mark it done, export it and sign out", async ({ page }, info) => {
  // A name of its own per project: both projects share the server's database.
  const name = info.project.name === "mobile" ? "Любомира" : "Всеволод";
  const payload = `<img src=x onerror="document.title='xss'">`;

  // The visitor: the test-drive form of the site, as leads.spec.ts sends it.
  await page.goto("/test-drive.html");
  await waitForHydration(page, "#booking select");
  const form = page.getByRole("form", { name: "Заявка на тест-драйв" });
  await form.getByLabel("Модель").selectOption({ label: "Genesis GV80" });
  await form.getByLabel("Город").selectOption({ label: "Химки" });
  // A time nobody else takes: leads.spec.ts books the first free day's last times, test-drive.spec.ts
  // the second day's first ones; this journey the third day's (or the month's last) third and fourth from the end.
  const days = form.getByRole("group", { name: /^Дни месяца/ }).locator("button:not([aria-disabled])");
  await days.nth(Math.min(2, (await days.count()) - 1)).click();
  await form.locator('input[name="slot"]:not([disabled]):visible').nth(info.project.name === "mobile" ? -4 : -3).check();
  await form.getByLabel("Имя", { exact: true }).fill(name);
  await form.getByLabel("Телефон").fill("+7 (916) 123-45-67");
  await form.getByRole("checkbox", { name: /Даю согласие на обработку персональных данных/ }).check();
  await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
  await expect(page.getByRole("heading", { name: "Заявка принята" })).toBeVisible();

  // A hostile request straight to the API: its HTML must stay text.
  const hostile = await page.request.post("/dealer/v1/request/order", {
    data: { name, phone: "+7 (916) 765-43-21", agree: "on", model: "g90", place: payload, page: "javascript:alert(1)", comment: payload },
  });
  expect(hostile.status()).toBe(200);

  // Staff: sign in, land in the inbox.
  await page.goto(`/staff?q=${encodeURIComponent(name)}`);
  await expect(page).toHaveURL(/\/staff\/login\?next=/);
  await page.getByLabel("Электронная почта").fill(e2eStaff.email);
  await page.getByLabel("Пароль").fill(e2eStaff.password);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page.getByRole("heading", { name: "Заявки", exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/staff\\?q=`));
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "staff_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(session?.expires).toBe(-1);

  const table = page.getByRole("table", { name: "Заявки, новые сверху" });
  const row = table.getByRole("row").filter({ hasText: "Тест-драйв" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText("+7 (916) 123-45-67");
  await expect(row).toContainText("/test-drive.html");
  await expect(row).toContainText("Новая");
  // The embedded sales system takes it within seconds.
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole("row").filter({ hasText: "Тест-драйв" })).toContainText("Доставлена", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // The hostile lead shows its markup as text, and nothing ran.
  await expect(table.getByRole("row").filter({ hasText: "Заказ автомобиля" })).toContainText("javascript:alert(1)");
  expect(await page.title()).not.toBe("xss");
  await expectNoSidewaysScroll(page);
  expect(await blockingViolations(page)).toEqual([]);

  // The lead's page: every field; mark it done.
  await waitForHydration(page, "main form select");
  await table.getByRole("row").filter({ hasText: "Тест-драйв" }).getByRole("link").click();
  await expect(page.getByRole("heading", { name: /^Заявка [0-9a-f]{8}$/ })).toBeVisible();
  await expect(page.getByText("дано, текст согласия от 2026-11-01")).toBeVisible();
  await expect(page.getByText("страница «Запись на тест-драйв»")).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await page.getByLabel("Состояние").selectOption({ label: "Обработана" });
  await page.getByRole("button", { name: "Сохранить состояние" }).click();
  await expect(page.getByRole("status")).toHaveText("Состояние сохранено");
  await page.getByLabel("Новый комментарий").fill("Перезвонили, записали на субботу");
  await page.getByRole("button", { name: "Добавить комментарий" }).click();
  await expect(page.getByRole("status")).toHaveText("Комментарий добавлен");
  await expect(page.getByText("Перезвонили, записали на субботу")).toBeVisible();

  // Back in the inbox, filtered by «Обработана»; export the filtered leads.
  await page.getByRole("link", { name: "← Все заявки" }).click();
  await expect(page.getByRole("heading", { name: "Заявки", exact: true })).toBeVisible();
  await page.getByRole("combobox", { name: "Работа", exact: true }).selectOption({ label: "Обработана" });
  await page.getByLabel("Поиск по имени или телефону").fill(name);
  await page.getByRole("button", { name: "Показать" }).click();
  await expect(page).toHaveURL(/work=done/);
  await expect(table.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Выгрузить в CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{8}-\d{4}\.csv$/);
  const csv = readFileSync(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString("utf8").slice(1).split("\r\n");
  expect(lines[0]).toMatch(/^Номер заявки;/);
  expect(lines.filter((line) => line.includes(name))).toHaveLength(1);
  expect(lines[1]).toContain(";Тест-драйв;gv80;");
  expect(lines[1]).toContain(";'+7 (916) 123-45-67;");
  expect(lines[1]).toContain(";Обработана;");

  // Sign out: the session ends, the inbox sends to sign-in again.
  await page.getByRole("button", { name: "Выйти" }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/login$/);
});

test("over https (a trusted proxy says so) the cookies are __Host- prefixed and Secure", async ({ request }) => {
  const login = await request.get("/staff/login", { headers: { "X-Forwarded-Proto": "https" } });
  expect(login.status()).toBe(200);
  expect(login.headers()["set-cookie"]).toMatch(/^__Host-staff_signin=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await login.text())?.[1] ?? "";
  const cookie = /^(__Host-staff_signin=[^;]+)/.exec(login.headers()["set-cookie"] ?? "")?.[1] ?? "";
  const signedIn = await request.post("/staff/login", {
    headers: { "X-Forwarded-Proto": "https", Cookie: cookie },
    form: { email: e2eStaff.email, password: e2eStaff.password, csrf, next: "/staff" },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  const set = signedIn.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
  expect(set).toContainEqual(expect.stringMatching(/^__Host-staff_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign in, open a lead, change its work state and sign out with plain form posts", async ({ page }, info) => {
    const name = info.project.name === "mobile" ? "Ростислава" : "Станислав";
    const sent = await page.request.post("/dealer/v1/request/service", {
      data: { name, phone: "+7 (917) 000-11-22", agree: "on", service: "to", page: "/servis/to.html" },
    });
    expect(sent.status()).toBe(200);
    await signIn(page);
    await expect(page.getByRole("heading", { name: "Заявки", exact: true })).toBeVisible();
    await page.getByLabel("Поиск по имени или телефону").fill(name);
    await page.getByRole("button", { name: "Показать" }).click();
    const row = page.getByRole("table", { name: "Заявки, новые сверху" }).getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Сервис");
    await row.getByRole("link").click();
    await page.getByLabel("Состояние").selectOption({ label: "В работе" });
    await page.getByRole("button", { name: "Сохранить состояние" }).click();
    await expect(page.getByRole("status")).toHaveText("Состояние сохранено");
    await expect(page.getByLabel("Состояние")).toHaveValue("in_progress");
    await page.getByRole("button", { name: "Выйти" }).click();
    await expect(page).toHaveURL(/\/staff\/login$/);
  });
});
