import { expect, test } from "vitest";
import { getScrollAction, nextHeaderVisible } from "./scroll-behaviour";

const scroll = (prevY: number, y: number, visible = true) => nextHeaderVisible({ prevY, y, visible, headerHeight: 70 });

test("the header hides when scrolling down and shows when scrolling up", () => {
  expect(scroll(200, 400)).toBe(false);
  expect(scroll(400, 300, false)).toBe(true);
});

test("near the top the header always shows", () => {
  expect(scroll(0, 60, true)).toBe(true);
  expect(scroll(100, 70, false)).toBe(true);
});

test("a tiny scroll keeps the current state", () => {
  expect(scroll(500, 502, false)).toBe(false);
  expect(scroll(500, 498, true)).toBe(true);
});

const nav = (pathname: string, hash = "", navigationType: "POP" | "PUSH" | "REPLACE" = "PUSH", savedY?: number) =>
  getScrollAction({ pathname, hash, navigationType, savedY });

test("a navigation scrolls to the top", () => {
  expect(nav("/brand.html")).toEqual({ type: "top" });
  expect(nav("/oplata.html")).toEqual({ type: "top" });
});

test("the finance page with a hash keeps the scroll position", () => {
  expect(nav("/oplata.html", "#credit")).toEqual({ type: "none" });
  expect(nav("/oplata.html", "#credit", "POP", 300)).toEqual({ type: "none" });
});

test("back and forward restore the saved position; a hash elsewhere goes to its element", () => {
  expect(nav("/news.html", "", "POP", 840)).toEqual({ type: "restore", y: 840 });
  expect(nav("/news.html", "", "POP")).toEqual({ type: "top" });
  expect(nav("/contacts.html", "#map")).toEqual({ type: "element", id: "map" });
});

test("a navigation whose state asks to keep the scroll (the dealer finder's filters) leaves it alone", () => {
  const keep = { keepScroll: true };
  expect(getScrollAction({ pathname: "/contacts.html", hash: "#dealers", navigationType: "PUSH", savedY: undefined, state: keep })).toEqual(
    { type: "none" },
  );
  expect(getScrollAction({ pathname: "/contacts.html", hash: "#dealers", navigationType: "PUSH", savedY: undefined, state: null })).toEqual(
    {
      type: "element",
      id: "dealers",
    },
  );
  // Back and forward still restore what the visitor saw.
  expect(getScrollAction({ pathname: "/contacts.html", hash: "", navigationType: "POP", savedY: 900, state: keep })).toEqual({
    type: "restore",
    y: 900,
  });
});
