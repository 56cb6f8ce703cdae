import { expect, test } from "vitest";
import { initialPopupState, isFormPopupOpen, popupReducer } from "./popup-state";

test("the cookie notice shows only when the request had no consent cookie", () => {
  expect(initialPopupState(false).cookieOpen).toBe(true);
  expect(initialPopupState(true).cookieOpen).toBe(false);
});

test("the test-drive popup records where it was opened from and closes", () => {
  const open = popupReducer(initialPopupState(true), { type: "popup/open-test-drive", place: "страница GV80" });
  expect(open.testDrive).toEqual({ open: true, place: "страница GV80", model: null });
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

test("back or forward closes whatever popup is open, and leaves the cookie notice", () => {
  const open = popupReducer(initialPopupState(false), { type: "popup/open-order", place: "x", model: "g70", intent: "price" });
  const after = popupReducer(open, { type: "history/traversed" });
  expect(after.order.open).toBe(false);
  expect(after.cookieOpen).toBe(true);
  const closed = initialPopupState(true);
  expect(popupReducer(closed, { type: "history/traversed" })).toBe(closed);
});

test("the trade-in popup's active model defaults to 1 (G70); once sent, its success popup shows the number", () => {
  const open = popupReducer(initialPopupState(true), { type: "popup/open-trade-in", place: "предложение «Трейд-ин»" });
  expect(open.tradeIn).toEqual({ open: true, place: "предложение «Трейд-ин»", activeModel: 1, sent: null });
  const sent = popupReducer(open, { type: "popup/trade-in-sent", number: "3f2b8c1e" });
  expect(sent.tradeIn).toMatchObject({ open: false, sent: { number: "3f2b8c1e" } });
  expect(popupReducer(sent, { type: "popup/close-trade-in-success" }).tradeIn.sent).toBeNull();
});

test("the order popup keeps the model, package and intent; one form popup opens at a time", () => {
  const testDrive = popupReducer(initialPopupState(true), { type: "popup/open-test-drive", place: "x", model: "gv80" });
  expect(testDrive.testDrive).toEqual({ open: true, place: "x", model: "gv80" });
  const order = popupReducer(testDrive, {
    type: "popup/open-order",
    place: "цены G70",
    model: "g70",
    intent: "price",
    package: "Premium",
    label: "Узнать условия",
  });
  expect(order.order).toEqual({
    open: true,
    place: "цены G70",
    model: "g70",
    package: "Premium",
    intent: "price",
    label: "Узнать условия",
  });
  expect(order.testDrive.open).toBe(false);
  expect(popupReducer(order, { type: "popup/close-order" }).order.open).toBe(false);
});

test("«Закрыть» on the popups' failure note closes whichever popup was asked for, and leaves the cookie notice", () => {
  const opened = popupReducer(initialPopupState(false), { type: "popup/open-order", place: "сайт", model: "gv70", intent: "price" });
  const closed = popupReducer(opened, { type: "popup/close-all" });
  expect(isFormPopupOpen(closed)).toBe(false);
  expect(closed.cookieOpen).toBe(true);
  const withPrivacy = popupReducer(initialPopupState(true), { type: "popup/open-privacy" });
  expect(popupReducer(withPrivacy, { type: "popup/close-all" }).privacyOpen).toBe(false);
});
