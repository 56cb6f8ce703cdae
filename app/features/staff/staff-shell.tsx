import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import styles from "./staff.module.css";

/** The frame of every staff page after sign-in: the sections, who is signed in, sign-out, the page. */
export function StaffShell(props: { email: string; csrfToken: string; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Перейти к содержанию
      </a>
      <header className={styles.bar}>
        <Link to="/staff" className={styles.brand}>
          Genesis Химки · для сотрудников
        </Link>
        <nav aria-label="Разделы" className={styles.sections}>
          <NavLink to="/staff" end className={styles.section}>
            Заявки
          </NavLink>
          <NavLink to="/staff/test-drive" className={styles.section}>
            Тест-драйвы
          </NavLink>
        </nav>
        <div className={styles.who}>
          <span>{props.email}</span>
          <Form method="post" action="/staff/logout" reloadDocument>
            <input type="hidden" name="csrf" value={props.csrfToken} />
            <button type="submit" className={styles.barButton}>
              Выйти
            </button>
          </Form>
        </div>
      </header>
      <main id="main" className={styles.main}>
        {props.children}
      </main>
    </div>
  );
}

/** The line that says what an action did (or why it did not), read out by screen readers. */
export function StaffNotice(props: { message?: string | null; error?: boolean }) {
  return (
    <div role="status" aria-live="polite">
      {props.message ? (
        <p className={styles.notice} data-kind={props.error ? "error" : "ok"}>
          {props.message}
        </p>
      ) : null}
    </div>
  );
}
