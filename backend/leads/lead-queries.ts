import type { LeadType } from "@contract/leads";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database";
import { personalDataFallback, recordedConsentSql } from "../consents/consent-queries";
import type { NewLead } from "./lead-record";
import { leads } from "./schema";

/** What the endpoint answers about a stored lead. */
export type StoredLead = Pick<typeof leads.$inferSelect, "id" | "leadType" | "createdAt">;

/** The rows of a raw statement: both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Pick<Db, "execute">, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp as either driver returns it (a Date, or text from a raw statement). */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

type LeadRow = { id: string; lead_type: LeadType; created_at: unknown };
const toStoredLead = (row: LeadRow): StoredLead => ({ id: row.id, leadType: row.lead_type, createdAt: toDate(row.created_at) });

/**
 * Writes leads, their outbox rows and their notifications in one statement, so for each lead both or neither exist (a
 * statement is atomic; one round trip for many leads keeps writes cheap under load). A lead whose
 * idempotency key is already taken is left out of the answer: the unique index decides, also between
 * concurrent duplicates (ON CONFLICT waits for the other insert to commit or roll back) and between
 * two leads of one batch (the second is the conflict). `db` may be a caller's transaction (a test-drive
 * booking stores its lead with the booked slot), which then decides when both are committed.
 */
export async function insertLeadsWithOutbox(db: Pick<Db, "execute">, batch: readonly NewLead[]): Promise<Map<string, StoredLead>> {
  if (batch.length === 0) return new Map();
  const values = batch.map(
    (lead) => sql`(${lead.id}::uuid, ${lead.leadType}, ${lead.model}, ${lead.city}::int, ${lead.dealer}::int, ${lead.name},
      ${lead.surname}, ${lead.phone}, ${lead.email}, ${lead.agree}::boolean, ${JSON.stringify(lead.details)}::jsonb,
      ${consentColumns(lead)}, ${lead.page}, ${lead.place}, ${JSON.stringify(lead.utm)}::jsonb, ${lead.clientIp},
      ${lead.userAgent}, ${lead.idempotencyKey})`,
  );
  // Raw: data-modifying CTEs (the lead, its outbox row, its notifications) in one statement, so all or none are written.
  const rows = await queryRows<LeadRow>(
    db,
    sql`with inserted as (
      insert into leads (id, lead_type, model, city, dealer, name, surname, phone, email, agree, details,
        consent_version, third_parties_consent_version, advertising_consent_version, page, place, utm, client_ip, user_agent, idempotency_key)
      values ${sql.join(values, sql`, `)}
      on conflict (idempotency_key) do nothing
      returning id, lead_type, created_at
    ), queued as (
      insert into lead_outbox (lead_id, created_at) select id, created_at from inserted
    ), notified as (
      -- A message for each recipient of its kind (docs/decisions/0106-lead-notifications.md), stored with the lead.
      insert into lead_notifications (lead_id, recipient_id, channel, address, reason, include_personal, created_at, next_attempt_at)
      select i.id, r.id, r.channel, r.address, 'new', r.include_personal, i.created_at, i.created_at
      from inserted i join notification_recipients r on r.enabled and i.lead_type = any(r.lead_types)
    )
    select id, lead_type, created_at from inserted`,
  );
  return new Map(rows.map((row) => [row.id, toStoredLead(row)]));
}

/**
 * The three consent columns of a lead, worked out in the statement that stores it (docs/decisions/0101):
 * personal data and third parties always (every lead goes to the importer's system), advertising only
 * when given. A version the table lacks never fails the insert: the one in effect is recorded instead.
 */
function consentColumns(lead: NewLead): SQL {
  const { at, personalData, thirdParties, advertising } = lead.consents;
  const advertisingSql =
    advertising === null ? sql`null::text` : recordedConsentSql("advertising", advertising === true ? null : advertising, at, null);
  return sql`${recordedConsentSql("personal-data", personalData, at, personalDataFallback)}, ${recordedConsentSql("third-parties", thirdParties, at, null)}, ${advertisingSql}`;
}

/** The lead stored under an idempotency key. */
export async function findLeadByIdempotencyKey(db: Db, key: string): Promise<StoredLead | null> {
  const [row] = await db
    .select({ id: leads.id, leadType: leads.leadType, createdAt: leads.createdAt })
    .from(leads)
    .where(eq(leads.idempotencyKey, key));
  return row ?? null;
}

/** A stored lead, and whether this request stored it (false: an earlier one with the same key did). */
export type StoreOutcome = StoredLead & { fresh: boolean };

/** The outcome of a lead the insert left out: the earlier lead with its key. */
async function earlierLead(db: Db, lead: NewLead): Promise<StoreOutcome> {
  const key = lead.idempotencyKey;
  const earlier = key === null ? null : await findLeadByIdempotencyKey(db, key);
  // Leads are never deleted, so a key that kept a lead out names one.
  if (!earlier) throw new Error(`[leads] insert of ${lead.id} stored nothing, and no lead has its idempotency key`);
  return { ...earlier, fresh: false };
}

/** Stores one lead, or finds the one stored before under the same key. */
export async function storeLead(db: Db, lead: NewLead): Promise<StoreOutcome> {
  const inserted = (await insertLeadsWithOutbox(db, [lead])).get(lead.id);
  return inserted ? { ...inserted, fresh: true } : earlierLead(db, lead);
}

type Waiting = { lead: NewLead; resolve(outcome: StoreOutcome): void; reject(error: unknown): void };

/**
 * Stores leads as `storeLead` does, gathering those that arrive in one turn of the event loop into
 * one statement (group commit): under load a round trip per lead is what limits the rate. A batch the
 * database refuses is retried lead by lead, so one bad row never fails the others.
 */
export function createLeadWriter(db: Db, { maxBatch = 50 } = {}): (lead: NewLead) => Promise<StoreOutcome> {
  let queue: Waiting[] = [];
  let scheduled = false;
  const flush = async () => {
    scheduled = false;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(maxBatch);
    if (queue.length > 0) schedule();
    if (batch.length === 1) {
      const [only] = batch as [Waiting];
      await storeLead(db, only.lead).then(only.resolve, only.reject);
      return;
    }
    let inserted: Map<string, StoredLead>;
    try {
      inserted = await insertLeadsWithOutbox(
        db,
        batch.map((waiting) => waiting.lead),
      );
    } catch {
      for (const waiting of batch) void storeLead(db, waiting.lead).then(waiting.resolve, waiting.reject);
      return;
    }
    for (const { lead, resolve, reject } of batch) {
      const stored = inserted.get(lead.id);
      if (stored) resolve({ ...stored, fresh: true });
      else earlierLead(db, lead).then(resolve, reject);
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  };
  return (lead) =>
    new Promise<StoreOutcome>((resolve, reject) => {
      queue.push({ lead, resolve, reject });
      schedule();
    });
}
