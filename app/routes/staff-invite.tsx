import { data, Form, Link, redirect, useNavigation } from "react-router";
import { staffMessages, staffSessionSchema } from "@contract/staff";
import { isStaffRole, staffRoleLabels } from "@contract/staff-roles";
import { callStaffApi, isHttps, staffHeaders } from "~/features/staff/staff-api.server";
import { sessionCookieName, staffCookie } from "~/features/staff/staff-cookies.server";
import styles from "~/features/staff/staff.module.css";
import { formFields, readFormData } from "~/lib/form-fields";
import type { Route } from "./+types/staff-invite";

export const handle = { staff: true };

const invitePath = (token: string) => `/v1/staff/invites/${encodeURIComponent(token)}`;

/** Whose invitation the link is, while it works. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const answer = await callStaffApi<{ email: string; role: string }>(context, invitePath(params.token), { signal: request.signal });
  const invite =
    answer.status === 200 && answer.data && isStaffRole(answer.data.role) ? { email: answer.data.email, role: answer.data.role } : null;
  return data(
    { invite, problem: invite ? null : answer.message || staffMessages.inviteInvalid },
    { status: invite ? 200 : 404, headers: staffHeaders },
  );
}

/** The password chosen: the account is made, the link spent, and the new member of staff is signed in. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const text = formFields(await readFormData(request));
  if (text("password") !== text("again"))
    return data({ error: "Пароли не совпадают: введите один и тот же пароль дважды" }, { status: 400, headers: staffHeaders });
  const answer = await callStaffApi(context, `${invitePath(params.token)}/accept`, {
    body: { password: text("password") },
    signal: request.signal,
  });
  const session = staffSessionSchema.safeParse(answer.data);
  if (answer.status !== 200 || !session.success)
    return data(
      { error: answer.message || staffMessages.unavailable },
      { status: answer.status === 200 ? 503 : answer.status, headers: staffHeaders },
    );
  const headers = new Headers(staffHeaders);
  headers.append("Set-Cookie", staffCookie(sessionCookieName(isHttps(request)), session.data.token, isHttps(request)));
  return redirect("/staff", { headers });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(staffHeaders);
  for (const cookie of actionHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
};

export const meta: Route.MetaFunction = () => [{ title: "Приглашение — Genesis Химки" }, { name: "robots", content: "noindex, nofollow" }];

export default function StaffInvitePage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { invite } = loaderData;
  return (
    <div className={styles.shell}>
      <main id="main" className={styles.login}>
        <h1 className={styles.title}>Приглашение в раздел сотрудников</h1>
        {invite ? (
          <>
            <p>
              Учётная запись {invite.email}, роль «{staffRoleLabels[invite.role]}». Задайте пароль не короче 12 символов, без пробелов в
              начале и в конце; удобнее всего — фраза из нескольких слов.
            </p>
            <Form
              method="post"
              className={styles.stack}
              aria-label="Пароль для входа"
              aria-describedby={actionData?.error ? "invite-error" : undefined}
            >
              <input type="email" name="email" autoComplete="username" value={invite.email} readOnly hidden />
              <label className={styles.field}>
                Пароль
                <input type="password" name="password" autoComplete="new-password" required minLength={12} maxLength={256} />
              </label>
              <label className={styles.field}>
                Пароль ещё раз
                <input type="password" name="again" autoComplete="new-password" required minLength={12} maxLength={256} />
              </label>
              <div role="alert" id="invite-error">
                {actionData?.error ? <p className={styles.error}>{actionData.error}</p> : null}
              </div>
              <button type="submit" className="button" disabled={busy}>
                {busy ? "Сохраняем…" : "Задать пароль и войти"}
              </button>
            </Form>
          </>
        ) : (
          <>
            <p role="alert">{loaderData.problem}</p>
            <p>
              <Link to="/staff/login">Вход для сотрудников</Link>
            </p>
          </>
        )}
      </main>
    </div>
  );
}
