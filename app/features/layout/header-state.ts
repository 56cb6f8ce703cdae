import type { LayoutAction } from "./layout-actions";

export type HeaderState = {
  /** On by default; off while scrolling down moves the header out of view (docs/product.md §4). */
  visible: boolean;
  /** Id of the open dropdown menu, or null. */
  activeDropdown: number | null;
};

export const initialHeaderState: HeaderState = { visible: true, activeDropdown: null };

/** Header concern: visibility flag and the active dropdown id. */
export function headerReducer(state: HeaderState, action: LayoutAction): HeaderState {
  switch (action.type) {
    case "header/visibility":
      return state.visible === action.visible ? state : { ...state, visible: action.visible };
    case "header/dropdown-toggle": {
      // Only menu items with a numeric id have a dropdown; any other item closes the open one.
      const next = typeof action.id === "number" && action.id !== state.activeDropdown ? action.id : null;
      return next === state.activeDropdown ? state : { ...state, activeDropdown: next };
    }
    case "header/dropdown-close":
    case "viewport/resized":
    case "route/changed":
    case "popup/open-test-drive":
    case "popup/open-order":
    case "popup/open-trade-in":
      return state.activeDropdown === null ? state : { ...state, activeDropdown: null };
    default:
      return state;
  }
}
