import { startTransition, useEffect, useState } from "react";
import { useHydratesLater } from "~/lib/hydrate-near";
import { HYDRATED_EVENT } from "~/lib/hydrated-event";

/**
 * Whether the whole page has hydrated: components mounted from then on start with the width. Not before: the footer
 * hydrates after the header and the page (docs/decisions/0124), and a footer that started with the width the
 * header's effect had read would differ from the server's HTML (a hydration error, and the footer drawn anew).
 */
let widthKnown = false;
if (typeof window !== "undefined") {
  window.addEventListener(
    HYDRATED_EVENT,
    () => {
      widthKnown = true;
    },
    { once: true },
  );
}

/**
 * The window's width, or null while rendering on the server and hydrating (CSS lays out until then).
 * After hydration the width arrives in a transition: the footer's accordion and the model header
 * re-render in slices React can interrupt, not in one blocking task right after hydration (the
 * synchronous re-render `useSyncExternalStore` forces when the server's snapshot differs).
 */
export function useViewportWidth(): number | null {
  // A part hydrated after the page (the footer, docs/decisions/0132) starts from the server's HTML too.
  const later = useHydratesLater();
  const [width, setWidth] = useState<number | null>(() => (widthKnown && !later ? window.innerWidth : null));
  useEffect(() => {
    const read = () => setWidth(window.innerWidth);
    startTransition(read);
    window.addEventListener("resize", read);
    return () => window.removeEventListener("resize", read);
  }, []);
  return width;
}
