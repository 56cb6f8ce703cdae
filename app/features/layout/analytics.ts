/** A page-view event of the analytics data layer (docs/product.md §2.1). */
export type PageviewEvent = { event: "pageview"; page: string };

type DataLayerHost = { dataLayer?: unknown[] };

/**
 * Pushes a page view when the pathname differs from the last tracked one; returns the pathname
 * to remember. A change of query or hash alone is not a new page.
 */
export function trackPageview(host: DataLayerHost, lastPathname: string | null, location: { pathname: string; search: string }): string {
  if (location.pathname === lastPathname) return lastPathname;
  host.dataLayer ??= [];
  const event: PageviewEvent = { event: "pageview", page: location.pathname + location.search };
  host.dataLayer.push(event);
  return location.pathname;
}

/** Appends a third-party script once the page has loaded, so it never delays the first paint. */
export function addScriptAfterLoad(win: Window, src: string): () => void {
  const add = () => {
    // Effects may run twice (React's strict mode, remounts): the script must be added once.
    const scripts = Array.from(win.document.getElementsByTagName("script"));
    if (scripts.some((script) => script.getAttribute("src") === src)) return;
    const script = win.document.createElement("script");
    script.src = src;
    script.async = true;
    win.document.body.appendChild(script);
  };
  if (win.document.readyState === "complete") {
    add();
    return () => {};
  }
  win.addEventListener("load", add, { once: true });
  return () => win.removeEventListener("load", add);
}
