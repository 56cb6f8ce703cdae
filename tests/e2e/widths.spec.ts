import { expect, test, type Page } from "@playwright/test";
import { controlsPastEdge } from "./journey-checks";

// Journeys of the widths and conditions between and beyond a phone and a laptop: a 1280 px window at
// 400 % (320 px), enlarged text and wider spacing, Tab with the cookie notice up, and a printed page.

test.skip(({ isMobile }) => isMobile, "the window sizes are set here");

/** What the page scrolls sideways by, in px (0 when it does not). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("at 320 px, a 1280 px window at 400 %, no page scrolls sideways and every control lies inside the window", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const problems: string[] = [];
  for (const path of [
    "/",
    "/new-g80-safety.html",
    "/g90-comfort.html",
    "/service-form.html",
    "/configurator",
    "/avto-v-nalicii.html",
    "/test-drive.html",
    "/contacts.html",
    "/special-offers/trade-in.html",
    "/news/genesis-magma.html",
    "/sitemap.html",
  ]) {
    await page.goto(path);
    const scroll = await sidewaysScroll(page);
    if (scroll > 0) problems.push(`${path}: the page scrolls sideways by ${scroll} px`);
    for (const control of await controlsPastEdge(page)) problems.push(`${path}: ${control}`);
  }
  expect(problems).toEqual([]);
});
