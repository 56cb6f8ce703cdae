// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { inlineScriptSources } from "./page-cache";
import { afterPaintLoader, afterPaintTemplateId, startScriptsAfterPaint } from "./scripts-after-paint";

const routeModules = ';import * as route0 from "/assets/root-a.js";window.__reactRouterRouteModules = {"root":route0};import("/assets/entry.client-b.js");';
const page =
  '<html><head><link rel="modulepreload" href="/assets/entry.client-b.js" nonce="N1"/><link rel="modulepreload" href="/assets/root-a.js" nonce="N1"/>' +
  '<link rel="preload" as="font" href="/assets/f.woff2"/></head><body><main>Текст</main>' +
  '<script nonce="N1">window.__reactRouterContext = {};</script>' +
  `<script nonce="N1" type="module" async="">${routeModules}</script>` +
  '<script nonce="N1">window.__reactRouterContext.streamController.close();</script></body></html>';

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

it("keeps the route modules inert with the preloads listed on them, and adds the loader after them", () => {
  const out = startScriptsAfterPaint(page);
  expect(out).not.toMatch(/<link[^>]*modulepreload/);
  expect(out).toContain('<link rel="preload" as="font" href="/assets/f.woff2"/>');
  expect(out).toContain(
    `<script type="text/x-after-paint" id="${afterPaintTemplateId}" data-preload="/assets/entry.client-b.js /assets/root-a.js" nonce="N1">${routeModules}</script><script nonce="N1">${afterPaintLoader}</script>`,
  );
  expect(out).not.toMatch(/<script[^>]*type="module"/);
  // The scripts around it (the router's context and its stream) stay where they were, in order.
  expect(out.indexOf("__reactRouterContext = {}")).toBeLessThan(out.indexOf(afterPaintTemplateId));
  expect(out.indexOf(afterPaintTemplateId)).toBeLessThan(out.indexOf("streamController.close"));
});

it("lets the kept page's CSP allow the loader and the module script it makes", () => {
  const sources = inlineScriptSources(Buffer.from(startScriptsAfterPaint(page)));
  expect(sources).toContain(sha(afterPaintLoader));
  expect(sources).toContain(sha(routeModules));
});

it("leaves a page without React Router's module script as it is", () => {
  const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body><script type="module">import "/x.js";</script></body></html>';
  expect(startScriptsAfterPaint(plain)).toBe(plain);
});

it("runs the module script and adds the preloads once the page has painted, once", async () => {
  // jsdom has no modules and no Paint Timing: the loader falls back to the next frame, and the module
  // script it makes is only looked at.
  const body = startScriptsAfterPaint(page).replace(/^[\s\S]*<body>/, "").replace(/<\/body>[\s\S]*$/, "");
  document.body.innerHTML = body;
  window.eval(afterPaintLoader);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const modules = document.querySelectorAll('script[type="module"]');
  expect(modules).toHaveLength(1);
  expect(modules[0]?.textContent).toBe(routeModules);
  expect(Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute("href"))).toEqual(["/assets/entry.client-b.js", "/assets/root-a.js"]);
});
