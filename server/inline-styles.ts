// The stylesheets of a kept page, inlined (issue 13: one render-blocking request, the page itself, instead
// of eight or nine CSS files). A `<link rel="stylesheet">` of the build's assets becomes a `<style>` with
// the file's text, in the same place, so the cascade is unchanged. The <link> stays beside it, `disabled`: React
// 19 hydrates <head>'s links by rel and href (a missing one would be a hydration mismatch), and a disabled
// stylesheet is neither fetched nor applied. With `media="not all"`, as before, the browser still fetched and
// parsed every file the page had inlined (8 requests and 8 style-sheet parses on the home page, issue 39).
import { readFileSync } from "node:fs";
import path from "node:path";

const stylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const hrefOf = /\bhref="(\/assets\/[^"#?]+\.css)(?:[#?][^"]*)?"/;

/** Inlines the build's stylesheets named by `<link rel="stylesheet" href="/assets/…css">`; others stay links. */
export function createStyleInliner(clientDir: string): (html: string) => string {
  const texts = new Map<string, string | null>();
  const textOf = (href: string): string | null => {
    if (!texts.has(href)) {
      let text: string | null = null;
      try {
        // `</style` cannot appear in CSS the build wrote, but a file is never trusted to close the element.
        text = readFileSync(path.join(clientDir, href), "utf8").replaceAll("</style", "<\\/style");
      } catch {
        text = null;
      }
      texts.set(href, text);
    }
    return texts.get(href) ?? null;
  };
  return (html) => {
    const seen = new Set<string>();
    return html.replace(stylesheet, (link) => {
      const href = hrefOf.exec(link)?.[1];
      if (!href) return link;
      const text = textOf(href);
      if (text === null) return link;
      if (seen.has(href)) return link.replace("<link ", "<link disabled ");
      seen.add(href);
      return `<style data-href="${href}">${text}</style>${link.replace("<link ", "<link disabled ")}`;
    });
  };
}
