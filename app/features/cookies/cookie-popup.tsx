import { useEffect, useRef, type FormEvent, type RefObject } from "react";
import { useLocation } from "react-router";
import { usePopups } from "~/features/layout/layout-context";
import { cookieConsentPath, writeCookieConsent } from "./cookie-consent";
import styles from "./cookie-popup.module.css";

/**
 * The cookie notice: shown while the consent cookie is absent (the server already knows, so it
 * never flashes). «Принять» stores the consent for a year and hides the notice for good. It is a form:
 * pressed before the page's scripts run (or without them), the server stores the consent and brings
 * the visitor back to the same page.
 */
export function CookiePopup() {
  const { cookieOpen, acceptCookies, openPrivacy } = usePopups();
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useNoticeRoom(ref, cookieOpen);
  if (!cookieOpen) return null;
  const accept = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    writeCookieConsent(document);
    acceptCookies();
  };
  return (
    <div ref={ref} className={styles.cookie} role="dialog" aria-modal="false" aria-labelledby="cookie-title" aria-describedby="cookie-text">
      <h2 id="cookie-title" className="visually-hidden">
        Файлы cookie
      </h2>
      <p id="cookie-text" className={styles.text}>
        Мы используем файлы cookie, чтобы сайт работал правильно и становился удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с{" "}
        {/* The full stop keeps to the link: alone on a line it looked like a stray mark. */}
        <span className={styles.nowrap}>
          <button type="button" className={styles.link} onClick={openPrivacy}>
            политикой конфиденциальности
          </button>
          .
        </span>
      </p>
      <form className={styles.acceptForm} method="post" action={cookieConsentPath} onSubmit={accept}>
        <input type="hidden" name="back" value={location.pathname + location.search} />
        <button type="submit" className={`button ${styles.accept}`}>
          Принять
        </button>
      </form>
    </div>
  );
}

/**
 * While the notice shows, the page knows how much of the window's bottom it covers (its CSS keeps a
 * focused control and the page's last lines above it); the stylesheet's estimate stands until then. The room is
 * written on the two elements that use it, as their own properties: a custom property on the root element, as
 * before, is inherited by every element, and its first value made the browser compute the whole page's style again
 * (11 ms of a phone's load at one core, issue 39). It is measured when the notice is laid out (a ResizeObserver's
 * first call), so the measuring forces no layout of its own.
 */
function useNoticeRoom(ref: RefObject<HTMLDivElement | null>, open: boolean) {
  useEffect(() => {
    const notice = ref.current;
    if (!open || !notice) return;
    const root = document.documentElement;
    const body = document.body;
    let written = "";
    const measure = () => {
      // Its height and its gap from the bottom edge: unlike its box on screen, not moved by its slide-in.
      const room = `${Math.ceil(notice.offsetHeight + (parseFloat(getComputedStyle(notice).bottom) || 0))}px`;
      if (room === written) return;
      written = room;
      root.style.scrollPaddingBottom = room;
      body.style.paddingBottom = room;
    };
    // An engine without ResizeObserver measures now and again when the window changes, which re-wraps the text.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    if (observer) observer.observe(notice);
    else {
      measure();
      window.addEventListener("resize", measure);
    }
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", measure);
      root.style.scrollPaddingBottom = "";
      body.style.paddingBottom = "";
    };
  }, [ref, open]);
}
