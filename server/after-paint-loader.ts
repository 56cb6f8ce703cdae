// The classic script a kept page carries inline (ADR 0042): it starts the page's scripts after its first paint, and
// keeps what the visitor did before React hydrated (ADR 0044). It runs in the browser, not in Node: Vite's plugin
// (server/after-paint-plugin.ts) compiles it, minified, into one text, `virtual:after-paint-loader`, which
// scripts-after-paint.ts writes into the page; the page's CSP names that text by its hash. It imports nothing: the
// two names it shares with the site come in as constants at build time.
//
// It waits for the first contentful paint (the Paint Timing API; a browser without it: the next frame) and for the
// pictures the page marked `fetchpriority="high"` (its largest paint); two seconds at most. A visitor who touches
// the page or presses a key meanwhile does not wait: the scripts start at once. The page's module preloads go in
// four at a time, each four a task of its own (ADR 0047: a model page's 34 in one task cost up to 190 ms of
// blocking time at Lighthouse's slowdown), through a MessageChannel, which a hidden tab does not slow down as it
// does timers; the module script after the last. Before the first four, in a task of its own, what React Router will
// ask of the browser when it makes its router (ADR 0142).
//
// Until React has hydrated, a press on a control that only works with scripts (`<button type="button">`: a menu, a
// popup, a slide) would do nothing: the last such press is kept from the page (and from React, which would replay
// it a second time) and given to the control once the page says it is hydrated, if that comes within five seconds.
// Links, forms and «Принять» work without scripts and are left alone. A choice made meanwhile in a list, a radio
// button or a checkbox is in the page but not in React's state, and the next render would put the state back over
// it: each is noted and, once hydrated, made again as the visitor's own change, in the visitor's order (a model,
// then a time), each once the page has settled after the one before: its control is there and nothing is
// `aria-busy` on two looks in a row (four seconds at most: a model's schedule loads before its time is chosen). A
// control the page has drawn anew (the new model's times) is found by its name (and a radio's value). A box is
// first set the other way, so that the click that sets it back is a change to React. A last round makes again what
// a later render has drawn over; a choice the page no longer offers is left out. A choice is noted at its `input`
// event, which the browser fires just before `change`: made while React is hydrating, the `input` event makes React
// finish at once and render over the page, so that by its `change` the control shows the server's value again (the
// stock list's model chosen mid-hydration was lost so, list and address unchanged); `change` alone counts only where
// no `input` came first.
//
// Back or forward to another page of this document before React has hydrated (pressed twice in a row, or right
// after a reload) changes the address with nothing to follow it, and React Router would then hydrate this page's
// data under the other page's address («Что-то пошло не так»): the page the address now names is loaded instead,
// unless React Router's router is there already (from the moment it is made it follows the step itself).

declare const __AFTER_PAINT_TEMPLATE_ID__: string;
declare const __HYDRATED_EVENT__: string;

type Choice = HTMLInputElement | HTMLSelectElement;

const doc = document;
const template = doc.getElementById(__AFTER_PAINT_TEMPLATE_ID__) as HTMLScriptElement;
const address = () => location.pathname + location.search;
const loadedAt = address();
let started = false;
let hydrated = false;
let held: HTMLButtonElement | null = null;
let heldAt = 0;

addEventListener("popstate", () => {
  const routerThere = Boolean((self as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter);
  if (!hydrated && !routerThere && address() !== loadedAt) location.reload();
});

/** Puts the preloads and the module script back: four preloads a task, or all at once for a visitor waiting. */
function start(all: boolean) {
  if (started) return;
  started = true;
  const hrefs = (template.dataset.preload ?? "").split(" ").filter(Boolean);
  const channel = new MessageChannel();
  const add = () => {
    for (const href of hrefs.splice(0, all ? hrefs.length : 4)) {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      doc.head.appendChild(link);
    }
    if (hrefs.length > 0) {
      channel.port1.onmessage = add;
      channel.port2.postMessage(0);
      return;
    }
    const script = doc.createElement("script");
    script.type = "module";
    if (template.nonce) script.nonce = template.nonce;
    script.textContent = template.textContent;
    doc.body.appendChild(script);
  };
  if (all) {
    add();
    return;
  }
  // The router's two calls first, in a task of their own; the preloads from the next.
  channel.port1.onmessage = add;
  prepareForRouter();
  channel.port2.postMessage(0);
}

/**
 * What React Router asks of the browser as it makes its router, at hydration, asked here first in a small task of its
 * own (ADR 0142), so that the router's task, the longest script task of a load, does not wait for the browser twice:
 * the history entry's index (a `replaceState`, a same-document navigation the browser process is told of: 2–8 ms of
 * the router's 14–25 ms on the test host) and the session storage (its first use loads the tab's storage from the
 * browser process in a call the main thread waits for, 1–4 ms). The entry is given what the router would give it, the
 * index 0 where it has none; one that has an index (a reload, a step back) is left as it is, as the router leaves it.
 */
function prepareForRouter() {
  const state: unknown = history.state;
  const entry = state !== null && typeof state === "object" ? (state as { idx?: unknown }) : null;
  if (entry?.idx == null) history.replaceState({ ...entry, idx: 0 }, "");
  try {
    void sessionStorage.length;
  } catch {
    // Storage refused (the visitor's settings): the router reads it in a try as well.
  }
}

for (const kind of ["pointerdown", "keydown", "touchstart"]) {
  addEventListener(kind, () => start(true), { capture: true, passive: true, once: true });
}

function hold(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[type="button"]') : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = button;
  heldAt = Date.now();
  start(true);
}
doc.addEventListener("click", hold, true);

const chosen = new Map<Choice, string | boolean>();
/** Controls whose choice was noted at its `input` event, whose `change` is still to come. */
const noted = new WeakSet<Choice>();
function note(event: Event) {
  const field = event.target;
  const box = field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox");
  if (!box && !(field instanceof HTMLSelectElement)) return;
  if (event.type === "input") noted.add(field);
  else if (noted.delete(field)) return;
  if (field.type === "radio") {
    for (const other of chosen.keys()) {
      if (other.type === "radio" && other.name === field.name && other.form === field.form && other !== field) chosen.delete(other);
    }
  }
  chosen.set(field, box ? field.checked : field.value);
}
doc.addEventListener("input", note, true);
doc.addEventListener("change", note, true);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const busy = () => doc.querySelector('[aria-busy="true"]') !== null;

/** The control itself, or the one the page has drawn in its place (same name and type; a radio: same value). */
function same(was: Choice): Choice | undefined {
  if (was.isConnected) return was;
  return [...doc.querySelectorAll<Choice>(was.tagName)].find(
    (field) => field.name === was.name && field.type === was.type && (was.type !== "radio" || field.value === was.value),
  );
}

/** The control once the page has settled: there, and nothing busy, on two looks in a row (four seconds at most). */
async function settled(was: Choice): Promise<Choice | null> {
  let calm = 0;
  for (let look = 0; look < 50; look++) {
    await pause(80);
    const field = same(was);
    calm = field && !busy() ? calm + 1 : 0;
    if (field && calm === 2) return field;
  }
  return null;
}

const shows = (field: Choice, value: string | boolean) =>
  field instanceof HTMLSelectElement ? field.value === value : field.checked === value;

/** Makes the choice again as the visitor's own change. */
function choose(field: Choice, value: string | boolean) {
  if (field instanceof HTMLSelectElement) {
    if (typeof value === "string" && [...field.options].some((option) => option.value === value)) {
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
  } else if (!field.disabled) {
    field.checked = !value;
    field.click();
  }
}

async function chooseAgain() {
  let first = true;
  for (const [was, value] of chosen) {
    const field = first ? same(was) : await settled(was);
    first = false;
    if (field) choose(field, value);
  }
  for (const [was, value] of chosen) {
    const field = await settled(was);
    if (field && !shows(field, value)) choose(field, value);
  }
}

addEventListener(
  __HYDRATED_EVENT__,
  () => {
    hydrated = true;
    doc.removeEventListener("click", hold, true);
    doc.removeEventListener("input", note, true);
    doc.removeEventListener("change", note, true);
    if (held?.isConnected && Date.now() - heldAt < 5000) held.click();
    held = null;
    void chooseAgain();
  },
  { once: true },
);

const pictures = () =>
  Promise.all(
    [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((image) =>
      image.complete
        ? undefined
        : new Promise((resolve) => {
            image.addEventListener("load", resolve, { once: true });
            image.addEventListener("error", resolve, { once: true });
          }),
    ),
  );

const painted = new Promise<void>((resolve) => {
  if (typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes ?? []).includes("paint")) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => resolve());
  }
});

void painted.then(pictures).then(() => setTimeout(() => start(false), 0));
setTimeout(() => start(false), 2000);

export {};
