import { data, Form } from "react-router";
import { leadTypes } from "@contract/leads";
import {
  notificationChannelLabels,
  notificationChannels,
  notificationMessages,
  notificationRecipientSchema,
  notificationSettingsSchema,
  type NotificationRecipientView,
} from "@contract/notifications";
import { staffMessages } from "@contract/staff";
import { formatStaffTime, leadTypeLabel } from "@contract/staff-labels";
import { callStaffApi, requireStaff, staffHeaders, toSignIn } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffNotice, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import { formFields, readFormData } from "~/lib/form-fields";
import type { Route } from "./+types/staff-notifications";

export const handle = { staff: true };

/** Who is told of leads, and whether each channel is on (admins only; docs/decisions/0106-lead-notifications.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "accounts");
  const answer = await callStaffApi(context, "/v1/staff/notifications", { token: staff.token, signal: request.signal });
  if (answer.status === 401) throw toSignIn(request);
  const settings = notificationSettingsSchema.safeParse(answer.data);
  return data(
    {
      email: staff.email,
      role: staff.role,
      csrfToken: staff.csrfToken,
      settings: settings.success ? settings.data : null,
      problem: settings.success ? null : answer.message || staffMessages.unavailable,
    },
    { headers: staffHeaders },
  );
}

/** Add, save or remove a recipient; the form is checked here with the contract's schema, then by the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "accounts");
  const form = await readFormData(request);
  const text = formFields(form);
  const intent = text("intent");
  const id = encodeURIComponent(text("id"));
  let path: string;
  let body: Record<string, unknown> = {};
  if (intent === "delete") {
    path = `/v1/staff/notifications/recipients/${id}/delete`;
  } else if (intent === "add" || intent === "save") {
    const recipient = notificationRecipientSchema.safeParse({
      channel: text("channel"),
      address: text("address"),
      leadTypes: form.getAll("leadTypes").filter((value): value is string => typeof value === "string"),
      includePersonal: text("includePersonal"),
      escalations: text("escalations"),
      enabled: text("enabled"),
    });
    if (!recipient.success)
      return data(
        { ok: false, message: recipient.error.issues[0]?.message ?? notificationMessages.channelRequired },
        { status: 400, headers: staffHeaders },
      );
    path = intent === "add" ? "/v1/staff/notifications/recipients" : `/v1/staff/notifications/recipients/${id}`;
    body = recipient.data;
  } else {
    return data({ ok: false, message: staffMessages.invalidFilter }, { status: 400, headers: staffHeaders });
  }
  const answer = await callStaffApi(context, path, { token: staff.token, csrf: text("csrf"), body, signal: request.signal });
  if (answer.status === 401) throw toSignIn(request);
  if (answer.status !== 200) return data({ ok: false, message: answer.message }, { status: answer.status, headers: staffHeaders });
  return data({ ok: true, message: answer.message || "Готово" }, { headers: staffHeaders });
}

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Уведомления о заявках — Genesis Химки" },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

/** The fields a recipient has beside its address: the kinds of lead, personal data, escalations, on/off. */
function RecipientChoices(props: { recipient?: NotificationRecipientView }) {
  const { recipient } = props;
  const types = new Set(recipient?.leadTypes ?? leadTypes);
  return (
    <>
      <fieldset className={styles.field}>
        <legend>Виды заявок</legend>
        {leadTypes.map((type) => (
          <label key={type}>
            <input type="checkbox" name="leadTypes" value={type} defaultChecked={types.has(type)} /> {leadTypeLabel(type)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.field}>
        <legend>Что отправлять</legend>
        <label>
          <input type="checkbox" name="includePersonal" value="on" defaultChecked={recipient?.includePersonal ?? false} /> Имя и телефон
          посетителя (только в тексте, не в теме письма)
        </label>
        <label>
          <input type="checkbox" name="escalations" value="on" defaultChecked={recipient?.escalations ?? false} /> Напоминания о заявках,
          которые никто не открыл
        </label>
        <label>
          <input type="checkbox" name="enabled" value="on" defaultChecked={recipient?.enabled ?? true} /> Включён
        </label>
      </fieldset>
    </>
  );
}

export default function StaffNotificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, csrfToken } = loaderData;
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={csrfToken}>
      <h1 className={styles.title}>Уведомления о заявках</h1>
      <StaffNotice message={actionData?.message ?? loaderData.problem} error={actionData ? !actionData.ok : Boolean(loaderData.problem)} />
      {settings ? (
        <section className={styles.panel} aria-labelledby="channels-title">
          <h2 id="channels-title">Каналы</h2>
          <ul>
            {notificationChannels.map((channel) => (
              <li key={channel}>
                {notificationChannelLabels[channel]}:{" "}
                {settings.channels[channel]
                  ? "включён"
                  : `выключен — не задан ${channel === "email" ? "SMTP_URL" : "TELEGRAM_BOT_TOKEN"}, сообщения ждут, пока его не настроят`}
              </li>
            ))}
          </ul>
          <p className={styles.muted}>
            Заявку, которую никто не открыл и не взял в работу за {settings.escalationMinutes} мин рабочего времени (9:00–21:00 по Москве),
            получатели напоминаний получат ещё раз.
          </p>
        </section>
      ) : null}
      <section className={styles.panel} aria-labelledby="add-title">
        <h2 id="add-title">Добавить получателя</h2>
        <Form method="post" className={styles.filters} aria-labelledby="add-title">
          <input type="hidden" name="csrf" value={csrfToken} />
          <input type="hidden" name="intent" value="add" />
          <label className={styles.field}>
            Куда
            <select name="channel" defaultValue="email" required>
              {notificationChannels.map((channel) => (
                <option key={channel} value={channel}>
                  {notificationChannelLabels[channel]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Адрес почты или номер чата Telegram
            <input type="text" name="address" required maxLength={200} autoComplete="off" />
          </label>
          <RecipientChoices />
          <div className={styles.actions}>
            <button type="submit" className="button">
              Добавить
            </button>
          </div>
        </Form>
      </section>
      {settings ? (
        settings.recipients.length === 0 ? (
          <p className={styles.muted}>Получателей пока нет: о новых заявках никто не узнает, пока их не откроют в разделе «Заявки».</p>
        ) : (
          settings.recipients.map((recipient) => (
            <section key={recipient.id} className={styles.panel} aria-label={`Получатель ${recipient.address}`}>
              <h2 className={styles.break}>
                {notificationChannelLabels[recipient.channel]}: {recipient.address}
                {recipient.enabled ? "" : " (выключен)"}
              </h2>
              <p className={styles.muted}>
                Изменил {recipient.updatedBy}, {formatStaffTime(recipient.updatedAt)}
              </p>
              <Form method="post" className={styles.filters}>
                <input type="hidden" name="csrf" value={csrfToken} />
                <input type="hidden" name="intent" value="save" />
                <input type="hidden" name="id" value={recipient.id} />
                <input type="hidden" name="channel" value={recipient.channel} />
                <input type="hidden" name="address" value={recipient.address} />
                <RecipientChoices recipient={recipient} />
                <div className={styles.actions}>
                  <button type="submit" aria-label={`Сохранить ${recipient.address}`}>
                    Сохранить
                  </button>
                </div>
              </Form>
              <Form method="post">
                <input type="hidden" name="csrf" value={csrfToken} />
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={recipient.id} />
                <button type="submit" aria-label={`Удалить ${recipient.address}`}>
                  Удалить
                </button>
              </Form>
            </section>
          ))
        )
      ) : null}
    </StaffShell>
  );
}
