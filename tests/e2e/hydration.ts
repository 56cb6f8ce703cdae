import type { Page } from "@playwright/test";

/** The test run in the page: a control the server rendered carries React's props once React has hydrated it. */
function carriesReactProps(css: string): boolean {
  const element = document.querySelector(css);
  return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
}

/** Whether React has hydrated the page yet (a journey that acts before it, on purpose, checks this). */
export function isHydrated(page: Page, selector = "header button"): Promise<boolean> {
  return page.evaluate(carriesReactProps, selector);
}

/**
 * Waits until React has hydrated the page: a control the server rendered carries React's props.
 * Journeys that act (change a select, push history) right after `goto` would otherwise race hydration.
 */
export async function waitForHydration(page: Page, selector = "header button"): Promise<void> {
  await page.waitForFunction(carriesReactProps, selector);
}
