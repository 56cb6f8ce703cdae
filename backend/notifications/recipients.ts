// The recipients of lead notifications as the admin keeps them (/staff/notifications), and the start's
// seeding from LEAD_NOTIFY_EMAILS and TELEGRAM_CHAT_IDS (docs/decisions/0106-lead-notifications.md).
import { randomUUID } from "node:crypto";
import { allLeadTypes, type NotificationRecipientInput, type NotificationRecipientView } from "@contract/notifications";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { queryRows } from "../leads/lead-queries";
import { notificationRecipients } from "./schema";

/** Who seeded recipients, as the page shows it. */
export const seededBy = "настройка при запуске (LEAD_NOTIFY_EMAILS, TELEGRAM_CHAT_IDS)";

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Writes the recipients the environment names, each hearing of every kind of lead and of escalations,
 * without the visitor's data, only while the table is empty: once the admin keeps the list, the
 * environment no longer changes it. One statement; two processes starting at once write each once.
 */
export async function seedRecipients(db: Db, seed: { emails: readonly string[]; chatIds: readonly string[] }): Promise<number> {
  const wanted = [
    ...seed.emails.map((address) => ({ channel: "email", address: address.toLowerCase() })),
    ...seed.chatIds.map((address) => ({ channel: "telegram", address })),
  ];
  if (wanted.length === 0) return 0;
  const values = wanted.map(
    (one) => sql`(${randomUUID()}::uuid, ${one.channel}, ${one.address}, ${textArray(allLeadTypes)}, false, true, true, ${seededBy})`,
  );
  // Raw: an insert … select guarded by `not exists` in one statement; the builder's insert … select needs every column in order.
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into notification_recipients (id, channel, address, lead_types, include_personal, escalations, enabled, updated_by)
    select * from (values ${sql.join(values, sql`, `)}) v
    where not exists (select 1 from notification_recipients)
    on conflict (channel, address) do nothing
    returning id`,
  );
  return rows.length;
}

/** The columns a recipient is shown with. */
const viewFields = {
  id: notificationRecipients.id,
  channel: notificationRecipients.channel,
  address: notificationRecipients.address,
  leadTypes: notificationRecipients.leadTypes,
  includePersonal: notificationRecipients.includePersonal,
  escalations: notificationRecipients.escalations,
  enabled: notificationRecipients.enabled,
  updatedBy: notificationRecipients.updatedBy,
  updatedAt: notificationRecipients.updatedAt,
};

type RecipientRow = Omit<typeof notificationRecipients.$inferSelect, "createdAt">;

const toView = (row: RecipientRow): NotificationRecipientView => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** The columns the admin's form sets. */
const recipientColumns = (input: NotificationRecipientInput) => ({
  channel: input.channel,
  address: input.address,
  leadTypes: input.leadTypes,
  includePersonal: input.includePersonal,
  escalations: input.escalations,
  enabled: input.enabled,
});

export async function listRecipients(db: Db): Promise<NotificationRecipientView[]> {
  const rows = await db
    .select(viewFields)
    .from(notificationRecipients)
    .orderBy(notificationRecipients.channel, notificationRecipients.address);
  return rows.map(toView);
}

/** Adds a recipient; "duplicate" when its channel already has the address. */
export async function addRecipient(
  db: Db,
  input: NotificationRecipientInput,
  by: { email: string },
  now: Date,
): Promise<NotificationRecipientView | "duplicate"> {
  const [row] = await db
    .insert(notificationRecipients)
    .values({ id: randomUUID(), ...recipientColumns(input), createdAt: now, updatedBy: by.email, updatedAt: now })
    .onConflictDoNothing({ target: [notificationRecipients.channel, notificationRecipients.address] })
    .returning(viewFields);
  return row ? toView(row) : "duplicate";
}

/** Changes a recipient; "missing" when there is none with the id, "duplicate" when the new address is taken. */
export async function updateRecipient(
  db: Db,
  id: string,
  input: NotificationRecipientInput,
  by: { email: string },
  now: Date,
): Promise<"saved" | "missing" | "duplicate"> {
  const [taken] = await db
    .select({ id: notificationRecipients.id })
    .from(notificationRecipients)
    .where(
      and(
        eq(notificationRecipients.channel, input.channel),
        eq(notificationRecipients.address, input.address),
        ne(notificationRecipients.id, id),
      ),
    );
  if (taken) return "duplicate";
  const rows = await db
    .update(notificationRecipients)
    .set({ ...recipientColumns(input), updatedBy: by.email, updatedAt: now })
    .where(eq(notificationRecipients.id, id))
    .returning({ id: notificationRecipients.id });
  return rows.length === 1 ? "saved" : "missing";
}

/** Removes a recipient; the messages already made keep its address on the leads' pages. */
export async function removeRecipient(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(notificationRecipients)
    .where(eq(notificationRecipients.id, id))
    .returning({ id: notificationRecipients.id });
  return rows.length === 1;
}
