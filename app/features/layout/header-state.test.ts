import { expect, test } from "vitest";
import { headerReducer, initialHeaderState, type HeaderState } from "./header-state";

const withDropdown = (id: number | null): HeaderState => ({ ...initialHeaderState, activeDropdown: id });

test("the header is visible and no dropdown is open by default", () => {
  expect(initialHeaderState).toEqual({ visible: true, activeDropdown: null });
});

test("the visibility flag follows the scroll reports", () => {
  const hidden = headerReducer(initialHeaderState, { type: "header/visibility", visible: false });
  expect(hidden.visible).toBe(false);
  expect(headerReducer(hidden, { type: "header/visibility", visible: true }).visible).toBe(true);
});

test("clicking a menu with a numeric id opens its dropdown, another id switches to it", () => {
  const opened = headerReducer(initialHeaderState, { type: "header/dropdown-toggle", id: 2 });
  expect(opened.activeDropdown).toBe(2);
  expect(headerReducer(opened, { type: "header/dropdown-toggle", id: 3 }).activeDropdown).toBe(3);
});

test("clicking the active id again closes the dropdown", () => {
  expect(headerReducer(withDropdown(2), { type: "header/dropdown-toggle", id: 2 }).activeDropdown).toBeNull();
});

test("an item without a numeric id closes the dropdown", () => {
  for (const id of ["personal-account", null, undefined]) {
    expect(headerReducer(withDropdown(1), { type: "header/dropdown-toggle", id }).activeDropdown).toBeNull();
  }
});

test("a width change, a route change and the test-drive popup close the dropdown", () => {
  expect(headerReducer(withDropdown(1), { type: "viewport/resized", width: 500 }).activeDropdown).toBeNull();
  expect(headerReducer(withDropdown(1), { type: "route/changed" }).activeDropdown).toBeNull();
  expect(headerReducer(withDropdown(1), { type: "popup/open-test-drive", place: "x" }).activeDropdown).toBeNull();
  expect(headerReducer(withDropdown(1), { type: "header/dropdown-close" }).activeDropdown).toBeNull();
});

test("an action that changes nothing keeps the same state object", () => {
  expect(headerReducer(initialHeaderState, { type: "route/changed" })).toBe(initialHeaderState);
});
