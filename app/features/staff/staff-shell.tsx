import type { ReactNode } from "react";
import { Form, isRouteErrorResponse, Link, NavLink, useRouteError } from "react-router";
import { areasOf, staffRoleLabels, type StaffArea, type StaffRole } from "@contract/staff-roles";
import styles from "./staff.module.css";

/** The sections of the staff area as the bar lists them, each shown to the roles that open it. */
const sections: Array<{ area: StaffArea; to: string; label: string; end?: boolean }> = [
  { area: "leads", to: "/staff", label: "Заявки", end: true },
  { area: "calendar", to: "/staff/test-drive", label: "Тест-драйвы" },
  { area: "content", to: "/staff/content", label: "Содержимое сайта" },
  { area: "accounts", to: "/staff/accounts", label: "Сотрудники" },
  { area: "accounts", to: "/staff/notifications", label: "Уведомления" },
  { area: "feeds", to: "/staff/feeds", label: "Фиды" },
];

/** The sections a role opens; the content studio once, whichever of its areas opens it. */
export function sectionsOf(role: StaffRole) {
  const areas = new Set(areasOf(role));
  const content = areas.has("content") || areas.has("serviceContent") || areas.has("people");
  return sections.filter((section) => (section.area === "content" ? content : areas.has(section.area)));
}

/** The frame of every staff page after sign-in: the sections the role opens, who is signed in, sign-out, the page. */
export function StaffShell(props: { email: string; role: StaffRole; csrfToken: string; children: ReactNode }) {
  const home = sectionsOf(props.role)[0]?.to ?? "/staff";
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Перейти к содержанию
      </a>
      <header className={styles.bar}>
        <Link to={home} className={styles.brand}>
          Genesis Химки · для сотрудников
        </Link>
        <nav aria-label="Разделы" className={styles.sections}>
          {sectionsOf(props.role).map((section) => (
            <NavLink key={section.to} to={section.to} end={section.end} className={styles.section}>
              {section.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.who}>
          <span>
            {props.email} · {staffRoleLabels[props.role]}
          </span>
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

/**
 * The staff pages' error boundary: a page the role does not open (403) or an answer the staff API
 * refused says so in its own words, in the staff area's plain frame rather than the public site's.
 */
export function StaffErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const said = isRouteErrorResponse(error) && typeof error.data === "string" && error.data ? error.data : null;
  const title = status === 403 ? "Доступ закрыт" : status === 404 ? "Страница не найдена" : "Раздел сотрудников недоступен";
  return (
    <div className={styles.shell}>
      <main id="main" className={styles.login}>
        <h1 className={styles.title}>{title}</h1>
        <p>{said ?? "Сервис сейчас не отвечает. Обновите страницу через минуту."}</p>
        <p>
          <Link to="/staff">К разделу сотрудников</Link>
        </p>
      </main>
    </div>
  );
}
