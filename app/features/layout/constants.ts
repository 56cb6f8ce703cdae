/** Layout constants of docs/product.md §4 and §9, in one place so every rule reads the same numbers. */

/** Widths up to this are "mobile"; the desktop layout starts above it. */
export const MOBILE_MAX_WIDTH = 768;

/** From this width up the model sub-header's nav is always shown (the spec's "above 1279"). */
export const MODEL_HEADER_DESKTOP_MIN_WIDTH = 1280;

/** Header height above 768 px. */
export const HEADER_HEIGHT_DESKTOP = 70;

/** Header height at 768 px and below. */
export const HEADER_HEIGHT_MOBILE = 60;

/** Delay before the #popup test-drive popup opens. */
export const POPUP_OPEN_DELAY_MS = 200;

/** Delay before an outside click closes the model sub-header's menus. */
export const OUTSIDE_CLICK_DELAY_MS = 200;

/** Extra height of an open footer accordion panel over its content. */
export const ACCORDION_EXTRA_HEIGHT = 20;

/** The finance page, where a hash keeps the scroll position (docs/decisions/0003-finance-page.md). */
export const FINANCE_PATH = "/oplata.html";

/** The search route (docs/product.md §2.1, query param q). */
export const SEARCH_PATH = "/search.html";

/** True above the mobile breakpoint. */
export function isDesktopWidth(width: number): boolean {
  return width > MOBILE_MAX_WIDTH;
}

/** Header height for a window width: 70 px above 768, else 60 px. */
export function headerHeightFor(width: number): number {
  return isDesktopWidth(width) ? HEADER_HEIGHT_DESKTOP : HEADER_HEIGHT_MOBILE;
}
