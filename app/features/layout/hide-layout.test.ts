import { expect, test } from "vitest";
import { isLayoutHidden } from "./hide-layout";

test("a route handle with hideLayout hides the header and footer", () => {
  expect(isLayoutHidden([{ handle: undefined }, { handle: { hideLayout: true } }])).toBe(true);
});

test("no handle, another handle or a false flag keep the layout", () => {
  expect(isLayoutHidden([{ handle: undefined }, { handle: { hideLayout: false } }, { handle: "x" }, { handle: null }])).toBe(false);
});
