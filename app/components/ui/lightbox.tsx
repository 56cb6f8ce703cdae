import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { lockPageScroll } from "~/lib/scroll-lock";
import { Dialog } from "./dialog";
import { Icon } from "./icon";
import { useSwipe } from "./slider-swipe";
import styles from "./lightbox.module.css";

/** One picture of a lightbox: its title names the dialog, the caption sits under the picture. */
export type LightboxItem = { key: string; title: string; caption?: ReactNode };

/**
 * The picture `step` places away from `index`, wrapping round: a gallery is browsed as a loop, so
 * after the last picture comes the first and the previous/next buttons never vanish under focus.
 */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** «3 из 6». */
export function pictureCounter(index: number, count: number): string {
  return `${index + 1} из ${count}`;
}

/** Open state of a lightbox and the button that opened it, where focus goes back on close. */
export function useLightbox() {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // After the dialog has gone: back to the button that opened it.
    if (index === null && wasOpen.current) opener.current?.focus();
    wasOpen.current = index !== null;
  }, [index]);

  return {
    index,
    /** Opens picture `i`; `from` is the button to give focus back to on close. */
    open: useCallback((i: number, from?: HTMLElement | null) => {
      opener.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setIndex(i);
    }, []),
    show: useCallback((i: number) => setIndex(i), []),
    close: useCallback(() => setIndex(null), []),
  };
}

export type LightboxController = ReturnType<typeof useLightbox>;

/**
 * A button over a gallery picture that opens it in the lightbox («Открыть изображение: …»).
 * Without scripts it does nothing, and the picture and its caption stay in the grid as they are.
 */
export function LightboxTrigger(props: {
  title: string;
  onOpen: (button: HTMLButtonElement) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${styles.trigger} ${props.className ?? ""}`}
      aria-label={`Открыть изображение: ${props.title}`}
      aria-haspopup="dialog"
      onClick={(event) => props.onOpen(event.currentTarget)}
    >
      {props.children}
    </button>
  );
}

/**
 * A modal picture viewer on the site's Dialog (focus moves in, stays inside and returns; Escape,
 * «Закрыть» and the backdrop close it). ArrowLeft/ArrowRight, the previous/next buttons and
 * swipes move through the pictures, wrapping round at the ends; the page does not scroll while it
 * is open. The caller draws the big picture, so it can be any responsive image.
 */
export function Lightbox(props: {
  lightbox: LightboxController;
  items: readonly LightboxItem[];
  renderPicture: (index: number) => ReactNode;
}) {
  const { lightbox, items } = props;
  const count = items.length;
  const index = lightbox.index === null || count === 0 ? null : Math.min(lightbox.index, count - 1);
  const item = index === null ? undefined : items[index];
  const { show } = lightbox;
  const step = useCallback(
    (delta: number) => {
      if (index !== null) show(wrapIndex(index, delta, count));
    },
    [index, count, show],
  );
  const open = item !== undefined;
  useEffect(() => (open ? lockPageScroll() : undefined), [open]);

  useEffect(() => {
    if (index === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
        event.preventDefault();
        step(event.key === "ArrowLeft" ? -1 : 1);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [index, step]);

  const swipe = useSwipe((direction) => step(direction === "next" ? 1 : -1));

  return (
    <Dialog open={item !== undefined} onClose={lightbox.close} title={item?.title ?? ""} className={styles.lightbox}>
      {index !== null && item ? (
        <>
          <div className={styles.stage} {...swipe}>
            {props.renderPicture(index)}
          </div>
          <div className={styles.footer}>
            {item.caption ? <div className={styles.caption}>{item.caption}</div> : null}
            {count > 1 ? (
              <div className={styles.nav}>
                <button type="button" className={styles.arrow} aria-label="Предыдущее изображение" onClick={() => step(-1)}>
                  <Icon name="arrow-left" size={20} />
                </button>
                <p className={styles.counter}>{pictureCounter(index, count)}</p>
                <button type="button" className={styles.arrow} aria-label="Следующее изображение" onClick={() => step(1)}>
                  <Icon name="arrow-right" size={20} />
                </button>
              </div>
            ) : null}
          </div>
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {`${item.title}, ${pictureCounter(index, count)}`}
          </p>
        </>
      ) : null}
    </Dialog>
  );
}
