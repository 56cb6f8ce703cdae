import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "./icon";
import styles from "./dialog.module.css";

const candidates = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]';

/** What Tab reaches, in order: not a hidden input (a form's fixed fields), nor anything disabled, taken out of the order, hidden or inert. */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(candidates)).filter(
    (item) => !item.matches(':disabled, [tabindex="-1"]') && !item.closest("[hidden], [inert]"),
  );
}

/**
 * Keeps Tab inside the dialog: from the last control back to the first and the other way round, and
 * into it when focus is still behind it (a popup opened by a press made while the page was loading,
 * whose focus the browser left on the link). Only the topmost modal dialog acts.
 */
export function trapTab(event: KeyboardEvent, root: HTMLElement) {
  const modals = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  if (modals[modals.length - 1] !== root) return;
  const items = focusableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (!root.contains(document.activeElement)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (document.activeElement === first || document.activeElement === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog: labelled by its title, Escape and the backdrop close it, focus moves in on
 * open, stays inside, and returns to where it was on close.
 */
export function Dialog(props: { open: boolean; onClose: () => void; title: string; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const onClose = useRef(props.onClose);
  useEffect(() => {
    onClose.current = props.onClose;
  });

  useEffect(() => {
    const root = ref.current;
    if (!props.open || !root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const firstField = () => focusableIn(root).find((item) => item !== closeRef.current);
    const first = firstField();
    (first ?? root).focus();
    // A form still loading (a popup's lazy body): its first field takes focus when it comes, unless the visitor moved it.
    const observer = first
      ? null
      : new MutationObserver(() => {
          const field = firstField();
          if (!field) return;
          observer?.disconnect();
          if (document.activeElement === root) field.focus();
        });
    observer?.observe(root, { childList: true, subtree: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose.current();
      else if (event.key === "Tab") trapTab(event, root);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      observer?.disconnect();
      previous?.focus();
    };
  }, [props.open]);

  if (!props.open) return null;
  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Not the press's own focus move to the page, which would take focus from where closing put it back.
        event.preventDefault();
        props.onClose();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${props.className ?? ""}`}
      >
        <h2 id={titleId} className={styles.title}>
          {props.title}
        </h2>
        {props.children}
        {/* Last in the DOM so focus lands on the content first; drawn in the corner. */}
        <button ref={closeRef} type="button" className={styles.close} onClick={props.onClose} aria-label="Закрыть">
          <Icon name="cross" />
        </button>
      </div>
    </div>
  );
}
