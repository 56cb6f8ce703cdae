import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";

// Checks the visitor journeys share: axe's blocking findings, no sideways scroll, and an address of
// each test's own (the dealer API limits requests per address, and trusts X-Forwarded-For from the loopback).

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
// @axe-core/playwright types its page with the hoisted playwright-core; the runner's page serves it as is.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];

/** Axe's serious and critical findings, inside `selector` when given, one line each. */
export async function blockingViolations(page: Page, selector?: string): Promise<string[]> {
  // A popup fading in is read at its final colours, not at a moment of its animation (contrast).
  await finiteAnimationsOver(page);
  const builder = new AxeBuilder({ page: page as unknown as AxePage });
  // Only violations come back in full: the passes' node lists cost more time than the checks.
  const { violations } = await (selector ? builder.include(selector) : builder)
    .withTags(axeTags)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => {
      const nodes = v.nodes.slice(0, 3).map((node) => {
        // The first check's message says why, e.g. the two colours and their ratio.
        const why = [...node.any, ...node.all, ...node.none][0]?.message;
        return `    ${node.target.join(" ")}${why ? ` — ${why}` : ""}`;
      });
      const more = v.nodes.length > 3 ? `\n    … and ${v.nodes.length - 3} more` : "";
      return `${v.id} [${v.impact}] ${v.help} (${v.helpUrl})\n${nodes.join("\n")}${more}`;
    });
}

/**
 * Resolves once the page's finite animations are over (a menu sliding in is not yet where it stays), waiting 3 s at
 * most: the site's own take under a second, the line of a page still loading 10. One still running then is named in
 * the test's annotations and its output, and the check goes on with the page as it is: twice in a full run (not alone)
 * the stock list's first check waited out the test's 30 s here, and what ran was not known.
 */
async function finiteAnimationsOver(page: Page): Promise<void> {
  const running = await page.evaluate(async (limitMs) => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const over = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))).then(() => true);
    const inTime = await Promise.race([over, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), limitMs))]);
    if (inTime) return [];
    return finite
      .filter((animation) => animation.playState !== "finished")
      .map((animation) => {
        const name =
          animation instanceof CSSAnimation
            ? `animation ${animation.animationName}`
            : animation instanceof CSSTransition
              ? `transition of ${animation.transitionProperty}`
              : "script animation";
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        const where = target
          ? `${target.tagName.toLowerCase()}.${String(target.getAttribute("class") ?? "").replace(/ /g, ".")}`
          : "no element";
        return `${name} on ${where}: ${animation.playState}${animation.pending ? ", pending" : ""}, at ${Math.round(Number(animation.currentTime ?? -1))} ms`;
      });
  }, 3_000);
  if (running.length > 0) {
    const description = `animations still running after 3 s: ${running.join("; ")}`;
    test.info().annotations.push({ type: "animations", description });
    console.warn(description);
  }
}

/**
 * Where the focused element's focus ring is cut off — by the window's edge or by an ancestor that clips
 * its overflow — or null when the whole ring shows. Measured once the page's finite animations are over
 * (a menu sliding in is not yet where it stays).
 */
export async function focusRingCutOff(page: Page): Promise<string | null> {
  await finiteAnimationsOver(page);
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return "nothing is focused";
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
    const style = getComputedStyle(element);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === "none" || !(width > 0)) return `«${name}» has no focus ring`;
    const reach = parseFloat(style.outlineOffset) + width;
    const box = element.getBoundingClientRect();
    const ring = { top: box.top - reach, left: box.left - reach, bottom: box.bottom + reach, right: box.right + reach };
    const outside = (clip: { top: number; left: number; bottom: number; right: number }) =>
      ring.top < clip.top - 0.5 || ring.left < clip.left - 0.5 || ring.bottom > clip.bottom + 0.5 || ring.right > clip.right + 0.5;
    const at = (r: typeof ring) => `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
    if (outside({ top: 0, left: 0, bottom: window.innerHeight, right: document.documentElement.clientWidth })) {
      return `«${name}»: its ring (${at(ring)}) goes past the window's edge`;
    }
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const parentStyle = getComputedStyle(parent);
      if (parentStyle.overflowX === "visible" && parentStyle.overflowY === "visible") continue;
      const outer = parent.getBoundingClientRect();
      const clip = {
        top: outer.top + parseFloat(parentStyle.borderTopWidth),
        left: outer.left + parseFloat(parentStyle.borderLeftWidth),
        bottom: outer.bottom - parseFloat(parentStyle.borderBottomWidth),
        right: outer.right - parseFloat(parentStyle.borderRightWidth),
      };
      if (outside(clip))
        return `«${name}»: its ring (${at(ring)}) is clipped by ${parent.tagName.toLowerCase()}.${parent.className} (${at(clip)})`;
    }
    return null;
  });
}

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A private address made from the test's title and `salt`, the same on every run of that test. */
export function visitorAddress(info: TestInfo, salt: string): string {
  let hash = 7;
  for (const char of `${salt} ${info.project.name} ${info.titlePath.join(" ")}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) % 250}.${(hash >>> 8) % 250}.${hash % 250}`;
}

/**
 * Collects what the visitor's console would show as failures from now on: console errors, uncaught
 * page errors and every script or resource the page's Content-Security-Policy refused. Call before
 * `goto`; the returned list fills as the page runs.
 */
export async function collectPageProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return problems;
}

/** Fills a lead form's name, phone and consent as a visitor would. */
/**
 * A mobile number of the test's own, as typed in the form: the dealer API limits requests and test
 * drives ahead per phone as well as per address, so each test is a visitor of its own.
 */
export function visitorPhone(info: TestInfo): string {
  let hash = 11;
  for (const char of `${info.project.name} ${info.titlePath.join(" ")}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const digits = String(hash % 1_000_000_000).padStart(9, "0");
  return `+7 (9${digits.slice(0, 2)}) ${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7, 9)}`;
}

export async function fillPerson(scope: Locator, name = "Анна Смирнова", phone = visitorPhone(test.info())) {
  await scope.getByLabel("Имя", { exact: true }).fill(name);
  await scope.getByLabel("Телефон").fill(phone);
  await scope.getByRole("checkbox", { name: /Я даю согласие на обработку персональных данных/ }).check();
}

/** The success state: «Заявка принята» and the request number (8 characters of the id). */
export async function expectAccepted(scope: Locator | Page) {
  await expect(scope.getByRole("heading", { name: "Заявка принята" })).toBeVisible();
  await expect(scope.getByText(/Номер заявки: [0-9a-f]{8}$/)).toBeVisible();
}

/**
 * Links, buttons and fields that stick out past the window's left or right edge, so part of them can
 * only be reached by scrolling the page sideways, or not at all. Those in a box that scrolls sideways,
 * and those wholly out of a clipping box's view (a slider's other slides), are in their place.
 */
export async function controlsPastEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), select, textarea, summary")) {
      const box = control.getBoundingClientRect();
      // Not drawn, or a visually hidden name.
      if (box.width <= 2 || box.height <= 2 || getComputedStyle(control).visibility === "hidden") continue;
      let inPlace = false;
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === "auto" || style.overflowX === "scroll") inPlace = true;
        else if (style.overflowX !== "visible") {
          const clip = parent.getBoundingClientRect();
          if (box.right <= clip.left + 1 || box.left >= clip.right - 1) inPlace = true;
        }
        if (inPlace) break;
      }
      if (inPlace || (box.left >= -1 && box.right <= width + 1)) continue;
      const name = control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 40) ?? control.tagName;
      found.push(`«${name}» spans ${Math.round(box.left)}–${Math.round(box.right)} px of a ${width} px window`);
    }
    return found;
  });
}

/**
 * Lines of text of two different elements drawn over each other inside `selector`, one line per pair.
 * Fixed bars and notices are left out (they lie over the page by design), as are the closed answers of
 * a <details> and whatever a clipping box hides.
 */
export async function overlappingText(page: Page, selector = "main"): Promise<string[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((root) => {
      type Line = { element: Element; text: string; left: number; top: number; right: number; bottom: number };
      const lines: Line[] = [];
      const layered = (element: Element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === "fixed" || position === "sticky") return true;
        }
        return false;
      };
      const clippedAway = (element: Element, rect: DOMRect) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          const clip = parent.getBoundingClientRect();
          if (rect.right <= clip.left + 1 || rect.left >= clip.right - 1 || rect.bottom <= clip.top + 1 || rect.top >= clip.bottom - 1)
            return true;
        }
        return false;
      };
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = node.textContent?.trim() ?? "";
        if (!element || !text || element.closest(".visually-hidden, [hidden], [aria-hidden='true'], script, style, svg")) continue;
        const closed = element.closest("details:not([open])");
        if (closed && !element.closest("summary")) continue;
        if (getComputedStyle(element).visibility === "hidden" || layered(element)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width < 2 || rect.height < 2 || clippedAway(element, rect)) continue;
          lines.push({ element, text: text.slice(0, 30), left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
        }
      }
      const found = new Set<string>();
      for (const [i, a] of lines.entries()) {
        for (const b of lines.slice(i + 1)) {
          if (a.element === b.element || a.element.contains(b.element) || b.element.contains(a.element)) continue;
          const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          // Glyphs collide, not just the line boxes' spare edges touching.
          if (across > 3 && down > Math.min(a.bottom - a.top, b.bottom - b.top) * 0.45) found.add(`«${a.text}» over «${b.text}»`);
        }
      }
      return [...found];
    });
}

/**
 * What the focused element is wholly hidden under (a fixed bar or notice drawn over it), or null when
 * some of it shows (WCAG 2.4.11). Its centre and four points near its corners are looked at once the
 * page has answered the scroll (the header slides in or out) and its finite animations are over.
 */
export async function focusHiddenUnder(page: Page): Promise<string | null> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await finiteAnimationsOver(page);
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.1, 0.1],
      [0.9, 0.1],
      [0.1, 0.9],
      [0.9, 0.9],
    ].map(([x = 0, y = 0]) => [box.left + box.width * x, box.top + box.height * y] as const);
    const covers = new Set<string>();
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || top === element || element.contains(top)) return null;
      let layer: Element | null = top;
      while (layer && getComputedStyle(layer).position !== "fixed") layer = layer.parentElement;
      const cover = layer ?? top;
      covers.add(cover.getAttribute("aria-label") ?? cover.getAttribute("aria-labelledby") ?? cover.tagName.toLowerCase());
    }
    // Wholly outside the window: the page did not scroll to it, which is another matter.
    if (covers.size === 0) return null;
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
    return `«${name}» under ${[...covers].join(", ")}`;
  });
}
