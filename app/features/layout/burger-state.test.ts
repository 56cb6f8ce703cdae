import { expect, test } from "vitest";
import { burgerReducer, initialBurgerState } from "./burger-state";

const both = { desktopOpen: true, mobileOpen: true };

test("above 768 px the burger button toggles the desktop burger", () => {
  const open = burgerReducer(initialBurgerState, { type: "burger/toggle", width: 769 });
  expect(open).toEqual({ desktopOpen: true, mobileOpen: false });
  expect(burgerReducer(open, { type: "burger/toggle", width: 1440 })).toEqual(initialBurgerState);
});

test("at 768 px and below the burger button toggles the mobile burger", () => {
  const open = burgerReducer(initialBurgerState, { type: "burger/toggle", width: 768 });
  expect(open).toEqual({ desktopOpen: false, mobileOpen: true });
  expect(burgerReducer(open, { type: "burger/toggle", width: 375 })).toEqual(initialBurgerState);
});

test("a width change closes both burgers", () => {
  expect(burgerReducer(both, { type: "viewport/resized", width: 1024 })).toEqual(initialBurgerState);
});

test("opening the test drive closes the desktop burger", () => {
  const state = burgerReducer({ desktopOpen: true, mobileOpen: false }, { type: "popup/open-test-drive", place: "x" });
  expect(state.desktopOpen).toBe(false);
});

test("a route change and an explicit close close both burgers", () => {
  expect(burgerReducer(both, { type: "route/changed" })).toEqual(initialBurgerState);
  expect(burgerReducer(both, { type: "burger/close" })).toEqual(initialBurgerState);
});
