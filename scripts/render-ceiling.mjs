// `node scripts/render-ceiling.mjs page.html` (NODE_ENV=production): how long React's streaming
// renderer, the one every uncached page goes through, takes for a page's markup alone. The page's
// elements become plain React elements (no components, hooks, router or data), are rendered with
// renderToPipeableStream into a stream that keeps nothing, and the mean of many renders is printed
// in milliseconds. BENCH_ONLY=cache uses it to show the most an uncached render could reach (issue 13).
import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { JSDOM } from "jsdom";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";

// The attributes whose React names differ from their HTML names, as they occur on the site's pages.
const reactNames = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  srcset: "srcSet",
  fetchpriority: "fetchPriority",
  readonly: "readOnly",
  maxlength: "maxLength",
  autocomplete: "autoComplete",
  inputmode: "inputMode",
  crossorigin: "crossOrigin",
  "http-equiv": "httpEquiv",
  charset: "charSet",
  enctype: "encType",
  novalidate: "noValidate",
  viewbox: "viewBox",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "fill-rule": "fillRule",
  "clip-rule": "clipRule",
};

/** The element as plain React elements; scripts, styles and inline style attributes are left out. */
function plain(node) {
  if (node.nodeType === 3) return node.data;
  if (node.nodeType !== 1 || node.localName === "script" || node.localName === "style") return null;
  const props = {};
  for (const attribute of node.attributes)
    if (attribute.name !== "style") props[reactNames[attribute.name] ?? attribute.name] = attribute.value;
  const children = [...node.childNodes].map(plain).filter((child) => child !== null);
  return createElement(node.localName, props, ...children);
}

const tree = plain(new JSDOM(readFileSync(process.argv[2], "utf8")).window.document.documentElement);
const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });
const renderOnce = () =>
  new Promise((resolve, reject) => {
    const sink = discard().once("finish", resolve);
    const stream = renderToPipeableStream(tree, { onShellReady: () => stream.pipe(sink), onShellError: reject });
  });

for (let i = 0; i < 300; i++) await renderOnce();
const runs = 1_000;
const started = performance.now();
for (let i = 0; i < runs; i++) await renderOnce();
process.stdout.write(`${((performance.now() - started) / runs).toFixed(3)}\n`);
