import { MODEL_HEADER_DESKTOP_MIN_WIDTH, headerHeightFor } from "./constants";
import type { LayoutAction } from "./layout-actions";

export type ModelHeaderState = { mobileMenuOpen: boolean; additionOpen: boolean };

export const initialModelHeaderState: ModelHeaderState = { mobileMenuOpen: false, additionOpen: false };

const closed: ModelHeaderState = initialModelHeaderState;

/** Model sub-header concern: its mobile menu and the additional dropdown never show together. */
export function modelHeaderReducer(state: ModelHeaderState, action: LayoutAction): ModelHeaderState {
  switch (action.type) {
    case "model-header/toggle-menu":
      return { mobileMenuOpen: !state.mobileMenuOpen, additionOpen: false };
    case "model-header/toggle-addition":
      return { mobileMenuOpen: false, additionOpen: !state.additionOpen };
    case "model-header/close":
    case "viewport/resized":
    case "route/changed":
    case "popup/open-test-drive":
    case "popup/open-order":
    case "popup/open-trade-in":
      return state.mobileMenuOpen || state.additionOpen ? closed : state;
    default:
      return state;
  }
}

/** Below 1280 px the model nav folds behind a toggle; from 1280 px up it is always shown. */
export function isModelMenuCollapsible(width: number): boolean {
  return width < MODEL_HEADER_DESKTOP_MIN_WIDTH;
}

/** Top offset of the model sub-header: under the header while it shows, else at the very top. */
export function modelHeaderTop(headerVisible: boolean, width: number): number {
  return headerVisible ? headerHeightFor(width) : 0;
}
