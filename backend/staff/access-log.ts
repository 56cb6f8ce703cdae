import type { Db } from "../db/database";
import { personalDataAccess, type PersonalDataAccessAction } from "./schema";

/** Who looked at personal data: a staff member, or the retention job (no account). */
export type Accessor = { staffId: string | null; email: string };

/** The retention job as it appears in the log. */
export const retentionAccessor: Accessor = { staffId: null, email: "задача хранения данных" };

/**
 * Writes one row of the personal-data access log (152-ФЗ): who, when, what. A list or an export names
 * its filters and count, never the search text (a name or a phone is itself personal data).
 */
export async function logAccess(
  db: Db,
  who: Accessor,
  action: PersonalDataAccessAction,
  at: Date,
  what: { leadId?: string; detail?: Record<string, unknown> } = {},
): Promise<void> {
  await db
    .insert(personalDataAccess)
    .values({ staffId: who.staffId, staffEmail: who.email, action, leadId: what.leadId ?? null, detail: what.detail ?? {}, at });
}
