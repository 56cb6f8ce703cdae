import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { blockingViolations } from "./journey-checks";
import { checkAll, staticPaths } from "./page-checks";

// Issue 4, "Done when": every page kind renders on the server with its heading, passes axe-core with
// no serious or critical violation, fits the viewport without sideways scrolling, leaves a full-page
// screenshot in the artefacts at 375 and 1440 px, and no page of the route table shows English or
// placeholder text.

// The tests share nothing, so both workers take them from this one file instead of one worker running it all.
test.describe.configure({ mode: "parallel" });

type PageKind = {
  /** Names the test and the screenshot file. */
  name: string;
  path: string;
  h1: string | RegExp;
  status?: number;
  /** The home page keeps the cookie notice so that axe checks it too; elsewhere it would cover the footer. */
  keepCookieNotice?: boolean;
};

const pageKinds: PageKind[] = [
  { name: "home", path: "/", h1: "Роскошь, в центре которой — человек", keepCookieNotice: true },
  { name: "models overview", path: "/models.html", h1: "Модели Genesis" },
  { name: "model home", path: "/new-g70.html", h1: /Genesis G70/ },
  { name: "model design", path: "/g70-design.html", h1: /Дизайн/ },
  { name: "model safety", path: "/gv80-safety.html", h1: /Безопасность/ },
  { name: "model technology", path: "/gv70-technology.html", h1: /Технологии/ },
  { name: "model comfort", path: "/g90-comfort.html", h1: /Комфорт/ },
  { name: "model performance", path: "/new-g80-performance.html", h1: /Динамика/ },
  { name: "model gallery", path: "/g70-gallery.html", h1: /Галерея/ },
  { name: "model price", path: "/g90-price.html", h1: /Цены и комплектации/ },
  { name: "model long wheelbase", path: "/g90_L.html", h1: /Genesis G90 L/ },
  { name: "future vehicles", path: "/genesis-future-vehicles.html", h1: "Будущее Genesis" },
  { name: "concept", path: "/genesis-future-vehicles-mint.html", h1: "Genesis Mint" },
  { name: "promo", path: "/promo-gv80.html", h1: /Genesis GV80/ },
  { name: "content page", path: "/brand.html", h1: "Бренд Genesis" },
  { name: "contacts", path: "/contacts.html", h1: "Контакты" },
  { name: "about", path: "/about.html", h1: "О дилере" },
  { name: "vacancies", path: "/vakansii.html", h1: "Вакансии" },
  { name: "reviews", path: "/otzivy.html", h1: "Отзывы клиентов" },
  { name: "workers", path: "/workers.html", h1: "Наши сотрудники" },
  { name: "worker", path: "/worker/andrey-sokolov.html", h1: "Андрей Соколов" },
  { name: "service", path: "/servis.html", h1: "Сервис" },
  { name: "maintenance", path: "/servis/to.html", h1: "Техническое обслуживание" },
  { name: "service detail", path: "/servis/shinomontazh.html", h1: /Шиномонтаж/ },
  { name: "special offers", path: "/special-offers.html", h1: "Специальные предложения" },
  { name: "special offer", path: "/special-offers/trade-in.html", h1: /трейд-ин/ },
  { name: "news", path: "/news.html", h1: "Новости" },
  { name: "news item", path: "/news/genesis-magma.html", h1: /Genesis Magma/ },
  { name: "search", path: "/search.html?q=G80", h1: "Поиск по сайту" },
  { name: "sitemap", path: "/sitemap.html", h1: "Карта сайта" },
  { name: "configurator", path: "/configurator", h1: "Конфигуратор" },
  { name: "stock", path: "/avto-v-nalicii.html", h1: "Автомобили в наличии" },
  { name: "test drive", path: "/test-drive.html", h1: "Запись на тест-драйв" },
  { name: "404", path: "/takoj-stranicy-net.html", h1: "Страница не найдена", status: 404 },
];

/**
 * Pages known to scroll sideways at 375 px, each with its cause and fix. The checks below skip them
 * and fail once one fits again, so that the entry is removed with the fix.
 */
const knownOverflow: Record<string, string> = {};

/** How far the page is wider than the viewport, and what sticks out first (element or text), or null when it fits. */
async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= viewport) return null;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
    let culprit = "";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && !culprit; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = node instanceof Element ? node.getBoundingClientRect() : range.getBoundingClientRect();
      if (box.width === 0 || box.right <= viewport + 1) continue;
      // Inside a scroll container the overflow is intended (wide tables, the sketch frame).
      let ancestor = node.parentElement;
      while (ancestor && ancestor !== document.body && getComputedStyle(ancestor).overflowX === "visible")
        ancestor = ancestor.parentElement;
      if (ancestor && ancestor !== document.body) continue;
      culprit =
        node instanceof Element
          ? describe(node)
          : `text «${(node.textContent ?? "").trim().slice(0, 60)}» in ${describe(node.parentElement ?? document.body)}`;
    }
    return `${width} px wide in a ${viewport} px viewport; first out: ${culprit || "unknown"}`;
  });
}

/** Lazy images below the fold would be blank in a full-page screenshot: load them all first. */
async function loadAllImages(page: Page): Promise<void> {
  // The footer is hydrated once the visitor acts (ADR 0132), and on a phone it then folds its sections: a scroll, as a
  // visitor's, and the picture shows it as it is by the time they reach it.
  await page.evaluate(() => {
    window.scrollBy(0, 1);
    window.scrollBy(0, -1);
  });
  if ((await page.locator("footer button").count()) > 0) await waitForHydration(page, "footer button");
  await page.evaluate(async () => {
    // What is drawn only near the screen (the footer, the stock list's cards, the home page's blocks, the news cards
    // below the first screen: ADRs 0129, 0130, 0134, 0136) is drawn as a visitor scrolling would see it: a full-page
    // picture does not scroll, and would show their place empty.
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
    const images = Array.from(document.images);
    for (const image of images) image.loading = "eager";
    const pending = images.filter((image) => !image.complete);
    await Promise.all(
      pending.map(
        (image) =>
          new Promise<void>((resolve) => {
            image.addEventListener("load", () => resolve(), { once: true });
            image.addEventListener("error", () => resolve(), { once: true });
          }),
      ),
    );
    await document.fonts.ready;
  });
}

for (const kind of pageKinds) {
  test(`${kind.name} (${kind.path}): heading, width, axe-core`, async ({ page, context, baseURL }, testInfo) => {
    if (!kind.keepCookieNotice) {
      await context.addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
    }
    await test.step("open", async () => {
      const response = await page.goto(kind.path);
      expect(response?.status(), `status of ${kind.path}`).toBe(kind.status ?? 200);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(kind.h1);
      // Axe and the screenshot should see the page a visitor uses, after React has taken over.
      await waitForHydration(page);
    });

    await test.step("fits the viewport", async () => {
      const overflow = await horizontalOverflow(page);
      const known = knownOverflow[kind.path];
      if (known && testInfo.project.name === "mobile") {
        testInfo.annotations.push({ type: "known issue", description: `${kind.path} scrolls sideways: ${known}` });
      } else {
        expect.soft(overflow, `${kind.path} scrolls sideways`).toBeNull();
      }
    });

    const violations = await test.step("axe-core", () => blockingViolations(page));

    // The full-page pictures are for a person judging the look (PAGE_SCREENSHOTS=1, docs/development.md), not a
    // check: taken in every run they cost a fifth of this file's time (367 s → 294 s at 1440 px, issue 40).
    if (process.env.PAGE_SCREENSHOTS)
      await test.step("screenshot", async () => {
        await loadAllImages(page);
        const file = testInfo.outputPath(`${kind.name.replaceAll(" ", "-")}-${testInfo.project.name}.png`);
        // CSS pixels: the 375 px project renders at scale 2, and a 2× full-page PNG is four times the work.
        await page.screenshot({ path: file, fullPage: true, animations: "disabled", scale: "css" });
        await testInfo.attach(`${kind.name} at ${page.viewportSize()?.width ?? "?"} px`, { path: file, contentType: "image/png" });
      });

    expect(violations, `axe-core on ${kind.path}:\n${violations.join("\n")}`).toEqual([]);
  });
}

// ── The whole route table, by request: fast, so every path is checked, not one per kind. ──

test("every static path of the route table answers 200 with one h1, a title, a description and Russian copy", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the server's HTML is the same at every width");
  const paths = staticPaths();
  expect(paths.length).toBeGreaterThan(60);
  const failures = await checkAll(request, paths);
  expect(failures, failures.join("\n")).toEqual([]);
});

/** Every detail page the sitemap and the list pages link to, by its first path segment. */
async function detailLinks(request: APIRequestContext): Promise<Map<string, string[]>> {
  const detail = /^\/(news|worker|servis|special-offers|feed)\/[^/]+\.html$/;
  const links = new Set<string>();
  for (const list of ["/sitemap.html", "/workers.html", "/servis.html", "/special-offers.html", "/news.html", "/avto-v-nalicii.html"]) {
    const html = await (await request.get(list)).text();
    for (const [, href] of html.matchAll(/href="([^"#?]+)"/g)) if (href && detail.test(href)) links.add(href);
  }
  const byPrefix = new Map<string, string[]>();
  for (const link of [...links].sort()) {
    const prefix = link.split("/")[1] ?? "";
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), link]);
  }
  return byPrefix;
}

// Two tests, so that the cars of the stock (as many as the feeds hold) and the pages of the site share the workers
// and neither has to answer for the other's length under a loaded machine.
test("every news item, worker, service and offer linked from the sitemap and the list pages passes the same checks", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the server's HTML is the same at every width");
  test.slow();
  const byPrefix = await detailLinks(request);
  expect([...byPrefix.keys()].sort()).toEqual(expect.arrayContaining(["news", "servis", "special-offers", "worker"]));
  const failures = await checkAll(
    request,
    [...byPrefix].flatMap(([prefix, links]) => (prefix === "feed" ? [] : links)),
  );
  expect(failures, failures.join("\n")).toEqual([]);
});

test("every car of the stock list passes the same checks", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the server's HTML is the same at every width");
  test.slow();
  const cars = (await detailLinks(request)).get("feed") ?? [];
  expect(cars.length, "the stock list links to its cars").toBeGreaterThan(0);
  const failures = await checkAll(request, cars);
  expect(failures, failures.join("\n")).toEqual([]);
});

// ── Every page at both widths, one document load each, scripts off (the server's markup and CSS decide the layout):
// at 375 px no static path may scroll sideways, and at 375 and 1440 px every page of the sitemap (and each detail
// page it links to) shows a picture in <main> (issue: «a picture on every page of the sitemap»). Three slices share
// the workers. ──

/** The sitemap's pages: every page it links to, and the details of the list pages (the offers), the stock's cars aside. */
async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get("/sitemap.html")).text();
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  const links = new Set<string>(["/sitemap.html"]);
  for (const [, href] of main.matchAll(/href="(\/[^"#?]*)"/g)) {
    // Pages only: the sitemap also links the documents (PDF) and the XML sitemap.
    if (href && !href.startsWith("/feed/") && !/\.(?!html$)\w+$/.test(href)) links.add(href);
  }
  for (const [prefix, details] of await detailLinks(request)) if (prefix !== "feed") for (const link of details) links.add(link);
  return [...links].sort();
}

/**
 * What is wrong with the page's pictures at this width, or null: <main> must hold a visible picture with an
 * accessible name (an <img> with alt, or an <svg role="img"> named by aria-label or its <title>) at least
 * 120 px wide, the size of a picture a person notices rather than an icon.
 */
async function missingIllustration(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const main = document.querySelector("main");
    if (!main) return "no <main>";
    const nameOf = (el: Element) =>
      el instanceof HTMLImageElement
        ? el.alt
        : (el.getAttribute("aria-label") ??
          document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent ??
          el.querySelector(":scope > title")?.textContent ??
          "");
    for (const el of main.querySelectorAll("img, svg[role='img']")) {
      if (!nameOf(el).trim()) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 120 || box.height < 60) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      return null;
    }
    return "no named picture at least 120 px wide in <main>";
  });
}

test.describe("every page at its width", () => {
  test.use({ javaScriptEnabled: false });
  const slices = 3;
  for (let slice = 0; slice < slices; slice++) {
    test(`every page of the sitemap has a picture, and at 375 px no static page scrolls sideways (slice ${slice + 1} of ${slices})`, async ({
      page,
      request,
    }, testInfo) => {
      // Over fifty pages a slice (about 20 s).
      test.slow();
      const mobile = testInfo.project.name === "mobile";
      const pictured = new Set(await sitemapPages(request));
      expect(pictured.size, "the sitemap lists the site's pages").toBeGreaterThan(60);
      // The sideways check is for the phone width, where pages overflow; the pictures are checked at both widths.
      const all = [...new Set([...(mobile ? staticPaths() : []), ...pictured])].sort();
      const mine = all.filter((_, i) => i % slices === slice);
      const failures: string[] = [];
      const unpictured: string[] = [];
      for (const path of mine) {
        await page.goto(path);
        if (mobile) {
          const overflow = await horizontalOverflow(page);
          const known = knownOverflow[path];
          if (known && !overflow) failures.push(`${path} fits now: remove it from knownOverflow`);
          else if (known) testInfo.annotations.push({ type: "known issue", description: `${path} scrolls sideways: ${known}` });
          else if (overflow) failures.push(`${path}: ${overflow}`);
        }
        if (pictured.has(path)) {
          const missing = await missingIllustration(page);
          if (missing) unpictured.push(`${path}: ${missing}`);
        }
      }
      const width = page.viewportSize()?.width ?? "?";
      expect.soft(failures, failures.join("\n")).toEqual([]);
      expect(unpictured, `${unpictured.length} page(s) without a picture in <main> at ${width} px:\n${unpictured.join("\n")}`).toEqual([]);
    });
  }
});

// ── Every page kind at the tablet and desktop widths the issue names: nothing scrolls sideways, and with
// PAGE_SCREENSHOTS=1 a full-page screenshot of each lands in the artefacts (JPEG, to keep them small). Scripts stay off:
// the server's markup and CSS decide the layout, and every page must look right before hydration too. ──

test.describe("at 768, 1280 and 1920 px", () => {
  test.use({ javaScriptEnabled: false });
  for (const width of [768, 1280, 1920]) {
    test(`every page kind fits ${width} px (and leaves a screenshot with PAGE_SCREENSHOTS=1)`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "one run of each width is enough");
      test.setTimeout(150_000);
      await context.addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
      await page.setViewportSize({ width, height: 900 });
      const failures: string[] = [];
      for (const kind of pageKinds) {
        const response = await page.goto(kind.path);
        if (response?.status() !== (kind.status ?? 200)) failures.push(`${kind.path}: status ${response?.status()}`);
        const overflow = await horizontalOverflow(page);
        if (overflow) failures.push(`${kind.path}: ${overflow}`);
        // For a person judging the look, as above: the pictures and the full-page JPEGs were 100 s of every run's
        // journeys (issue 40), and no check reads them.
        if (!process.env.PAGE_SCREENSHOTS) continue;
        await loadAllImages(page);
        const file = testInfo.outputPath(`${kind.name.replaceAll(" ", "-")}-${width}.jpg`);
        await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 70, animations: "disabled" });
        await testInfo.attach(`${kind.name} at ${width} px`, { path: file, contentType: "image/jpeg" });
      }
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});
