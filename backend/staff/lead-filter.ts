// The inbox's filters as a condition on `leads`: the kind, the delivery and work states, Moscow days and
// the search box. The list, its count and the export all read through it, so they always agree.
import type { LeadType } from "@contract/leads";
import { normalizeLeadPhone } from "@contract/leads";
import type { DeliveryState, LeadFilter } from "@contract/staff";
import { and, between, eq, gt, gte, like, lt, or, sql, type SQL } from "drizzle-orm";
import { leads } from "../leads/schema";

/** The first moment of a Moscow day 'YYYY-MM-DD' (Moscow keeps UTC+3 all year). */
const moscowMidnight = (day: string, plusDays = 0) => {
  const start = new Date(`${day}T00:00:00+03:00`);
  return new Date(start.getTime() + plusDays * 24 * 60 * 60_000);
};

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const deliveryCondition: Record<DeliveryState, SQL | undefined> = {
  queued: and(eq(leads.status, "new"), eq(leads.attempts, 0)),
  retrying: and(eq(leads.status, "new"), gt(leads.attempts, 0)),
  delivered: eq(leads.status, "delivered"),
  needs_attention: eq(leads.status, "needs_attention"),
};

/** The where clause of the inbox's filters (the page aside), on the columns of `leads`. */
export function filterCondition(filter: Omit<LeadFilter, "page">): SQL {
  return (
    and(
      // A kind no form sends (the filter's text is any slug) finds nothing.
      filter.type ? eq(leads.leadType, filter.type as LeadType) : undefined,
      filter.delivery ? deliveryCondition[filter.delivery] : undefined,
      filter.work ? eq(leads.workState, filter.work) : undefined,
      filter.from ? gte(leads.createdAt, moscowMidnight(filter.from)) : undefined,
      filter.to ? lt(leads.createdAt, moscowMidnight(filter.to, 1)) : undefined,
      filter.q ? searchCondition(filter.q) : undefined,
    ) ?? sql`true`
  );
}

/**
 * What a caller gives, found: a name in any case, its words in any order («Смирнова Алёна»; search_fold
 * knows Cyrillic whatever the database's locale; `staff_search` is the folded name, a generated
 * column); a phone by its digits, a whole number in any form (8 911…, +7 (911)…) or a run of 3+ of
 * its digits (text without letters is only a phone); the request number the visitor was shown (the
 * first 8 hex digits of the id, or more of it); an e-mail address.
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  const words = text.split(/\s+/).filter(Boolean);
  // Raw fragments only where the builder has no word: the database's own search_fold, and lower().
  const name = and(...words.map((word) => like(leads.staffSearch, sql`search_fold(${containing(word)})`)));
  const digits = text.replace(/\D+/g, "");
  const requestNumber = /^[0-9a-f]{8}(?:-?[0-9a-f]){0,24}$/i.test(text);
  // A request number with hex letters in it («e5cf5e1b») is no phone: its digits («551») would find
  // every lead whose phone holds them.
  const phone = normalizeLeadPhone(text) ?? (digits.length >= 3 && !(requestNumber && /[a-f]/i.test(text)) ? digits : null);
  const hasLetters = /\p{L}/u.test(text);
  // A request number holds digits, which no name does: it is not looked for among the names, so that the
  // primary key finds it at once rather than every lead being read.
  const notAName = requestNumber && /\d/.test(text);
  return or(
    (hasLetters || !phone) && !notAName ? name : undefined,
    phone ? like(leads.phone, containing(phone)) : undefined,
    requestNumber ? idsStartingWith(text.replace(/-/g, "").toLowerCase()) : undefined,
    text.includes("@") ? like(sql`lower(${leads.email})`, containing(text.toLowerCase())) : undefined,
  );
}

/** The ids starting with these hex digits (with or without the dashes), as a range of the primary key. */
function idsStartingWith(hex: string): SQL {
  const asUuid = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return between(leads.id, asUuid(hex.padEnd(32, "0")), asUuid(hex.padEnd(32, "f")));
}
