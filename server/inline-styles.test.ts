import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { createStyleInliner } from "./inline-styles";

function clientDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "inline-styles-"));
  mkdirSync(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, "assets", name), text);
  return dir;
}

it("puts each of the build's stylesheets into the page where its link was, and leaves the link disabled: React finds it, the browser does not fetch it", () => {
  const inline = createStyleInliner(clientDir({ "root-a1.css": "body{margin:0}", "home-b2.css": ".hero{color:#fff}" }));
  const html =
    '<head><link rel="icon" href="/favicon.svg"/><link nonce="n" rel="stylesheet" href="/assets/root-a1.css"/>' +
    '<link rel="stylesheet" href="/assets/home-b2.css#"/></head>';
  expect(inline(html)).toBe(
    '<head><link rel="icon" href="/favicon.svg"/>' +
      '<style data-href="/assets/root-a1.css">body{margin:0}</style><link disabled nonce="n" rel="stylesheet" href="/assets/root-a1.css"/>' +
      '<style data-href="/assets/home-b2.css">.hero{color:#fff}</style><link disabled rel="stylesheet" href="/assets/home-b2.css#"/></head>',
  );
});

it("leaves links it cannot read, or that are not the build's, as they are", () => {
  const inline = createStyleInliner(clientDir({}));
  const html = '<link rel="stylesheet" href="/assets/gone.css"/><link rel="stylesheet" href="https://cdn.example/x.css"/>';
  expect(inline(html)).toBe(html);
});

it("never lets a stylesheet's text close the style element", () => {
  const inline = createStyleInliner(clientDir({ "x.css": 'a::after{content:"</style><script>"}' }));
  expect(inline('<link rel="stylesheet" href="/assets/x.css"/>')).not.toContain("</style><script>");
});

it("inlines a stylesheet named twice once", () => {
  const inline = createStyleInliner(clientDir({ "x.css": "a{}" }));
  const out = inline('<link rel="stylesheet" href="/assets/x.css"/><link rel="stylesheet" href="/assets/x.css#"/>');
  expect(out.match(/<style/g)).toHaveLength(1);
});
