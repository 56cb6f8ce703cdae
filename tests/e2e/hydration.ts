import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page: a control the server rendered carries React's props.
 * Journeys that act (change a select, push history) right after `goto` would otherwise race hydration.
 */
export async function waitForHydration(page: Page, selector = "header button"): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}
