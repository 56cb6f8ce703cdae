import { expect, test, type APIRequestContext, type TestInfo } from "@playwright/test";
import { e2eStaff } from "../../playwright.config";
import { waitForHydration } from "./hydration";
import { chooseFreeDay, freeTimes } from "./booking-calendar";
import { fillPerson, visitorAddress, visitorPhone } from "./journey-checks";

// What a careful dealer's security review tries, met as a visitor or a script would meet it: a sign-in
// that must not send anyone off the site, bad requests answered in Russian rather than with a 500 or
// React Router's English, and one visitor who cannot take the test-drive schedule for themselves.
// Nothing here depends on the width, so it runs once, at the desktop width.

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, "requests and one form: the width changes nothing they check");
});

const addressOf = (info: TestInfo) => visitorAddress(info, "hardening");

/** A signed-in staff session's cookie, as the sign-in form makes it. */
async function staffCookie(request: APIRequestContext): Promise<string> {
  const login = await request.get("/staff/login");
  const csrf = /name="csrf" value="([^"]+)"/.exec(await login.text())?.[1] ?? "";
  const signInCookie = /^(staff_signin=[^;]+)/.exec(login.headers()["set-cookie"] ?? "")?.[1] ?? "";
  const signedIn = await request.post("/staff/login", {
    headers: { Cookie: signInCookie },
    form: { email: e2eStaff.email, password: e2eStaff.password, csrf, next: "/staff" },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  const session = signedIn.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("staff_session="));
  return /^(staff_session=[^;]+)/.exec(session?.value ?? "")?.[1] ?? "";
}

test("the staff sign-in never sends anyone off the site: a next with dots, a tab or a line break goes to the inbox", async ({
  request,
}) => {
  const cookie = await staffCookie(request);
  for (const next of [
    "/staff/../%09/evil.example/x",
    "//evil.example/staff",
    "/staff/%0Ax",
    "/staff/%0D%0ASet-Cookie:%20x=1",
    "https://evil.example/staff",
  ]) {
    const answer = await request.get(`/staff/login?next=${next}`, { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(answer.status(), next).toBe(302);
    expect(answer.headers().location, next).toBe("/staff");
  }
  const inside = await request.get(`/staff/login?next=${encodeURIComponent("/staff/test-drive?day=2026-12-01")}`, {
    headers: { Cookie: cookie },
    maxRedirects: 0,
  });
  expect(inside.headers().location).toBe("/staff/test-drive?day=2026-12-01");
});

test("a NUL in the e-mail of the staff sign-in is asked again in Russian, not a 500", async ({ request }) => {
  const login = await request.get("/staff/login");
  const csrf = /name="csrf" value="([^"]+)"/.exec(await login.text())?.[1] ?? "";
  const cookie = /^(staff_signin=[^;]+)/.exec(login.headers()["set-cookie"] ?? "")?.[1] ?? "";
  const answer = await request.post("/staff/login", {
    headers: { Cookie: cookie },
    form: { email: "a\u0000b@genesis-khimki.ru", password: e2eStaff.password, csrf, next: "/staff" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain("Введите адрес почты и пароль");
});

test("a form cut short, one without its boundary, and one from another site get a Russian page, never a 500", async ({ request }, info) => {
  const headers = { "X-Forwarded-For": addressOf(info) };
  const cut = await request.post("/test-drive.html", {
    headers: { ...headers, "Content-Type": "multipart/form-data; boundary=XX" },
    data: '--XX\r\nContent-Disposition: form-data; name="name"\r\n\r\nИв',
  });
  expect(cut.status()).toBe(400);
  expect(await cut.text()).toContain("Форма пришла повреждённой или не полностью");
  const noBoundary = await request.post("/service-form.html", {
    headers: { ...headers, "Content-Type": "multipart/form-data" },
    data: "name=x",
  });
  expect(noBoundary.status()).toBe(400);
  expect(await noBoundary.text()).toContain("Форма пришла повреждённой");
  for (const origin of ["null", "https://evil.example"]) {
    const foreign = await request.post("/service-form.html", { headers: { ...headers, Origin: origin }, form: { name: "Анна" } });
    expect(foreign.status(), origin).toBe(403);
    const page = await foreign.text();
    expect(page).toContain("Форма не отправлена");
    expect(page).not.toContain("Bad Request");
  }
  const cookieNotice = await request.post("/cookies/accept", { headers, form: { back: "a".repeat(5000) } });
  expect(cookieNotice.status()).toBe(413);
  expect(await cookieNotice.text()).toContain("Форма слишком большая");
});

test("a tampered field of a model page's form is named in Russian, not in zod's English", async ({ request }, info) => {
  const answer = await request.post("/g90.html", {
    headers: { "X-Forwarded-For": addressOf(info) },
    form: { name: "Иван", phone: visitorPhone(info), agree: "on", model: "g90", intent: "hack" },
  });
  expect(answer.status()).toBe(400);
  const page = await answer.text();
  expect(page).toContain("Цель запроса: выберите один из предложенных вариантов");
  expect(page).not.toMatch(/Invalid option|expected one of/);
});

test("one visitor holds at most two test drives ahead: a third is refused in the form, in Russian", async ({
  page,
  request,
  baseURL,
  context,
}, info) => {
  const phone = visitorPhone(info);
  const headers = { "X-Forwarded-For": addressOf(info) };
  // Two drives booked already, far down the calendar where no other journey books.
  const schedule = (await (await request.get("/dealer/test-drive?method=getShedule&dealer=1&model=g70", { headers })).json()) as {
    data: Record<string, Record<string, { available: boolean }>>;
  };
  const late = Object.entries(schedule.data)
    .slice(-3)
    .flatMap(([date, times]) =>
      Object.entries(times)
        .filter(([, slot]) => slot.available)
        .map(([time]) => ({ date, time })),
    )
    .slice(0, 2);
  for (const slot of late) {
    const booked = await request.post("/dealer/v1/request", {
      headers,
      data: { name: "Анна", surname: "Смирнова", phone, agree: "on", model: "g70", city: "2", dealer: "1", ...slot },
    });
    expect(booked.status(), await booked.text()).toBe(200);
  }

  await context.addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
  await page.setExtraHTTPHeaders(headers);
  await page.goto("/test-drive.html");
  await waitForHydration(page, "#booking select");
  const form = page.getByRole("form", { name: "Заявка на тест-драйв" });
  await form.getByLabel("Модель").selectOption({ label: "Genesis G70" });
  await form.getByLabel("Город").selectOption({ label: "Химки" });
  await fillPerson(form, "Анна Смирнова", phone);
  await chooseFreeDay(form, { nth: 4, minTimes: 3 });
  await freeTimes(form).nth(1).check();
  await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
  await expect(form.getByText(/На этот номер телефона уже записано 2 поездки/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Заявка принята" })).toHaveCount(0);
});
