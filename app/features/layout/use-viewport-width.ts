import { startTransition, useEffect, useState } from "react";
import { useHydratesLater } from "~/lib/hydrate-near";
import { hasPageHydrated } from "~/lib/hydration";

/**
 * The window's width, or null while rendering on the server and hydrating (CSS lays out until then).
 * After hydration the width arrives in a transition: the footer's accordion and the model header
 * re-render in slices React can interrupt, not in one blocking task right after hydration (the
 * synchronous re-render `useSyncExternalStore` forces when the server's snapshot differs).
 */
export function useViewportWidth(): number | null {
  // Once the whole page has hydrated, what mounts starts with the width. Not before: the footer hydrates after the
  // header and the page (docs/decisions/0124), or once the visitor acts (0132), and a footer that started with the
  // width the header's effect had read would differ from the server's HTML (a hydration error, the footer drawn anew).
  const later = useHydratesLater();
  const [width, setWidth] = useState<number | null>(() => (hasPageHydrated() && !later ? window.innerWidth : null));
  useEffect(() => {
    const read = () => setWidth(window.innerWidth);
    startTransition(read);
    window.addEventListener("resize", read);
    return () => window.removeEventListener("resize", read);
  }, []);
  return width;
}
