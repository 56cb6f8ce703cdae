// The recipients of lead notifications as the admin keeps them (/staff/notifications), and the start's
// seeding from LEAD_NOTIFY_EMAILS and TELEGRAM_CHAT_IDS (docs/decisions/0106-lead-notifications.md).
import { randomUUID } from "node:crypto";
import { allLeadTypes, type NotificationRecipientInput, type NotificationRecipientView } from "@contract/notifications";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { queryRows, toDate } from "../leads/lead-queries";

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

type RecipientRow = {
  id: string;
  channel: "email" | "telegram";
  address: string;
  lead_types: string[] | string;
  include_personal: boolean;
  escalations: boolean;
  enabled: boolean;
  updated_by: string;
  updated_at: unknown;
};

// A text[] comes parsed from both drivers; a raw '{a,b}' text is read here just in case.
const arrayOf = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, "")
        .split(",")
        .filter(Boolean);

const toView = (row: RecipientRow): NotificationRecipientView => ({
  id: row.id,
  channel: row.channel,
  address: row.address,
  leadTypes: arrayOf(row.lead_types),
  includePersonal: row.include_personal,
  escalations: row.escalations,
  enabled: row.enabled,
  updatedBy: row.updated_by,
  updatedAt: toDate(row.updated_at).toISOString(),
});

export async function listRecipients(db: Db): Promise<NotificationRecipientView[]> {
  const rows = await queryRows<RecipientRow>(
    db,
    sql`select id, channel, address, lead_types, include_personal, escalations, enabled, updated_by, updated_at
    from notification_recipients order by channel, address`,
  );
  return rows.map(toView);
}

/** Adds a recipient; "duplicate" when its channel already has the address. */
export async function addRecipient(
  db: Db,
  input: NotificationRecipientInput,
  by: { email: string },
  now: Date,
): Promise<NotificationRecipientView | "duplicate"> {
  const [row] = await queryRows<RecipientRow>(
    db,
    sql`insert into notification_recipients (id, channel, address, lead_types, include_personal, escalations, enabled, created_at, updated_by, updated_at)
    values (${randomUUID()}::uuid, ${input.channel}, ${input.address}, ${textArray(input.leadTypes)}, ${input.includePersonal},
      ${input.escalations}, ${input.enabled}, ${now.toISOString()}::timestamptz, ${by.email}, ${now.toISOString()}::timestamptz)
    on conflict (channel, address) do nothing
    returning id, channel, address, lead_types, include_personal, escalations, enabled, updated_by, updated_at`,
  );
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
  const [taken] = await queryRows<{ id: string }>(
    db,
    sql`select id from notification_recipients where channel = ${input.channel} and address = ${input.address} and id <> ${id}::uuid`,
  );
  if (taken) return "duplicate";
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update notification_recipients set channel = ${input.channel}, address = ${input.address}, lead_types = ${textArray(input.leadTypes)},
      include_personal = ${input.includePersonal}, escalations = ${input.escalations}, enabled = ${input.enabled},
      updated_by = ${by.email}, updated_at = ${now.toISOString()}::timestamptz
    where id = ${id}::uuid returning id`,
  );
  return rows.length === 1 ? "saved" : "missing";
}

/** Removes a recipient; the messages already made keep its address on the leads' pages. */
export async function removeRecipient(db: Db, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`delete from notification_recipients where id = ${id}::uuid returning id`);
  return rows.length === 1;
}
