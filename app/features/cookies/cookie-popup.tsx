import type { FormEvent } from "react";
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
  if (!cookieOpen) return null;
  const accept = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    writeCookieConsent(document);
    acceptCookies();
  };
  return (
    <div className={styles.cookie} role="dialog" aria-modal="false" aria-labelledby="cookie-title" aria-describedby="cookie-text">
      <h2 id="cookie-title" className="visually-hidden">
        Файлы cookie
      </h2>
      <p id="cookie-text" className={styles.text}>
        Мы используем файлы cookie, чтобы сайт работал правильно и становился удобнее. Продолжая пользоваться сайтом, вы
        соглашаетесь с{" "}
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
