import { ACCORDION_EXTRA_HEIGHT, isDesktopWidth } from "./constants";

/**
 * Id of the open footer section on narrow screens, or null; and whether the visitor has pressed a section, from
 * which on the sections animate (the first fold, when a phone's width arrives after hydration, does not).
 */
export type AccordionState = { openId: string | null; pressed: boolean };

export type AccordionAction = { type: "toggle"; id: string } | { type: "reset" };

export const initialAccordionState: AccordionState = { openId: null, pressed: false };

/** Footer accordion: one section open at a time; toggling the open one closes it. */
export function accordionReducer(state: AccordionState, action: AccordionAction): AccordionState {
  switch (action.type) {
    case "toggle":
      return { openId: state.openId === action.id ? null : action.id, pressed: true };
    case "reset":
      return state.openId === null ? state : initialAccordionState;
  }
}

/** The accordion works at 768 px and below; wider (or before the width is known) every section is expanded. */
export function isAccordionMode(width: number | null): boolean {
  return width !== null && !isDesktopWidth(width);
}

/** Whether a section's links show. */
export function isSectionExpanded(state: AccordionState, id: string, width: number | null): boolean {
  return !isAccordionMode(width) || state.openId === id;
}

/** Height of an open panel: its content plus 20 px of breathing room. */
export function accordionPanelHeight(contentHeight: number): number {
  return contentHeight + ACCORDION_EXTRA_HEIGHT;
}
