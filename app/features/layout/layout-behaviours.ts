import { useContext, useEffect, useLayoutEffect, useRef } from "react";
import { UNSAFE_DataRouterContext, useLocation, useNavigationType } from "react-router";
import { addScriptAfterLoad, trackPageview } from "./analytics";
import { POPUP_OPEN_DELAY_MS, headerHeightFor } from "./constants";
import { useLayoutDispatch, useLayoutSelector, useLayoutStore, usePopups } from "./layout-context";
import { isScrollLocked } from "./layout-store";
import { getScrollAction, nextHeaderVisible } from "./scroll-behaviour";
import { findModelPage } from "~/features/models/model-pages";
import { lockPageScroll } from "~/lib/scroll-lock";
import { scrollToWhenReachable } from "./scroll-retry";

/** Where the test-drive popup opened by #popup says it came from (docs/product.md §2.1). */
const HASH_POPUP_PLACE = "главная страница";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Reports width changes (not height: mobile toolbars change it while scrolling) to the store. */
export function useReportViewportWidth() {
  const dispatch = useLayoutDispatch();
  useEffect(() => {
    let width = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      dispatch({ type: "viewport/resized", width });
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [dispatch]);
}

/** True while the keyboard's focus (not a click's) is on something in the header: it must stay in view. */
function keyboardFocusInHeader(): boolean {
  const focused = document.activeElement;
  if (!focused?.closest("[data-header]")) return false;
  try {
    return focused.matches(":focus-visible");
  } catch {
    // An engine without :focus-visible: keep the focused header in view.
    return true;
  }
}

/** Hides the header while scrolling down and shows it while scrolling up; open menus and keyboard focus keep it shown. */
export function useHeaderAutoHide() {
  const store = useLayoutStore();
  useEffect(() => {
    let prevY = window.scrollY;
    let frame = 0;
    const update = () => {
      const y = window.scrollY;
      const { header, burgers } = store.getState();
      const menuOpen = header.activeDropdown !== null || burgers.desktopOpen || burgers.mobileOpen;
      const visible =
        menuOpen ||
        keyboardFocusInHeader() ||
        nextHeaderVisible({ prevY, y, visible: header.visible, headerHeight: headerHeightFor(window.innerWidth) });
      store.dispatch({ type: "header/visibility", visible });
      prevY = y;
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [store]);
}

/** Route changes close the dropdown, the burgers and the model menus, and count a page view. */
export function useRouteChangeEffects() {
  const location = useLocation();
  const dispatch = useLayoutDispatch();
  const lastTracked = useRef<string | null>(null);
  useEffect(() => {
    dispatch({ type: "route/changed" });
  }, [location.key, dispatch]);
  useEffect(() => {
    // Back or forward with a popup open: the popup goes with the page it was opened on.
    const onPopState = () => dispatch({ type: "history/traversed" });
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [dispatch]);
  useEffect(() => {
    lastTracked.current = trackPageview(window, lastTracked.current, location);
  }, [location]);
}

/**
 * Opens the test-drive popup 200 ms after landing on a #popup address. Once the visitor closes it,
 * the address loses its #popup, so that a reload or a copied link does not open it again.
 */
export function useHashPopup() {
  const location = useLocation();
  const { openTestDrive, testDrive } = usePopups();
  const openedByHash = useRef(false);
  useEffect(() => {
    if (location.hash !== "#popup") return;
    // docs/product.md §2.1 names the main page; elsewhere the popup says the model whose page it opened on, or nothing.
    const place = location.pathname === "/" ? HASH_POPUP_PLACE : (findModelPage(location.pathname)?.family.fullName ?? null);
    const timer = setTimeout(() => {
      openedByHash.current = true;
      openTestDrive(place);
    }, POPUP_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.hash, location.key, location.pathname, openTestDrive]);
  useEffect(() => {
    if (testDrive.open || !openedByHash.current) return;
    openedByHash.current = false;
    // The router's own entry (its key and index in history.state) stays; only the address changes.
    if (window.location.hash === "#popup")
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }, [testDrive.open]);
}

/** The scroll of one router's pages: the page shown, its position, and the positions of the others. */
type ScrollMemory = { key: string | null; y: number; positions: Map<string, number> };
const scrollMemories = new WeakMap<object, ScrollMemory>();

/**
 * The scroll memory of the page's router. It outlives the site shell, which is mounted anew when a page
 * turns into the error page (a news article gone, a 404) and back: the page then shown is reached by a
 * navigation like any other, not the document's first page.
 */
function useScrollMemory(): ScrollMemory {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const own = useRef<ScrollMemory | null>(null);
  const fresh = (): ScrollMemory => ({ key: null, y: 0, positions: new Map() });
  if (!router) return (own.current ??= fresh());
  const memory = scrollMemories.get(router) ?? fresh();
  scrollMemories.set(router, memory);
  return memory;
}

/** Scroll after navigation: top, a hash's element or the saved position; the finance page with a hash is left alone. */
export function useScrollReset() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Scroll events arrive a frame late, so the position is tracked apart from the location and
  // filed under the page being left at the moment the route changes.
  const memory = useScrollMemory();
  // The retries of the last restored position (scroll-retry.ts), stopped by the next navigation.
  const stopRetries = useRef<() => void>(() => {});
  useEffect(() => () => stopRetries.current(), []);

  useEffect(() => {
    // Back/forward are restored from here, so the browser must not restore on its own meanwhile;
    // on leaving the page "auto" lets a reload come back to the same place.
    window.history.scrollRestoration = "manual";
    const onScroll = () => (memory.y = window.scrollY);
    const onPageHide = () => {
      window.history.scrollRestoration = "auto";
      if (memory.key !== null) memory.positions.set(memory.key, memory.y);
      keepPositions(memory.positions);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    // A link pressed within a frame of the scroll that brought it into view comes before that scroll's
    // event: the position is read at the press too, or the page would be filed at where it was before.
    window.addEventListener("click", onScroll, { capture: true, passive: true });
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("click", onScroll, { capture: true });
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [memory]);

  useLayoutEffect(() => {
    const key = positionKey(location);
    const leaving = memory.key;
    if (leaving === key) return;
    memory.key = key;
    stopRetries.current();
    if (leaving === null) {
      // The router's first page. Back to it after the document was unloaded (a full page load in between,
      // no back/forward cache) or a reload: the positions kept over the unload put the visitor where they were.
      for (const [kept, y] of readKeptPositions()) if (!memory.positions.has(kept)) memory.positions.set(kept, y);
      const kept = memory.positions.get(key);
      if (kept !== undefined && arrivedByHistory()) stopRetries.current = scrollToWhenReachable(kept);
      memory.y = window.scrollY;
      return;
    }
    memory.positions.set(leaving, memory.y);
    const action = getScrollAction({ ...location, navigationType, savedY: memory.positions.get(key) });
    if (action.type === "none") return;
    const element = action.type === "element" ? document.getElementById(action.id) : null;
    if (action.type === "top") window.scrollTo(0, 0);
    else if (action.type === "restore") stopRetries.current = scrollToWhenReachable(action.y);
    else (element ?? document.documentElement).scrollIntoView();
    focusAfterNavigation(element);
  }, [location, navigationType, memory]);
}

const positionsStorageKey = "genesis-scroll-positions";
/** Enough for any visit's back button; the oldest go first. */
const keptPositionsLimit = 100;

/**
 * The name a history entry's position is kept under: React Router's key, except for the entry a visit
 * landed on, which every document calls "default" and is told apart by its address.
 */
function positionKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === "default" ? `default ${location.pathname}${location.search}` : location.key;
}

/** The scroll positions by history entry kept in this tab's session storage, or none when unreadable. */
function readKeptPositions(): Map<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(positionsStorageKey) ?? "[]");
    if (!Array.isArray(parsed)) return new Map();
    return new Map(parsed.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === "string" && typeof e[1] === "number"));
  } catch {
    return new Map();
  }
}

/** Keeps the newest positions for this tab's session (storage refused: nothing kept, nothing broken). */
function keepPositions(positions: Map<string, number>) {
  try {
    window.sessionStorage.setItem(positionsStorageKey, JSON.stringify([...positions].slice(-keptPositionsLimit)));
  } catch {
    // Private modes may refuse storage: Back to an unloaded page then starts at its top, as before.
  }
}

/** Whether this document was loaded by the back or forward button or a reload (not by a link or an address). */
function arrivedByHistory(): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  return entry instanceof PerformanceNavigationTiming && (entry.type === "back_forward" || entry.type === "reload");
}

const focusable = "a[href], button, input, select, textarea, [tabindex]";

/**
 * After a navigation to another page (or a part of one), focus goes where the visitor now is, as a full
 * page load would put it: the hash's element, else the page's heading. A screen reader reads it out, and
 * the next Tab starts there rather than at the link that is no longer on screen. In-place updates (a
 * filter, a configurator choice) keep their focus: their navigations say `keepScroll` and never get here.
 */
function focusAfterNavigation(element: HTMLElement | null) {
  const target = element ?? document.querySelector<HTMLElement>("main h1");
  if (!target) return;
  if (!target.matches(focusable)) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/** Locks the page scroll while a modal popup or the mobile menu is open. */
export function useScrollLock() {
  const locked = useLayoutSelector(isScrollLocked);
  useEffect(() => (locked ? lockPageScroll() : undefined), [locked]);
}

/**
 * The dealer's Yandex Metrika counter (docs/decisions/0114), once the visitor has accepted cookies: its code loads
 * then, not before, and counts each page the router shows (a change of the query alone, a filter, is the same page).
 * Code that cannot be loaded (a new release, a lost connection) leaves the page as it is.
 */
export function useMetrika(counter: number | null, consented: boolean) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (counter && consented)
      import("./metrika").then(
        (metrika) => addScriptAfterLoad(window, metrika.countPage(window, counter)),
        () => undefined,
      );
  }, [counter, consented, pathname]);
}

/** Adds the call-tracking script after the window's load event, when one is configured. */
export function useCallTracking(src: string | null) {
  useEffect(() => (src ? addScriptAfterLoad(window, src) : undefined), [src]);
}
