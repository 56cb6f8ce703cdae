import { expect, test } from "@playwright/test";
import { freePort, startOwnSite, type OwnSite } from "./own-site";

// The schedule service is down (TEST_DRIVE_URL names a port nobody listens on): the page logs
// «Ошибка получения расписания» (docs/product.md §8) and offers the callback form instead of an empty calendar,
// and the request still reaches the dealer. This journey starts its own web process for that.

let site: OwnSite | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startOwnSite({ TEST_DRIVE_URL: `http://127.0.0.1:${await freePort()}/test-drive` }, "schedule-down");
});

test.afterAll(async () => {
  await site?.stop();
});

test("schedule down: the callback form instead of the calendar, the failure logged, the request taken", async ({ page, context }) => {
  const url = site?.url ?? "";
  await context.addCookies([{ name: "cookiesAgree", value: "1", url }]);
  await page.goto(`${url}/test-drive.html`);
  const form = page.getByRole("form", { name: "Заявка на тест-драйв" });
  await expect(
    form.getByText("Не удалось загрузить расписание. Оставьте заявку — менеджер перезвонит и предложит свободное время."),
  ).toBeVisible();
  await expect(form.getByRole("group", { name: /^Дни месяца/ })).toHaveCount(0);
  await expect(form.locator('input[name="slot"]')).toHaveCount(0);
  expect(site?.output()).toContain("Ошибка получения расписания");
  // The page saying so is not kept for the next visitors: it would outlive the outage.
  for (let i = 0; i < 2; i++) {
    const again = await fetch(`${url}/test-drive.html`, { headers: { cookie: "cookiesAgree=1" } });
    expect(again.headers.get("cache-control")).toContain("no-store");
    expect(again.headers.get("x-page-cache")).not.toBe("hit");
  }

  await form.getByLabel("Имя", { exact: true }).fill("Анна Смирнова");
  await form.getByLabel("Телефон").fill("+7 (911) 404-11-12");
  await form.getByLabel("Время суток").selectOption({ label: "Днём, 12:00–17:00" });
  await form.getByRole("checkbox", { name: /Я даю согласие на обработку персональных данных/ }).check();
  await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
  await expect(page.getByRole("heading", { name: "Заявка принята" })).toBeVisible();
  await expect(page.getByText(/Менеджер дилерского центра позвонит вам/)).toBeVisible();
});
