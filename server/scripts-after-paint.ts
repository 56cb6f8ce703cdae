// The scripts of a kept page start after its first paint (issue 13, ADR 0042). React Router writes one
// `<link rel="modulepreload">` per module of the page into <head> and an async module script that imports
// them at the end of <body>: on a phone's connection those 30–40 requests leave with the HTML and share
// its bandwidth with the fonts and the first picture, and Chromium may run them before it paints. Here
// the preloads leave the HTML and the module script is kept inert (`type="text/x-after-paint"`); a small
// classic script, the loader (server/after-paint-loader.ts), puts both back after the first frame is painted,
// so the page is read first and made interactive a moment later. Forms and links work without the scripts
// meanwhile. React claims the re-added preloads when it hydrates.
//
// The module script keeps its text, so under the kept page's CSP (hashes of its inline scripts) the
// script made from it is allowed by the same hash; under a nonce it takes the nonce of its template.

import loader from "virtual:after-paint-loader";
import { afterPaintTemplateId } from "./after-paint-ids";

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const hrefOf = /\bhref="([^"]+)"/;
const routeModulesScript = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?__reactRouterRouteModules[\s\S]*?)<\/script>/;

/**
 * The loader's text, built by server/after-paint-plugin.ts: free of the page's data, one text for every page, hence
 * one hash in the kept pages' CSP (the tests check that a page's CSP names it).
 */
export const afterPaintLoader = loader;

/** Moves a page's module preloads and its module script to after the first paint; other HTML is unchanged. */
export function startScriptsAfterPaint(html: string): string {
  const found = routeModulesScript.exec(html);
  if (!found) return html;
  const [whole, before = "", after = "", body = ""] = found;
  const attributes = `${before} ${after}`
    .replace(/\basync(="")?/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const nonce = /\bnonce="([^"]*)"/.exec(attributes)?.[1];
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(modulePreload, (link) => {
    const href = hrefOf.exec(link)?.[1];
    if (!href || href.includes(" ")) return link;
    hrefs.push(href);
    return "";
  });
  const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
  const replacement =
    `<script type="text/x-after-paint" id="${afterPaintTemplateId}" data-preload="${hrefs.join(" ")}"${nonceAttribute}>${body}</script>` +
    `<script${nonceAttribute}>${loader}</script>`;
  return withoutPreloads.replace(whole, () => replacement);
}
