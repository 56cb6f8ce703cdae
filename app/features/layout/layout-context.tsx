import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { OrderIntent } from "~/features/popups/popup-state";
import type { LayoutAction } from "./layout-actions";
import { createLayoutStore, initialLayoutState, isScrollLocked, type LayoutState, type LayoutStore } from "./layout-store";

const LayoutStoreContext = createContext<LayoutStore | null>(null);

/** Holds the layout store for the app below it; `cookiesAgreed` comes from the root loader. */
export function LayoutStoreProvider(props: { cookiesAgreed: boolean; children: ReactNode }) {
  const [store] = useState(() => createLayoutStore(initialLayoutState({ cookiesAgreed: props.cookiesAgreed })));
  return <LayoutStoreContext.Provider value={store}>{props.children}</LayoutStoreContext.Provider>;
}

/** The layout store itself, for effects that must read the latest state without re-rendering. */
export function useLayoutStore(): LayoutStore {
  return useStore();
}

function useStore(): LayoutStore {
  const store = useContext(LayoutStoreContext);
  if (!store) throw new Error("LayoutStoreProvider отсутствует над компонентом макета");
  return store;
}

/**
 * Subscribes to one part of the layout state; the selector must return a stable value. A part hydrated after the
 * header (docs/decisions/0124) is drawn first from the state the server drew, then from the state as it is now.
 */
export function useLayoutSelector<T>(selector: (state: LayoutState) => T): T {
  const store = useStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.initialState),
  );
}

/** The store's dispatch, for effects that report scroll, width and route changes. */
export function useLayoutDispatch(): (action: LayoutAction) => void {
  return useStore().dispatch;
}

const windowWidth = () => (typeof window === "undefined" ? 0 : window.innerWidth);

/** Header concern: visibility and the active dropdown. */
export function useHeader() {
  const { dispatch } = useStore();
  const header = useLayoutSelector((s) => s.header);
  const actions = useMemo(
    () => ({
      setVisible: (visible: boolean) => dispatch({ type: "header/visibility", visible }),
      toggleDropdown: (id: number | string | null | undefined) => dispatch({ type: "header/dropdown-toggle", id }),
      closeDropdown: () => dispatch({ type: "header/dropdown-close" }),
    }),
    [dispatch],
  );
  return { ...header, ...actions };
}

/** Burgers concern: the button toggles the burger that matches the current window width. */
export function useBurgers() {
  const { dispatch } = useStore();
  const burgers = useLayoutSelector((s) => s.burgers);
  const actions = useMemo(
    () => ({
      toggle: () => dispatch({ type: "burger/toggle", width: windowWidth() }),
      close: () => dispatch({ type: "burger/close" }),
    }),
    [dispatch],
  );
  return { ...burgers, ...actions };
}

/** Model sub-header concern: its mobile menu and additional dropdown. */
export function useModelHeaderMenus() {
  const { dispatch } = useStore();
  const menus = useLayoutSelector((s) => s.modelHeader);
  const actions = useMemo(
    () => ({
      toggleMenu: () => dispatch({ type: "model-header/toggle-menu" }),
      toggleAddition: () => dispatch({ type: "model-header/toggle-addition" }),
      close: () => dispatch({ type: "model-header/close" }),
    }),
    [dispatch],
  );
  return { ...menus, ...actions };
}

/**
 * What opens and closes the popups, without subscribing to their state: for the many links and buttons
 * that only open one (menus, order and trade-in links), so that opening a popup re-renders none of them.
 */
export function usePopupActions() {
  const { dispatch } = useStore();
  return useMemo(
    () => ({
      /** Opens the test-drive popup; `place` records where on the site it was opened from, `model` preselects one. */
      openTestDrive: (place: string | null, model?: string) =>
        dispatch({ type: "popup/open-test-drive", place, ...(model ? { model } : {}) }),
      closeTestDrive: () => dispatch({ type: "popup/close-test-drive" }),
      /** Opens the order popup for a model (and a package), to order it or ask its price; `label` is the pressed button's words. */
      openOrder: (order: { place: string; model: string; intent: OrderIntent; package?: string; label?: string }) =>
        dispatch({ type: "popup/open-order", ...order }),
      closeOrder: () => dispatch({ type: "popup/close-order" }),
      /** Opens the trade-in popup; its active model (1 = G70) is the Genesis preselected. */
      openTradeIn: (place: string, activeModel?: number) =>
        dispatch({ type: "popup/open-trade-in", place, ...(activeModel ? { activeModel } : {}) }),
      closeTradeIn: () => dispatch({ type: "popup/close-trade-in" }),
      /** The trade-in request was taken: its popup gives way to the success popup. */
      tradeInSent: (number: string) => dispatch({ type: "popup/trade-in-sent", number }),
      closeTradeInSuccess: () => dispatch({ type: "popup/close-trade-in-success" }),
      openPrivacy: () => dispatch({ type: "popup/open-privacy" }),
      closePrivacy: () => dispatch({ type: "popup/close-privacy" }),
      /** Closes whichever popup is open (the note shown when the popups' own code could not be fetched). */
      closeAllPopups: () => dispatch({ type: "popup/close-all" }),
      acceptCookies: () => dispatch({ type: "cookies/accepted" }),
    }),
    [dispatch],
  );
}

/** Popups concern: test drive (with the place it was opened from), privacy policy, cookie consent. */
export function usePopups() {
  const popups = useLayoutSelector((s) => s.popups);
  const scrollLocked = useLayoutSelector(isScrollLocked);
  return { ...popups, scrollLocked, ...usePopupActions() };
}
