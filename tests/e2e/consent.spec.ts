import { expect, test, type Page } from "@playwright/test";
import { e2eStaff } from "../../playwright.config";
import { waitForHydration } from "./hydration";
import { blockingViolations, expectAccepted, expectNoSidewaysScroll, fillPerson, visitorAddress, visitorPhone } from "./journey-checks";

// The consent documents (issue 35 item 3; docs/decisions/0100, 0101): a form links the very version it sends,
// the page shows it with its edition and PDF; the advertising consent is optional and recorded apart; staff read
// on a lead's page the exact texts its visitor agreed to.

test.beforeEach(async ({ context, page, baseURL }, info) => {
  await context.addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress(info, "consent") });
});

const serviceForm = (page: Page) => page.getByRole("form", { name: "Заявка на обратный звонок сервиса" });

// One after another: the last journey publishes a new advertising consent, which the forms of the first two link.
test.describe.configure({ mode: "serial" });

test("a form's consent link opens the version it sends: the document with its edition, date, PDF and every version", async ({
  page,
  context,
}) => {
  await page.goto("/service-form.html");
  const form = serviceForm(page);
  await waitForHydration(page, "#callback select");
  const link = form.getByRole("link", { name: /согласие на обработку персональных данных/ });
  await expect(link).toHaveAttribute("href", "/soglasie.html?version=personal-data-2");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(form.locator('input[type="hidden"][name="consent_version"]')).toHaveValue("personal-data-2");
  await expect(form.locator('input[type="hidden"][name="third_parties_consent_version"]')).toHaveValue("third-parties-1");
  // The advertising box is there, unticked, and not required.
  const advertising = form.getByRole("checkbox", { name: /Я даю согласие на получение рекламы/ });
  await expect(advertising).not.toBeChecked();
  await expect(advertising).not.toHaveAttribute("aria-required", "true");

  const [document] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await document.waitForLoadState();
  await expect(document).toHaveURL(/\/soglasie\.html\?version=personal-data-2$/);
  await expect(document.getByRole("heading", { level: 1, name: "Согласие на обработку персональных данных" })).toBeVisible();
  await expect(document.getByText(/^Редакция №\s2$/)).toBeVisible();
  await expect(document.getByText(/^действует с \d{1,2} [а-я]+ \d{4}$/).first()).toBeVisible();
  await expect(document.getByText("1. Цели обработки:")).toBeVisible();
  await expect(document.getByText(/ИНН\s5047128397/).first()).toBeVisible();
  // Its PDF, and the earlier version (the checkbox's sentence) one link away.
  const pdf = await document.request.get("/docs/soglasie/personal-data-2.pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await document.getByRole("link", { name: /\(отметка в форме\), редакция №\s1/ }).click();
  await expect(
    document.getByText("«Даю согласие на обработку персональных данных в соответствии с политикой обработки персональных данных»"),
  ).toBeVisible();
  await expect(document.getByText(/^действовала с 1 ноября 2026 по /).first()).toBeVisible();

  // The page of those in effect: all three documents, advertising said to be optional.
  await document.goto("/soglasie.html");
  await expect(document.getByRole("heading", { level: 2, name: "Согласие на передачу персональных данных третьим лицам" })).toBeVisible();
  await expect(document.getByText(/ООО «Хёндэ Мотор СНГ»/)).toBeVisible();
  await expect(document.getByRole("heading", { level: 2, name: "Согласие на получение рекламной информации" })).toBeVisible();
  await expect(document.getByText(/Это согласие не обязательно/)).toBeVisible();
  await expectNoSidewaysScroll(document);
  expect(await blockingViolations(document)).toEqual([]);
  expect((await document.request.get("/soglasie.html?version=personal-data-99")).status()).toBe(404);
});

async function signIn(page: Page) {
  await page.goto("/staff/login");
  await page.getByLabel("Электронная почта").fill(e2eStaff.email);
  await page.getByLabel("Пароль").fill(e2eStaff.password);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page.getByRole("heading", { name: "Заявки", exact: true })).toBeVisible();
}

test("a request with the advertising consent and one without: staff read on each lead the texts its visitor agreed to", async ({
  page,
}, info) => {
  const stamp = info.project.name === "mobile" ? "Евлампия" : "Ферапонт";
  const send = async (name: string, phone: string, advertising: boolean) => {
    await page.goto("/service-form.html");
    const form = serviceForm(page);
    await waitForHydration(page, "#callback select");
    await form.getByLabel("Вид работ").selectOption({ label: "Шиномонтаж и хранение шин" });
    await fillPerson(form, name, phone);
    if (advertising) await form.getByRole("checkbox", { name: /Я даю согласие на получение рекламы/ }).check();
    await form.getByRole("button", { name: "Заказать звонок" }).click();
    await expectAccepted(page.locator("#callback"));
  };
  await send(`${stamp} Рекламная`, visitorPhone(info), true);
  await send(
    `${stamp} Безрекламная`,
    visitorPhone(info).replace(/.$/, (d) => String((Number(d) + 1) % 10)),
    false,
  );

  await signIn(page);

  const openLead = async (name: string) => {
    await page.goto(`/staff?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("table", { name: "Заявки, новые сверху" }).getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: /^Заявка [0-9a-f]{8}$/ })).toBeVisible();
    return page.getByRole("region", { name: "Согласия посетителя" });
  };
  const fact = (panel: ReturnType<Page["getByRole"]>, term: string) =>
    panel.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");

  const withAdvertising = await openLead(`${stamp} Рекламная`);
  await expect(fact(withAdvertising, "Согласие на обработку персональных данных")).toHaveText(
    /^дано, редакция № 2 \(personal-data-2\), действует с .+ открыть на сайте$/,
  );
  await expect(fact(withAdvertising, "Согласие на передачу персональных данных третьим лицам")).toHaveText(
    /^дано, редакция № 1 \(third-parties-1\)/,
  );
  await expect(fact(withAdvertising, "Согласие на получение рекламной информации")).toHaveText(/^дано, редакция № \d+ \(advertising-\d+\)/);
  // The exact text, folded until asked for.
  await withAdvertising.getByText(/^Текст: Согласие на получение рекламной информации, редакция №\s\d+$/).click();
  await expect(
    withAdvertising.getByText(/Оператор прекращает рекламные звонки, SMS-сообщения и письма сразу после получения отказа/).first(),
  ).toBeVisible();
  await withAdvertising.getByText(/^Текст: Согласие на обработку персональных данных, редакция №\s2$/).click();
  await expect(withAdvertising.getByText("1. Цели обработки:")).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  const without = await openLead(`${stamp} Безрекламная`);
  await expect(fact(without, "Согласие на получение рекламной информации")).toHaveText("не дано");
  await expect(fact(without, "Согласие на обработку персональных данных")).toHaveText(/^дано, редакция № 2 \(personal-data-2\)/);
  await expect(without.getByText(/^Текст: Согласие на получение рекламной информации/)).toHaveCount(0);
});

test(
  "staff publish a new advertising consent in the studio: forms link the new version at once, the earlier one stays as it was",
  { tag: "@one-width" },
  async ({ page }, info) => {
    const added = `Новый абзац редакции для проверки (${info.project.name}).`;
    // The version the forms link now: the publish must make the next number of the kind, and only that one counts.
    await page.goto("/service-form.html");
    const linked = await serviceForm(page)
      .getByRole("link", { name: /согласие на получение рекламы/ })
      .getAttribute("href");
    const number = Number(/advertising-(\d+)$/.exec(linked ?? "")?.[1]);
    expect(number).toBeGreaterThan(0);
    const expectedHref = `/soglasie.html?version=advertising-${number + 1}`;
    await signIn(page);
    await page.goto("/staff/content");
    await page.getByRole("link", { name: "Согласие на получение рекламной информации" }).click();
    await waitForHydration(page, "form textarea");
    await expect(page.getByRole("heading", { level: 1, name: "Согласие на получение рекламной информации" })).toBeVisible();
    const text = page.getByLabel("Текст согласия");
    const before = await text.inputValue();
    expect(before).toContain("38-ФЗ");
    await text.fill(`${before}\n\n${added}`);
    await page.getByRole("button", { name: "Сохранить черновик" }).click();
    await expect(page.getByText("Черновик сохранён")).toBeVisible();
    await expect(page.getByRole("button", { name: "Снять с публикации" })).toHaveCount(0);
    // The button names the version just saved as soon as it can be pressed (it waits while the page reads the item again).
    await page.getByRole("button", { name: /^Опубликовать версию \d+ сейчас$/ }).click();
    await expect(page.getByText(/^Опубликовано: страница обновится на сайте/)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    // The forms link the new version from the next render on; its page shows the paragraph, the first version does not.
    await expect
      .poll(
        async () => {
          await page.goto("/service-form.html");
          return serviceForm(page)
            .getByRole("link", { name: /согласие на получение рекламы/ })
            .getAttribute("href");
        },
        { timeout: 10_000 },
      )
      .toBe(expectedHref);
    // The site follows a publish within seconds on every process (issue 36): the version's page is asked
    // again until it shows the new paragraph, as a visitor who reloads would see it. The poll reports the
    // answer's status and heading, so a failure says what the visitor got instead.
    await expect
      .poll(
        async () => {
          const response = await page.goto(expectedHref);
          // Spaces compared as spaces: the site may join a short word to the next with a no-break space.
          const shown = (await page.locator("main").innerText()).replace(/\s+/g, " ").includes(added);
          return `${response?.status()} ${shown ? "с новым абзацем" : `без нового абзаца: ${await page.locator("h1").first().innerText()}`}`;
        },
        { timeout: 15_000 },
      )
      .toBe("200 с новым абзацем");
    await expect(page.getByText(/^действует с /).first()).toBeVisible();
    await page.goto("/soglasie.html?version=advertising-1");
    await expect(page.getByText(/^действовала с /).first()).toBeVisible();
    await expect(page.getByText(added)).toHaveCount(0);
  },
);
