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
 * After the schedule service failed to answer (down, timing out, a 5xx), pages stop asking it for this
 * long and offer the callback form at once: each page would otherwise wait for the call's 10 s timeout.
 * Kept per process, per service address; it decides nothing but how soon a page is shown.
 */
export const scheduleOutagePauseMs = 30_000;
const outages = new Map<string, number>();

/** Forgets the services' outages (tests: each starts with the service answering). */
export function forgetScheduleOutages(): void {
  outages.clear();
}

/**
 * The schedule of a dealer's car of a model from the schedule service (TEST_DRIVE_URL, or the
 * embedded one): docs/product.md §7 GET method=getShedule. Never cached: it changes with every booking. A
 * failure is logged as docs/product.md §8 words it; the view then says why, in the service's words when it
 * refused the parameters (no car of that model there), else that the schedule is unavailable (also
 * without a call, for {@link scheduleOutagePauseMs} after the service failed).
 */
export async function loadSchedule(
  context: AppLoadContext,
  key: { dealer: number; model: string },
  signal?: AbortSignal,
): Promise<ScheduleView> {
  const service = scheduleServiceUrl(context);
  if ((outages.get(service) ?? 0) > Date.now()) return { ...key, ok: false, message: scheduleTexts.unavailable };
  try {
    const schedule = await getServerApi(context).get(service, {
      query: { method: scheduleMethods.schedule, dealer: key.dealer, model: key.model },
      schema: scheduleSchema,
      signal,
    });
    return { ...key, ok: true, schedule };
  } catch (error) {
    if (signal?.aborted) throw error;
    // docs/product.md §7: a call that is no success has its message as the error: a refusal (400) or an answer
    // with success false («Автомобиль на техобслуживании до 01.12») is shown in the service's words.
    const refused = error instanceof ApiError && (error.status === 400 || saysNoSuccess(error)) ? messageOf(error.body) : null;
    // A refusal worded by the service (no car of that model there, a form's tampered dealer) is its answer,
    // not a failure of ours: only a service that failed or answered nonsense is logged as an error.
    if (refused === null) logError(errorMessages.scheduleLoadFailed, error);
    if (!(error instanceof ApiError) || error.status >= 500) outages.set(service, Date.now() + scheduleOutagePauseMs);
    return { ...key, ok: false, message: refused ?? scheduleTexts.unavailable };
  }
}

function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.trim() ? message.trim().slice(0, 300) : null;
}

function saysNoSuccess(error: ApiError): boolean {
  return error.status === 200 && (error.body as { success?: unknown } | null)?.success === false;
}
