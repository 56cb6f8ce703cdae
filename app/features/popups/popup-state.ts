import type { LayoutAction } from "~/features/layout/layout-actions";

/** What an order request asks: to order the car, or its price. */
export type OrderIntent = "order" | "price";

export type PopupState = {
  /** Test-drive popup: open flag, where on the site it was opened from and the model to preselect. */
  testDrive: { open: boolean; place: string | null; model: string | null };
  /**
   * Order popup («Заказать», «Узнать цену», «Узнать условия»): the model, the package when one was
   * chosen, the intent, and the words of the button that opened it, which the popup's title repeats.
   */
  order: { open: boolean; place: string | null; model: string | null; package: string | null; intent: OrderIntent; label: string | null };
  /**
   * Trade-in popup and its success popup (docs/product.md §4). The active model is the Genesis wanted, counted
   * from 1 in menu order, and defaults to 1 (G70); `sent` holds the request number while the success
   * popup shows.
   */
  tradeIn: { open: boolean; place: string | null; activeModel: number; sent: { number: string } | null };
  privacyOpen: boolean;
  /** The cookie notice shows while the visitor has not accepted cookies. */
  cookieOpen: boolean;
};

/** Popups closed; the cookie notice shows unless the request already carried the consent cookie. */
export function initialPopupState(cookiesAgreed: boolean): PopupState {
  return {
    testDrive: { open: false, place: null, model: null },
    order: { open: false, place: null, model: null, package: null, intent: "order", label: null },
    tradeIn: { open: false, place: null, activeModel: 1, sent: null },
    privacyOpen: false,
    cookieOpen: !cookiesAgreed,
  };
}

/** True while any form popup is open (they lock the page's scroll and replace one another). */
export function isFormPopupOpen(state: PopupState): boolean {
  return state.testDrive.open || state.order.open || state.tradeIn.open || state.tradeIn.sent !== null;
}

/** Closes every form popup: one opens at a time. */
function withFormPopupsClosed(state: PopupState): PopupState {
  return {
    ...state,
    testDrive: state.testDrive.open ? { ...state.testDrive, open: false } : state.testDrive,
    order: state.order.open ? { ...state.order, open: false } : state.order,
    tradeIn: state.tradeIn.open || state.tradeIn.sent ? { ...state.tradeIn, open: false, sent: null } : state.tradeIn,
    privacyOpen: false,
  };
}

/**
 * Popups concern: test drive, order, trade-in, privacy policy and cookie consent. A route change does
 * not close popups: a page may open one as it mounts, and links inside a popup close it themselves.
 * Back and forward do (`history/traversed`, sent as the address changes, before the page it leads to
 * mounts): the popup belonged to the page the visitor is leaving.
 */
export function popupReducer(state: PopupState, action: LayoutAction): PopupState {
  switch (action.type) {
    case "popup/open-test-drive":
      return { ...withFormPopupsClosed(state), testDrive: { open: true, place: action.place, model: action.model ?? null } };
    case "popup/close-test-drive":
      return state.testDrive.open ? { ...state, testDrive: { ...state.testDrive, open: false } } : state;
    case "popup/open-order":
      return {
        ...withFormPopupsClosed(state),
        order: {
          open: true,
          place: action.place,
          model: action.model,
          package: action.package ?? null,
          intent: action.intent,
          label: action.label ?? null,
        },
      };
    case "popup/close-order":
      return state.order.open ? { ...state, order: { ...state.order, open: false } } : state;
    case "popup/open-trade-in":
      return {
        ...withFormPopupsClosed(state),
        tradeIn: { open: true, place: action.place, activeModel: action.activeModel ?? 1, sent: null },
      };
    case "popup/close-trade-in":
      return state.tradeIn.open ? { ...state, tradeIn: { ...state.tradeIn, open: false } } : state;
    case "popup/trade-in-sent":
      return { ...state, tradeIn: { ...state.tradeIn, open: false, sent: { number: action.number } } };
    case "popup/close-trade-in-success":
      return state.tradeIn.sent ? { ...state, tradeIn: { ...state.tradeIn, sent: null } } : state;
    case "history/traversed":
    case "popup/close-all":
      return isFormPopupOpen(state) || state.privacyOpen ? withFormPopupsClosed(state) : state;
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
