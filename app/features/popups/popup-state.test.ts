import { expect, test } from "vitest";
import { initialPopupState, popupReducer } from "./popup-state";

test("the cookie notice shows only when the request had no consent cookie", () => {
  expect(initialPopupState(false).cookieOpen).toBe(true);
  expect(initialPopupState(true).cookieOpen).toBe(false);
});

test("the test-drive popup records where it was opened from and closes", () => {
  const open = popupReducer(initialPopupState(true), { type: "popup/open-test-drive", place: "страница GV80" });
  expect(open.testDrive).toEqual({ open: true, place: "страница GV80" });
  expect(popupReducer(open, { type: "popup/close-test-drive" }).testDrive.open).toBe(false);
});

test("the privacy popup opens and closes; the test drive replaces it", () => {
  const privacy = popupReducer(initialPopupState(true), { type: "popup/open-privacy" });
  expect(privacy.privacyOpen).toBe(true);
  expect(popupReducer(privacy, { type: "popup/close-privacy" }).privacyOpen).toBe(false);
  expect(popupReducer(privacy, { type: "popup/open-test-drive", place: "x" }).privacyOpen).toBe(false);
});

test("accepting cookies hides the notice for good", () => {
  const accepted = popupReducer(initialPopupState(false), { type: "cookies/accepted" });
  expect(accepted.cookieOpen).toBe(false);
  expect(popupReducer(accepted, { type: "route/changed" }).cookieOpen).toBe(false);
});

test("a route change leaves an open popup alone", () => {
  const open = popupReducer(initialPopupState(true), { type: "popup/open-test-drive", place: "x" });
  expect(popupReducer(open, { type: "route/changed" })).toBe(open);
});
