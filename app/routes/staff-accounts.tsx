import { data, Form } from "react-router";
import { staffAccountsSchema, staffInviteAnswerSchema, staffMessages } from "@contract/staff";
import { isStaffRole, staffRoleDescriptions, staffRoleLabels, staffRoles } from "@contract/staff-roles";
import { formatStaffTime } from "@contract/staff-labels";
import { callStaffApi, requireStaff, staffHeaders, toSignIn } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffNotice, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import { formFields, readFormData } from "~/lib/form-fields";
import type { Route } from "./+types/staff-accounts";

export const handle = { staff: true };

/** The accounts and the invitations not yet accepted (admins only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "accounts");
  const answer = await callStaffApi(context, "/v1/staff/accounts", { token: staff.token, signal: request.signal });
  if (answer.status === 401) throw toSignIn(request);
  const list = staffAccountsSchema.safeParse(answer.data);
  return data(
    {
      email: staff.email,
      role: staff.role,
      csrfToken: staff.csrfToken,
      list: list.success ? list.data : null,
      problem: list.success ? null : answer.message || staffMessages.unavailable,
    },
    { headers: staffHeaders },
  );
}

/** Invite, change a role, disable or enable; each with the session's CSRF token. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "accounts");
  const text = formFields(await readFormData(request));
  const intent = text("intent");
  const id = encodeURIComponent(text("id"));
  const calls: Record<string, { path: string; body: Record<string, string> }> = {
    invite: { path: "/v1/staff/accounts/invite", body: { email: text("email"), role: text("role") } },
    role: { path: `/v1/staff/accounts/${id}/role`, body: { role: text("role") } },
    disable: { path: `/v1/staff/accounts/${id}/disable`, body: {} },
    enable: { path: `/v1/staff/accounts/${id}/enable`, body: {} },
  };
  const call = calls[intent];
  if (!call) return data({ ok: false, message: staffMessages.invalidFilter, invite: null }, { status: 400, headers: staffHeaders });
  const answer = await callStaffApi(context, call.path, {
    token: staff.token,
    csrf: text("csrf"),
    body: call.body,
    signal: request.signal,
  });
  if (answer.status === 401) throw toSignIn(request);
  if (answer.status !== 200)
    return data({ ok: false, message: answer.message, invite: null }, { status: answer.status, headers: staffHeaders });
  const invited = intent === "invite" ? staffInviteAnswerSchema.safeParse(answer.data) : null;
  if (invited?.success) {
    // The link is shown once, here: only its hash is kept, so the admin passes it on now.
    const link = `${new URL(request.url).origin}/staff/invite/${invited.data.token}`;
    return data(
      { ok: true, message: `Приглашение для ${invited.data.email} готово`, invite: { ...invited.data, link } },
      { headers: staffHeaders },
    );
  }
  return data({ ok: true, message: answer.message || "Готово", invite: null }, { headers: staffHeaders });
}

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = () => [{ title: "Сотрудники — Genesis Химки" }, { name: "robots", content: "noindex, nofollow" }];

export const ErrorBoundary = StaffErrorBoundary;

function RoleSelect(props: { name: string; defaultValue?: string; label: string; id?: string }) {
  return (
    <select name={props.name} defaultValue={props.defaultValue ?? ""} aria-label={props.label} id={props.id} required>
      {props.defaultValue ? null : (
        <option value="" disabled>
          Выберите роль
        </option>
      )}
      {staffRoles.map((role) => (
        <option key={role} value={role}>
          {staffRoleLabels[role]}
        </option>
      ))}
    </select>
  );
}

export default function StaffAccountsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, csrfToken } = loaderData;
  const invite = actionData?.invite;
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={csrfToken}>
      <h1 className={styles.title}>Сотрудники</h1>
      <StaffNotice message={actionData?.message ?? loaderData.problem} error={actionData ? !actionData.ok : Boolean(loaderData.problem)} />
      {invite ? (
        <section className={styles.panel} aria-labelledby="invite-link">
          <h2 id="invite-link">Ссылка-приглашение</h2>
          <p>
            Передайте её {invite.email}: по ней сотрудник задаст свой пароль и войдёт с ролью «
            {isStaffRole(invite.role) ? staffRoleLabels[invite.role] : invite.role}». Ссылка действует до{" "}
            {formatStaffTime(invite.expiresAt)} и только один раз; здесь она показана один раз.
          </p>
          <label className={styles.field}>
            Ссылка
            <input type="text" readOnly value={invite.link} onFocus={(event) => event.currentTarget.select()} />
          </label>
        </section>
      ) : null}
      <section className={styles.panel} aria-labelledby="invite-title">
        <h2 id="invite-title">Пригласить сотрудника</h2>
        <Form method="post" className={styles.filters} aria-labelledby="invite-title">
          <input type="hidden" name="csrf" value={csrfToken} />
          <input type="hidden" name="intent" value="invite" />
          <label className={styles.field}>
            Электронная почта
            <input type="email" name="email" required maxLength={200} autoComplete="off" />
          </label>
          <label className={styles.field}>
            Роль
            <RoleSelect name="role" label="Роль" />
          </label>
          <div className={styles.actions}>
            <button type="submit" className="button">
              Пригласить
            </button>
          </div>
        </Form>
        <dl className={styles.roles}>
          {staffRoles.map((role) => (
            <div key={role}>
              <dt>{staffRoleLabels[role]}</dt>
              <dd>{staffRoleDescriptions[role]}</dd>
            </div>
          ))}
        </dl>
      </section>
      {list ? (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.muted}>Учётные записи</caption>
              <thead>
                <tr>
                  <th scope="col">Электронная почта</th>
                  <th scope="col">Роль</th>
                  <th scope="col">Последний вход</th>
                  <th scope="col">Доступ</th>
                </tr>
              </thead>
              <tbody>
                {list.accounts.map((account) => {
                  const self = account.email === loaderData.email;
                  return (
                    <tr key={account.id}>
                      <td className={styles.break}>{account.email}</td>
                      <td>
                        {self ? (
                          staffRoleLabels[account.role]
                        ) : (
                          <Form method="post" className={styles.actions}>
                            <input type="hidden" name="csrf" value={csrfToken} />
                            <input type="hidden" name="intent" value="role" />
                            <input type="hidden" name="id" value={account.id} />
                            <RoleSelect name="role" defaultValue={account.role} label={`Роль ${account.email}`} />
                            <button type="submit">Изменить роль</button>
                          </Form>
                        )}
                      </td>
                      <td className={styles.nowrap}>{account.lastSeenAt ? formatStaffTime(account.lastSeenAt) : "—"}</td>
                      <td>
                        {self ? (
                          "Это вы"
                        ) : (
                          <Form method="post">
                            <input type="hidden" name="csrf" value={csrfToken} />
                            <input type="hidden" name="intent" value={account.disabled ? "enable" : "disable"} />
                            <input type="hidden" name="id" value={account.id} />
                            <span className={styles.muted}>{account.disabled ? "Отключена " : "Включена "}</span>
                            <button type="submit" aria-label={`${account.disabled ? "Включить" : "Отключить"} ${account.email}`}>
                              {account.disabled ? "Включить" : "Отключить"}
                            </button>
                          </Form>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {list.invites.length > 0 ? (
            <section className={styles.panel} aria-labelledby="invites-title">
              <h2 id="invites-title">Ждут ответа на приглашение</h2>
              <ul>
                {list.invites.map((pending) => (
                  <li key={`${pending.email} ${pending.expiresAt}`}>
                    {pending.email} — {staffRoleLabels[pending.role]}, пригласил {pending.invitedBy}, ссылка действует до{" "}
                    {formatStaffTime(pending.expiresAt)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </StaffShell>
  );
}
