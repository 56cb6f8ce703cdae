import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { staffRoles, type StaffRole } from "@contract/staff-roles";
import { leads } from "../leads/schema";

// The dealer's staff and their work on leads (issue 14; docs/decisions/0033-staff-inbox.md): accounts
// made from the command line, sessions kept here (only a hash of the token), failed sign-ins counted
// here so every process agrees on the limit, comments on leads, and the log of who saw personal data.
// The work state and the erasure mark are columns of `leads` (backend/leads/schema.ts).

const staffRoleList = sql.raw(staffRoles.map((role) => `'${role}'`).join(", "));

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: uuid("id").primaryKey(),
    /** Lower-cased, trimmed. */
    email: text("email").notNull().unique("staff_accounts_email_unique"),
    /** `scrypt$N$r$p$salt$hash` (base64), see passwords.ts. */
    passwordHash: text("password_hash").notNull(),
    /** What the account may do (contract/staff-roles.ts); accounts made before roles existed are admins (migration 0020). */
    role: text("role").$type<StaffRole>().notNull().default("admin"),
    /** A disabled account cannot sign in; its sessions were deleted when it was disabled. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("staff_accounts_role_check", sql`${t.role} in (${staffRoleList})`)],
);

/**
 * An admin's invitation of a new member of staff: the link's token (only its hash is kept) lets them
 * choose their own password once, within a week; the account gets the role the admin chose.
 */
export const staffInvites = pgTable(
  "staff_invites",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    /** The admin's e-mail, kept when the account goes. */
    invitedBy: text("invited_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_invites_email_idx").on(t.email), check("staff_invites_role_check", sql`${t.role} in (${staffRoleList})`)],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    /** SHA-256 of the cookie's token: a leaked table gives no usable session. */
    tokenHash: text("token_hash").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    /** The synchroniser token every state-changing request of this session carries. */
    csrfToken: text("csrf_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The idle timeout counts from here. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sessions_staff_id_idx").on(t.staffId)],
);

/** Failed sign-ins of the last hours, per account (the e-mail typed) and per client address. */
export const staffSignInFailures = pgTable(
  "staff_sign_in_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    account: text("account").notNull(),
    client: text("client").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sign_in_failures_account_idx").on(t.account, t.at), index("staff_sign_in_failures_client_idx").on(t.client, t.at)],
);

/** Staff's notes on a lead; erased with the lead's personal data. */
export const leadComments = pgTable(
  "lead_comments",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    staffId: uuid("staff_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** The author's e-mail, kept when the account goes. */
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("lead_comments_body_length_check", sql`char_length(${t.body}) between 1 and 2000`),
    index("lead_comments_lead_id_idx").on(t.leadId, t.createdAt),
  ],
);

/** What staff did with personal data: every list, view, export and erasure (152-ФЗ), and the retention job's runs. */
export const personalDataAccessActions = ["list", "view", "export", "erase", "retention"] as const;
export type PersonalDataAccessAction = (typeof personalDataAccessActions)[number];

export const personalDataAccess = pgTable(
  "personal_data_access",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    staffId: uuid("staff_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    action: text("action").$type<PersonalDataAccessAction>().notNull(),
    /** The lead seen or erased; null for a list or an export (their filters and count are in `detail`). */
    leadId: uuid("lead_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("personal_data_access_action_check", sql`${t.action} in ('list', 'view', 'export', 'erase', 'retention')`),
    index("personal_data_access_at_idx").on(t.at),
    index("personal_data_access_lead_id_idx").on(t.leadId),
  ],
);
