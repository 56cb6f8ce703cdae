import { useEffect, useReducer, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useHydrated } from "~/lib/hydration";
import { Icon } from "./icon";
import { hasNavigation, initialSliderState, sliderReducer, slidePositionLabel, type SliderAction } from "./slider-state";
import { useSwipe } from "./slider-swipe";
import styles from "./slider.module.css";

/** One slide: `label` names it for the page dots and assistive technology («Genesis GV70»). */
export type SlideItem = { key: string; label: string; content: ReactNode };

/** Where focus should go once a move has rendered. */
type FocusTarget = "slide" | "dot" | "prev" | "next";

function isTyping(target: EventTarget): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/**
 * A carousel of slides without autoplay (state in slider-state.ts). The server renders every
 * slide — the first one shown, the others inert, so they are in the document for search engines
 * but out of reach of focus and screen readers. Scripts add the page dots, the previous/next
 * buttons (shown only when useful), ArrowLeft/ArrowRight/Home/End inside the region, swipes and a
 * polite «Слайд N из M». Without scripts the controls stay hidden and the first slide stands alone.
 */
export function Slider(props: { label: string; slides: readonly SlideItem[]; className?: string; controlsClassName?: string }) {
  const { slides } = props;
  const [state, dispatch] = useReducer(sliderReducer, slides.length, initialSliderState);
  const enhanced = useHydrated();
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const dotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  useEffect(() => {
    dispatch({ type: "count", count: slides.length });
  }, [slides.length]);

  // Focus follows the move: to the new slide or dot, or off a button that a move has just hidden.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === "slide") slideRefs.current[state.index]?.focus();
    else if (target === "dot") dotRefs.current[state.index]?.focus();
    else if (target === "prev") (prevRef.current ?? nextRef.current)?.focus();
    else if (target === "next") (nextRef.current ?? prevRef.current)?.focus();
  }, [state]);

  /** Where focus sits now, as a target to restore after the move. */
  const focusTarget = (): FocusTarget | null => {
    const active = document.activeElement;
    if (!active) return null;
    if (active === prevRef.current) return "prev";
    if (active === nextRef.current) return "next";
    if (dotRefs.current.some((dot) => dot === active)) return "dot";
    if (slideRefs.current.some((slide) => slide?.contains(active))) return "slide";
    return null;
  };

  const move = (action: SliderAction) => {
    // A move that goes nowhere renders nothing, so it must not leave a focus request behind.
    if (sliderReducer(state, action) === state) return;
    pendingFocus.current = focusTarget();
    dispatch(action);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target) || !hasNavigation(state)) return;
    const actions: Record<string, SliderAction> = {
      ArrowLeft: { type: "prev", source: "key" },
      ArrowRight: { type: "next", source: "key" },
      Home: { type: "go-to", index: 0, source: "key" },
      End: { type: "go-to", index: state.count - 1, source: "key" },
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    move(action);
  };

  const swipe = useSwipe((direction) => move({ type: direction, source: "swipe" }));
  const onButton = (type: "prev" | "next") => (event: MouseEvent<HTMLButtonElement>) => {
    // Safari does not focus a clicked button; only a focused one needs its focus kept.
    pendingFocus.current = document.activeElement === event.currentTarget ? type : null;
    dispatch({ type, source: "button" });
  };

  return (
    <section
      className={`${styles.slider} ${props.className ?? ""}`}
      aria-roledescription="карусель"
      aria-label={props.label}
      onKeyDown={onKeyDown}
      data-enhanced={enhanced || undefined}
      data-page-nav={state.pageNavClicked || undefined}
    >
      <div className={styles.viewport} {...swipe}>
        <div className={styles.track} style={{ transform: `translateX(${-100 * state.index}%)` }}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              ref={(node) => {
                slideRefs.current[i] = node;
              }}
              className={styles.slide}
              role="group"
              aria-roledescription="слайд"
              aria-label={`${i + 1} из ${slides.length}: ${slide.label}`}
              inert={i !== state.index}
              tabIndex={-1}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {hasNavigation(state) ? (
        <div className={`${styles.controls} ${props.controlsClassName ?? ""}`}>
          <div className={styles.dots} role="group" aria-label="Выбор слайда">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                ref={(node) => {
                  dotRefs.current[i] = node;
                }}
                type="button"
                className={styles.dot}
                aria-label={`Слайд ${i + 1} из ${slides.length}: ${slide.label}`}
                aria-current={i === state.index ? "true" : undefined}
                onClick={() => {
                  pendingFocus.current = null;
                  dispatch({ type: "go-to", index: i, source: "page-nav" });
                }}
              />
            ))}
          </div>
          <div className={styles.arrows}>
            {state.buttons.prev ? (
              <button ref={prevRef} type="button" className={styles.arrow} aria-label="Предыдущий слайд" onClick={onButton("prev")}>
                <Icon name="arrow-left" size={20} />
              </button>
            ) : (
              <span className={styles.arrowSlot} />
            )}
            {state.buttons.next ? (
              <button ref={nextRef} type="button" className={styles.arrow} aria-label="Следующий слайд" onClick={onButton("next")}>
                <Icon name="arrow-right" size={20} />
              </button>
            ) : (
              <span className={styles.arrowSlot} />
            )}
          </div>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {state.count > 0 ? slidePositionLabel(state) : ""}
      </p>
    </section>
  );
}
