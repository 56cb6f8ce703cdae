import { startTransition, useEffect, useState } from "react";

/** Whether the page has hydrated and read the width once: components mounted from then on start with it. */
let widthKnown = false;

/**
 * The window's width, or null while rendering on the server and hydrating (CSS lays out until then).
 * After hydration the width arrives in a transition: the footer's accordion and the model header
 * re-render in slices React can interrupt, not in one blocking task right after hydration (the
 * synchronous re-render `useSyncExternalStore` forces when the server's snapshot differs).
 */
export function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(() => (widthKnown ? window.innerWidth : null));
  useEffect(() => {
    widthKnown = true;
    const read = () => setWidth(window.innerWidth);
    startTransition(read);
    window.addEventListener("resize", read);
    return () => window.removeEventListener("resize", read);
  }, []);
  return width;
}
