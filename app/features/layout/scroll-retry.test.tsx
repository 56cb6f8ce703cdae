import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { scrollRetryIntervalMs, scrollRetryLimitMs, scrollToWhenReachable } from "./scroll-retry";

// A page that grows: scrollTo reaches at most `height`, as a browser clamps to the document's end.
let height = 0;
let y = 0;
const scrollTo = vi.fn((_x: number, to: number) => {
  y = Math.min(to, height);
});

beforeEach(() => {
  vi.useFakeTimers();
  height = 0;
  y = 0;
  scrollTo.mockClear();
  vi.spyOn(window, "scrollTo").mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => y);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test("a position the page can reach is scrolled to at once, with no retries", () => {
  height = 5_000;
  scrollToWhenReachable(2_400);
  expect(y).toBe(2_400);
  vi.advanceTimersByTime(1_000);
  expect(scrollTo).toHaveBeenCalledTimes(1);
});

test("while the page grows, the position is asked for again every 16 ms until it is reached, then no more", () => {
  height = 800;
  scrollToWhenReachable(2_400);
  expect(y).toBe(800);
  vi.advanceTimersByTime(scrollRetryIntervalMs);
  expect(scrollTo).toHaveBeenCalledTimes(2);
  // The list below arrives: the next retry gets there.
  height = 6_000;
  vi.advanceTimersByTime(scrollRetryIntervalMs);
  expect(y).toBe(2_400);
  const calls = scrollTo.mock.calls.length;
  vi.advanceTimersByTime(500);
  expect(scrollTo).toHaveBeenCalledTimes(calls);
});

test("the visitor's own scroll stops the retries, and so does a page that never grows enough", () => {
  height = 800;
  scrollToWhenReachable(2_400);
  // The visitor scrolls up a little: the position is no longer where the last try left it.
  y = 500;
  height = 6_000;
  vi.advanceTimersByTime(200);
  expect(y).toBe(500);

  scrollTo.mockClear();
  height = 800;
  scrollToWhenReachable(2_400);
  vi.advanceTimersByTime(scrollRetryLimitMs + 100);
  const calls = scrollTo.mock.calls.length;
  expect(calls).toBeGreaterThan(100);
  vi.advanceTimersByTime(1_000);
  expect(scrollTo).toHaveBeenCalledTimes(calls);
});

test("the next navigation stops the retries of the one before", () => {
  height = 800;
  const stop = scrollToWhenReachable(2_400);
  stop();
  height = 6_000;
  vi.advanceTimersByTime(200);
  expect(y).toBe(800);
});
