import { useEffect, useSyncExternalStore } from "react";
import { HYDRATED_EVENT } from "./hydrated-event";

/**
 * Says the page is hydrated. Rendered by the root layout at the end of the document in a Suspense boundary of its
 * own: React hydrates the page's deferred boundaries (docs/decisions/0124) after the shell, in document order and in
 * one pass, so this one's effect runs after every other's on the page — but a part held until the visitor comes near
 * it (the footer, docs/decisions/0132), which hydrates then, or at once when pressed.
 */
export function HydratedSignal(): null {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}

let pageHydrated = false;
if (typeof window !== "undefined") window.addEventListener(HYDRATED_EVENT, () => (pageHydrated = true), { once: true });

/** Whether the page has said it is hydrated (above): what mounts from then on is the browser's own, not hydrated. */
export function hasPageHydrated(): boolean {
  return pageHydrated;
}

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while the server renders and the page hydrates, true from React's re-render right after
 * hydration (and at once for anything mounted later): what only scripts can do, or only the browser
 * knows (the hash), appears then without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
