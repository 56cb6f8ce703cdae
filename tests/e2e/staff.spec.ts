import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { e2eStaff } from "../../playwright.config";
import { chooseFreeDay, freeTimes } from "./booking-calendar";
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

/** Patterns of the e2e account's e-mail, a day «21.11.2026» and a time «12:00». */
const me = e2eStaff.email.replace(/\./g, "\\.");
const anyDay = String.raw`\d{2}\.\d{2}\.\d{4}`;
const anyTime = String.raw`\d{2}:\d{2}`;

/** «<the e2e account>, 21.11.2026, 12:00» after `before`: who changed a lead and when, as its page says. */
const byMeAt = (before = "") => new RegExp(`^${before}${me}, ${anyDay}, ${anyTime}$`);

/** An ISO day `days` after today in Moscow (the dealer's clock). */
function moscowDayFromNow(days: number): string {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whether visitors can book Genesis Химки's car of `model` on an ISO day at a time, per the public schedule API. */
async function publicSlotAvailable(page: Page, model: string, isoDay: string, time: string): Promise<boolean | undefined> {
  const response = await page.request.get(`/dealer/test-drive?method=getShedule&dealer=1&model=${model}`);
  expect(response.status()).toBe(200);
  const schedule = (await response.json()) as { data: Record<string, Record<string, { available: boolean }>> };
  const [year, month, day] = isoDay.split("-");
  return schedule.data[`${day}.${month}.${year}`]?.[time]?.available;
}

/** Opens the calendar of Genesis Химки on the first working day from `days` ahead; answers that day. */
async function openCalendarDay(page: Page, days: number): Promise<string> {
  for (let extra = 0; extra < 7; extra++) {
    const day = moscowDayFromNow(days + extra);
    await page.getByLabel("Дилерский центр").selectOption({ label: "Genesis Химки" });
    await page.getByLabel("День", { exact: true }).fill(day);
    await page.getByRole("button", { name: "Показать" }).click();
    await expect(page).toHaveURL(new RegExp(`day=${day}`));
    // A holiday has no grid: the next day then.
    if ((await page.getByRole("table", { name: /^Слоты тест-драйвов/ }).count()) > 0) return day;
  }
  throw new Error("no working day for test drives within a week");
}

test(
  "no staff page without a session: every address sends to sign-in, a made-up cookie too",
  { tag: "@one-width" },
  async ({ request }) => {
    const pages = [
      "/staff",
      "/staff?work=done",
      "/staff/leads/00000000-0000-4000-8000-000000000000",
      "/staff/export/csv",
      "/staff/export/xlsx?type=service",
      "/staff/test-drive?dealer=1",
    ];
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
    const forged = await request.post("/staff/login", {
      form: { email: e2eStaff.email, password: e2eStaff.password, csrf: "forged" },
      maxRedirects: 0,
      headers: { Cookie: "" },
    });
    expect(forged.status()).toBe(403);
    // The JSON API says 401, never redirects.
    for (const path of ["/dealer/v1/staff/leads", "/dealer/v1/staff/test-drive/day?dealer=1", "/dealer/v1/staff/test-drive/bookings"]) {
      const api = await request.get(path);
      expect(api.status(), path).toBe(401);
      expect(await api.json()).toEqual({ success: false, data: null, message: "Войдите, чтобы продолжить" });
    }
    const close = await request.post("/dealer/v1/staff/test-drive/close", {
      data: { dealer: 1, car: 104, day: moscowDayFromNow(5), time: "15:00", reason: "x" },
    });
    expect(close.status()).toBe(401);
  },
);

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
  // A time nobody else takes: leads.spec.ts books the last times of the first day with two free,
  // test-drive.spec.ts the second day's first ones; this journey the third day's third and fourth from the end.
  await chooseFreeDay(form, { nth: 2, minTimes: 4 });
  await freeTimes(form)
    .nth(info.project.name === "mobile" ? -4 : -3)
    .check();
  await form.getByLabel("Имя", { exact: true }).fill(name);
  await form.getByLabel("Телефон").fill("+7 (916) 123-45-67");
  await form.getByRole("checkbox", { name: /Я даю согласие на обработку персональных данных/ }).check();
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
  await expect(page.getByText(/^дано, редакция № 2 \(personal-data-2\), действует с /)).toBeVisible();
  // The delivery history, newest first: the call the embedded sales system accepted.
  const newestCall = page.getByRole("table", { name: "История попыток отправки, новые сверху" }).getByRole("row").nth(1);
  await expect(newestCall).toContainText("Принята");
  await expect(newestCall).toContainText("HTTP 200");
  await expect(page.getByText("страница «Запись на тест-драйв»")).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  // The visitor cannot come after all: staff cancel the visit, and the lead says who did.
  await page.getByRole("button", { name: "Отменить запись на тест-драйв" }).click();
  await expect(page.getByRole("status")).toHaveText("Запись отменена: время снова свободно для других посетителей");
  await expect(page.getByRole("button", { name: "Отменить запись на тест-драйв" })).toHaveCount(0);
  await expect(page.getByText("Запись на тест-драйв отменена, время освобождено")).toBeVisible();
  // The lead itself reads cancelled, by whom: not as a visit still on.
  const facts = page.getByRole("region", { name: "Заявка", exact: true });
  await expect(facts.getByRole("definition").filter({ hasText: /^Запись на тест-драйв/ })).toHaveText("Запись на тест-драйв отменена");
  await expect(facts.getByRole("definition").filter({ hasText: e2eStaff.email })).toHaveText(byMeAt());
  await page.getByLabel("Состояние").selectOption({ label: "Обработана" });
  await page.getByRole("button", { name: "Сохранить состояние" }).click();
  await expect(page.getByRole("status")).toHaveText("Состояние сохранено");
  await expect(page.getByText(/^Изменено:/)).toHaveText(byMeAt("Изменено: "));
  // The session ends while a comment is typed: sign in again, and the comment is still in its field.
  const leadUrl = page.url();
  await page.getByLabel("Новый комментарий").fill("Перезвонили, записали на субботу");
  await page.context().clearCookies({ name: "staff_session" });
  await page.getByRole("button", { name: "Добавить комментарий" }).click();
  await expect(page).toHaveURL(/\/staff\/login\?next=/);
  await expect(page.getByRole("status")).toContainText("начатый комментарий к заявке вернётся в своё поле");
  await page.getByLabel("Электронная почта").fill(e2eStaff.email);
  await page.getByLabel("Пароль").fill(e2eStaff.password);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(leadUrl);
  await expect(page.getByLabel("Новый комментарий")).toHaveValue("Перезвонили, записали на субботу");
  await page.getByRole("button", { name: "Добавить комментарий" }).click();
  await expect(page.getByRole("status")).toHaveText("Комментарий добавлен");
  await expect(page.getByText("Перезвонили, записали на субботу")).toBeVisible();
  // Once saved, the draft is gone: the page opened again has an empty field.
  await page.reload();
  await waitForHydration(page, "main form select");
  await expect(page.getByLabel("Новый комментарий")).toHaveValue("");

  // Back in the inbox, filtered by «Обработана»; export the filtered leads.
  await page.getByRole("link", { name: "← Все заявки" }).click();
  await expect(page.getByRole("heading", { name: "Заявки", exact: true })).toBeVisible();
  await page.getByRole("combobox", { name: "Работа", exact: true }).selectOption({ label: "Обработана" });
  await page.getByLabel("Имя, телефон, номер заявки или e-mail").fill(name);
  await page.getByRole("button", { name: "Показать" }).click();
  await expect(page).toHaveURL(/work=done/);
  await expect(table.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await expect(table.getByRole("row").filter({ hasText: name })).toContainText("Запись на тест-драйв отменена");
  // A lead opened from the filtered list goes back to the same filters.
  await table.getByRole("row").filter({ hasText: name }).getByRole("link").click();
  await expect(page.getByRole("heading", { name: /^Заявка [0-9a-f]{8}$/ })).toBeVisible();
  await page.getByRole("link", { name: "← Все заявки" }).click();
  await expect(page).toHaveURL(/work=done/);
  await expect(page.getByLabel("Имя, телефон, номер заявки или e-mail")).toHaveValue(name);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Выгрузить в CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{8}-\d{4}\.csv$/);
  const csv = readFileSync(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString("utf8").slice(1).split("\r\n");
  expect(lines[0]).toMatch(/^Номер заявки;/);
  expect(lines.filter((line) => line.includes(name))).toHaveLength(1);
  expect(lines[1]).toContain(";Запись на тест-драйв отменена;Genesis GV80;");
  expect(lines[1]).toContain(";'+7 (916) 123-45-67;");
  expect(lines[1]).toContain(";Обработана;");
  // The staff's comments, oldest first, one a line, each with its day, time and author.
  const comment = (text: string) => `${anyDay} ${anyTime} ${me}: ${text}`;
  expect(lines[1]).toMatch(
    new RegExp(`;"${comment("Запись на тест-драйв отменена, время освобождено")}\\n${comment("Перезвонили, записали на субботу")}";`),
  );
  // The same link followed from another site starts no export, though the session cookie goes with it.
  const fromElsewhere = await page.request.get(download.url(), { headers: { "Sec-Fetch-Site": "cross-site" } });
  expect(fromElsewhere.status()).toBe(403);
  expect(await fromElsewhere.text()).toMatch(/^Выгрузка начинается только со страницы заявок/);

  // Sign out: the session ends, the inbox sends to sign-in again.
  await page.getByRole("button", { name: "Выйти" }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/login$/);
});

test("staff close a free test-drive slot with a reason, visitors can no longer book it, and reopening gives it back", async ({
  page,
}, info) => {
  // Each project its own time on a day the other journeys leave alone (they book the first three days).
  const time = info.project.name === "mobile" ? "16:00" : "15:00";
  const reason = info.project.name === "mobile" ? "Автомобиль на мойке" : "Автомобиль на техосмотре";
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Заявки", exact: true })).toBeVisible();
  await page.getByRole("navigation", { name: "Разделы" }).getByRole("link", { name: "Тест-драйвы" }).click();
  await expect(page.getByRole("heading", { name: "Тест-драйвы", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Тест-драйвы" })).toHaveAttribute("aria-current", "page");
  const day = await openCalendarDay(page, 5);
  const weekday = new Intl.DateTimeFormat("ru-RU", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(weekday, "i") })).toBeVisible();
  expect(await publicSlotAvailable(page, "gv80", day, time)).toBe(true);
  expect(await blockingViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // Close the GV80's slot with a reason: each free slot shows one folded «Закрыть…», the field only once opened.
  const closeForm = page.getByRole("form", { name: `Закрыть Genesis GV80 в ${time}` });
  await expect(closeForm).toBeHidden();
  await expect(page.getByLabel("Причина").first()).toBeHidden();
  await page.locator("summary", { hasText: `Genesis GV80 в ${time}` }).click();
  await closeForm.getByLabel("Причина").fill(reason);
  await closeForm.getByRole("button", { name: "Закрыть" }).click();
  await expect(page.getByRole("status")).toHaveText("Время закрыто: клиенты не смогут на него записаться");
  await expect(page).toHaveURL(new RegExp(`day=${day}&done=close#slot-104-${time.replace(":", "")}$`));
  const reopenForm = page.getByRole("form", { name: `Открыть Genesis GV80 в ${time}` });
  await expect(reopenForm).toBeVisible();
  const cell = page.locator("td", { has: reopenForm });
  await expect(cell).toContainText("Закрыто");
  await expect(cell).toContainText(reason);
  await expect(cell).toContainText(e2eStaff.email);
  // Visitors: the time is gone from the public schedule; other cars at that time are not.
  expect(await publicSlotAvailable(page, "gv80", day, time)).toBe(false);
  expect(await publicSlotAvailable(page, "g70", day, time)).toBe(true);
  expect(await blockingViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // Reopen: bookable again.
  await reopenForm.getByRole("button", { name: "Открыть" }).click();
  await expect(page.getByRole("status")).toHaveText("Время снова открыто для записи");
  await expect(page.locator("summary", { hasText: `Genesis GV80 в ${time}` })).toBeVisible();
  expect(await publicSlotAvailable(page, "gv80", day, time)).toBe(true);

  // The day arrows: the next day and back.
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await page.getByRole("link", { name: /^Следующий день/ }).click();
  await expect(page).toHaveURL(new RegExp(`day=${next}`));
  await page.getByRole("link", { name: /^Предыдущий день/ }).click();
  await expect(page).toHaveURL(new RegExp(`day=${day}$`));
});

test("over https (a trusted proxy says so) the cookies are __Host- prefixed and Secure", { tag: "@one-width" }, async ({ request }) => {
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
  const set = signedIn
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
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
    await page.getByLabel("Имя, телефон, номер заявки или e-mail").fill(name);
    await page.getByRole("button", { name: "Показать" }).click();
    const row = page.getByRole("table", { name: "Заявки, новые сверху" }).getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Сервис");
    await row.getByRole("link").click();
    await page.getByLabel("Состояние").selectOption({ label: "В работе" });
    await page.getByRole("button", { name: "Сохранить состояние" }).click();
    await expect(page.getByRole("status")).toHaveText("Состояние сохранено");
    await expect(page.getByLabel("Состояние")).toHaveValue("in_progress");
    await expect(page.getByText(/^Изменено:/)).toHaveText(byMeAt("Изменено: "));
    await page.getByRole("button", { name: "Выйти" }).click();
    await expect(page).toHaveURL(/\/staff\/login$/);
  });

  test("the test-drive calendar closes and reopens a slot with plain form posts, and says in Russian what is wrong", async ({
    page,
  }, info) => {
    const time = info.project.name === "mobile" ? "13:00" : "14:00";
    await signIn(page);
    await page.getByRole("link", { name: "Тест-драйвы" }).click();
    const day = await openCalendarDay(page, 6);
    const closeForm = page.getByRole("form", { name: `Закрыть Genesis G70 в ${time}` });
    await page.locator("summary", { hasText: `Genesis G70 в ${time}` }).click();
    // Spaces pass the browser's «required» but are no reason: the server says so, beside the slot.
    await closeForm.getByLabel("Причина").fill("   ");
    await closeForm.getByRole("button", { name: "Закрыть" }).click();
    await expect(page.getByRole("status")).toHaveText("Укажите причину закрытия");
    await expect(closeForm.getByLabel("Причина")).toHaveAttribute("aria-invalid", "true");
    await closeForm.getByLabel("Причина").fill("Перегон автомобиля в сервис");
    await closeForm.getByRole("button", { name: "Закрыть" }).click();
    await expect(page.getByRole("status")).toHaveText("Время закрыто: клиенты не смогут на него записаться");
    expect(await publicSlotAvailable(page, "g70", day, time)).toBe(false);
    await page
      .getByRole("form", { name: `Открыть Genesis G70 в ${time}` })
      .getByRole("button", { name: "Открыть" })
      .click();
    await expect(page.getByRole("status")).toHaveText("Время снова открыто для записи");
    expect(await publicSlotAvailable(page, "g70", day, time)).toBe(true);
  });
});

test("an admin sees how each car feed was last read and has one read now", { tag: "@one-width" }, async ({ page }) => {
  await signIn(page);
  await page.getByRole("navigation").getByRole("link", { name: "Фиды" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Фиды автомобилей" })).toBeVisible();
  const feed = page.getByRole("region", { name: "Склад дилера (Export Master)" });
  await expect(feed).toContainText("Последнее удачное чтение");
  await expect(feed).toContainText(/Прочитано автомобилей: \d+/);
  expect(await blockingViolations(page)).toEqual([]);
  await waitForHydration(page);
  await feed.getByRole("button", { name: "Обновить сейчас: Склад дилера (Export Master)" }).click();
  await expect(page.getByText("Фид будет прочитан в течение нескольких секунд")).toBeVisible();
});
