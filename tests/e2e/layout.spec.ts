import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { expectNoSidewaysScroll, focusRingCutOff } from "./journey-checks";

// Journeys of the site foundation (issue 2): what a first-time visitor does with the layout.

test("the home page opens with the dealer's heading and the five models", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Genesis Химки/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
});

test("the models dropdown lists five models with prices and opens a model page with its sub-header", async ({ page, isMobile }) => {
  test.skip(isMobile, "the models dropdown is the desktop header's; the mobile burger has its own journey");
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Основное меню" }).getByRole("button", { name: "Модели" }).click();
  const models = page.getByRole("list", { name: "Модели Genesis" });
  await expect(models.getByRole("listitem")).toHaveCount(5);
  // A price «от», whatever it is: the studio's price journey changes the G70's for a while (studio-prices.spec.ts).
  await expect(models).toContainText(/от \d{1,3}(?: \d{3})+ ₽/);
  // The G80 and GV80, whose list price is coming, show their guide price, labelled, as their pages do (docs/decisions/0098).
  await expect(models).toContainText("Ориентировочная цена от 6 290 000 ₽");
  await expect(models).not.toContainText("Цена скоро");
  await expect(models.getByRole("link", { name: "Конфигуратор Genesis GV70" })).toHaveAttribute("href", "/configurator#slide=1&model=gv70");

  await models.getByRole("link", { name: "Подробнее о Genesis G90" }).click();
  await expect(page).toHaveURL(/\/g90\.html$/);
  const subNav = page.getByRole("navigation", { name: "Разделы Genesis G90" });
  await expect(subNav).toBeAttached();
  await expect(subNav.getByRole("link")).toHaveCount(8);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("G90");
});

test("at 375 px the burger opens the mobile menu and closes again", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  // A click before hydration reaches a button with no handler yet (seen on a busy CI machine).
  await waitForHydration(page);
  const burger = page.getByRole("button", { name: "Открыть меню" });
  await burger.click();
  const menu = page.locator("#mobile-burger");
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Закрыть меню" })).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: "Закрыть меню" }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Открыть меню" })).toHaveAttribute("aria-expanded", "false");
});

test("accepting cookies hides the notice for good, also after a reload", async ({ page, context }) => {
  await page.goto("/brand.html");
  const notice = page.getByRole("dialog", { name: "Файлы cookie" });
  await expect(notice).toBeVisible();
  // The button acts once the page's scripts have run (they start after the first paint).
  await waitForHydration(page);
  await notice.getByRole("button", { name: "Принять" }).click();
  await expect(notice).toBeHidden();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "cookiesAgree")).toBeTruthy();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Файлы cookie" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("«Принять» stores the consent on the server and returns to the same page, without the notice", async ({ page, context }) => {
    await page.goto("/brand.html?utm_source=test");
    const notice = page.getByRole("dialog", { name: "Файлы cookie" });
    await expect(notice).toBeVisible();
    // The notice slides in; with the page's scripts off Playwright cannot wait for it to stand still.
    await notice.getByRole("button", { name: "Принять" }).click({ force: true });
    await expect(page).toHaveURL(/\/brand\.html\?utm_source=test$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Файлы cookie" })).toHaveCount(0);
    const consent = (await context.cookies()).find((c) => c.name === "cookiesAgree");
    expect(consent?.value).toBe("1");
    expect(consent?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
  });
});

test("a made-up path shows the Russian 404 page with status 404 and links home and to the models", async ({ page }) => {
  const response = await page.goto("/eto-stranica-kotoroj-net.html");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Страница не найдена" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: /на главную/i }).first()).toHaveAttribute("href", "/");
  await expect(main.locator('a[href="/models.html"]').first()).toBeVisible();
});

test(
  "a news article that is not there says «Новость не найдена» with status 404 and leads to all the news",
  { tag: "@one-width" },
  async ({ page }) => {
    const response = await page.goto("/news/takoj-novosti-net.html");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Новость не найдена" })).toBeVisible();
    await expect(page).toHaveTitle(/^Новость не найдена/);
    await page.getByRole("main").getByRole("link", { name: "Все новости" }).click();
    await expect(page).toHaveURL(/\/news\.html$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  },
);

test("client-side navigation to an unknown path also shows the 404 page, without reloading the document", async ({ page }) => {
  await page.goto("/brand.html");
  // A history step before hydration would race React's first render.
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
    // The router follows popstate like a Back/Forward step: a client-side navigation, no document request.
    window.history.pushState(null, "", "/neizvestnaya-stranica.html");
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  });
  await expect(page.getByRole("heading", { level: 1, name: "Страница не найдена" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.getByRole("main").locator('a[href="/models.html"]').first().click();
  await expect(page).toHaveURL(/\/models\.html$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Страница не найдена");
});

test("a link followed while the connection is down says «Нет связи с сайтом», not that the site failed; «Повторить» opens the page once it is back", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
  await page.goto("/gv70.html");
  await waitForHydration(page);
  // The page's data request is lost (a tunnel). Fully offline with the next page's code not yet fetched,
  // React Router itself loads the address afresh and the browser says it is offline (ADR 0069).
  await page.route(/\.data(\?|$)/, (route) => route.abort("internetdisconnected"));
  await page.getByRole("main").getByRole("link", { name: "Автомобили в наличии" }).first().click();

  await expect(page.getByRole("heading", { level: 1, name: "Нет связи с сайтом" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("прервалось подключение к интернету");
  await expect(page.getByText("Мы уже знаем")).toHaveCount(0);
  await expect(page).toHaveURL(/\/avto-v-nalicii\.html/);

  await page.unroute(/\.data(\?|$)/);
  await page.getByRole("button", { name: "Повторить" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /в наличии/ })).toBeVisible();
});

test("from far down a page, a link to an address that is gone opens the 404 page at its top, and a model chosen there opens at its top too", async ({
  page,
}) => {
  await openHydrated(page, "/brand.html");
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.evaluate(() => {
    // A link to a news article taken down since the page was shown, followed within the page.
    window.history.pushState(null, "", "/news/snyataya-s-publikatsii.html");
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  });
  // A missing article says so in its own words (SPEC §8), on the site's 404 page with the models.
  const heading = page.getByRole("heading", { level: 1, name: "Новость не найдена" });
  await expect(heading).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(heading).toBeInViewport();

  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("main").getByRole("link", { name: "Genesis G70" }).click();
  await expect(page).toHaveURL(/\/new-g70\.html$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Genesis G70");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("a link followed with the keyboard puts focus on the new page's heading, where a screen reader starts reading", async ({ page }) => {
  await openHydrated(page, "/brand.html");
  const link = page.getByRole("main").locator('a[href="/models.html"]').first();
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/models\.html$/);
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  await expect(heading).toBeFocused();
  // The next Tab goes on from the heading, not from the header's first link.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
});

test("Back past a page loaded afresh returns the visitor to where they had scrolled on the page before it", async ({ page, isMobile }) => {
  test.skip(isMobile, "same behaviour at every width; the model's sections stay in view on the desktop");
  await openHydrated(page, "/new-g70.html");
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const readAt = await page.evaluate(() => window.scrollY);
  await page.getByRole("navigation", { name: "Разделы Genesis G70" }).getByRole("link", { name: "Дизайн" }).click();
  await expect(page).toHaveURL(/\/g70-design\.html$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // An address typed in, or a link of another site: a new document; this browser keeps no page in its
  // back/forward cache (Playwright turns it off), so Back loads each earlier page again.
  await page.goto("/contacts.html");
  await page.goBack();
  await expect(page).toHaveURL(/\/g70-design\.html$/);
  await waitForHydration(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/new-g70\.html$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Genesis G70");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readAt);
});

test("Back pressed twice in a row past a page loaded afresh opens the page the address names, not an error", async ({ page }) => {
  await openHydrated(page, "/new-g70.html");
  await page.getByRole("main").locator('a[href="/g70-design.html"]').first().click();
  await expect(page).toHaveURL(/\/g70-design\.html$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Дизайн Genesis G70");
  // The visitor presses Back again as soon as the design page shows, before its scripts have started.
  await page.addInitScript(() => {
    const [entry] = performance.getEntriesByType("navigation");
    if (location.pathname !== "/g70-design.html" || (entry as PerformanceNavigationTiming | undefined)?.type !== "back_forward") return;
    addEventListener("DOMContentLoaded", () => history.back(), { once: true });
  });
  await page.goto("/contacts.html");
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(/\/new-g70\.html$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Genesis G70");
  await expect(page).toHaveTitle(/^Genesis G70/);
});

test("Back with the test-drive popup open shows the page before, with no popup of the page left over it", async ({ page }) => {
  await openHydrated(page, "/models.html");
  await page.getByRole("main").locator('a[href="/gv70.html"]').first().click();
  await expect(page).toHaveURL(/\/gv70\.html$/);
  // The address changes before the new page is drawn: the model's page must be there before its link is pressed.
  await expect(page.getByRole("heading", { level: 1, name: /GV70/ })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Записаться на тест-драйв" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Запись на тест-драйв" });
  await expect(dialog.getByRole("form", { name: "Заявка на тест-драйв" }).getByLabel("Модель")).toHaveValue("gv70");
  await page.goBack();
  await expect(page).toHaveURL(/\/models\.html$/);
  await expect(dialog).toBeHidden();
  // The page is the visitor's again: it scrolls, and its links take a press. The address changes before
  // the page does, and the page returns to where it was once it shows: wheel only after that.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Модели Genesis");
  await expect(page.locator("body")).not.toHaveClass(/scroll-locked/);
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("each navigation pushes a page view to the analytics data layer", async ({ page, isMobile }) => {
  test.skip(isMobile, "same behaviour at every width");
  await page.goto("/");
  // Before hydration the click would load a new document, whose data layer starts afresh.
  await waitForHydration(page);
  await page.getByRole("main").locator('a[href="/models.html"]').first().click();
  await expect(page).toHaveURL(/\/models\.html$/);
  // The page view is pushed by an effect after the new page renders, a moment after the URL changes.
  const pageviews = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string; page?: string }[] }).dataLayer ?? [])
        .filter((e) => e.event === "pageview")
        .map((e) => e.page),
    );
  await expect.poll(pageviews).toEqual(["/", "/models.html"]);
});

test("#popup in the address opens the test-drive popup; closed, it leaves the address", async ({ page }) => {
  await page.goto("/#popup");
  const dialog = page.getByRole("dialog", { name: /тест-драйв/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Закрыть" }).click();
  await expect(dialog).toBeHidden();
  // A reload or a copied link is now the page alone.
  await expect.poll(() => new URL(page.url()).hash).toBe("");
});

test("a trim comparison: the caption is whole above the table, the table is named by it and scrolls inside its box", async ({
  page,
  isMobile,
}) => {
  await page.goto("/new-g70-price.html");
  const caption = "Двигатель, динамика и цена каждой комплектации Genesis G70";
  const table = page.getByRole("table", { name: caption });
  await expect(table.getByRole("columnheader", { name: "Цена" })).toBeAttached();
  await expect(table.getByRole("rowheader", { name: "Премиум" })).toBeVisible();
  const viewport = page.viewportSize()?.width ?? 0;
  const captionBox = await page.getByText(caption, { exact: true }).boundingBox();
  expect(captionBox && captionBox.x + captionBox.width).toBeLessThanOrEqual(viewport);
  await expectNoSidewaysScroll(page);
  if (!isMobile) return;
  // On a phone the price column is beside the screen; scrolling the table's box brings it in.
  const scroller = page.getByRole("region", { name: caption });
  await scroller.scrollIntoViewIfNeeded();
  await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(table.getByRole("columnheader", { name: "Цена" })).toBeInViewport();
});

test("the contacts sketch cuts no label at the frame's edge", async ({ page }) => {
  await page.goto("/contacts.html");
  const frame = page.getByRole("region", { name: "Схема проезда" });
  await frame.scrollIntoViewIfNeeded();
  // A label is whole in view or wholly beside it (the sketch scrolls sideways on a phone), never halved.
  const cut = await frame.evaluate((box) => {
    const edge = box.getBoundingClientRect();
    return [...box.querySelectorAll("text")]
      .map((text) => ({ label: text.textContent ?? "", rect: text.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.left < edge.right - 0.5 && rect.right > edge.right + 0.5)
      .map(({ label }) => label);
  });
  expect(cut).toEqual([]);
});

test("a phone number in a button and the service e-mail each stay on one line", async ({ page }) => {
  // One line box per element: a number or address broken across lines has two.
  const lines = (locator: ReturnType<typeof page.locator>) => locator.evaluate((el) => el.getClientRects().length);
  await page.goto("/test-drive.html");
  const call = page.getByRole("link", { name: /^Позвонить и записаться: / });
  expect(await lines(call.locator(".nowrap"))).toBe(1);
  await page.goto("/service-form.html");
  expect(await lines(page.getByRole("link", { name: /^service@/ }))).toBe(1);
});

/** Opens a page and waits until its scripts answer the keyboard. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Escape closes `closing`, and focus is back on `button` instead of the page's start. */
async function escapeGivesFocusTo(page: Page, closing: Locator, button: Locator) {
  await page.keyboard.press("Escape");
  await expect(closing).toBeHidden();
  await expect(button).toBeFocused();
}

test.describe("keyboard focus", () => {
  test("the order popup takes focus on its first field, Tab stays inside it, and Escape gives focus back", async ({ page }) => {
    await openHydrated(page, "/new-g70.html");
    const opener = page
      .getByRole("main")
      .getByRole("link", { name: /^Заказать/ })
      .first();
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /^Заказать Genesis G70/ });
    await expect(dialog).toBeVisible();
    // Its first field, not a hidden input of the form's fixed fields.
    await expect(dialog.getByRole("combobox", { name: "Что вас интересует" })).toBeFocused();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((root) => root.contains(document.activeElement) && document.activeElement !== root)).toBe(true);
    }
    await escapeGivesFocusTo(page, dialog, opener);
  });

  test("Escape in the burger menu gives focus back to «Открыть меню»", async ({ page }) => {
    await openHydrated(page, "/brand.html");
    await page.getByRole("button", { name: "Открыть меню" }).click();
    await expect(page.getByRole("region", { name: "Меню сайта" })).toBeVisible();
    await page.keyboard.press("Tab");
    await escapeGivesFocusTo(page, page.getByRole("region", { name: "Меню сайта" }), page.getByRole("button", { name: "Открыть меню" }));
  });

  test("with the burger menu open on a phone, Tab and Shift+Tab stay in the header and its menu, never the page behind", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, "/brand.html");
    await page.getByRole("button", { name: "Открыть меню" }).click();
    await expect(page.getByRole("region", { name: "Меню сайта" })).toBeVisible();
    /** Where focus is: the header (the menu lies in it), the cookie notice drawn over the menu, or off the page (the browser's own controls). */
    const focusPlace = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) return "off the page";
        if (active.closest("header[data-header]")) return "header";
        if (active.closest('[role="dialog"][aria-label="Файлы cookie"], [role="dialog"][aria-labelledby="cookie-title"]'))
          return "cookie notice";
        return active.outerHTML.slice(0, 120);
      });
    // More presses than the header, the menu and the notice hold: each direction goes round the whole cycle.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press(key);
        expect(["header", "cookie notice", "off the page"], `${key} ×${i + 1}`).toContain(await focusPlace());
      }
    }
    await page.getByRole("region", { name: "Меню сайта" }).getByRole("button", { name: "Модели" }).focus();
    await escapeGivesFocusTo(page, page.getByRole("region", { name: "Меню сайта" }), page.getByRole("button", { name: "Открыть меню" }));
  });

  test("every control of the header, its menus and the mobile menu shows its whole focus ring, at 390 and at 1280 px", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the widths are set here");
    const problems: string[] = [];
    /** Focuses `start`, then Tabs on through the header, noting every control whose ring is cut off. */
    const tabThroughHeader = async (where: string, start: Locator) => {
      await start.focus();
      for (let i = 0; i < 60; i++) {
        const cut = await focusRingCutOff(page);
        if (cut) problems.push(`${where}: ${cut}`);
        await page.keyboard.press("Tab");
        if (!(await page.evaluate(() => document.activeElement?.closest("header[data-header]") != null))) return;
      }
    };
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await openHydrated(page, "/brand.html");
      const header = page.getByRole("banner");
      await tabThroughHeader(`${width} px, header`, header.getByRole("link", { name: "Genesis Химки — на главную" }));
      // Opened from the keyboard: after a click, a focused control shows no ring to measure.
      await header.getByRole("button", { name: "Открыть меню" }).focus();
      await page.keyboard.press("Enter");
      await tabThroughHeader(`${width} px, burger menu`, header.getByRole("button", { name: "Закрыть меню" }));
      if (width === 1280) {
        for (const menu of ["Модели", "Владельцам"]) {
          await openHydrated(page, "/brand.html");
          const button = page.getByRole("navigation", { name: "Основное меню" }).getByRole("button", { name: menu });
          await button.focus();
          await page.keyboard.press("Enter");
          await tabThroughHeader(`${width} px, «${menu}»`, button);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test("Escape in the header's search gives focus back to «Открыть поиск»", async ({ page, isMobile }) => {
    test.skip(isMobile, "the header's search box is the desktop header's; the mobile menu's is always open");
    await openHydrated(page, "/brand.html");
    await page.getByRole("banner").getByRole("button", { name: "Открыть поиск" }).click();
    await page.getByRole("banner").getByRole("searchbox").fill("G80");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("banner").getByRole("searchbox")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button", { name: "Открыть поиск" })).toBeFocused();
  });

  test("Escape closes the model sub-header's menu and gives focus back to its button", async ({ page, isMobile }) => {
    await openHydrated(page, "/new-g70.html");
    for (const name of isMobile ? [/^Разделы модели, сейчас:/, /^Ещё$/] : [/^Ещё$/]) {
      const button = page.getByRole("button", { name });
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
    }
  });

  test("the test-drive popup opened from the «Покупка» menu gives focus back to «Покупка»", async ({ page, isMobile }) => {
    test.skip(isMobile, "the header's dropdowns are the desktop header's");
    await openHydrated(page, "/brand.html");
    const purchase = page.getByRole("navigation", { name: "Основное меню" }).getByRole("button", { name: "Покупка" });
    await purchase.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("banner").getByRole("button", { name: "Записаться на тест-драйв" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Запись на тест-драйв" });
    await expect(dialog).toBeVisible();
    await escapeGivesFocusTo(page, dialog, purchase);
  });

  test("«Наверх страницы» scrolls up and takes focus to the page's content", async ({ page }) => {
    await openHydrated(page, "/brand.html");
    const toTop = page.getByRole("button", { name: "Наверх страницы" });
    await toTop.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test(
  "while the next page loads, a line grows across the top and the page says it is busy",
  { tag: "@one-width" },
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
    await page.goto("/news.html");
    await waitForHydration(page);
    // A slow line: the next page's data is held until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    const progress = page.locator("[data-loading]");
    const article = page.getByRole("main").getByRole("heading", { level: 3 }).first().getByRole("link");
    const title = (await article.innerText()).trim();
    await article.click();
    // The page-loaded flag: main is busy at once, and the line is drawn after 200 ms.
    await expect(page.getByRole("main")).toHaveAttribute("aria-busy", "true");
    await expect(progress).toBeVisible();
    await expect.poll(() => progress.evaluate((line) => getComputedStyle(line).opacity)).toBe("1");
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("main")).not.toHaveAttribute("aria-busy", "true");
    await expect(progress).toHaveCount(0);
  },
);
