// Parts of a page fetched when they are first shown (the popups and their forms). React.lazy keeps a
// failed fetch for ever and hands it to the nearest error boundary, which for these parts was the
// root's: one script lost on a phone's connection replaced the whole page with «Что-то пошло не так».
// Here a failed fetch stays inside the part: it says so in Russian, offers to try again (the browser
// fetches the file anew) and the dealer's phone, and the page around it stays as it was.
import { Component, lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { useSiteData } from "~/features/site/site-data";
import { pageErrorMessages } from "~/lib/page-error-messages";
import { logError } from "~/lib/log";
import { formatPhone, phoneHref } from "~/lib/phone";
import styles from "./lazy-part.module.css";

/** The code of a lazily loaded part could not be fetched (the network, or a file the site no longer has). */
export class PartLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "PartLoadError";
  }
}

/** A component fetched on its first render, which can be fetched again after a failure (`reload`). */
export type LazyPartComponent<P extends object> = ComponentType<P> & { reload(): void };

/** Like React.lazy, but a failed fetch is a PartLoadError and `reload()` lets the next render try again. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPartComponent<P> {
  const create = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (cause: unknown) => {
          logError(pageErrorMessages.partLoadFailed, cause);
          throw new PartLoadError(cause);
        },
      ),
    );
  let Loaded = create();
  const Part = (props: P) => <Loaded {...props} />;
  return Object.assign(Part, {
    reload() {
      Loaded = create();
    },
  });
}

type BoundaryProps = {
  children: ReactNode;
  /** False while the part is not wanted (its popup closed): a failure then shows nothing. */
  active: boolean;
  /** Called before the part is shown again, to fetch its code anew. */
  reload(): void;
  /** What shows instead of the part while its code cannot be fetched. */
  failed(retry: () => void, retries: number): ReactNode;
};

/** Catches a part's PartLoadError; any other error goes on to the page's own error boundary. */
class PartBoundary extends Component<BoundaryProps, { error: unknown; retries: number }> {
  override state = { error: null as unknown, retries: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.props.reload();
    this.setState((state) => ({ error: null, retries: state.retries + 1 }));
  };

  // A part closed on its note and shown again fetches the code anew instead of failing at once.
  override componentWillUnmount() {
    if (this.state.error !== null) this.props.reload();
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (!previous.active && this.props.active && this.state.error !== null) this.retry();
  }

  override render() {
    const { error, retries } = this.state;
    if (error === null) return this.props.children;
    if (!this.props.active) return null;
    if (!(error instanceof PartLoadError)) throw error;
    return this.props.failed(this.retry, retries);
  }
}

/**
 * Shows `children` (a lazyPart) with `loading` while its code comes and, if the code cannot be
 * fetched, a note with «Повторить» in its place (PartLoadFailed unless `failed` draws another).
 */
export function LazyPart(props: {
  part: { reload(): void };
  loading: ReactNode;
  children: ReactNode;
  /** What could not be loaded, in the accusative: «форму», «окно». */
  what: string;
  /** Offered beside «Повторить» where the part stands alone on the page (no dialog to close it). */
  onClose?: () => void;
  /** Whether the part is wanted now (a part kept mounted while its popup is closed); true by default. */
  active?: boolean;
  /** Shown instead of the note where the part only repeats what is already known (a request's number). */
  failed?: ReactNode;
}) {
  const { part, loading, children, what, onClose, failed, active = true } = props;
  return (
    <PartBoundary
      active={active}
      reload={part.reload}
      failed={(retry, retries) => failed ?? <PartLoadFailed what={what} retry={retry} retries={retries} onClose={onClose} />}
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </PartBoundary>
  );
}

/**
 * The note in a part's place: what failed and why it most likely did, «Повторить», the dealer's phone
 * for a visitor who would rather call, and after a second failure (the site may have been updated
 * since the page opened) «Обновить страницу». «Повторить» takes focus, so a keyboard or
 * a screen reader lands on it.
 */
export function PartLoadFailed(props: { what: string; retry: () => void; retries: number; onClose?: () => void }) {
  const { what, retry, retries, onClose } = props;
  const { options } = useSiteData();
  const button = useRef<HTMLButtonElement>(null);
  // Alone on the page, the note gives focus back to where it was (the button that opened the popup).
  const alone = onClose !== undefined;
  useEffect(() => {
    if (!alone) return;
    const before = document.activeElement;
    return () => {
      if (before instanceof HTMLElement && before !== document.body && before.isConnected) before.focus();
    };
  }, [alone]);
  useEffect(() => button.current?.focus(), [retries]);
  const phone = formatPhone(options.phone);
  return (
    <div
      role="alert"
      className={alone ? `${styles.failed} ${styles.alone}` : styles.failed}
      onKeyDown={onClose ? (event) => event.key === "Escape" && onClose() : undefined}
    >
      <p className={styles.message}>{pageErrorMessages.partNotLoaded(what)}</p>
      {retries > 0 ? (
        <p className={styles.hint}>Если не получается, обновите страницу: возможно, сайт обновился, пока она была открыта.</p>
      ) : null}
      {phone ? (
        <p className={styles.hint}>
          Или позвоните нам: <a href={phoneHref(options.phone)}>{phone}</a>
        </p>
      ) : null}
      <div className={styles.actions}>
        <button ref={button} type="button" className="button" onClick={retry}>
          Повторить
        </button>
        {retries > 0 ? (
          <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
            Обновить страницу
          </button>
        ) : null}
        {onClose ? (
          <button type="button" className="button button--ghost" onClick={onClose}>
            Закрыть
          </button>
        ) : null}
      </div>
    </div>
  );
}
