import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// The home hero slider and the gallery lightbox, as a visitor uses them at 1440 and 375 px:
// buttons, page dots, keys and swipes; open, browse and close a picture with the keyboard.

// @axe-core/playwright types its page with the hoisted playwright-core; the runner's page serves it as is.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie notice would cover the controls at the bottom of a small screen.
  await context.addCookies([{ name: "cookiesAgree", value: "1", url: baseURL ?? "" }]);
});

async function openHome(page: Page): Promise<Locator> {
  await page.goto("/");
  const slider = page.getByRole("region", { name: "Модели Genesis" });
  await waitForHydration(page, '[aria-roledescription="карусель"] button');
  return slider;
}

const slide = (slider: Locator, label: string) => slider.getByRole("group", { name: label, exact: true });
const live = (slider: Locator) => slider.locator('[aria-live="polite"]');

test("the visitor moves through the models with the next button, a page dot and the keyboard", async ({ page }) => {
  const slider = await openHome(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Роскошь, в центре которой — человек");
  await expect(live(slider)).toHaveText("Слайд 1 из 5");
  await expect(slide(slider, "1 из 5: Genesis G90")).toBeInViewport();
  await expect(slider.getByRole("button", { name: "Предыдущий слайд" })).toHaveCount(0);
  const height = (await slider.boundingBox())?.height;

  await slider.getByRole("button", { name: "Следующий слайд" }).click();
  await expect(live(slider)).toHaveText("Слайд 2 из 5");
  await expect(slide(slider, "2 из 5: Новый Genesis G80")).toBeInViewport();
  await expect(slide(slider, "1 из 5: Genesis G90")).not.toBeInViewport();
  await expect(slider.getByRole("link", { name: "Подробнее о G80" })).toBeVisible();
  await expect(slider.getByRole("button", { name: "Предыдущий слайд" })).toBeVisible();

  const dot = slider.getByRole("button", { name: "Слайд 4 из 5: Genesis GV70" });
  await dot.click();
  await expect(dot).toHaveAttribute("aria-current", "true");
  await expect(live(slider)).toHaveText("Слайд 4 из 5");
  await expect(slide(slider, "4 из 5: Genesis GV70")).toBeInViewport();

  // Keys act while focus is inside the slider: here on the dot just clicked.
  await page.keyboard.press("ArrowRight");
  await expect(live(slider)).toHaveText("Слайд 5 из 5");
  await expect(slider.getByRole("button", { name: "Следующий слайд" })).toHaveCount(0);
  await expect(slider.getByRole("button", { name: "Слайд 5 из 5: Genesis G70" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(live(slider)).toHaveText("Слайд 1 из 5");
  await page.keyboard.press("End");
  await expect(live(slider)).toHaveText("Слайд 5 из 5");
  await page.keyboard.press("ArrowLeft");
  await expect(live(slider)).toHaveText("Слайд 4 из 5");
  await expect(slide(slider, "4 из 5: Genesis GV70")).toBeInViewport();

  // Every slide shares one height, and nothing scrolls sideways.
  expect((await slider.boundingBox())?.height).toBe(height);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

/** A one-finger horizontal swipe across the element, through the browser's touch input. */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe on");
  const y = box.y + Math.min(box.height / 2, 200);
  const x = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + (dx * step) / 6, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test("on a phone the visitor swipes between the slides", async ({ page, isMobile }) => {
  test.skip(!isMobile, "swipes are the touch screen's way; the desktop uses buttons and keys");
  const slider = await openHome(page);
  // The region stays put while the slides move inside it: a steady place to put the finger.
  await swipe(page, slider, -160);
  await expect(live(slider)).toHaveText("Слайд 2 из 5");
  await expect(slide(slider, "2 из 5: Новый Genesis G80")).toBeInViewport();
  await swipe(page, slider, -160);
  await expect(live(slider)).toHaveText("Слайд 3 из 5");
  await swipe(page, slider, 160);
  await expect(live(slider)).toHaveText("Слайд 2 из 5");
  // A short move is a tap, not a swipe.
  await swipe(page, slider, -20);
  await expect(live(slider)).toHaveText("Слайд 2 из 5");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

test("in a gallery the visitor opens a picture, browses with the arrows and closes with Escape", async ({ page }, testInfo) => {
  await page.goto("/g70-gallery.html");
  await waitForHydration(page, 'button[aria-label^="Открыть изображение"]');
  const thumbnails = page.getByRole("button", { name: /^Открыть изображение: / });
  const count = await thumbnails.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const third = thumbnails.nth(2);
  const title = ((await third.getAttribute("aria-label")) ?? "").replace("Открыть изображение: ", "");
  await third.click();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(title);
  await expect(dialog.getByText(`3 из ${count}`, { exact: true })).toBeVisible();
  await expect(page.locator("body")).toHaveClass(/scroll-locked/);

  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText(`4 из ${count}`, { exact: true })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText(`2 из ${count}`, { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Следующее изображение" }).click();
  await expect(dialog.getByText(`3 из ${count}`, { exact: true })).toBeVisible();
  await expect(dialog).toHaveAccessibleName(title);
  const file = testInfo.outputPath(`lightbox-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, animations: "disabled" });
  await testInfo.attach(`open lightbox (${testInfo.project.name})`, { path: file, contentType: "image/png" });

  const { violations } = await new AxeBuilder({ page: page as unknown as AxePage })
    .include('[role="dialog"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
  expect(blocking, blocking.join("\n")).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(third).toBeFocused();
  await expect(page.locator("body")).not.toHaveClass(/scroll-locked/);
});

test("the hero fits 375, 768, 1280 and 1920 px without sideways scroll or a jump between slides", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the widths are set here, one run is enough");
  const slider = await openHome(page);
  for (const width of [375, 768, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await slider.getByRole("button", { name: "Слайд 1 из 5: Genesis G90" }).click();
    await expect(live(slider)).toHaveText("Слайд 1 из 5");
    const heights = new Set<number>();
    for (let i = 1; i <= 5; i += 1) {
      await slider.getByRole("button", { name: new RegExp(`^Слайд ${i} из 5`) }).click();
      await expect(slider.getByRole("group", { name: new RegExp(`^${i} из 5`) })).toBeInViewport();
      heights.add(Math.round((await slider.boundingBox())?.height ?? 0));
    }
    expect([...heights], `slider height at ${width} px`).toHaveLength(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `sideways scroll at ${width} px`).toBe(0);
    await slider.getByRole("button", { name: "Слайд 1 из 5: Genesis G90" }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = testInfo.outputPath(`home-hero-${width}.png`);
    await page.screenshot({ path: file, animations: "disabled" });
    await testInfo.attach(`home hero at ${width} px`, { path: file, contentType: "image/png" });
  }
});
