import { usePopups } from "~/features/layout/layout-context";
import { writeCookieConsent } from "./cookie-consent";
import styles from "./cookie-popup.module.css";

/**
 * The cookie notice: shown while the consent cookie is absent (the server already knows, so it
 * never flashes). «Принять» stores the consent for a year and hides the notice for good.
 */
export function CookiePopup() {
  const { cookieOpen, acceptCookies, openPrivacy } = usePopups();
  if (!cookieOpen) return null;
  const accept = () => {
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
        <button type="button" className={styles.link} onClick={openPrivacy}>
          политикой конфиденциальности
        </button>
        .
      </p>
      <button type="button" className={`button ${styles.accept}`} onClick={accept}>
        Принять
      </button>
    </div>
  );
}
