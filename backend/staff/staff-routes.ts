// The staff API under /v1/staff (docs/decisions/0033-staff-inbox.md): sign-in and sign-out, the inbox,
// a lead's page and its work, the export, erasure, and the test-drive calendar (test-drive-calendar.ts).
// Every answer is `no-store` and `noindex`; every route but sign-in needs `Authorization: Bearer
// <session token>` (401 otherwise), and every write also the session's CSRF token (staff-http.ts).
import { moscowOffsetMinutes } from "@contract/test-drive-time";
import { leadFilterSchema, staffCommentMaxLength, staffMessages, workStates, type LeadFilter } from "@contract/staff";
import { z } from "zod";
import type { Db } from "../db/database";
import type { Clock } from "../http/clock";
import type { Endpoints } from "../http/endpoints";
import { HttpError } from "../http/http-error";
import { clientKey } from "../limits/client-key";
import { logger } from "@platform/logger";
import { logAccess } from "./access-log";
import { eraseLead } from "./lead-erasure";
import { countForExport, leadsForExport, listLeads } from "./lead-list";
import { addComment, cancelBooking, getLead, hasUpcomingBooking, markOpened, retryDelivery, setWorkState } from "./lead-page";
import { writeLeadsCsv, writeLeadsXlsx } from "./lead-export";
import { signIn, signOut } from "./staff-auth";
import { sendData, sendError, staffGuard, withCsrf } from "./staff-http";
import { registerCalendarRoutes } from "./test-drive-calendar";
import { requireVisibleLead, scopedFilter } from "./lead-scope";
import { registerAccountRoutes } from "./staff-accounts-routes";
import { registerContentRoutes } from "../content/content-routes";
import { registerStockFeedRoutes } from "../stock/stock-feeds-staff";
import { readResponseClock } from "./response-clock";
import { registerNotificationRoutes, type NotificationRouteOptions } from "../notifications/notification-routes";
import { resendFailedNotifications } from "../notifications/notification-queries";
import { notificationMessages } from "@contract/notifications";

/** The staff API's paths below the dealer backend. */
export const staffPaths = {
  session: "/v1/staff/session",
  signOut: "/v1/staff/session/end",
  me: "/v1/staff/me",
  leads: "/v1/staff/leads",
  export: "/v1/staff/leads/export",
  lead: "/v1/staff/leads/:id",
  work: "/v1/staff/leads/:id/work",
  comment: "/v1/staff/leads/:id/comment",
  retry: "/v1/staff/leads/:id/retry",
  erase: "/v1/staff/leads/:id/erase",
  cancelBooking: "/v1/staff/leads/:id/cancel-booking",
  notifyAgain: "/v1/staff/leads/:id/notify-again",
} as const;

export type StaffRouteOptions = {
  /** Called after a lead is queued again: the backend triggers its delivery job. */
  onRetry?: () => void;
  /** Called after an admin asked for the cars' feeds to be read now: the backend triggers its refresh job. */
  onStockRefresh?: () => void;
  /** Called after a lead's undelivered notifications are queued again: the backend triggers the channels' jobs. */
  onNotifyAgain?: () => void;
  /** The notifications page's view of this process (the channels on, the escalation time). */
  notifications?: NotificationRouteOptions;
  /** How many leads the export reads in one statement (default {@link exportBatchRows}); tests make it small. */
  exportBatchRows?: number;
};

/** Registers the staff API on the backend router. */
export function registerStaffRoutes({ get, post, upload }: Endpoints, db: Db, now: Clock, opts: StaffRouteOptions = {}): void {
  const authed = staffGuard(db, now);

  post(staffPaths.session, async (req, res) => {
    const body = signInSchema.safeParse(req.body);
    if (!body.success) {
      sendError(res, 400, staffMessages.signInFields);
      return;
    }
    const result = await signIn(db, { ...body.data, client: clientKey(req.ip) || "unknown" }, now());
    if (result.ok) {
      sendData(res, {
        token: result.token,
        email: result.principal.email,
        role: result.principal.role,
        csrfToken: result.principal.csrfToken,
      });
    } else if (result.reason === "limited") {
      const seconds = Math.ceil(result.retryAfterMs / 1000);
      res.set("Retry-After", String(seconds));
      sendError(res, 429, staffMessages.tooManyAttempts(Math.ceil(seconds / 60)));
    } else {
      sendError(res, 401, staffMessages.signInFailed);
    }
  });

  post(
    staffPaths.signOut,
    authed(
      async (_req, res, staff) => {
        await signOut(db, staff.tokenHash);
        sendData(res, null);
      },
      { area: "signed-in", write: true },
    ),
  );

  get(
    staffPaths.me,
    authed(async (_req, res, staff) => sendData(res, { email: staff.email, role: staff.role, csrfToken: staff.csrfToken }), {
      area: "signed-in",
    }),
  );

  get(
    staffPaths.leads,
    authed(
      async (req, res, staff) => {
        const filter = scopedFilter(parseFilter(req.query), staff.role);
        const at = now();
        const [page, clock] = await Promise.all([listLeads(db, filter), readResponseClock(db, at, filter.type)]);
        await logAccess(db, staff, "list", now(), {
          detail: { ...describeFilter(filter), page: filter.page, shown: page.leads.length, total: page.total },
        });
        sendData(res, { ...page, clock, now: at.toISOString() });
      },
      { area: "leads" },
    ),
  );

  // Before /leads/:id, so "export" is never read as an id.
  get(
    staffPaths.export,
    authed(
      async (req, res, staff) => {
        const { format, ...query } = req.query as Record<string, unknown>;
        if (format !== "csv" && format !== "xlsx") throw new HttpError(400, staffMessages.invalidFormat);
        const { page: _page, ...filter } = scopedFilter(parseFilter(query), staff.role);
        const moment = now();
        // Logged before the first lead leaves, with how many the file holds.
        const count = await countForExport(db, filter);
        await logAccess(db, staff, "export", moment, { detail: { ...describeFilter(filter), format, count } });
        // The file is named by the Moscow time staff read on the page.
        const stamp = new Date(moment.getTime() + moscowOffsetMinutes * 60_000)
          .toISOString()
          .slice(0, 16)
          .replace(/[-:]/g, "")
          .replace("T", "-");
        res.status(200).set({
          "Cache-Control": "no-store",
          "X-Robots-Tag": "noindex, nofollow",
          "Content-Type":
            format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "Content-Disposition": `attachment; filename="leads-${stamp}.${format}"`,
          "X-Content-Type-Options": "nosniff",
        });
        // The leads stream a batch at a time (docs/decisions/0066-lead-export-streams.md): memory stays flat
        // however many there are, and the download starts at once.
        const batches = leadsForExport(db, filter, opts.exportBatchRows);
        try {
          if (format === "csv") await writeLeadsCsv(batches, res);
          else await writeLeadsXlsx(batches, res, moment);
        } catch (error) {
          // The headers are gone: a file cut short must not look whole, so the connection is cut and the
          // browser reports the download failed.
          if (!res.destroyed) logger.error({ err: error, format }, "Выгрузка заявок прервана: соединение закрыто, файл не докачан");
          res.destroy();
        }
      },
      { area: "leads" },
    ),
  );

  get(
    staffPaths.lead,
    authed(
      async (req, res, staff) => {
        await requireVisibleLead(db, String(req.params.id), staff.role);
        // Opened from now on: the page already says by whom, and no escalation is made for it.
        await markOpened(db, String(req.params.id), staff, now());
        const lead = await getLead(db, String(req.params.id));
        if (!lead) throw new HttpError(404, staffMessages.leadNotFound);
        await logAccess(db, staff, "view", now(), { leadId: lead.id });
        sendData(res, { ...lead, upcomingBooking: await hasUpcomingBooking(db, lead.id, now()) });
      },
      { area: "leads" },
    ),
  );

  post(
    staffPaths.work,
    authed(
      async (req, res, staff) => {
        await requireVisibleLead(db, String(req.params.id), staff.role);
        const body = workSchema.safeParse(req.body);
        if (!body.success) throw new HttpError(400, staffMessages.invalidWorkState);
        if (!(await setWorkState(db, String(req.params.id), body.data.state, staff, now())))
          throw new HttpError(404, staffMessages.leadNotFound);
        sendData(res, { state: body.data.state });
      },
      { area: "leads", write: true },
    ),
  );

  post(
    staffPaths.comment,
    authed(
      async (req, res, staff) => {
        await requireVisibleLead(db, String(req.params.id), staff.role);
        const body = commentSchema.safeParse(req.body);
        if (!body.success) throw new HttpError(400, body.error.issues[0]?.message ?? staffMessages.commentRequired);
        if (!(await addComment(db, String(req.params.id), staff, body.data.body, now())))
          throw new HttpError(404, staffMessages.leadNotFound);
        sendData(res, null);
      },
      { area: "leads", write: true },
    ),
  );

  post(
    staffPaths.retry,
    authed(
      async (req, res, staff) => {
        await requireVisibleLead(db, String(req.params.id), staff.role);
        const outcome = await retryDelivery(db, String(req.params.id), now());
        if (outcome === "missing") throw new HttpError(404, staffMessages.leadNotFound);
        if (outcome === "delivered") throw new HttpError(409, staffMessages.retryNotNeeded);
        opts.onRetry?.();
        sendData(res, null, staffMessages.retryQueued);
      },
      { area: "leads", write: true },
    ),
  );

  post(
    staffPaths.erase,
    authed(
      async (req, res, staff) => {
        await requireVisibleLead(db, String(req.params.id), staff.role);
        if (!eraseSchema.safeParse(req.body).success) throw new HttpError(400, staffMessages.eraseConfirmRequired);
        const id = String(req.params.id);
        const outcome = await eraseLead(db, id, now());
        if (outcome === "missing") throw new HttpError(404, staffMessages.leadNotFound);
        if (outcome === "already") throw new HttpError(409, staffMessages.alreadyErased);
        await logAccess(db, staff, "erase", now(), { leadId: id });
        sendData(res, null, staffMessages.erased);
      },
      { area: "leads", write: true },
    ),
  );

  // The visitor changed their plans (they were told to just say so): the slot is free for others again,
  // and the lead's comments say who cancelled which visit.
  post(
    staffPaths.cancelBooking,
    authed(
      async (req, res, staff) => {
        await requireVisibleLead(db, String(req.params.id), staff.role);
        const outcome = await cancelBooking(db, String(req.params.id), staff, now());
        if (outcome === "missing") throw new HttpError(404, staffMessages.leadNotFound);
        if (outcome === "none") throw new HttpError(409, staffMessages.noUpcomingBooking);
        sendData(res, null, staffMessages.bookingCancelled);
      },
      { area: "leads", write: true },
    ),
  );

  // A notification left to a person (a wrong chat id, since corrected) is sent again from the lead's page.
  post(
    staffPaths.notifyAgain,
    authed(
      async (req, res, staff) => {
        await requireVisibleLead(db, String(req.params.id), staff.role);
        const count = await resendFailedNotifications(db, String(req.params.id));
        if (count === 0) throw new HttpError(409, notificationMessages.nothingToResend);
        opts.onNotifyAgain?.();
        sendData(res, null, notificationMessages.resent(count));
      },
      { area: "leads", write: true },
    ),
  );

  registerCalendarRoutes({ get, post, upload }, authed, db, now);
  registerAccountRoutes({ get, post, upload }, authed, db, now);
  registerContentRoutes({ get, post, upload }, authed, db, now);
  registerStockFeedRoutes({ get, post, upload }, authed, db, opts.onStockRefresh);
  registerNotificationRoutes(
    { get, post, upload },
    authed,
    db,
    now,
    opts.notifications ?? { channels: { email: false, telegram: false }, escalationMinutes: 15 },
  );
}

// A control character (a NUL) is in no address and in no password a form can send: refused as the
// fields unfilled, before it reaches the database's text.
// eslint-disable-next-line no-control-regex -- the very characters refused
const printable = /^[^\u0000-\u001f\u007f]*$/;
const signInSchema = z.object({
  email: z.string().trim().min(1).max(200).regex(printable),
  password: z.string().min(1).max(256).regex(printable),
});
const workSchema = withCsrf({ state: z.enum(workStates) });
const commentSchema = withCsrf({
  body: z
    .string({ error: staffMessages.commentRequired })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, staffMessages.commentRequired)
        .max(staffCommentMaxLength, staffMessages.commentTooLong(staffCommentMaxLength))
        // eslint-disable-next-line no-control-regex -- NUL and other control characters never belong in a note
        .regex(/^[^\u0000-\u0008\u000b-\u001f\u007f]*$/, staffMessages.commentRequired),
    ),
});
const eraseSchema = withCsrf({ confirm: z.enum(["on", "true", "1", "yes"]) });

/** The inbox filters of a query; a repeated or malformed one is a 400 with the Russian reason. */
function parseFilter(query: unknown): LeadFilter {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>);
  const known = new Set(["type", "delivery", "work", "from", "to", "q", "page"]);
  const unknown = entries.filter(([key]) => !known.has(key)).map(([key]) => key);
  if (unknown.length > 0 || entries.some(([, value]) => typeof value !== "string")) throw new HttpError(400, staffMessages.invalidFilter);
  const parsed = leadFilterSchema.safeParse(Object.fromEntries(entries));
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? staffMessages.invalidFilter);
  return parsed.data;
}

/** A filter as the access log keeps it: the search text is personal data itself, so only its presence. */
function describeFilter(filter: Omit<LeadFilter, "page">): Record<string, unknown> {
  const { q, ...rest } = filter;
  return { filter: Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)), search: q !== undefined };
}
