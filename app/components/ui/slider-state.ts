/*
 * The slider of docs/product.md §4: current index, slide count, first/last detection, the page-navigation
 * click marker and the visibility of the previous/next buttons, as one pure reducer.
 *
 * The ends do not wrap round. A visitor who reaches the last slide has seen them all, and a «next»
 * that jumps back to the first slide hides where the sequence ends; so the previous button is
 * shown only off the first slide and the next button only off the last ("buttons shown when
 * useful"), and the page dots reach any slide in one step.
 */

/** Where a move came from; only the page dots count as page navigation. */
export type SliderSource = "page-nav" | "button" | "key" | "swipe";

export type SliderState = {
  /** The current slide, 0-based; 0 while there are no slides. */
  index: number;
  count: number;
  isFirst: boolean;
  isLast: boolean;
  /** The page-navigation click marker: true when the last move came from a page dot. */
  pageNavClicked: boolean;
  /** Which of the previous/next buttons are useful, so shown. */
  buttons: { prev: boolean; next: boolean };
};

export type SliderAction =
  /** The slides were counted: on first render and whenever the number of slides changes. */
  | { type: "count"; count: number }
  | { type: "next"; source?: Exclude<SliderSource, "page-nav"> }
  | { type: "prev"; source?: Exclude<SliderSource, "page-nav"> }
  /** A jump to one slide: a page dot (source "page-nav"), or Home/End (source "key"). */
  | { type: "go-to"; index: number; source: SliderSource };

/** Whole, non-negative number of slides; anything else counts as none. */
function normaliseCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** The index kept inside the slides: below 0 is the first, past the end is the last. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/** The full state for one index of `count` slides, with everything derived from the two. */
export function sliderState(index: number, count: number, pageNavClicked = false): SliderState {
  const slides = normaliseCount(count);
  const current = clampIndex(index, slides);
  const isFirst = current === 0;
  const isLast = slides === 0 || current === slides - 1;
  return { index: current, count: slides, isFirst, isLast, pageNavClicked, buttons: { prev: !isFirst, next: !isLast } };
}

/** The initial state: the first of `count` slides, as the server renders it. */
export function initialSliderState(count: number): SliderState {
  return sliderState(0, count);
}

/** Keeps the previous object when nothing changed, so React skips the render. */
function settle(state: SliderState, index: number, count: number, pageNavClicked: boolean): SliderState {
  const next = sliderState(index, count, pageNavClicked);
  return next.index === state.index && next.count === state.count && next.pageNavClicked === state.pageNavClicked ? state : next;
}

/** Applies one slider action; moves past either end stay on that end. */
export function sliderReducer(state: SliderState, action: SliderAction): SliderState {
  switch (action.type) {
    case "count":
      // Fewer slides than the index: the last remaining one becomes current.
      return settle(state, state.index, normaliseCount(action.count), state.pageNavClicked);
    case "next":
      return state.isLast ? state : settle(state, state.index + 1, state.count, false);
    case "prev":
      return state.isFirst ? state : settle(state, state.index - 1, state.count, false);
    case "go-to":
      return settle(state, action.index, state.count, action.source === "page-nav");
  }
}

/** Whether the slider needs any navigation at all: one slide has no buttons and no dots. */
export function hasNavigation(state: SliderState): boolean {
  return state.count > 1;
}

/** The polite live text: «Слайд 2 из 5». */
export function slidePositionLabel(state: Pick<SliderState, "index" | "count">): string {
  return `Слайд ${state.index + 1} из ${state.count}`;
}
