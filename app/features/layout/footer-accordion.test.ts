import { expect, test } from "vitest";
import { accordionPanelHeight, accordionReducer, initialAccordionState, isSectionExpanded } from "./footer-accordion";

test("one section is open at a time; opening another closes the first", () => {
  const first = accordionReducer(initialAccordionState, { type: "toggle", id: "purchase" });
  const second = accordionReducer(first, { type: "toggle", id: "owners" });
  expect(isSectionExpanded(second, "owners", 375)).toBe(true);
  expect(isSectionExpanded(second, "purchase", 375)).toBe(false);
});

test("toggling the open section closes it", () => {
  const open = accordionReducer(initialAccordionState, { type: "toggle", id: "purchase" });
  expect(accordionReducer(open, { type: "toggle", id: "purchase" }).openId).toBeNull();
});

test("at 768 px and below sections start closed; above 768 px (or width unknown) all are expanded", () => {
  expect(isSectionExpanded(initialAccordionState, "models", 768)).toBe(false);
  expect(isSectionExpanded(initialAccordionState, "models", 769)).toBe(true);
  expect(isSectionExpanded(initialAccordionState, "models", null)).toBe(true);
});

test("an open panel is 20 px higher than its content", () => {
  expect(accordionPanelHeight(180)).toBe(200);
});

test("a section pressed once makes the folding animate from then on; the first fold is the width's, not the visitor's", () => {
  expect(initialAccordionState.pressed).toBe(false);
  const open = accordionReducer(initialAccordionState, { type: "toggle", id: "purchase" });
  expect(open.pressed).toBe(true);
  expect(accordionReducer(open, { type: "toggle", id: "purchase" }).pressed).toBe(true);
});
