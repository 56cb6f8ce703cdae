/**
 * Every action of the layout store. Some are cross-cutting on purpose (docs/product.md §4): a width change
 * closes the dropdown, both burgers and the model menus; opening a form popup closes all menus.
 * Each concern's reducer reads the actions it cares about and ignores the rest.
 */
export type LayoutAction =
  | { type: "header/visibility"; visible: boolean }
  | { type: "header/dropdown-toggle"; id: number | string | null | undefined }
  | { type: "header/dropdown-close" }
  | { type: "burger/toggle"; width: number }
  | { type: "burger/close" }
  | { type: "model-header/toggle-menu" }
  | { type: "model-header/toggle-addition" }
  | { type: "model-header/close" }
  | { type: "viewport/resized"; width: number }
  | { type: "route/changed" }
  | { type: "history/traversed" }
  | { type: "popup/close-all" }
  | { type: "popup/open-test-drive"; place: string | null; model?: string }
  | { type: "popup/close-test-drive" }
  | { type: "popup/open-order"; place: string; model: string; intent: "order" | "price"; package?: string; label?: string }
  | { type: "popup/close-order" }
  | { type: "popup/open-trade-in"; place: string; activeModel?: number }
  | { type: "popup/close-trade-in" }
  | { type: "popup/trade-in-sent"; number: string }
  | { type: "popup/close-trade-in-success" }
  | { type: "popup/open-privacy" }
  | { type: "popup/close-privacy" }
  | { type: "cookies/accepted" };
