// Which leads a member of staff may see: every kind, or (a service account) the service's requests only
// (contract/staff-roles.ts). The inbox, the export and every endpoint of one lead apply it on the server.
import type { LeadFilter } from "@contract/staff";
import { staffMessages } from "@contract/staff";
import { leadKindsOf, type StaffRole } from "@contract/staff-roles";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { HttpError } from "../http/http-error";
import { leads } from "../leads/schema";

/** The inbox filter as the role may use it: a service account lists service requests, and asking for another kind is refused. */
export function scopedFilter<T extends Partial<LeadFilter>>(filter: T, role: StaffRole): T {
  const kinds = leadKindsOf(role);
  if (!kinds) return filter;
  if (filter.type && !kinds.includes(filter.type as (typeof kinds)[number])) throw new HttpError(403, staffMessages.forbidden);
  return { ...filter, type: kinds[0] };
}

/**
 * Refuses (403) a lead the role may not see; a lead that does not exist is left to the endpoint's own
 * 404. A uuid that is none (a typed address) cannot match and is left to it too.
 */
export async function requireVisibleLead(db: Db, id: string, role: StaffRole): Promise<void> {
  const kinds = leadKindsOf(role);
  if (!kinds || !/^[0-9a-f-]{36}$/i.test(id)) return;
  const [row] = await db.select({ type: leads.leadType }).from(leads).where(eq(leads.id, id)).limit(1);
  if (row && !kinds.includes(row.type)) throw new HttpError(403, staffMessages.forbidden);
}
