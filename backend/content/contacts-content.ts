// The dealer's contacts and requisites as the studio edits them: one item, "dealer", whose data are the
// dealer's options (scope "dealer" of the options table), which the header, the footer, the contacts
// page and the legal PDFs read. They are always on the site: they can be changed, never taken down.
import { contactsDraftSchema, contentMessages, type ContactsDraft } from "@contract/content";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { HttpError } from "../http/http-error";
import { options } from "../site/schema";
import { FieldsError, fieldsOf } from "./fields-error";
import type { ContentAdapter } from "./revisions";

export const contactsItemId = "dealer";
const keys = Object.keys(contactsDraftSchema.shape) as (keyof ContactsDraft)[];

/** The form checked as the studio stores it. */
export async function checkContactsDraft(_db: Db, itemId: string | null, input: unknown): Promise<ContactsDraft> {
  if (itemId !== contactsItemId) throw new HttpError(404, contentMessages.notFound);
  const parsed = contactsDraftSchema.safeParse(input);
  if (!parsed.success) throw new FieldsError(fieldsOf(parsed.error));
  return parsed.data;
}

export const contactsAdapter: ContentAdapter = {
  kind: "contacts",
  async live(db, itemId) {
    if (itemId !== contactsItemId) return null;
    const rows = await db.select({ key: options.key, value: options.value }).from(options).where(eq(options.scope, "dealer"));
    const found = new Map(rows.map((row) => [row.key, row.value]));
    return Object.fromEntries(keys.map((key) => [key, found.get(key) ?? ""]));
  },
  async publish(db, _itemId, data) {
    const draft = contactsDraftSchema.parse(data);
    const rows = keys.map((key) => ({ scope: "dealer" as const, key, value: draft[key] }));
    // One statement for every key: the content version moves once, and no page sees half of the change.
    await db
      .insert(options)
      .values(rows)
      .onConflictDoUpdate({ target: [options.scope, options.key], set: { value: sql`excluded.value` } });
  },
  async unpublish() {
    throw new HttpError(400, contentMessages.contactsPermanent);
  },
  async newId() {
    return contactsItemId;
  },
  async remove() {
    throw new HttpError(400, contentMessages.contactsPermanent);
  },
};
