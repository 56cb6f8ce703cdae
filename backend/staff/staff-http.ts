// The staff API's answers and its guard, shared by every group of staff routes: answers are
// `no-store` and `noindex`; a route needs `Authorization: Bearer <session token>` (401 otherwise), and
// a write also the session's CSRF token (X-CSRF-Token header or `csrf` field; 403 otherwise).
import { timingSafeEqual } from "node:crypto";
import { fail, ok } from "@contract/envelope";
import { csrfHeader, staffMessages } from "@contract/staff";
import { canOpen, type StaffArea } from "@contract/staff-roles";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { z } from "zod";
import type { Db } from "../db/database";
import type { Clock } from "../http/clock";
import { HttpError } from "../http/http-error";
import { authenticate, type StaffPrincipal } from "./staff-auth";

function sendStaff(res: Response, status: number, body: unknown): void {
  res.status(status).set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" }).json(body);
}

/** A staff answer's data, with a message to show when there is one. */
export const sendData = (res: Response, data: unknown, message = "") => sendStaff(res, 200, ok(data, message));

/** A staff refusal with its Russian reason. */
export const sendError = (res: Response, status: number, message: string) => sendStaff(res, status, fail(message));

const bearer = (req: Request) => /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(req.get("authorization") ?? "")?.[1];

/** A staff route's handler, given the signed-in staff member. */
export type StaffHandler = (req: Request, res: Response, staff: StaffPrincipal) => Promise<void>;

/**
 * Wraps handlers so they run only for a signed-in staff member whose role opens `area` (403 otherwise;
 * "signed-in" for what every account may do: its own session); `write` also checks the CSRF token.
 * Every staff endpoint names its area, so none is open to every role by oversight.
 */
export type StaffGuard = (
  handler: StaffHandler,
  opts: { area: StaffArea | readonly StaffArea[] | "signed-in"; write?: boolean },
) => RequestHandler;

/** The guard of the staff routes over a database and a clock; an HttpError becomes a staff refusal. */
export function staffGuard(db: Db, now: Clock): StaffGuard {
  return (handler, { area, write = false }) =>
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const token = bearer(req);
        const staff = token ? await authenticate(db, token, now()) : null;
        if (!staff) {
          sendError(res, 401, staffMessages.signInRequired);
          return;
        }
        if (write && !csrfMatches(req, staff.csrfToken)) {
          sendError(res, 403, staffMessages.csrfRejected);
          return;
        }
        if (area !== "signed-in" && !(typeof area === "string" ? [area] : area).some((one) => canOpen(staff.role, one))) {
          sendError(res, 403, staffMessages.forbidden);
          return;
        }
        await handler(req, res, staff);
      } catch (error) {
        if (error instanceof HttpError) sendError(res, error.status, error.message);
        else next(error);
      }
    };
}

/** A body schema that also lets the form's CSRF field through (it is not data of the request itself). */
export const withCsrf = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, csrf: z.string().optional() });

function csrfMatches(req: Request, expected: string): boolean {
  const field = (req.body as Record<string, unknown> | undefined)?.csrf;
  const given = req.get(csrfHeader) ?? (typeof field === "string" ? field : "");
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
