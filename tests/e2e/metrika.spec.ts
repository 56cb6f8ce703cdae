import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { expectAccepted, fillPerson } from "./journey-checks";
import { startOwnSite } from "./own-site";

// Yandex Metrika (issue 37, docs/decisions/0114) on a site of its own started with YANDEX_METRIKA_ID: nothing of
// Metrika before the visitor accepts cookies; then the counter, a hit per page with Direct's click id on the first,
// the request's goal, and the visit's source (UTM, yclid, ClientID, landing page) with the lead to the staff page.
// Yandex's tag is answered by a stand-in that records what the site asks of it and tells a ClientID, as the real
// tag does. One width: nothing here depends on it.

const counter = "98765432";
const clientId = "1733400000123456789";
const yclid = "8392018473625401234";
const staff = { email: "metrika-admin@genesis-khimki.ru", password: "пароль-метрики-e2e" };

/** Yandex's tag as the site meets it: it takes over `ym`, runs what was queued, records every call and answers getClientID. */
const standInTag = `(() => {
  const queued = (window.ym && window.ym.a) || [];
  const calls = (window.ymCalls = []);
  window.ym = (...args) => {
    calls.push(args.map((arg) => (typeof arg === "function" ? "callback" : arg)));
    if (args[1] === "getClientID" && typeof args[2] === "function") args[2](${JSON.stringify(clientId)});
  };
  for (const args of queued) window.ym(...args);
})();`;

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { ymCalls?: unknown[][] }).ymCalls ?? []);

test(
  "after consent the counter counts pages and the request's goal, and the lead carries where the visit came from",
  { tag: "@one-width" },
  async ({ browser }) => {
    test.setTimeout(120_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), "genesis-e2e-metrika-"));
    execFileSync(process.execPath, ["scripts/staff.mjs", "add", staff.email], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", STAFF_PASSWORD: staff.password },
      stdio: "ignore",
    });
    const site = await startOwnSite({ DATA_DIR: dataDir, YANDEX_METRIKA_ID: counter }, "metrika");
    try {
      const context = await browser.newContext({ baseURL: site.url });
      const tagRequests: string[] = [];
      await context.route("https://mc.yandex.ru/**", (route) => {
        tagRequests.push(route.request().url());
        return route.fulfill({ contentType: "text/javascript", body: standInTag });
      });
      const page = await context.newPage();
      const landing = `/servis/shinomontazh.html?utm_source=yandex&utm_medium=cpc&utm_campaign=tires&yclid=${yclid}`;
      await page.goto(landing);
      await waitForHydration(page);
      await page.waitForLoadState("load");

      // Before consent: no tag asked for, no queue on the page.
      expect(tagRequests).toEqual([]);
      expect(await page.evaluate(() => "ym" in window)).toBe(false);

      await page.getByRole("button", { name: "Принять" }).click();
      await expect.poll(() => recorded(page)).toContainEqual([Number(counter), "hit", `${site.url}${landing}`, {}]);
      expect(tagRequests).toEqual(["https://mc.yandex.ru/metrika/tag.js"]);
      const calls = await recorded(page);
      expect(calls[0]).toEqual([Number(counter), "init", { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true }]);
      expect(calls[1]).toEqual([Number(counter), "getClientID", "callback"]);

      // A page reached by a link is a hit of its own, with the page before it as the referrer.
      await page.getByRole("link", { name: "Заказать обратный звонок" }).click();
      await expect(page).toHaveURL(/\/service-form\.html\?service=shinomontazh#callback$/);
      await expect
        .poll(() => recorded(page))
        .toContainEqual([
          Number(counter),
          "hit",
          `${site.url}/service-form.html?service=shinomontazh#callback`,
          { referer: `${site.url}${landing}` },
        ]);

      const form = page.getByRole("form", { name: "Заявка на обратный звонок сервиса" });
      await waitForHydration(page, "#callback select");
      await fillPerson(form, "Ярослава Метрикина");
      const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/service-form.html"));
      await form.getByRole("button", { name: "Заказать звонок" }).click();
      const body = new URLSearchParams((await sent).postData() ?? "");
      expect(
        Object.fromEntries(["utm_source", "utm_campaign", "yclid", "ym_client_id", "landing_page"].map((key) => [key, body.get(key)])),
      ).toEqual({
        utm_source: "yandex",
        utm_campaign: "tires",
        yclid,
        ym_client_id: clientId,
        landing_page: landing,
      });
      await expectAccepted(page.locator("#callback"));
      await expect.poll(() => recorded(page)).toContainEqual([Number(counter), "reachGoal", "lead_service"]);

      // The dealer's staff see where the lead came from, for the offline conversions they upload to Metrika.
      await page.goto(`/staff?q=${encodeURIComponent("Ярослава")}`);
      await page.getByLabel("Электронная почта").fill(staff.email);
      await page.getByLabel("Пароль").fill(staff.password);
      await page.getByRole("button", { name: "Войти" }).click();
      await page.getByRole("table", { name: "Заявки, новые сверху" }).getByRole("link").first().click();
      const facts = page.getByRole("region", { name: "Заявка" });
      const fact = (term: string) => facts.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
      await expect(fact("Первая страница визита")).toHaveText(landing);
      await expect(fact("UTM-метки")).toHaveText("utm_source=yandex, utm_medium=cpc, utm_campaign=tires");
      await expect(fact("yclid")).toHaveText(yclid);
      await expect(fact("ClientID Яндекс Метрики")).toHaveText(clientId);
      await context.close();
    } finally {
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
