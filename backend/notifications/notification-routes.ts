// The staff API of lead notifications (admins only, the `accounts` area): the recipients, whether each
// channel is on in this process, and the escalation time (docs/decisions/0106-lead-notifications.md).
import { notificationMessages, notificationRecipientSchema, type NotificationChannel } from "@contract/notifications";
import type { Db } from "../db/database";
import type { Clock } from "../http/clock";
import type { Endpoints } from "../http/endpoints";
import { HttpError } from "../http/http-error";
import { sendData, type StaffGuard } from "../staff/staff-http";
import { addRecipient, listRecipients, removeRecipient, updateRecipient } from "./recipients";

export const notificationPaths = {
  settings: "/v1/staff/notifications",
  add: "/v1/staff/notifications/recipients",
  recipient: "/v1/staff/notifications/recipients/:id",
  remove: "/v1/staff/notifications/recipients/:id/delete",
} as const;

/** What the page says of this process's configuration. */
export type NotificationRouteOptions = { channels: Record<NotificationChannel, boolean>; escalationMinutes: number };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The recipient of the body, or a 400 with the first Russian message (the field it is about first). */
function parseRecipient(body: unknown) {
  const parsed = notificationRecipientSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? notificationMessages.channelRequired);
  return parsed.data;
}

export function registerNotificationRoutes(
  { get, post }: Endpoints,
  authed: StaffGuard,
  db: Db,
  now: Clock,
  opts: NotificationRouteOptions,
): void {
  const recipientId = (raw: unknown) => {
    const id = String(raw ?? "");
    if (!uuidPattern.test(id)) throw new HttpError(404, notificationMessages.notFound);
    return id;
  };

  get(
    notificationPaths.settings,
    authed(
      async (_req, res) =>
        sendData(res, { recipients: await listRecipients(db), channels: opts.channels, escalationMinutes: opts.escalationMinutes }),
      { area: "accounts" },
    ),
  );

  post(
    notificationPaths.add,
    authed(
      async (req, res, staff) => {
        const added = await addRecipient(db, parseRecipient(req.body), staff, now());
        if (added === "duplicate") throw new HttpError(409, notificationMessages.duplicate);
        sendData(res, added, notificationMessages.added);
      },
      { area: "accounts", write: true },
    ),
  );

  post(
    notificationPaths.remove,
    authed(
      async (req, res) => {
        if (!(await removeRecipient(db, recipientId(req.params.id)))) throw new HttpError(404, notificationMessages.notFound);
        sendData(res, null, notificationMessages.removed);
      },
      { area: "accounts", write: true },
    ),
  );

  post(
    notificationPaths.recipient,
    authed(
      async (req, res, staff) => {
        const outcome = await updateRecipient(db, recipientId(req.params.id), parseRecipient(req.body), staff, now());
        if (outcome === "missing") throw new HttpError(404, notificationMessages.notFound);
        if (outcome === "duplicate") throw new HttpError(409, notificationMessages.duplicate);
        sendData(res, null, notificationMessages.saved);
      },
      { area: "accounts", write: true },
    ),
  );
}
