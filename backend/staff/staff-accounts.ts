// An admin's work on staff accounts (issue 36): the list, invitations a new member of staff accepts by
// choosing a password, roles, disabling and enabling. An admin can never take away the last way in: no
// one changes their own role or disables themselves, so an enabled admin always remains.
import { staffMessages, type StaffAccountRow, type StaffInviteRow } from "@contract/staff";
import type { StaffRole } from "@contract/staff-roles";
import { and, desc, eq, gt, isNull, max } from "drizzle-orm";
import type { Db } from "../db/database";
import { HttpError } from "../http/http-error";
import { logger } from "@platform/logger";
import { staffAccounts, staffInvites, staffSessions } from "./schema";
import {
  addStaffAccount,
  isStaffEmail,
  normalizeEmail,
  randomToken,
  StaffAccountError,
  startSession,
  tokenHashOf,
  type StaffPrincipal,
} from "./staff-auth";

/** How long an invitation's link works. */
export const inviteValidMs = 7 * 24 * 60 * 60_000;

/** Every account, enabled ones first, with when it was last active; and the invitations not yet accepted. */
export async function listStaffAccounts(db: Db, now: Date): Promise<{ accounts: StaffAccountRow[]; invites: StaffInviteRow[] }> {
  const rows = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      disabledAt: staffAccounts.disabledAt,
      createdAt: staffAccounts.createdAt,
      lastSeenAt: max(staffSessions.lastSeenAt),
    })
    .from(staffAccounts)
    .leftJoin(staffSessions, eq(staffSessions.staffId, staffAccounts.id))
    .groupBy(staffAccounts.id)
    .orderBy(staffAccounts.email);
  const accounts = rows
    .map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      disabled: row.disabledAt !== null,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
    }))
    .sort((a, b) => Number(a.disabled) - Number(b.disabled));
  const invites = await db
    .select({ email: staffInvites.email, role: staffInvites.role, invitedBy: staffInvites.invitedBy, expiresAt: staffInvites.expiresAt })
    .from(staffInvites)
    .where(and(isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)))
    .orderBy(desc(staffInvites.createdAt));
  return { accounts, invites: invites.map((invite) => ({ ...invite, expiresAt: invite.expiresAt.toISOString() })) };
}

/**
 * Invites a person to the staff area with a role: the answer's token goes into the link the admin
 * passes on (only its hash is kept). An e-mail that already has an enabled account is refused: change
 * its role instead.
 */
export async function inviteStaff(
  db: Db,
  input: { email: string; role: StaffRole },
  by: StaffPrincipal,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const email = normalizeEmail(input.email);
  if (!isStaffEmail(email)) throw new HttpError(400, staffMessages.emailInvalid);
  const [existing] = await db.select({ disabledAt: staffAccounts.disabledAt }).from(staffAccounts).where(eq(staffAccounts.email, email));
  if (existing && existing.disabledAt === null) throw new HttpError(409, staffMessages.accountExists);
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + inviteValidMs);
  await db
    .insert(staffInvites)
    .values({ tokenHash: tokenHashOf(token), email, role: input.role, invitedBy: by.email, createdAt: now, expiresAt });
  logger.info({ email, role: input.role, by: by.email }, `Приглашение в раздел сотрудников: ${email}, роль ${input.role}`);
  return { token, expiresAt };
}

/** The invitation of a link, while it can still be accepted; null otherwise. */
export async function findInvite(db: Db, token: string, now: Date): Promise<{ email: string; role: StaffRole } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ email: staffInvites.email, role: staffInvites.role })
    .from(staffInvites)
    .where(and(eq(staffInvites.tokenHash, tokenHashOf(token)), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)));
  return row ?? null;
}

/**
 * Accepts an invitation: the account is made (or a disabled one enabled again) with the invited role
 * and the password chosen, the link stops working, and a session starts. Refused when the link is
 * unknown, used or expired (404), or the password is too weak (400, the reason).
 */
export async function acceptInvite(
  db: Db,
  token: string,
  password: string,
  now: Date,
): Promise<{ token: string; principal: StaffPrincipal }> {
  const invite = await findInvite(db, token, now);
  if (!invite) throw new HttpError(404, staffMessages.inviteInvalid);
  try {
    await addStaffAccount(db, invite.email, password, invite.role);
  } catch (error) {
    // A password too short or too plain: its Russian reason, and the link still works.
    if (error instanceof StaffAccountError) throw new HttpError(400, error.message);
    throw error;
  }
  // Used once: a second use of the link finds nothing, in any process.
  const used = await db
    .update(staffInvites)
    .set({ usedAt: now })
    .where(and(eq(staffInvites.tokenHash, tokenHashOf(token)), isNull(staffInvites.usedAt)))
    .returning({ email: staffInvites.email });
  if (used.length === 0) throw new HttpError(404, staffMessages.inviteInvalid);
  const [account] = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email, role: staffAccounts.role })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, invite.email));
  if (!account) throw new HttpError(404, staffMessages.inviteInvalid);
  logger.info({ email: account.email, role: account.role }, `Приглашение принято: ${account.email}`);
  return startSession(db, account, now);
}

/** Gives another account a role; nobody changes their own (an admin could otherwise leave no admin). */
export async function setStaffRole(db: Db, id: string, role: StaffRole, by: StaffPrincipal): Promise<void> {
  if (id === by.staffId) throw new HttpError(409, staffMessages.ownRole);
  const changed = await db.update(staffAccounts).set({ role }).where(eq(staffAccounts.id, id)).returning({ email: staffAccounts.email });
  if (changed.length === 0) throw new HttpError(404, staffMessages.accountNotFound);
  logger.info({ email: changed[0]?.email, role, by: by.email }, `Роль сотрудника изменена: ${changed[0]?.email} — ${role}`);
}

/** Disables another account (its sessions end at once) or enables it again. */
export async function setStaffEnabled(db: Db, id: string, enabled: boolean, by: StaffPrincipal, now: Date): Promise<void> {
  if (id === by.staffId) throw new HttpError(409, staffMessages.ownAccount);
  const changed = await db
    .update(staffAccounts)
    .set({ disabledAt: enabled ? null : now })
    .where(eq(staffAccounts.id, id))
    .returning({ email: staffAccounts.email });
  if (changed.length === 0) throw new HttpError(404, staffMessages.accountNotFound);
  if (!enabled) await db.delete(staffSessions).where(eq(staffSessions.staffId, id));
  logger.info(
    { email: changed[0]?.email, enabled, by: by.email },
    `Учётная запись ${changed[0]?.email} ${enabled ? "включена" : "отключена"}`,
  );
}
