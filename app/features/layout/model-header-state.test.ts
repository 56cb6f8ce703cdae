import { expect, test } from "vitest";
import { initialModelHeaderState, isModelMenuCollapsible, modelHeaderReducer, modelHeaderTop } from "./model-header-state";

test("the mobile menu and the additional dropdown are mutually exclusive", () => {
  const menu = modelHeaderReducer(initialModelHeaderState, { type: "model-header/toggle-menu" });
  expect(menu).toEqual({ mobileMenuOpen: true, additionOpen: false });
  const addition = modelHeaderReducer(menu, { type: "model-header/toggle-addition" });
  expect(addition).toEqual({ mobileMenuOpen: false, additionOpen: true });
  expect(modelHeaderReducer(addition, { type: "model-header/toggle-menu" })).toEqual({ mobileMenuOpen: true, additionOpen: false });
});

test("toggling an open menu closes it", () => {
  const menu = modelHeaderReducer(initialModelHeaderState, { type: "model-header/toggle-menu" });
  expect(modelHeaderReducer(menu, { type: "model-header/toggle-menu" })).toEqual(initialModelHeaderState);
});

test("an outside click, a width change and the test-drive popup close both menus", () => {
  const open = { mobileMenuOpen: false, additionOpen: true };
  expect(modelHeaderReducer(open, { type: "model-header/close" })).toEqual(initialModelHeaderState);
  expect(modelHeaderReducer(open, { type: "viewport/resized", width: 900 })).toEqual(initialModelHeaderState);
  expect(modelHeaderReducer({ mobileMenuOpen: true, additionOpen: false }, { type: "popup/open-test-drive", place: "x" })).toEqual(
    initialModelHeaderState,
  );
});

test("below 1280 px the model nav is collapsible, from 1280 px up it is always shown", () => {
  expect(isModelMenuCollapsible(1279)).toBe(true);
  expect(isModelMenuCollapsible(1280)).toBe(false);
});

test("the model sub-header sits under the visible header by its height, at the top otherwise", () => {
  expect(modelHeaderTop(true, 1440)).toBe(70);
  expect(modelHeaderTop(true, 768)).toBe(60);
  expect(modelHeaderTop(false, 1440)).toBe(0);
  expect(modelHeaderTop(false, 375)).toBe(0);
});
