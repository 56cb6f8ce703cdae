import { isDesktopWidth } from "./constants";
import type { LayoutAction } from "./layout-actions";

export type BurgerState = { desktopOpen: boolean; mobileOpen: boolean };

export const initialBurgerState: BurgerState = { desktopOpen: false, mobileOpen: false };

const closed: BurgerState = initialBurgerState;

/** Burgers concern: the one burger button toggles the desktop or the mobile menu by window width. */
export function burgerReducer(state: BurgerState, action: LayoutAction): BurgerState {
  switch (action.type) {
    case "burger/toggle":
      return isDesktopWidth(action.width)
        ? { desktopOpen: !state.desktopOpen, mobileOpen: false }
        : { desktopOpen: false, mobileOpen: !state.mobileOpen };
    case "burger/close":
    case "viewport/resized":
    case "route/changed":
      return state.desktopOpen || state.mobileOpen ? closed : state;
    case "popup/open-test-drive":
    case "popup/open-order":
    case "popup/open-trade-in":
      // The spec closes only the desktop burger here; the mobile one is a full page of its own.
      return state.desktopOpen ? { ...state, desktopOpen: false } : state;
    default:
      return state;
  }
}
