import { expect, test, vi } from "vitest";
import { createLayoutStore, initialLayoutState, isScrollLocked, layoutReducer } from "./layout-store";

const fresh = () => initialLayoutState({ cookiesAgreed: true });

test("opening the test drive closes the models menu, the mobile model menu, any dropdown and the desktop burger", () => {
  let state = fresh();
  state = layoutReducer(state, { type: "header/dropdown-toggle", id: 1 });
  state = layoutReducer(state, { type: "burger/toggle", width: 1440 });
  state = layoutReducer(state, { type: "model-header/toggle-menu" });
  state = layoutReducer(state, { type: "popup/open-test-drive", place: "главная страница" });
  expect(state.header.activeDropdown).toBeNull();
  expect(state.burgers.desktopOpen).toBe(false);
  expect(state.modelHeader.mobileMenuOpen).toBe(false);
  expect(state.popups.testDrive).toEqual({ open: true, place: "главная страница", model: null });
});

test("a width change closes the dropdown, both burgers and the model menus at once", () => {
  let state = fresh();
  state = layoutReducer(state, { type: "header/dropdown-toggle", id: 2 });
  state = layoutReducer(state, { type: "burger/toggle", width: 375 });
  state = layoutReducer(state, { type: "model-header/toggle-addition" });
  state = layoutReducer(state, { type: "viewport/resized", width: 1024 });
  expect(state).toEqual(fresh());
});

test("the page scroll is locked while a modal popup or the mobile menu is open, not for the cookie notice", () => {
  const withCookieNotice = initialLayoutState({ cookiesAgreed: false });
  expect(isScrollLocked(withCookieNotice)).toBe(false);
  expect(isScrollLocked(layoutReducer(fresh(), { type: "popup/open-test-drive", place: "x" }))).toBe(true);
  expect(isScrollLocked(layoutReducer(fresh(), { type: "popup/open-privacy" }))).toBe(true);
  expect(isScrollLocked(layoutReducer(fresh(), { type: "burger/toggle", width: 375 }))).toBe(true);
  expect(isScrollLocked(layoutReducer(fresh(), { type: "burger/toggle", width: 1440 }))).toBe(false);
});

test("the store notifies subscribers only when the state changes", () => {
  const store = createLayoutStore(fresh());
  const listener = vi.fn();
  const unsubscribe = store.subscribe(listener);
  store.dispatch({ type: "route/changed" });
  expect(listener).not.toHaveBeenCalled();
  store.dispatch({ type: "header/dropdown-toggle", id: 4 });
  expect(listener).toHaveBeenCalledTimes(1);
  expect(store.getState().header.activeDropdown).toBe(4);
  unsubscribe();
  store.dispatch({ type: "header/dropdown-close" });
  expect(listener).toHaveBeenCalledTimes(1);
});
