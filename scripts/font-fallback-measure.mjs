// `node scripts/font-fallback-measure.mjs`: measures, in Chromium, how wide Manrope sets the site's own
// text against Arial (Liberation Sans on Linux, metric-compatible), per weight the CSS uses and per kind
// of character (Cyrillic and Latin, capitals and the rest, digits, the rest: punctuation), and prints the
// @font-face rules of app/styles/font-fallback.css. Run it again when the site's text or Manrope change.
import { chromium } from "playwright";
import { startProductionServer } from "./server-process.mjs";

const pages = ["/", "/configurator", "/servis.html", "/news.html", "/avto-v-nalicii.html", "/new-g70.html", "/contacts.html"];
// Each weight range of the CSS is drawn by the Arial face nearer in stroke: regular up to 549, bold from 550.
const weights = [
  { range: "100 449", weight: 400, bold: false },
  { range: "450 549", weight: 500, bold: false },
  { range: "550 649", weight: 600, bold: true },
  { range: "650 749", weight: 700, bold: true },
  { range: "750 900", weight: 800, bold: true },
];
const kinds = [
  { name: "Cyrillic capitals", unicodeRange: "U+0400-042F", test: /[\u0400-\u042f]/u },
  { name: "Cyrillic", unicodeRange: "U+0430-04FF", test: /[\u0430-\u04ff]/u },
  { name: "Latin capitals", unicodeRange: "U+0041-005A", test: /[A-Z]/u },
  { name: "digits", unicodeRange: "U+0030-0039", test: /[0-9]/u },
  { name: "rest", unicodeRange: "U+0000-002F, U+003A-0040, U+005B-03FF, U+0500-FFFF", test: /[^\u0400-\u04ffA-Z0-9\n\t]/u },
];
// Manrope's ascent and descent (2132 and 600 of 2000 units) and no line gap; the overrides are scaled by size-adjust.
const ascent = 106.6;
const descent = 30;

const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage();
  let text = "";
  for (const path of pages) {
    await page.goto(server.origin + path);
    text += ` ${await page.evaluate(() => document.body.innerText)}`;
  }
  await page.evaluate(() => document.fonts.ready);
  const samples = kinds.map((kind) =>
    [...text]
      .filter((c) => kind.test.test(c))
      .join("")
      .replace(/\s+/gu, " ")
      .slice(0, 6000),
  );
  const rules = [];
  for (const { range, weight, bold } of weights) {
    for (const [index, kind] of kinds.entries()) {
      const ratio = await page.evaluate(
        ({ sample, weight, bold }) => {
          const width = (font) => {
            const span = document.createElement("span");
            span.style.cssText = `font:${font};white-space:nowrap;position:absolute`;
            span.textContent = sample;
            document.body.append(span);
            const measured = span.getBoundingClientRect().width;
            span.remove();
            return measured;
          };
          return width(`${weight} 20px "Manrope Variable"`) / width(`${bold ? 700 : 400} 20px Arial`);
        },
        { sample: samples[index], weight, bold },
      );
      const size = ratio * 100;
      // Liberation Sans first (ADR 0138): a name the system lacks is looked up again for every face and size, and on
      // Linux each lookup waits on the browser process, while a name found is kept; Arial's full and PostScript names
      // after it for Windows and Apple's systems, where such a lookup is an in-process table's.
      const local = bold
        ? 'local("Liberation Sans Bold"), local("Arial Bold"), local("Arial-BoldMT")'
        : 'local("Liberation Sans"), local("Arial"), local("ArialMT")';
      rules.push(
        `/* ${weight}, ${kind.name} */\n@font-face {\n  font-family: "Manrope Fallback";\n  font-weight: ${range};\n  src: ${local};\n` +
          `  unicode-range: ${kind.unicodeRange};\n  size-adjust: ${size.toFixed(2)}%;\n  ascent-override: ${((ascent / size) * 100).toFixed(2)}%;\n` +
          `  descent-override: ${((descent / size) * 100).toFixed(2)}%;\n  line-gap-override: 0%;\n}`,
      );
    }
  }
  console.log(rules.join("\n\n"));
} finally {
  await browser.close();
  await server.stop();
}
