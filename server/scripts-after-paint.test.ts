// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { afterEach, expect, it, vi } from "vitest";
import { HYDRATED_EVENT } from "~/lib/hydrated-event";
import { inlineScriptSources } from "./shared-render";
import { afterPaintTemplateId } from "./after-paint-ids";
import { afterPaintLoader, startScriptsAfterPaint } from "./scripts-after-paint";

const routeModules =
  ';import * as route0 from "/assets/root-a.js";window.__reactRouterRouteModules = {"root":route0};import("/assets/entry.client-b.js");';
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
  const plain =
    '<html><head><link rel="modulepreload" href="/x.js"/></head><body><script type="module">import "/x.js";</script></body></html>';
  expect(startScriptsAfterPaint(plain)).toBe(plain);
});

it("runs the module script and adds the preloads once the page has painted, once", async () => {
  // jsdom has no modules and no Paint Timing: the loader falls back to the next frame, and the module
  // script it makes is only looked at. Frames and timeouts run on fake time.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
  const body = startScriptsAfterPaint(page)
    .replace(/^[\s\S]*<body>/, "")
    .replace(/<\/body>[\s\S]*$/, "");
  document.body.innerHTML = body;
  window.eval(afterPaintLoader);
  // The next frame starts them, long before the two seconds' fallback …
  await vi.advanceTimersByTimeAsync(100);
  expect(moduleScripts()).toBe(1);
  // … which, when it comes, does not start them again.
  await vi.advanceTimersByTimeAsync(2_000);
  expect(vi.getTimerCount()).toBe(0);
  const modules = document.querySelectorAll('script[type="module"]');
  expect(modules).toHaveLength(1);
  expect(modules[0]?.textContent).toBe(routeModules);
  expect(Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute("href"))).toEqual([
    "/assets/entry.client-b.js",
    "/assets/root-a.js",
  ]);
});

/** A kept page whose route modules need `count` preloads (a model page has 34). */
function pageWithPreloads(count: number) {
  const hrefs = Array.from({ length: count }, (_, i) => `/assets/chunk-${i}.js`);
  const body = startScriptsAfterPaint(
    page.replace("<head>", `<head>${hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}`),
  )
    .replace(/^[\s\S]*<body>/, "")
    .replace(/<\/body>[\s\S]*$/, "");
  document.head.innerHTML = "";
  document.body.innerHTML = body;
  return hrefs.length + 2;
}

const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
const moduleScripts = () => document.querySelectorAll('script[type="module"]').length;

it("adds a page's many preloads after the paint a few at a time, each few a task of its own, and the module script after the last", async () => {
  const all = pageWithPreloads(34);
  // Each insertion costs the main thread; the phone's browser answers a press in between. A mutation
  // observer hears of each task's insertions together, at the task's end.
  const perTask: number[] = [];
  const watch = new MutationObserver((records) => perTask.push(records.length));
  watch.observe(document.head, { childList: true });
  window.eval(afterPaintLoader);
  await expect.poll(moduleScripts).toBe(1);
  watch.disconnect();
  expect(preloads()).toBe(all);
  expect(perTask.length).toBe(Math.ceil(all / 4));
  expect(Math.max(...perTask)).toBe(4);
});

it("gives the history entry React Router's index and opens the session storage before the first preloads, so that the router's own task does not wait on them", async () => {
  history.replaceState(null, "");
  pageWithPreloads(8);
  const replace = vi.spyOn(history, "replaceState");
  const preloadsAtReplace: number[] = [];
  replace.mockImplementation(function (this: History, ...args: Parameters<History["replaceState"]>) {
    preloadsAtReplace.push(preloads());
    return History.prototype.replaceState.apply(this, args);
  });
  const storage = window.sessionStorage;
  const preloadsAtStorage: number[] = [];
  const opened = vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
    preloadsAtStorage.push(preloads());
    return storage;
  });
  window.eval(afterPaintLoader);
  await expect.poll(moduleScripts).toBe(1);
  replace.mockRestore();
  opened.mockRestore();
  expect(preloadsAtReplace).toEqual([0]);
  expect(preloadsAtStorage).toEqual([0]);
  expect(history.state).toEqual({ idx: 0 });
});

it("leaves a history entry that has an index as it is (a reload, a step back)", async () => {
  const entry = { idx: 3, key: "k1", usr: { from: "/news.html" } };
  history.replaceState(entry, "");
  pageWithPreloads(8);
  window.eval(afterPaintLoader);
  await expect.poll(moduleScripts).toBe(1);
  expect(history.state).toEqual(entry);
});

it("adds every preload and the module script at once when the visitor touches the page", () => {
  const all = pageWithPreloads(34);
  window.eval(afterPaintLoader);
  window.dispatchEvent(new Event("pointerdown"));
  expect(preloads()).toBe(all);
  expect(moduleScripts()).toBe(1);
});

/** The kept page's body with the loader running in it, and a control of each kind. */
function loadPage(controls: string) {
  const body = startScriptsAfterPaint(page)
    .replace(/^[\s\S]*<body>/, "")
    .replace(/<\/body>[\s\S]*$/, "");
  document.head.innerHTML = "";
  document.body.innerHTML = controls + body;
  window.eval(afterPaintLoader);
}

/** React's part: handlers put on the controls when the page hydrates, then the page's signal. */
function hydrate(handlers: Record<string, () => void>) {
  for (const [id, handler] of Object.entries(handlers)) document.getElementById(id)?.addEventListener("click", handler);
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}

afterEach(() => {
  // Each test's loader is finished with: its scripts started and its presses no longer held.
  window.dispatchEvent(new Event("keydown"));
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  vi.useRealTimers();
});

it("gives a press on a script-only control made before hydration to the control once hydrated, once", () => {
  loadPage('<button type="button" id="menu">Меню</button><button type="button" id="slide"><span id="dot">•</span></button>');
  const menu = vi.fn();
  const slide = vi.fn();
  document.getElementById("menu")?.click();
  // The press on the slide's inner mark is the last one: the slide's button gets it, the menu does not.
  document.getElementById("dot")?.click();
  // The press started the scripts at once, without waiting for the paint.
  expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  hydrate({ menu, slide });
  expect(menu).not.toHaveBeenCalled();
  expect(slide).toHaveBeenCalledTimes(1);
  // After hydration presses reach the controls directly and are not held any more.
  document.getElementById("menu")?.click();
  expect(menu).toHaveBeenCalledTimes(1);
});

it("leaves links, forms' buttons and presses elsewhere to the browser", () => {
  loadPage(
    '<a href="#main" id="link">Ссылка</a><form id="form"><button type="submit" id="send">Отправить</button></form><p id="text">Текст</p>',
  );
  for (const id of ["link", "send", "text"]) {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById(id)?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  }
  // None of them started the scripts: only a press on a script-only control does.
  expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
});

it("drops a held press when the page hydrates more than five seconds later", () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  loadPage('<button type="button" id="menu">Меню</button>');
  const menu = vi.fn();
  document.getElementById("menu")?.click();
  vi.setSystemTime(Date.now() + 6_000);
  hydrate({ menu });
  expect(menu).not.toHaveBeenCalled();
});

it("starts the scripts as soon as the visitor touches the page or presses a key", () => {
  loadPage("");
  expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
  window.dispatchEvent(new Event("keydown"));
  expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
});

it("makes every choice again once hydrated, in the visitor's order, as the visitor's own change", async () => {
  loadPage(
    '<form><select name="model" id="model"><option value="g70">G70</option><option value="gv70">GV70</option></select>' +
      '<input type="radio" name="slot" value="10:00" id="ten"/><input type="radio" name="slot" value="11:00" id="eleven"/>' +
      '<input type="checkbox" name="agree" id="agree"/></form>',
  );
  const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const choose = (element: HTMLElement) => element.dispatchEvent(new Event("change", { bubbles: true }));
  // Before the scripts: a model, a time, then another time, and the consent.
  field<HTMLSelectElement>("model").value = "gv70";
  choose(field("model"));
  field<HTMLInputElement>("ten").checked = true;
  choose(field("ten"));
  field<HTMLInputElement>("eleven").checked = true;
  choose(field("eleven"));
  field<HTMLInputElement>("agree").checked = true;
  choose(field("agree"));
  // React's part: its state starts from what the server rendered, so it hears of each choice again.
  // The time shows as the visitor left it, or (a render came first) as the state has it.
  field<HTMLInputElement>("eleven").checked = false;
  const heard: string[] = [];
  for (const id of ["model", "ten", "eleven", "agree"]) {
    field(id).addEventListener("change", (event) => {
      const target = event.target as HTMLInputElement;
      heard.push(`${id}=${target.type === "radio" || target.type === "checkbox" ? target.checked : target.value}`);
    });
  }
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  await expect.poll(() => heard.length).toBe(3);
  // The earlier time, replaced by the visitor, is not made again.
  expect(heard).toEqual(["model=gv70", "eleven=true", "agree=true"]);
  expect(field<HTMLSelectElement>("model").value).toBe("gv70");
  expect(field<HTMLInputElement>("eleven").checked).toBe(true);
  expect(field<HTMLInputElement>("ten").checked).toBe(false);
  expect(field<HTMLInputElement>("agree").checked).toBe(true);
});

it("makes a choice again as its input event showed it, when React, hydrating at that event, drew its state over it before the change", async () => {
  loadPage('<form><select name="model" id="model"><option value="">Все</option><option value="gv70">GV70</option></select></form>');
  const model = document.getElementById("model") as HTMLSelectElement;
  model.value = "gv70";
  model.dispatchEvent(new Event("input", { bubbles: true }));
  // React, hydrating at the input event, renders its state (the server's «Все») over the choice before the change.
  model.value = "";
  model.dispatchEvent(new Event("change", { bubbles: true }));
  const heard: string[] = [];
  model.addEventListener("change", () => heard.push(model.value));
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  await expect.poll(() => heard).toEqual(["gv70"]);
  expect(model.value).toBe("gv70");
});
