import { createContext, Suspense, use, useContext, useState, type ReactNode } from "react";
import { hasPageHydrated } from "./hydration";

/*
 * A part of the page that React hydrates once the visitor does something or comes near it, not at load
 * (docs/decisions/0132): the server's HTML stands, links and all, and the load's main thread is spared its hydration
 * (the footer: 7–32 ms of a load's script time at one core, issue 39). Until then the part is a Suspense boundary whose
 * content waits on a promise. It is let go, and hydrated in slices, at the visitor's first touch, press, key or scroll
 * anywhere (so that a phone's footer has folded its sections long before the visitor reaches it), and when it comes
 * within a screen's height of the window (a short page); a press inside it is React's at once, as on a hydrated page.
 *
 * React cannot apply an update to a boundary it has not hydrated: asked to, it would hydrate it first or, while it
 * waits, throw the server's HTML away (a render at once) or hold the update (a navigation's transition would wait for
 * the part). So the part is let go before any update can reach it:
 * - every change of the router's state (a navigation, a form sent, data loaded) lets every held part go first: the
 *   router calls its subscribers before React renders the change, which it does in a transition;
 * - the component that renders a HydrateNear takes no props and is memoised, so that its parent's renders pass it by
 *   (`NearFooter` in the site shell); what the part shows from the layout's state, it reads itself.
 * A part mounted after the page hydrated (a later page's footer) is not held.
 */

type Gate = { element: Element; promise: Promise<void>; release: () => void };
type Router = { subscribe: (listener: () => void) => () => void };

/** How near the window a held part is let go: a screen's height above or below it. */
const nearMargin = "100% 0px";
/** What the visitor does that lets every held part go (on `window`, ahead of React's listeners on the document). */
const firstActs = ["pointerdown", "mousedown", "touchstart", "keydown", "wheel", "focusin", "click"] as const;

const held = new Map<string, Gate>();
let observer: IntersectionObserver | null = null;
let unsubscribe: (() => void) | null = null;

function releaseAll() {
  for (const gate of [...held.values()]) gate.release();
}

/** The window's own scroll (not a slider's): a visitor on the way down. */
function onScroll(event: Event) {
  if (event.target === document) releaseAll();
}

function stopWatching() {
  observer?.disconnect();
  observer = null;
  unsubscribe?.();
  unsubscribe = null;
  for (const kind of firstActs) window.removeEventListener(kind, releaseAll, { capture: true });
  window.removeEventListener("scroll", onScroll, { capture: true });
}

function startWatching(router: Router) {
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        for (const gate of [...held.values()]) if (gate.element === entry.target) gate.release();
      }
    },
    { rootMargin: nearMargin },
  );
  unsubscribe = router.subscribe(releaseAll);
  // A press inside a held part lets it go before React meets the event, so that React hydrates it and takes the press.
  for (const kind of firstActs) window.addEventListener(kind, releaseAll, { capture: true, passive: true });
  window.addEventListener("scroll", onScroll, { capture: true, passive: true });
}

/** The gate of the part the server drew as `[data-hydrate-near=name]`, while the page's first render hydrates; else null. */
function holdBack(name: string): Gate | null {
  if (typeof window === "undefined" || hasPageHydrated()) return null;
  const existing = held.get(name);
  if (existing) return existing;
  const router = (window as { __reactRouterDataRouter?: Router }).__reactRouterDataRouter;
  const element = document.querySelector(`[data-hydrate-near="${name}"]`);
  // Without the router to follow, or the observer to tell when it is near, the part hydrates with the page.
  if (!router || typeof IntersectionObserver === "undefined" || !element) return null;
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    element,
    promise,
    release: () => {
      if (!held.delete(name)) return;
      // React reads a settled promise's status in the same render, without waiting for a microtask.
      Object.assign(promise, { status: "fulfilled", value: undefined });
      resolve();
      observer?.unobserve(element);
      if (held.size === 0) stopWatching();
    },
  };
  if (held.size === 0) startWatching(router);
  held.set(name, gate);
  observer?.observe(element);
  return gate;
}

const HydratesLater = createContext(false);

/** True inside a part whose server HTML is hydrated after the page: it must draw what the server drew (no window width). */
export function useHydratesLater(): boolean {
  return useContext(HydratesLater);
}

function Hold({ gate }: { gate: Gate }): null {
  use(gate.promise);
  return null;
}

/**
 * Hydrates `children` once the visitor acts or comes near them (see above). Their outermost element carries
 * `data-hydrate-near={name}`; the component rendering this one takes no props and is memoised.
 */
export function HydrateNear({ name, children }: { name: string; children: ReactNode }) {
  const [gate] = useState(() => holdBack(name));
  return (
    <HydratesLater value={gate !== null}>
      <Suspense>
        {gate ? <Hold gate={gate} /> : null}
        {children}
      </Suspense>
    </HydratesLater>
  );
}
