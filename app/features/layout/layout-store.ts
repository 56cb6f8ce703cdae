import { isFormPopupOpen, popupReducer, initialPopupState, type PopupState } from "~/features/popups/popup-state";
import { burgerReducer, initialBurgerState, type BurgerState } from "./burger-state";
import { headerReducer, initialHeaderState, type HeaderState } from "./header-state";
import type { LayoutAction } from "./layout-actions";
import { initialModelHeaderState, modelHeaderReducer, type ModelHeaderState } from "./model-header-state";

/** The layout's state, one slice per concern (docs/product.md §4). */
export type LayoutState = {
  header: HeaderState;
  burgers: BurgerState;
  modelHeader: ModelHeaderState;
  popups: PopupState;
};

/** Starting state of a page; only the cookie notice depends on the request. */
export function initialLayoutState(opts: { cookiesAgreed: boolean }): LayoutState {
  return {
    header: initialHeaderState,
    burgers: initialBurgerState,
    modelHeader: initialModelHeaderState,
    popups: initialPopupState(opts.cookiesAgreed),
  };
}

/** Runs an action through every concern; a slice nobody changed keeps its identity. */
export function layoutReducer(state: LayoutState, action: LayoutAction): LayoutState {
  const next: LayoutState = {
    header: headerReducer(state.header, action),
    burgers: burgerReducer(state.burgers, action),
    modelHeader: modelHeaderReducer(state.modelHeader, action),
    popups: popupReducer(state.popups, action),
  };
  const changed = (Object.keys(next) as (keyof LayoutState)[]).some((key) => next[key] !== state[key]);
  return changed ? next : state;
}

/** Page scroll is locked while a modal popup or the full-screen mobile menu is open. */
export function isScrollLocked(state: LayoutState): boolean {
  return isFormPopupOpen(state.popups) || state.popups.privacyOpen || state.burgers.mobileOpen;
}

export type LayoutStore = {
  getState: () => LayoutState;
  /** The state the page started from, as the server drew it: what a part hydrated later must be drawn with. */
  readonly initialState: LayoutState;
  dispatch: (action: LayoutAction) => void;
  subscribe: (listener: () => void) => () => void;
};

/** A tiny external store: one per rendered app, so server requests never share state. */
export function createLayoutStore(initial: LayoutState): LayoutStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    initialState: initial,
    dispatch: (action) => {
      const next = layoutReducer(state, action);
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
