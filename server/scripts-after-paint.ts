// The scripts of a kept page start after its first paint (issue 13, ADR 0042). React Router writes one
// `<link rel="modulepreload">` per module of the page into <head> and an async module script that imports
// them at the end of <body>: on a phone's connection those 30–40 requests leave with the HTML and share
// its bandwidth with the fonts and the first picture, and Chromium may run them before it paints. Here
// the preloads leave the HTML and the module script is kept inert (`type="text/x-after-paint"`); a small
// classic script puts both back after the first frame is painted (or after two seconds in a tab that is
// not painting), so the page is read first and made interactive a moment later. Forms and links work
// without the scripts meanwhile. React claims the re-added preloads when it hydrates.
//
// The module script keeps its text, so under the kept page's CSP (hashes of its inline scripts) the
// script made from it is allowed by the same hash; under a nonce it takes the nonce of its template.

import { HYDRATED_EVENT } from "~/lib/hydrated-event";

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const hrefOf = /\bhref="([^"]+)"/;
const routeModulesScript = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?__reactRouterRouteModules[\s\S]*?)<\/script>/;

/** Id of the inert template the loader reads; exported for the tests. */
export const afterPaintTemplateId = "after-paint-modules";

/**
 * The loader, run in the browser as a classic script. Its source becomes the script's text (one text
 * for every page, free of the page's data, hence one CSP hash), so it must use nothing from outside
 * itself but its two arguments.
 *
 * It starts the page's scripts once the first contentful paint is reported (the Paint Timing API; a
 * browser without it: the next frame) and the pictures the page marked `fetchpriority="high"` (its
 * largest paint) have arrived; two seconds at most. A visitor who touches the page or presses a key
 * meanwhile does not wait: the scripts start at once.
 *
 * Until React has hydrated, a press on a control that only works with scripts (`<button type="button">`:
 * a menu, a popup, a slide) would do nothing: the last such press is kept from the page, and from
 * React, which would otherwise replay it a second time, and given to the control once the page says
 * it is hydrated, if that comes within five seconds. Links, forms and «Принять» work without scripts
 * and are left alone.
 *
 * A choice made meanwhile in a list, a radio button or a checkbox is in the page but not in React's
 * state, and the next render would put the state back over it. Each choice is noted and, once the
 * page is hydrated, made again as the visitor's own change, in the visitor's order (a model, then a
 * time): the first at once, each next one once its control is there and nothing is `aria-busy` on two
 * looks in a row (four seconds at most: a model's schedule is loaded before its time is chosen). A
 * control the page has drawn anew (the new model's times) is found by its name (and a radio's value);
 * a box is first set the other way, so that the click setting it back is seen by React as a change.
 * A last round makes again what a later render has drawn over; a choice no longer offered is left out.
 */
function afterPaint(templateId: string, hydratedEvent: string): void {
  const template = document.getElementById(templateId) as HTMLScriptElement;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (template.dataset.preload ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    if (template.nonce) script.nonce = template.nonce;
    script.textContent = template.textContent;
    document.body.appendChild(script);
  };
  for (const kind of ["pointerdown", "keydown", "touchstart"]) addEventListener(kind, start, { capture: true, passive: true, once: true });

  let held: HTMLButtonElement | null = null;
  let heldAt = 0;
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[type="button"]') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
    heldAt = Date.now();
    start();
  };
  document.addEventListener("click", hold, true);

  type Choice = HTMLSelectElement | HTMLInputElement;
  const chosen = new Map<Choice, string | boolean>();
  const note = (event: Event) => {
    const field = event.target;
    const box = field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox");
    if (!box && !(field instanceof HTMLSelectElement)) return;
    // Of a radio group only the last choice counts.
    if (field.type === "radio") for (const other of chosen.keys()) if (other !== field && other.type === "radio" && other.name === field.name && other.form === field.form) chosen.delete(other);
    chosen.set(field, box ? field.checked : field.value);
  };
  document.addEventListener("change", note, true);

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const same = (field: Choice): Choice | undefined =>
    field.isConnected
      ? field
      : ([...document.getElementsByName(field.name)].find(
          (other) => other.tagName === field.tagName && (other as Choice).type === field.type && (field.type !== "radio" || (other as Choice).value === field.value),
        ) as Choice | undefined);
  const settled = async (field: Choice) => {
    let calm = 0;
    for (let look = 0; look < 50; look++) {
      await pause(80);
      const found = same(field);
      calm = found && !document.querySelector('[aria-busy="true"]') ? calm + 1 : 0;
      if (calm === 2) return found;
    }
    return undefined;
  };
  const shows = (field: Choice, value: string | boolean) => (field instanceof HTMLSelectElement ? field.value === value : field.checked === value);
  const apply = (field: Choice, value: string | boolean) => {
    if (field instanceof HTMLSelectElement) {
      if (![...field.options].some((option) => option.value === value)) return;
      field.value = value as string;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (!field.disabled) {
      field.checked = !value;
      field.click();
    }
  };
  const makeAgain = async () => {
    let first = true;
    for (const [field, value] of chosen) {
      const found = first ? same(field) : await settled(field);
      first = false;
      if (found) apply(found, value);
    }
    for (const [field, value] of chosen) {
      const found = await settled(field);
      if (found && !shows(found, value)) apply(found, value);
    }
  };
  addEventListener(
    hydratedEvent,
    () => {
      document.removeEventListener("click", hold, true);
      document.removeEventListener("change", note, true);
      if (held?.isConnected && Date.now() - heldAt < 5_000) held.click();
      held = null;
      void makeAgain();
    },
    { once: true },
  );

  const pictures = () =>
    Promise.all(
      [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((image) =>
        image.complete
          ? 0
          : new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
            }),
      ),
    );
  const painted = new Promise<void>((resolve) => {
    if (self.PerformanceObserver && (PerformanceObserver.supportedEntryTypes ?? []).includes("paint")) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: "paint", buffered: true });
    } else requestAnimationFrame(() => resolve());
  });
  void painted.then(pictures).then(() => setTimeout(start, 0));
  setTimeout(start, 2_000);
}

const loader = `(${afterPaint.toString()})(${JSON.stringify(afterPaintTemplateId)},${JSON.stringify(HYDRATED_EVENT)})`;

/** The loader's text (the tests check that a page's CSP names it). */
export const afterPaintLoader = loader;

/** Moves a page's module preloads and its module script to after the first paint; other HTML is unchanged. */
export function startScriptsAfterPaint(html: string): string {
  const found = routeModulesScript.exec(html);
  if (!found) return html;
  const [whole, before = "", after = "", body = ""] = found;
  const attributes = `${before} ${after}`.replace(/\basync(="")?/g, "").replace(/\s+/g, " ").trim();
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
