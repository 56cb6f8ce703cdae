import type { AppLoadContext } from "react-router";
import { modelCodes } from "@contract/model-codes";
import { scheduleMethods, scheduleSchema } from "@contract/test-drive";
import { ApiError } from "~/lib/api-client";
import { errorMessages } from "~/lib/error-messages";
import { logError } from "~/lib/log";
import { getServerApi } from "~/lib/server-api.server";
import { scheduleTexts, type ScheduleView } from "./schedule-view";

/** A model code and dealer id a schedule can be asked for; null when they are not ones. */
export function scheduleKey(dealer: string | null | undefined, model: string | null | undefined): { dealer: number; model: string } | null {
  const id = Number(dealer);
  if (!Number.isInteger(id) || id < 1 || id > 999_999_999) return null;
  if (!model || !(modelCodes as readonly string[]).includes(model)) return null;
  return { dealer: id, model };
}

/** The schedule service's address (TEST_DRIVE_URL, or the embedded /dealer/test-drive) as the server reaches it. */
export function scheduleServiceUrl(context: AppLoadContext): string {
  return getServerApi(context).url("", { service: "testDrive" }).replace(/\/$/, "");
}

/**
 * The schedule of a dealer's car of a model from the schedule service (TEST_DRIVE_URL, or the
 * embedded one): SPEC §7 GET method=getShedule. Never cached: it changes with every booking. A
 * failure is logged as SPEC §8 words it; the view then says why, in the service's words when it
 * refused the parameters (no car of that model there), else that the schedule is unavailable.
 */
export async function loadSchedule(context: AppLoadContext, key: { dealer: number; model: string }, signal?: AbortSignal): Promise<ScheduleView> {
  try {
    const schedule = await getServerApi(context).get(scheduleServiceUrl(context), {
      query: { method: scheduleMethods.schedule, dealer: key.dealer, model: key.model },
      schema: scheduleSchema,
      signal,
    });
    return { ...key, ok: true, schedule };
  } catch (error) {
    if (signal?.aborted) throw error;
    logError(errorMessages.scheduleLoadFailed, error);
    const refused = error instanceof ApiError && error.status === 400 ? messageOf(error.body) : null;
    return { ...key, ok: false, message: refused ?? scheduleTexts.unavailable };
  }
}

function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : null;
}
