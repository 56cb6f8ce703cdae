import { useEffect, useSyncExternalStore } from "react";

/**
 * Sent on `window` once React has hydrated the page. A kept page's script loader (server/
 * scripts-after-paint.ts) holds a press on a script-only control made before then and gives it to the
 * control on this signal (docs/decisions/0044).
 */
export const HYDRATED_EVENT = "genesis:hydrated";

/** Says the page is hydrated: called by the root layout, whose effect runs after every other's on the page. */
export function useHydratedSignal(): void {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
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
