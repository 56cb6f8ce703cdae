import { fail, ok } from "@contract/envelope";
import type { Response } from "express";

/** Sends a successful envelope; the data changes rarely, so browsers and proxies may keep it a minute. */
export function sendOk<T>(res: Response, data: T): void {
  res.set("Cache-Control", "public, max-age=60").json(ok(data));
}

/** Sends a failed envelope with its HTTP status; failures are never cached. */
export function sendFail(res: Response, status: number, message: string): void {
  res.status(status).set("Cache-Control", "no-store").json(fail(message));
}
