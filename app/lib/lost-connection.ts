// A page a visitor opens by a link fetches its data (and, the first time, its code) from the site. When
// that request never reaches the site (the phone lost its network, a tunnel, a flaky Wi-Fi), the browser's
// fetch rejects with a TypeError whose words each browser chooses; the router hands it to the page's
// error boundary like any other error. It is not the site's failure, and the page says so (ErrorPage).

// Chromium «Failed to fetch», Firefox «NetworkError when attempting to fetch resource.», Safari «Load
// failed» and «The network connection was lost.», and a failed module fetch in each.
const lostConnectionWords =
  /failed to fetch|networkerror|load failed|network connection was lost|error loading dynamically imported module|importing a module script failed/i;

/** True when `error` is the browser's own word that a request never reached the site. */
export function isLostConnection(error: unknown): boolean {
  return typeof document !== "undefined" && error instanceof TypeError && lostConnectionWords.test(error.message);
}
