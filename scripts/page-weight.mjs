// What a visitor's browser downloads for a page, by kind (document, scripts, styles, images, fonts), in
// bytes on the wire (compressed where the server compresses). The page is scrolled to the end first,
// so lazy images below the fold count too. Used by `npm run bench`; runs Debian's chromium.
import { chromium } from "@playwright/test";

const kinds = { document: "HTML", script: "JS", stylesheet: "CSS", image: "images", font: "fonts" };

/** Bytes per kind for each page at a phone (375 px, 2×) and a desktop (1440 px) viewport. */
export async function measurePageWeights(origin, paths) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  const rows = [];
  try {
    for (const [device, options] of [
      ["375 px", { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true }],
      ["1440 px", { viewport: { width: 1440, height: 900 } }],
    ]) {
      for (const path of paths) {
        const context = await browser.newContext(options);
        await context.addCookies([{ name: "cookiesAgree", value: "1", url: origin }]);
        const page = await context.newPage();
        const pending = [];
        page.on("requestfinished", (request) =>
          pending.push(request.sizes().then((s) => ({ type: request.resourceType(), bytes: s.responseBodySize + s.responseHeadersSize }))),
        );
        await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
        });
        await page.waitForLoadState("networkidle");
        const totals = Object.fromEntries(Object.values(kinds).map((k) => [k, 0]));
        let all = 0;
        for (const { type, bytes } of await Promise.all(pending)) {
          all += bytes;
          if (kinds[type]) totals[kinds[type]] += bytes;
        }
        rows.push({ device, path, ...totals, total: all });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The rows as a table in KB. */
export function formatPageWeights(rows) {
  const kb = (n) => (n / 1024).toFixed(1).padStart(8);
  const head = `${"viewport".padEnd(9)} ${"path".padEnd(20)} ${Object.values(kinds)
    .map((k) => k.padStart(8))
    .join(" ")} ${"total".padStart(8)}  (KB on the wire)`;
  const lines = rows.map(
    (r) =>
      `${r.device.padEnd(9)} ${r.path.padEnd(20)} ${Object.values(kinds)
        .map((k) => kb(r[k]))
        .join(" ")} ${kb(r.total)}`,
  );
  return [head, ...lines].join("\n");
}
