import { data, Form, redirect, useNavigation } from "react-router";
import { staffSessionSchema } from "@contract/staff";
import { staffMessages } from "@contract/staff-labels";
import { callStaffApi, isHttps, safeNext, sessionToken, staffHeaders } from "~/features/staff/staff-api.server";
import {
  clearCookie,
  newCookieToken,
  readCookie,
  sameToken,
  sessionCookieName,
  signInCsrfCookieName,
  staffCookie,
} from "~/features/staff/staff-cookies.server";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-login";
import { formFields, readFormData } from "~/lib/form-fields";

export const handle = { staff: true };

// The sign-in form has no session yet, so its CSRF token is a double submit: a random value in an
// HttpOnly cookie and in the form; another site can neither read the cookie nor set it.
export async function loader({ request }: Route.LoaderArgs) {
  const https = isHttps(request);
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  // Already signed in (or a stale cookie): the page decides, and a stale cookie comes back here cleared.
  if (sessionToken(request)) return redirect(next, { headers: staffHeaders });
  const existing = readCookie(request.headers.get("Cookie"), signInCsrfCookieName(https));
  const csrf = existing ?? newCookieToken();
  const headers = new Headers(staffHeaders);
  if (!existing) headers.append("Set-Cookie", staffCookie(signInCsrfCookieName(https), csrf, https));
  // Sent here from a page (a session that ended, or none yet): said, rather than a bare form.
  return data({ csrf, next, sentFromPage: url.searchParams.has("next") }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const https = isHttps(request);
  const form = await readFormData(request);
  const field = formFields(form);
  const email = field("email").trim();
  const next = safeNext(field("next"));
  const refuse = (status: number, message: string) => data({ error: message, email }, { status, headers: staffHeaders });

  const cookie = readCookie(request.headers.get("Cookie"), signInCsrfCookieName(https)) ?? "";
  if (!sameToken(cookie, field("csrf"))) {
    return refuse(403, staffMessages.csrfRejected);
  }
  if (!email || !field("password")) return refuse(400, staffMessages.signInFields);

  const answer = await callStaffApi(context, "/v1/staff/session", {
    body: { email, password: field("password") },
    clientIp: context.clientIp,
    signal: request.signal,
  });
  const session = staffSessionSchema.safeParse(answer.data);
  if (answer.status !== 200 || !session.success) return refuse(answer.status === 200 ? 503 : answer.status, answer.message);

  const headers = new Headers(staffHeaders);
  headers.append("Set-Cookie", staffCookie(sessionCookieName(https), session.data.token, https));
  headers.append("Set-Cookie", clearCookie(signInCsrfCookieName(https), https));
  return redirect(next, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(staffHeaders);
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
  }
  return headers;
};

export const meta: Route.MetaFunction = () => [
  { title: "Вход для сотрудников — Genesis Химки" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const error = actionData?.error;
  return (
    <div className={styles.shell}>
      <main id="main" className={styles.login}>
        <h1 className={styles.title}>Вход для сотрудников</h1>
        <p className={styles.muted}>Заявки посетителей сайта дилерского центра Genesis Химки. Учётную запись выдаёт администратор.</p>
        {loaderData.sentFromPage ? (
          <p role="status" className={styles.notice}>
            {staffMessages.signInRequired}: сессия закончилась или вход ещё не выполнен. После входа откроется страница, на которой вы были;
            начатый комментарий к заявке вернётся в своё поле.
          </p>
        ) : null}
        <Form
          method="post"
          className={styles.stack}
          aria-label="Вход для сотрудников"
          aria-describedby={error ? "sign-in-error" : undefined}
        >
          <input type="hidden" name="csrf" value={loaderData.csrf} />
          <input type="hidden" name="next" value={loaderData.next} />
          <label className={styles.field}>
            Электронная почта
            <input type="email" name="email" autoComplete="username" required maxLength={200} defaultValue={actionData?.email ?? ""} />
          </label>
          <label className={styles.field}>
            Пароль
            <input type="password" name="password" autoComplete="current-password" required maxLength={256} />
          </label>
          <div role="alert" id="sign-in-error">
            {error ? <p className={styles.error}>{error}</p> : null}
          </div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Входим…" : "Войти"}
          </button>
        </Form>
      </main>
    </div>
  );
}
