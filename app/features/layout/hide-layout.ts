/** What a route's `handle` may say about the layout. */
export type LayoutHandle = { hideLayout?: boolean };

/** True when any matched route asks to hide the header and footer (docs/product.md §2.1). */
export function isLayoutHidden(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => {
    const handle = match.handle as LayoutHandle | null | undefined;
    return typeof handle === "object" && handle !== null && handle.hideLayout === true;
  });
}
