import type { ComponentProps, MouseEvent } from "react";
import { Link, useLocation, useResolvedPath, type Path } from "react-router";
import { opensElsewhere } from "~/lib/clicks";

type Place = Pick<Path, "pathname" | "search" | "hash">;

/** True when two locations are the same page, query and hash. */
export function isSameLocation(a: Place, b: Place): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

/**
 * Link used by every menu: a link to the current location does nothing (docs/product.md §2.1 rejects the
 * duplicate navigation); a link to the current page is marked aria-current.
 */
export function SiteLink({ onClick, ...props }: ComponentProps<typeof Link>) {
  const location = useLocation();
  const target = useResolvedPath(props.to);
  // The server never sees the hash, so "current page" ignores it to render the same on both sides.
  const currentPage = target.hash === "" && target.pathname === location.pathname && target.search === location.search;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Ctrl/⌘/Shift+click asks the browser for a new tab or window, which the current page may have too.
    if (!opensElsewhere(event) && isSameLocation(target, location)) event.preventDefault();
  };
  return <Link aria-current={currentPage ? "page" : undefined} {...props} onClick={handleClick} />;
}
