import { expect, test } from "@playwright/test";
import { freePort, startOwnSite, type OwnSite } from "./own-site";

// The dealer's stock does not answer (DEALER_API_URL names a port nobody listens on): the stock list and
// a car's page say so with the sales phone and a request form, answer 503 so that no cache keeps them,
// and log the failure, instead of «Что-то пошло не так».

let site: OwnSite | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startOwnSite({ DEALER_API_URL: `http://127.0.0.1:${await freePort()}/dealer` }, "stock-down");
});

test.afterAll(async () => {
  await site?.stop();
});

test("stock down: the list and a car's page say so, give the phone and a request form, and are not kept", async ({ page, context }) => {
  const url = site?.url ?? "";
  await context.addCookies([{ name: "cookiesAgree", value: "1", url }]);
  for (const [path, heading] of [
    ["/avto-v-nalicii.html", "Список автомобилей сейчас не загрузился"],
    ["/feed/u-EM4045.html", "Сведения об автомобиле сейчас не загрузились"],
  ] as const) {
    const answer = await page.goto(`${url}${path}`);
    expect(answer?.status()).toBe(503);
    expect(answer?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole("link", { name: "+7 (495) 120-45-67" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Отправить заявку" })).toBeVisible();
  }
  expect(site?.output()).toContain("Список автомобилей в наличии не загрузился: Сеть недоступна: не удалось выполнить запрос");
  // One failure, one line: the page's line names the address, and the client writes no line of its own.
  expect(site?.output()).not.toMatch(/("msg":"|ERROR: )Сеть недоступна/);
  // An address that is no car's id is a 404, outage or not.
  expect((await page.goto(`${url}/feed/not-a-car!.html`))?.status()).toBe(404);
});
