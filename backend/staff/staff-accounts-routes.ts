// The staff API of accounts (admins only) and of invitations (the link's holder, before any session).
import { staffMessages } from "@contract/staff";
import { isStaffRole, staffRoles } from "@contract/staff-roles";
import { z } from "zod";
import type { Db } from "../db/database";
import type { Clock } from "../http/clock";
import type { Endpoints } from "../http/endpoints";
import { HttpError } from "../http/http-error";
import { acceptInvite, findInvite, inviteStaff, listStaffAccounts, setStaffEnabled, setStaffRole } from "./staff-accounts";
import { sendData, withCsrf, type StaffGuard } from "./staff-http";

export const accountPaths = {
  accounts: "/v1/staff/accounts",
  invite: "/v1/staff/accounts/invite",
  role: "/v1/staff/accounts/:id/role",
  disable: "/v1/staff/accounts/:id/disable",
  enable: "/v1/staff/accounts/:id/enable",
  inviteOf: "/v1/staff/invites/:token",
  accept: "/v1/staff/invites/:token/accept",
} as const;

const role = z.enum(staffRoles, { error: staffMessages.roleRequired });
const inviteSchema = withCsrf({ email: z.string({ error: staffMessages.emailInvalid }).max(200, staffMessages.emailInvalid), role });
const roleSchema = withCsrf({ role });
const acceptSchema = z.object({
  password: z
    .string({ error: staffMessages.signInFields })
    .min(1, staffMessages.signInFields)
    .max(256)
    // eslint-disable-next-line no-control-regex -- a password a form sends has no control characters
    .regex(/^[^\u0000-\u001f\u007f]*$/, staffMessages.signInFields),
});
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Registers the accounts and invitations endpoints on the backend router. */
export function registerAccountRoutes({ get, post }: Endpoints, authed: StaffGuard, db: Db, now: Clock): void {
  const accountId = (raw: unknown) => {
    const id = String(raw ?? "");
    if (!uuidPattern.test(id)) throw new HttpError(404, staffMessages.accountNotFound);
    return id;
  };

  get(
    accountPaths.accounts,
    authed(async (_req, res) => sendData(res, await listStaffAccounts(db, now())), { area: "accounts" }),
  );

  post(
    accountPaths.invite,
    authed(
      async (req, res, staff) => {
        const body = inviteSchema.safeParse(req.body);
        if (!body.success) throw new HttpError(400, body.error.issues[0]?.message ?? staffMessages.emailInvalid);
        const { token, expiresAt } = await inviteStaff(db, body.data, staff, now());
        sendData(res, { email: body.data.email.trim().toLowerCase(), role: body.data.role, token, expiresAt: expiresAt.toISOString() });
      },
      { area: "accounts", write: true },
    ),
  );

  post(
    accountPaths.role,
    authed(
      async (req, res, staff) => {
        const body = roleSchema.safeParse(req.body);
        if (!body.success || !isStaffRole(body.data.role)) throw new HttpError(400, staffMessages.roleRequired);
        await setStaffRole(db, accountId(req.params.id), body.data.role, staff);
        sendData(res, null, staffMessages.roleChanged);
      },
      { area: "accounts", write: true },
    ),
  );

  for (const [path, enabled] of [
    [accountPaths.disable, false],
    [accountPaths.enable, true],
  ] as const) {
    post(
      path,
      authed(
        async (req, res, staff) => {
          await setStaffEnabled(db, accountId(req.params.id), enabled, staff, now());
          sendData(res, null, enabled ? staffMessages.accountEnabled : staffMessages.accountDisabled);
        },
        { area: "accounts", write: true },
      ),
    );
  }

  // The invitation page asks first whose it is; the link's token is the only credential.
  get(accountPaths.inviteOf, async (req, res) => {
    const invite = await findInvite(db, String(req.params.token ?? ""), now());
    if (!invite) throw new HttpError(404, staffMessages.inviteInvalid);
    sendData(res, invite);
  });

  post(accountPaths.accept, async (req, res) => {
    const body = acceptSchema.safeParse(req.body);
    if (!body.success) throw new HttpError(400, body.error.issues[0]?.message ?? staffMessages.signInFields);
    const { token, principal } = await acceptInvite(db, String(req.params.token ?? ""), body.data.password, now());
    sendData(res, { token, email: principal.email, role: principal.role, csrfToken: principal.csrfToken });
  });
}
