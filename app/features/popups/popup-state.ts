import type { LayoutAction } from "~/features/layout/layout-actions";

export type PopupState = {
  /** Test-drive popup: open flag and where on the site it was opened from. */
  testDrive: { open: boolean; place: string | null };
  privacyOpen: boolean;
  /** The cookie notice shows while the visitor has not accepted cookies. */
  cookieOpen: boolean;
};

/** Popups closed; the cookie notice shows unless the request already carried the consent cookie. */
export function initialPopupState(cookiesAgreed: boolean): PopupState {
  return { testDrive: { open: false, place: null }, privacyOpen: false, cookieOpen: !cookiesAgreed };
}

/**
 * Popups concern: test drive, privacy policy and cookie consent. A route change does not close
 * popups: a page may open one as it mounts, and links inside a popup close it themselves.
 */
export function popupReducer(state: PopupState, action: LayoutAction): PopupState {
  switch (action.type) {
    case "popup/open-test-drive":
      return { ...state, testDrive: { open: true, place: action.place }, privacyOpen: false };
    case "popup/close-test-drive":
      return state.testDrive.open ? { ...state, testDrive: { ...state.testDrive, open: false } } : state;
    case "popup/open-privacy":
      return { ...state, privacyOpen: true };
    case "popup/close-privacy":
      return state.privacyOpen ? { ...state, privacyOpen: false } : state;
    case "cookies/accepted":
      return state.cookieOpen ? { ...state, cookieOpen: false } : state;
    default:
      return state;
  }
}
