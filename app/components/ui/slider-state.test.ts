import { expect, test } from "vitest";
import {
  clampIndex,
  hasNavigation,
  initialSliderState,
  sliderReducer,
  slidePositionLabel,
  sliderState,
  type SliderAction,
  type SliderState,
} from "./slider-state";
import { swipeDirection } from "./slider-swipe";

/** The state after a run of actions from the first of `count` slides. */
function after(count: number, ...actions: SliderAction[]): SliderState {
  return actions.reduce(sliderReducer, initialSliderState(count));
}

test("the first of five slides: first, not last, only the next button", () => {
  expect(initialSliderState(5)).toEqual({
    index: 0,
    count: 5,
    isFirst: true,
    isLast: false,
    pageNavClicked: false,
    buttons: { prev: false, next: true },
  });
});

test("a middle slide shows both buttons; the last one only the previous button", () => {
  const middle = after(5, { type: "next" }, { type: "next" });
  expect(middle).toMatchObject({ index: 2, isFirst: false, isLast: false, buttons: { prev: true, next: true } });
  const last = after(5, { type: "go-to", index: 4, source: "key" });
  expect(last).toMatchObject({ index: 4, isFirst: false, isLast: true, buttons: { prev: true, next: false } });
});

test("the ends do not wrap: next on the last and prev on the first change nothing, not even the object", () => {
  const first = initialSliderState(3);
  expect(sliderReducer(first, { type: "prev" })).toBe(first);
  const last = after(3, { type: "next" }, { type: "next" });
  expect(last.index).toBe(2);
  expect(sliderReducer(last, { type: "next" })).toBe(last);
});

test("prev steps back one slide", () => {
  expect(after(4, { type: "next" }, { type: "next" }, { type: "prev" }).index).toBe(1);
});

test("go-to clamps indices outside the slides and drops fractions", () => {
  expect(after(5, { type: "go-to", index: 9, source: "page-nav" }).index).toBe(4);
  expect(after(5, { type: "go-to", index: -3, source: "page-nav" }).index).toBe(0);
  expect(after(5, { type: "go-to", index: 2.7, source: "page-nav" }).index).toBe(2);
  expect(after(5, { type: "go-to", index: Number.NaN, source: "page-nav" }).index).toBe(0);
  expect(clampIndex(7, 0)).toBe(0);
});

test("the page-navigation marker is on after a dot and off after buttons, keys and swipes", () => {
  const byDot = after(5, { type: "go-to", index: 3, source: "page-nav" });
  expect(byDot.pageNavClicked).toBe(true);
  expect(sliderReducer(byDot, { type: "next", source: "button" }).pageNavClicked).toBe(false);
  expect(sliderReducer(byDot, { type: "prev", source: "swipe" }).pageNavClicked).toBe(false);
  expect(sliderReducer(byDot, { type: "go-to", index: 0, source: "key" }).pageNavClicked).toBe(false);
  // A dot of the slide already shown still marks the move as page navigation.
  expect(after(5, { type: "go-to", index: 0, source: "page-nav" }).pageNavClicked).toBe(true);
});

test("a move that goes nowhere keeps the marker as it was", () => {
  const lastByDot = after(3, { type: "go-to", index: 2, source: "page-nav" });
  expect(sliderReducer(lastByDot, { type: "next", source: "key" })).toBe(lastByDot);
});

test("more slides keep the current one and bring the next button back on the last slide", () => {
  const last = after(3, { type: "go-to", index: 2, source: "page-nav" });
  const grown = sliderReducer(last, { type: "count", count: 6 });
  expect(grown).toMatchObject({ index: 2, count: 6, isLast: false, buttons: { prev: true, next: true }, pageNavClicked: true });
});

test("fewer slides than the current index: the last remaining slide becomes current", () => {
  const fourth = after(5, { type: "go-to", index: 3, source: "page-nav" });
  expect(sliderReducer(fourth, { type: "count", count: 2 })).toMatchObject({
    index: 1,
    count: 2,
    isFirst: false,
    isLast: true,
    buttons: { prev: true, next: false },
  });
});

test("the same count keeps the state object", () => {
  const state = after(4, { type: "next" });
  expect(sliderReducer(state, { type: "count", count: 4 })).toBe(state);
});

test("one slide: first and last at once, no buttons and no dots", () => {
  const one = initialSliderState(1);
  expect(one).toMatchObject({ index: 0, count: 1, isFirst: true, isLast: true, buttons: { prev: false, next: false } });
  expect(hasNavigation(one)).toBe(false);
  expect(sliderReducer(one, { type: "next" })).toBe(one);
  expect(hasNavigation(after(2))).toBe(true);
});

test("no slides, or a count that is not a whole positive number, is an empty slider at index 0", () => {
  for (const count of [0, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(initialSliderState(count)).toMatchObject({
      index: 0,
      count: 0,
      isFirst: true,
      isLast: true,
      buttons: { prev: false, next: false },
    });
  }
  expect(after(3, { type: "next" }, { type: "count", count: 0 })).toMatchObject({ index: 0, count: 0 });
  expect(sliderState(0, 2.9).count).toBe(2);
});

test("the live text counts from one", () => {
  expect(slidePositionLabel(after(5, { type: "next" }))).toBe("Слайд 2 из 5");
});

test("a swipe is a sideways move of 40 px or more; leftwards is the next slide", () => {
  expect(swipeDirection(-60, 5)).toBe("next");
  expect(swipeDirection(60, -5)).toBe("prev");
  expect(swipeDirection(-39, 0)).toBeNull();
  expect(swipeDirection(-40, 0)).toBe("next");
  // Mostly vertical: the page is being scrolled.
  expect(swipeDirection(-50, 80)).toBeNull();
  expect(swipeDirection(50, 50)).toBeNull();
});
