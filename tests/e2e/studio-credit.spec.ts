import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { blockingViolations } from "./journey-checks";
import { invite } from "./studio-staff";

// The credit programs in the studio (issue 36): a marketer raises the standard program's fee and lowers its rate,
// sees the ПСК the form gives before saving, publishes, and the configurator's credit step offers the new rate with
// its ПСК within seconds. The journey puts the shipped program back at its end, from the editor's history. One
// width: the editor's fields are the studio's own, whose phone layout studio-phone.spec.ts checks.
test.describe.configure({ mode: "serial" });

const run = `${Date.now().toString(36)}`;
const marketer = { email: `marketing-credit-${run}@genesis-khimki.ru`, password: "пароль-маркетолога-кредиты-e2e" };

/** The standard program's choice on the configurator's credit step of a G70, as a visitor reads it. */
async function standardProgramLine(page: Page) {
  // From elsewhere: a second visit to the same address with its hash would not load the page again.
  await page.goto("about:blank");
  await page.goto("/configurator#slide=6&model=g70-fl&program=1&term=36");
  await waitForHydration(page, "#configurator-step-title");
  return page.locator("label").filter({ hasText: "Genesis Finance Стандарт" });
}

/** The lowest ПСК of a text «… ПСК от 14,900 % до …» or «… ПСК 14,900 % …». */
const lowestCost = (text: string) => Number((/ПСК (?:от )?(\d+,\d{3})/.exec(text)?.[1] ?? "").replace(",", "."));

test(
  "a marketer changes a program's rate and fee, sees its ПСК, publishes, and the configurator offers the new rate with its ПСК",
  { tag: "@one-width" },
  async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const page = await invite(browser, baseURL, marketer.email, "Маркетинг", marketer.password);
    await page.goto("/staff/content");
    await page.getByRole("link", { name: "Кредитные программы" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Кредитные программы" })).toBeVisible();
    await page.getByRole("link", { name: "Genesis Finance Стандарт" }).click();
    await waitForHydration(page, "form");
    const preview = page.getByTestId("credit-cost-preview");
    // Shipped without a fee or insurance: the ПСК is the rate.
    await expect(preview).toHaveText("Ставка 14,9\u00a0% годовых, ПСК 14,900\u00a0% годовых");

    await page.getByLabel("Ставка, % годовых").fill("13,5");
    await page.getByLabel("Комиссия, % кредита").fill("1,5");
    await expect(preview).toContainText("Ставка 13,5\u00a0% годовых, ПСК от ");
    const edited = lowestCost((await preview.textContent()) ?? "");
    expect(edited).toBeGreaterThan(13.5);
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("credit-program-editor.png"), fullPage: true });

    // A fee without a lender is refused beside its field, and what was typed stays.
    await page.getByLabel("Кредитор").fill("");
    await page.getByRole("button", { name: "Сохранить черновик" }).click();
    await expect(page.getByLabel("Кредитор")).toHaveAccessibleDescription(/Кредитор, комиссия и страховка нужны вместе/);
    await expect(page.getByLabel("Ставка, % годовых")).toHaveValue("13,5");
    await page.getByLabel("Кредитор").fill("Genesis Finance");
    await page.getByRole("button", { name: "Сохранить черновик" }).click();
    await expect(page.getByText("Черновик сохранён")).toBeVisible();
    await page.getByRole("button", { name: /Опубликовать версию \d+ сейчас/ }).click();
    await expect(page.getByText("Опубликовано: страница обновится на сайте")).toBeVisible();

    // The page cache follows the content version: the configurator offers 13,5 % with a ПСК the fee raises.
    const visitor = await page.context().newPage();
    await expect(async () => {
      const line = await standardProgramLine(visitor);
      await expect(line).toBeVisible();
      const text = (await line.textContent()) ?? "";
      expect(text).toContain("ставка 13,5\u00a0%");
      expect(lowestCost(text)).toBeGreaterThan(13.5);
    }).toPass({ timeout: 15_000 });
    await expect(visitor.getByTestId("configurator-credit-cost")).toHaveText(/^\d+,\d{3}\u00a0% годовых$/);
    const quoted = lowestCost(`ПСК ${(await visitor.getByTestId("configurator-credit-cost").textContent()) ?? ""}`);
    expect(quoted).toBeGreaterThan(13.5);

    // Back as shipped: the history's first version, restored and published.
    await page.bringToFront();
    await page.getByRole("button", { name: "Восстановить версию 1" }).click();
    await expect(page.getByLabel("Ставка, % годовых")).toHaveValue("14,9");
    await page.getByRole("button", { name: /Опубликовать версию \d+ сейчас/ }).click();
    await expect(page.getByText("Опубликовано: страница обновится на сайте")).toBeVisible();
    await expect(async () => {
      const line = await standardProgramLine(visitor);
      expect((await line.textContent()) ?? "").toContain("ставка 14,9\u00a0% · ПСК 14,900\u00a0% годовых");
    }).toPass({ timeout: 15_000 });
    await page.context().close();
  },
);
