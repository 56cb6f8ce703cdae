import { FINANCE_PATH } from "./constants";

/** Scroll distance (px) under which the header keeps its state: finger jitter must not flicker it. */
const SCROLL_JITTER = 4;

/** Header visibility after a scroll from `prevY` to `y`: shown near the top and when scrolling up, hidden when scrolling down. */
export function nextHeaderVisible(opts: { prevY: number; y: number; visible: boolean; headerHeight: number }): boolean {
  const { prevY, y, visible, headerHeight } = opts;
  if (y <= headerHeight) return true;
  if (Math.abs(y - prevY) < SCROLL_JITTER) return visible;
  return y < prevY;
}

export type ScrollAction = { type: "none" } | { type: "top" } | { type: "restore"; y: number } | { type: "element"; id: string };

/**
 * True when a navigation's location state asks to keep the scroll: `{ keepScroll: true }`, which every
 * in-place navigation (a filter, a configurator choice, a tab) passes beside React Router's
 * `preventScrollReset`, which this hook does not see. Each feature spells the state out itself: a shared
 * constant would cost every page a script file of its own.
 */
function keepsScroll(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}

/**
 * What to do with the scroll position after a navigation (docs/product.md §2.1): back/forward restores the
 * saved position, a hash goes to its element, anything else starts at the top — except the
 * finance page with a hash and navigations whose state says `keepScroll`, which are left alone.
 */
export function getScrollAction(opts: {
  pathname: string;
  hash: string;
  navigationType: "POP" | "PUSH" | "REPLACE";
  savedY: number | undefined;
  state?: unknown;
}): ScrollAction {
  if (opts.pathname === FINANCE_PATH && opts.hash !== "") return { type: "none" };
  if (opts.navigationType !== "POP" && keepsScroll(opts.state)) return { type: "none" };
  if (opts.navigationType === "POP" && opts.savedY !== undefined) return { type: "restore", y: opts.savedY };
  if (opts.hash.length > 1) return { type: "element", id: decodeURIComponent(opts.hash.slice(1)) };
  return { type: "top" };
}
