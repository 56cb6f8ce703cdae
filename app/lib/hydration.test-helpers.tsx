import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

/**
 * Puts `page` in the document as the server writes it, lets `beforeHydration` look at that HTML, and hydrates it
 * (all of React's work done). A hydration mismatch is a console.error, which fails the test
 * (tests/setup/fail-on-console-error.ts). `unmount` takes the page out again.
 */
export async function hydrateFromServer(
  page: ReactElement,
  beforeHydration?: (container: HTMLElement) => void,
): Promise<{ container: HTMLElement; unmount: () => void }> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  beforeHydration?.(container);
  const root = await act(async () => hydrateRoot(container, page));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
