// Staff accounts, sign-in with its rate limit, and sessions, all in the database so that every web
// process agrees (docs/decisions/0034-staff-passwords-and-sessions.md).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { queryRows } from "../leads/lead-queries";
import type { StaffRole } from "@contract/staff-roles";
import { hashPassword, passwordProblem, verifyAgainstDecoy, verifyPassword } from "./passwords";
import { staffAccounts, staffSessions, staffSignInFailures } from "./schema";

/** A session ends after this long without a request. */
export const sessionIdleMs = 8 * 60 * 60_000;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const touchEveryMs = 60_000;

/** Failed sign-ins counted over this window. */
export const signInWindowMs = 15 * 60_000;
/** Failed sign-ins allowed per account (the e-mail typed) in the window. */
export const signInAccountLimit = 5;
/** Failed sign-ins allowed per client address in the window (an office behind one address has several people). */
export const signInClientLimit = 20;

/** An e-mail as accounts are keyed: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether an e-mail can name an account (after normalizeEmail). */
export function isStaffEmail(key: string): boolean {
  return emailPattern.test(key) && key.length <= 200;
}

/**
 * Creates an account (an admin unless `role` says otherwise), or gives an existing one a new password
 * and enables it again, keeping its role unless `role` is given.
 */
export async function addStaffAccount(db: Db, email: string, password: string, role?: StaffRole): Promise<"created" | "updated"> {
  const key = normalizeEmail(email);
  if (!isStaffEmail(key)) throw new StaffAccountError(`Неверный адрес почты: ${email}`);
  const problem = passwordProblem(password);
  if (problem) throw new StaffAccountError(problem);
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(staffAccounts)
    .values({ id: randomUUID(), email: key, passwordHash, role: role ?? "admin" })
    .onConflictDoUpdate({ target: staffAccounts.email, set: { passwordHash, disabledAt: null, ...(role ? { role } : {}) } })
    // A raw fragment: `xmax = 0` tells an inserted row from an updated one, which the builder has no word for.
    .returning({ id: staffAccounts.id, created: sql<boolean>`(xmax = 0)` });
  // A new password ends every session signed in with the old one.
  if (row && !row.created) await db.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
  return row?.created ? "created" : "updated";
}

/** Disables an account and ends its sessions; false when there is no such account. */
export async function disableStaffAccount(db: Db, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ disabledAt: now })
    .where(eq(staffAccounts.email, normalizeEmail(email)))
    .returning({ id: staffAccounts.id });
  const id = rows[0]?.id;
  if (!id) return false;
  await db.delete(staffSessions).where(eq(staffSessions.staffId, id));
  return true;
}

/** A problem with an account the CLI reports as it is. */
export class StaffAccountError extends Error {}

/** A signed-in staff member as the API sees them. */
export type StaffPrincipal = { staffId: string; email: string; role: StaffRole; csrfToken: string; tokenHash: string };

export type SignInResult =
  | { ok: true; token: string; principal: StaffPrincipal }
  | { ok: false; reason: "failed" }
  | { ok: false; reason: "limited"; retryAfterMs: number };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/**
 * Signs in with an e-mail and a password from a client address. Over the limit of failures (per
 * account or per address) nothing is checked. An unknown e-mail, a disabled account and a wrong
 * password fail alike and take as long, so the answer never tells which e-mails have accounts.
 */
export async function signIn(db: Db, input: { email: string; password: string; client: string }, now: Date): Promise<SignInResult> {
  const account = normalizeEmail(input.email).slice(0, 200);
  const since = new Date(now.getTime() - signInWindowMs);
  // The attempt is written down as a failure before it is counted and before the password is checked
  // (a success deletes it again): attempts sent at once then count each other, and no more than the
  // limit of them ever reach the password check. Counted after the check, a burst of parallel
  // guesses all saw the same count and were all checked.
  const [attempt] = await db
    .insert(staffSignInFailures)
    .values({ account, client: input.client, at: now })
    .returning({ id: staffSignInFailures.id });
  // Raw: one row of `count(*) filter (where …)` aggregates, which the builder has no word for.
  const [counts] = await queryRows<{ by_account: number; by_client: number; oldest: unknown }>(
    db,
    sql`select count(*) filter (where account = ${account})::int as by_account,
      count(*) filter (where client = ${input.client})::int as by_client,
      min(at) as oldest
    from staff_sign_in_failures where at > ${since.toISOString()}::timestamptz and (account = ${account} or client = ${input.client})`,
  );
  if (counts && (counts.by_account > signInAccountLimit || counts.by_client > signInClientLimit)) {
    // A refused attempt checked nothing: it does not count (nor lengthen the lock).
    if (attempt) await db.delete(staffSignInFailures).where(eq(staffSignInFailures.id, attempt.id));
    const oldest = counts.oldest ? new Date(String(counts.oldest instanceof Date ? counts.oldest.toISOString() : counts.oldest)) : now;
    return { ok: false, reason: "limited", retryAfterMs: Math.max(1000, oldest.getTime() + signInWindowMs - now.getTime()) };
  }
  const [found] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, account));
  const matches = found ? await verifyPassword(input.password, found.passwordHash) : await verifyAgainstDecoy(input.password);
  // A failure is already written down.
  if (!found || !matches || found.disabledAt !== null) return { ok: false, reason: "failed" };
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.account, account));
  return { ok: true, ...(await startSession(db, found, now)) };
}

/** The staff member of a session token, if the session exists, is not idle for 8 h and its account is enabled. */
export async function authenticate(db: Db, token: string, now: Date): Promise<StaffPrincipal | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const tokenHash = sha256(token);
  const [row] = await db
    .select({
      staffId: staffSessions.staffId,
      csrfToken: staffSessions.csrfToken,
      lastSeenAt: staffSessions.lastSeenAt,
      email: staffAccounts.email,
      role: staffAccounts.role,
      disabledAt: staffAccounts.disabledAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash));
  if (!row) return null;
  if (row.disabledAt !== null || now.getTime() - row.lastSeenAt.getTime() >= sessionIdleMs) {
    await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= touchEveryMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
  }
  return { staffId: row.staffId, email: row.email, role: row.role, csrfToken: row.csrfToken, tokenHash };
}

/** Starts a session for an account (after a sign-in, or an accepted invitation); its token and principal. */
export async function startSession(
  db: Db,
  account: { id: string; email: string; role: StaffRole },
  now: Date,
): Promise<{ token: string; principal: StaffPrincipal }> {
  const token = newToken();
  const principal: StaffPrincipal = {
    staffId: account.id,
    email: account.email,
    role: account.role,
    csrfToken: newToken(),
    tokenHash: sha256(token),
  };
  await db
    .insert(staffSessions)
    .values({ tokenHash: principal.tokenHash, staffId: account.id, csrfToken: principal.csrfToken, createdAt: now, lastSeenAt: now });
  return { token, principal };
}

/** The SHA-256 of a token, as sessions and invitations keep it. */
export const tokenHashOf = sha256;

/** A new random token (256 bits, URL-safe). */
export const randomToken = newToken;

/** Ends a session on the server: its token is worthless from now on. */
export async function signOut(db: Db, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

/** Deletes idle sessions and failures older than the window (the retention job calls it). */
export async function pruneStaffAuth(db: Db, now: Date): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs)));
  await db.delete(staffSignInFailures).where(lt(staffSignInFailures.at, new Date(now.getTime() - signInWindowMs)));
}

/** The number of open sessions of an account (tests, the CLI's report). */
export async function countSessions(db: Db, email: string): Promise<number> {
  const rows = await db
    .select({ tokenHash: staffSessions.tokenHash })
    .from(staffSessions)
    .innerJoin(staffAccounts, and(eq(staffAccounts.id, staffSessions.staffId), eq(staffAccounts.email, normalizeEmail(email))));
  return rows.length;
}
