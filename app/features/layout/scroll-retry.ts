/** docs/product.md §9: how often a position that is not reachable yet is asked for again. */
export const scrollRetryIntervalMs = 16;
/** After this long a page that never grew enough is left where it could go. */
export const scrollRetryLimitMs = 3_000;

/**
 * Scrolls to `y` now and, while the page is still too short to get there (a list or a picture that
 * arrives after the page is drawn), again every 16 ms until it is reached or the page has not grown enough
 * in {@link scrollRetryLimitMs}. A visitor who scrolls meanwhile (the position moved from where the last
 * try left it) wins: the retries stop. Returns a function that stops them (the next navigation calls it).
 */
export function scrollToWhenReachable(y: number, win: Window = window): () => void {
  const started = Date.now();
  win.scrollTo(0, y);
  let left = win.scrollY;
  if (Math.abs(left - y) <= 1) return () => {};
  const timer = setInterval(() => {
    if (Math.abs(win.scrollY - left) > 1 || Date.now() - started >= scrollRetryLimitMs) return clearInterval(timer);
    win.scrollTo(0, y);
    left = win.scrollY;
    if (Math.abs(left - y) <= 1) clearInterval(timer);
  }, scrollRetryIntervalMs);
  return () => clearInterval(timer);
}
