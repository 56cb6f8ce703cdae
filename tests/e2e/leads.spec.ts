import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { chooseFreeDay, freeTimes } from "./booking-calendar";
import { waitForHydration } from "./hydration";
import {
  blockingViolations,
  collectPageProblems,
  expectAccepted,
  expectNoSidewaysScroll,
  fillPerson,
  visitorAddress,
  visitorPhone,
} from "./journey-checks";

// Journeys of the lead forms: every form a visitor can send (test drive on its page and in the popup,
// service callback, order, trade-in), with and without JavaScript, at both widths; axe on the open
// form and on its errors. Each test speaks from its own address (X-Forwarded-For, trusted from the
// loopback), so the dealer API's per-address limit never mixes tests up.

test.beforeEach(async ({ context, page, baseURL }, info) => {
  await context.addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress(info, "leads") });
});

/** Name, phone and consent: what every form asks of the person. */
/** A marker on window: it survives only while the page is not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

const testDriveForm = (page: Page) => page.getByRole("form", { name: "Заявка на тест-драйв" });

/**
 * The last free times of a day (the two widths take different ones): test-drive.spec.ts books the early
 * times, so journeys running side by side never take each other's slot. With scripts the calendar shows
 * one day at a time, and the first day with two free times is chosen (late in the afternoon today has
 * one or none); without them the list shows the next days' times together.
 */
async function chooseLateTime(form: Locator, info: TestInfo, calendar: boolean) {
  if (calendar) await chooseFreeDay(form, { minTimes: 2 });
  await freeTimes(form)
    .nth(info.project.name === "mobile" ? -2 : -1)
    .check();
}

async function fillTestDrive(form: Locator, info: TestInfo, { model = "Genesis GV80", calendar = true } = {}) {
  await form.getByLabel("Модель").selectOption({ label: model });
  await form.getByLabel("Город").selectOption({ label: "Химки" });
  await fillPerson(form);
  await chooseLateTime(form, info, calendar);
}

test.describe("with JavaScript", () => {
  test("test drive on its page: errors under the fields first, then the request number without a reload", async ({ page }, info) => {
    await page.goto("/test-drive.html");
    const form = testDriveForm(page);
    await waitForHydration(page, "#booking select");
    await expectNoSidewaysScroll(page);
    expect(await blockingViolations(page, "#booking")).toEqual([]);
    await markDocument(page);

    await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
    await expect(form.getByText("Укажите имя")).toBeVisible();
    await expect(form.getByText("Нужно ваше согласие на обработку персональных данных")).toBeVisible();
    await expect(form.getByText("Выберите день и время поездки")).toBeVisible();
    await expect(form.locator('input[name="slot"]:focus')).toHaveCount(1);
    expect(await blockingViolations(page, "#booking")).toEqual([]);

    await fillTestDrive(form, info);
    await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
    await expectAccepted(page.locator("#booking"));
    expect(await sameDocument(page)).toBe(true);
  });

  test("the test-drive popup opens from «Записаться на тест-драйв» with the page's model and sends the request", async ({ page }, info) => {
    await page.goto("/gv70.html");
    await waitForHydration(page, "main a.button");
    await page.getByRole("main").getByRole("link", { name: "Записаться на тест-драйв" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Запись на тест-драйв" });
    const form = dialog.getByRole("form", { name: "Заявка на тест-драйв" });
    await expect(form.getByLabel("Модель")).toHaveValue("gv70");
    // Where it was opened goes with the lead, for the staff; the visitor is not shown the site's label for it.
    await expect(form.locator('input[name="place"]')).toHaveValue("Genesis GV70");
    await expect(dialog.getByText(/Раздел сайта/)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    expect(await blockingViolations(page, "[role=dialog]")).toEqual([]);

    await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
    await expect(form.getByText("Укажите номер телефона")).toBeVisible();
    expect(await blockingViolations(page, "[role=dialog]")).toEqual([]);
    await fillPerson(form);
    await chooseLateTime(form, info, true);
    await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
    await expectAccepted(dialog);
    await expect(page).toHaveURL(/\/gv70\.html$/);
  });

  test("a popup whose code is lost on the way says so in its place, the page stays, and «Повторить» brings the form", async ({
    page,
  }, info) => {
    // A phone's connection dropping the script, or a site updated since the page was opened.
    const lost = new Set(["site-popups", "test-drive-popup-body"]);
    await page.route(/\/assets\/(site-popups|test-drive-popup-body)-[\w-]+\.js$/, (route) => {
      const name = /\/assets\/(site-popups|test-drive-popup-body)-/.exec(route.request().url())?.[1] ?? "";
      return lost.has(name) ? route.abort("failed") : route.continue();
    });
    await page.goto("/gv70.html");
    await waitForHydration(page, "main a.button");
    const open = () => page.getByRole("main").getByRole("link", { name: "Записаться на тест-драйв" }).first().click();

    // The popups' own code lost: a note in the middle of the screen, not the error page.
    await open();
    const note = page.getByRole("alert").filter({ hasText: "Не удалось загрузить окно: похоже, прервалась связь." });
    await expect(note).toBeVisible();
    await expect(note.getByRole("button", { name: "Повторить" })).toBeFocused();
    await expect(note.getByRole("link", { name: "+7 (495) 120-45-67" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /GV70/ })).toBeVisible();
    await expect(page.getByText("Что-то пошло не так")).toHaveCount(0);
    expect(await blockingViolations(page, "[role=alert]")).toEqual([]);
    await note.getByRole("button", { name: "Закрыть" }).click();
    await expect(note).toHaveCount(0);

    // Opened again, the popups come through (fetched anew), the form's code does not: the dialog says so.
    lost.delete("site-popups");
    await open();
    const dialog = page.getByRole("dialog", { name: "Запись на тест-драйв" });
    await expect(dialog.getByRole("alert")).toContainText("Не удалось загрузить форму: похоже, прервалась связь.");
    lost.delete("test-drive-popup-body");
    await dialog.getByRole("button", { name: "Повторить" }).click();
    const form = dialog.getByRole("form", { name: "Заявка на тест-драйв" });
    await expect(form.getByLabel("Модель")).toHaveValue("gv70");
    await fillPerson(form);
    await chooseLateTime(form, info, true);
    await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
    await expectAccepted(dialog);
  });

  test("a request sent as the connection drops leaves the form as typed with what to do, and goes through once sent again", async ({
    page,
    context,
  }) => {
    await page.goto("/service-form.html");
    const form = page.getByRole("form", { name: "Заявка на обратный звонок сервиса" });
    await waitForHydration(page, "#callback select");
    await form.getByLabel("Вид работ").selectOption({ label: "Шиномонтаж и хранение шин" });
    await fillPerson(form);
    // The phone loses its network as the visitor presses the button: nothing leaves it.
    await context.setOffline(true);
    await form.getByRole("button", { name: "Заказать звонок" }).click();

    await expect(form.getByRole("alert")).toContainText("похоже, прервалось подключение к интернету");
    await expect(form.getByRole("alert")).toBeFocused();
    await expect(form.getByLabel("Имя", { exact: true })).toHaveValue("Анна Смирнова");
    await expect(form.getByLabel("Телефон")).toHaveValue(visitorPhone(test.info()));
    await expect(form.getByLabel("Вид работ")).toHaveValue("shinomontazh");
    await expect(page.getByText("Нет связи с сайтом")).toHaveCount(0);

    await context.setOffline(false);
    await form.getByRole("button", { name: "Заказать звонок" }).click();
    await expectAccepted(page.locator("#callback"));
  });

  test("the test-drive popup sent as the connection drops stays open as typed, and sends once the connection is back", async ({
    page,
    context,
  }, info) => {
    await page.goto("/gv70.html");
    await waitForHydration(page, "main a.button");
    await page.getByRole("main").getByRole("link", { name: "Записаться на тест-драйв" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Запись на тест-драйв" });
    const form = dialog.getByRole("form", { name: "Заявка на тест-драйв" });
    await fillPerson(form);
    await chooseLateTime(form, info, true);
    await context.setOffline(true);
    await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();

    await expect(form.getByRole("alert")).toContainText("похоже, прервалось подключение к интернету");
    await expect(form.getByLabel("Имя", { exact: true })).toHaveValue("Анна Смирнова");
    await expect(page.getByRole("heading", { level: 1, name: /GV70/ })).toBeVisible();

    await context.setOffline(false);
    await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
    await expectAccepted(dialog);
  });

  test("#popup opens the test-drive popup from the main page and sends the request", async ({ page }, info) => {
    await page.goto("/#popup");
    const dialog = page.getByRole("dialog", { name: "Запись на тест-драйв" });
    const form = dialog.getByRole("form", { name: "Заявка на тест-драйв" });
    await expect(form.locator('input[name="place"]')).toHaveValue("главная страница");
    await expect(dialog.getByText(/Раздел сайта/)).toHaveCount(0);
    await fillTestDrive(form, info, { model: "Новый Genesis G80" });
    await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
    await expectAccepted(dialog);
  });

  test("service callback preselected by the service page's link", async ({ page }) => {
    await page.goto("/servis/shinomontazh.html");
    await page.getByRole("link", { name: "Заказать обратный звонок" }).click();
    await expect(page).toHaveURL(/\/service-form\.html\?service=shinomontazh#callback$/);
    const form = page.getByRole("form", { name: "Заявка на обратный звонок сервиса" });
    await expect(form.getByLabel("Вид работ")).toHaveValue("shinomontazh");
    await waitForHydration(page, "#callback select");
    expect(await blockingViolations(page, "#callback")).toEqual([]);
    await form.getByLabel("VIN или госномер").fill("А123ВС77");
    await fillPerson(form);
    await form.getByRole("button", { name: "Заказать звонок" }).click();
    await expectAccepted(page.locator("#callback"));
  });

  test("order: «Узнать условия» of a package with its price on the price page opens the order popup", async ({ page }) => {
    await page.goto("/new-g70-price.html");
    await waitForHydration(page, "main a.button");
    await expect(page.getByRole("link", { name: /^Узнать цену / })).toHaveCount(0);
    await page
      .getByRole("link", { name: /^Узнать условия / })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Узнать условия Genesis G70" });
    await expect(dialog.getByText(/^Комплектация:/)).toBeVisible();
    expect(await blockingViolations(page, "[role=dialog]")).toEqual([]);
    const form = dialog.getByRole("form", { name: "Заявка на Genesis G70" });
    await fillPerson(form);
    await form.getByRole("button", { name: "Отправить заявку" }).click();
    await expectAccepted(dialog);
    await expect(page).toHaveURL(/\/new-g70-price\.html$/);
  });

  test("order form on the model's page", async ({ page }) => {
    await page.goto("/gv80.html#order");
    const form = page.getByRole("form", { name: "Заявка на Genesis GV80" });
    await waitForHydration(page, "#order select");
    expect(await blockingViolations(page, "#order")).toEqual([]);
    await fillPerson(form);
    await form.getByRole("button", { name: "Отправить заявку" }).click();
    await expectAccepted(page.locator("#order"));
  });

  test("the form's checks are fetched once the visitor starts filling it, and show their messages under the page's CSP", async ({
    page,
  }) => {
    const problems = await collectPageProblems(page);
    // Scripts that carry zod (the contract's schemas): every script request is
    // checked once its body has arrived, so the page's fetches can be awaited.
    const zodScripts: string[] = [];
    const scriptChecks: Promise<void>[] = [];
    page.on("request", (request) => {
      if (!/\/assets\/.+\.js$/.test(request.url())) return;
      scriptChecks.push(
        (async () => {
          const response = await request.response().catch(() => null);
          const body = response ? await response.text().catch(() => "") : "";
          if (body.includes("ZodError")) zodScripts.push(request.url());
        })(),
      );
    });

    await page.goto("/new-g70.html#order");
    const form = page.getByRole("form", { name: "Заявка на Genesis G70" });
    await waitForHydration(page, "#order select");
    // Everything the page fetches by itself has started once it is loaded and
    // the browser has had an idle moment (where idle-time prefetches would run).
    await page.waitForLoadState("load");
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await Promise.all(scriptChecks);
    expect(zodScripts).toEqual([]);

    await form.getByLabel("Имя", { exact: true }).fill("Анна");
    await form.getByLabel("Телефон").fill("+7 (911) 404");
    await form.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(form.getByText("Введите номер полностью: +7 (XXX) XXX-XX-XX")).toBeVisible();
    await expect(form.getByText("Нужно ваше согласие на обработку персональных данных")).toBeVisible();
    await expect(form.getByLabel("Телефон")).toBeFocused();
    await expect.poll(() => zodScripts.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test("trade-in: the offer's button opens the popup, then the success popup shows the number", async ({ page }) => {
    await page.goto("/special-offers/trade-in.html");
    await waitForHydration(page, "main a.button");
    await page.getByRole("link", { name: "Оценить мой автомобиль" }).click();
    const dialog = page.getByRole("dialog", { name: "Оценка автомобиля в трейд-ин" });
    const form = dialog.getByRole("form", { name: "Заявка на оценку автомобиля в трейд-ин" });
    await expect(form.getByLabel("Какой Genesis вы хотите")).toHaveValue("g70");
    await form.getByRole("button", { name: "Оценить автомобиль" }).click();
    await expect(form.getByText("Укажите марку автомобиля")).toBeVisible();
    expect(await blockingViolations(page, "[role=dialog]")).toEqual([]);

    await form.getByLabel("Марка вашего автомобиля").fill("BMW");
    await form.getByLabel("Модель", { exact: true }).fill("X5");
    await form.getByLabel("Год выпуска").fill("2019");
    await form.getByLabel("Пробег, км").fill("85000");
    await form.getByLabel("Ожидаемая цена").fill("4500000");
    await fillPerson(form);
    await form.getByRole("button", { name: "Оценить автомобиль" }).click();
    const success = page.getByRole("dialog", { name: "Заявка принята" });
    await expect(success.getByText(/Номер заявки: [0-9a-f]{8}$/)).toBeVisible();
    await success.getByRole("button", { name: "Хорошо" }).click();
    await expect(success).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("test drive on its page: the server shows the errors with what was typed, then the request number", async ({ page }, info) => {
    await page.goto("/test-drive.html?utm_source=yandex&utm_campaign=gv80");
    const form = testDriveForm(page);
    await expect(form.locator('input[name="utm_source"]')).toHaveValue("yandex");
    await form.getByLabel("Имя", { exact: true }).fill("Анна Смирнова");
    await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
    await expect(form.getByText("Укажите номер телефона")).toBeVisible();
    await expect(form.getByLabel("Имя", { exact: true })).toHaveValue("Анна Смирнова");
    await expectNoSidewaysScroll(page);

    await fillTestDrive(form, info, { calendar: false });
    await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
    await expectAccepted(page.locator("#booking"));
  });

  test("service callback", async ({ page }) => {
    await page.goto("/service-form.html?service=to");
    const form = page.getByRole("form", { name: "Заявка на обратный звонок сервиса" });
    await expect(form.getByLabel("Вид работ")).toHaveValue("to");
    await fillPerson(form);
    await form.getByRole("button", { name: "Заказать звонок" }).click();
    await expectAccepted(page.locator("#callback"));
  });

  test("order: a package's «Заказать» leads to the model page's form with the package chosen", async ({ page }) => {
    await page.goto("/g90-price.html");
    await page
      .getByRole("link", { name: /^Заказать / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/g90\.html\?intent=order&package=.+#order$/);
    const form = page.getByRole("form", { name: "Заявка на Genesis G90" });
    await expect(form.getByLabel("Комплектация")).not.toHaveValue("");
    await fillPerson(form);
    await form.getByRole("button", { name: "Отправить заявку" }).click();
    await expectAccepted(page.locator("#order"));
  });

  test("trade-in: the offer's button leads to the inline form", async ({ page }) => {
    await page.goto("/special-offers/trade-in.html");
    await page.getByRole("link", { name: "Оценить мой автомобиль" }).click();
    await expect(page).toHaveURL(/#trade-in$/);
    const form = page.getByRole("form", { name: "Заявка на оценку автомобиля в трейд-ин" });
    await form.getByLabel("Марка вашего автомобиля").fill("Mercedes-Benz");
    await form.getByLabel("Модель", { exact: true }).fill("E 200");
    await form.getByLabel("Год выпуска").fill("2018");
    await form.getByLabel("Пробег, км").fill("120 000");
    await fillPerson(form);
    await form.getByRole("button", { name: "Оценить автомобиль" }).click();
    await expectAccepted(page.locator("#trade-in"));
  });
});
