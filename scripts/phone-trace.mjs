// One load of a page as the measuring scripts of issue 39 make it (layout-fonts.mjs, blocking-estimate.mjs): a fresh
// headless Chromium context at a phone's size, the processor not slowed (what Lighthouse observes before it multiplies
// the main thread's time), traced from before the navigation until the page has settled.

/**
 * The trace events of one load of `url`, as a returning visitor who has answered the cookie notice (the notice's own
 * layout is not the page's), and what `inspect(page)` found on the page after it (null without it). `network` turns
 * DevTools' network domain on, as under Lighthouse, which costs the page's requests time on the main thread.
 */
export async function tracePhoneLoad(browser, url, { categories, settleMs, network = false, inspect }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: "cookiesAgree", value: "1", url }]);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  if (network) await devtools.send("Network.enable");
  const events = [];
  devtools.on("Tracing.dataCollected", (data) => events.push(...data.value));
  const complete = new Promise((resolve) => devtools.once("Tracing.tracingComplete", resolve));
  await devtools.send("Tracing.start", { traceConfig: { includedCategories: categories } });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(settleMs);
  await devtools.send("Tracing.end");
  await complete;
  const found = inspect ? await inspect(page) : null;
  await context.close();
  return { events, found };
}

/**
 * The navigation's commit in a load's trace and the events of the page's main thread (its renderer's CrRendererMain),
 * in time order; null when the trace lacks the commit (it happens, rarely: the caller loads the page again).
 */
export function pageMainThread(events) {
  const commit = events.filter((event) => event.name === "CommitLoad" && event.args?.data?.isMainFrame).at(-1);
  if (!commit) return null;
  const threads = new Map(
    events.filter((event) => event.name === "thread_name").map((event) => [`${event.pid}:${event.tid}`, event.args.name]),
  );
  const main = events
    .filter((event) => event.pid === commit.pid && threads.get(`${event.pid}:${event.tid}`) === "CrRendererMain")
    .sort((a, b) => a.ts - b.ts);
  return { commit, main };
}

/** The middle of a load's figures (the upper of the two middles for an even count), 0 for none. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
