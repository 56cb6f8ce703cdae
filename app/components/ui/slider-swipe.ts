import { useRef, type PointerEvent } from "react";

/** How far a finger must travel sideways, in CSS pixels, before a gesture counts as a swipe. */
const SWIPE_THRESHOLD_PX = 40;

/**
 * What a finger's travel means: a mostly horizontal move of at least the threshold is a swipe
 * (leftwards shows the next slide), anything else — a tap, a vertical scroll — is nothing.
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): "next" | "prev" | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "next" : "prev";
}

type Start = { id: number; x: number; y: number };

/**
 * Pointer handlers that turn a touch or pen swipe into `onSwipe("next" | "prev")`. The element
 * should have `touch-action: pan-y`, so the browser keeps vertical scrolling and hands horizontal
 * moves to the page. Mouse pointers are left alone: dragging a mouse selects text and clicks links.
 */
export function useSwipe(onSwipe: (direction: "next" | "prev") => void) {
  const start = useRef<Start | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === "mouse" || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from || from.id !== event.pointerId) return;
      const dx = Math.abs(event.clientX - from.x);
      const dy = Math.abs(event.clientY - from.y);
      // The page is being scrolled: this gesture is not a swipe, whatever it does later.
      if (dy > 10 && dy > dx) start.current = null;
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
