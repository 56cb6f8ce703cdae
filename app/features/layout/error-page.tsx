import type { ReactNode } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { Logo } from "~/components/ui/logo";
import { isLostConnection } from "~/lib/lost-connection";
import styles from "./status-page.module.css";

/**
 * A calm page for unexpected errors; in development it also shows what went wrong. When the visitor's
 * own connection dropped while a page was opening (isLostConnection), it says that instead and offers
 * to open the address again: the site never saw the request, so «мы уже знаем» would not be true.
 */
export function ErrorPage(props: { error: unknown; phone?: { text: string; href: string } | null }) {
  const details = import.meta.env.DEV && props.error instanceof Error ? (props.error.stack ?? props.error.message) : null;
  const offline = isLostConnection(props.error);
  const refusal = visitorRefusal(props.error);
  return (
    <section className={`container ${styles.page}`}>
      <h1 className={styles.title}>{offline ? "Нет связи с сайтом" : refusal ? refusalTitle(props.error) : "Что-то пошло не так"}</h1>
      <p className={styles.lead}>
        {offline
          ? "Страница не загрузилась: похоже, прервалось подключение к интернету. Проверьте его и нажмите «Повторить»."
          : (refusal ??
            "Страница не смогла загрузиться. Мы уже знаем об этом и исправляем. Попробуйте обновить страницу через минуту или вернитесь на главную.")}
      </p>
      {props.phone ? (
        <p className={styles.lead}>
          Если вопрос срочный, позвоните нам: <a href={props.phone.href}>{props.phone.text}</a>
        </p>
      ) : null}
      <div className={styles.actions}>
        {offline ? (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Повторить
          </button>
        ) : null}
        <Link to="/" className={offline ? "button button--ghost" : "button"} reloadDocument>
          На главную
        </Link>
      </div>
      {details ? <pre className={styles.details}>{details}</pre> : null}
    </section>
  );
}

/**
 * The Russian words of a request the site refused as the visitor's (a 4xx thrown with its text, e.g. a
 * form that arrived damaged): not our failure, so not «мы уже знаем».
 */
function visitorRefusal(error: unknown): string | null {
  return isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && typeof error.data === "string" && error.data
    ? error.data
    : null;
}

/** The heading of a refusal: a page taken down (410), closed (403), or a request the site did not take. */
function refusalTitle(error: unknown): string {
  const status = isRouteErrorResponse(error) ? error.status : 400;
  return status === 410 ? "Страница снята с публикации" : status === 403 ? "Доступ закрыт" : "Запрос не принят";
}

/** Header-less frame for when even the site data could not be loaded. */
export function BareLayout(props: { children: ReactNode }) {
  return (
    <>
      <header className={styles.bareHeader}>
        <Link to="/" reloadDocument aria-label="Genesis Химки — на главную">
          <Logo size="middle" title="Genesis Химки" />
        </Link>
      </header>
      <main id="main">{props.children}</main>
    </>
  );
}
