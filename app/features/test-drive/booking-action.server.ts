// The action of /test-drive.html, which the page's form and the popup's post to: a booking of a slot
// (sent to the schedule service that showed it) when the form carries the calendar, the callback request when the schedule could not be shown, and
// without JavaScript a request for the free times of another model or dealer.
import { data, type AppLoadContext } from "react-router";
import { leadMessages, testDriveRequestSchema, type LeadFieldErrors } from "@contract/leads";
import {
  bookingAcceptedSchema,
  bookingMessages,
  scheduleMethods,
  splitSlot,
  testDriveBookingSchema,
  type BookingAccepted,
  type TestDriveBooking,
} from "@contract/test-drive";
import { fromDayKey, fromTimeKey, momentOf } from "@contract/test-drive-time";
import { describeFailure, readVisitorForm, submitLead } from "~/features/leads/lead-action.server";
import { leadTexts, requestNumber, validateLead } from "~/features/leads/lead-result";
import { ApiError } from "~/lib/api-client";
import { logError } from "~/lib/log";
import { getServerApi } from "~/lib/server-api.server";
import { dealerCityCheck, shownDealer, testDriveCheck, type TestDriveChoices } from "./test-drive-choices";
import { loadTestDriveChoices } from "./test-drive-choices.server";
import { loadSchedule, scheduleKey, scheduleServiceUrl } from "./schedule.server";
import { scheduleTexts, type TestDriveResult } from "./schedule-view";

/** How the form asks: `booking` (a slot chosen in the calendar or the list) or `callback` (no schedule). */
export const bookingModeField = "mode";
/** The no-JavaScript button asking for the free times of the chosen model and dealer. */
export const scheduleIntent = { name: "intent", value: "schedule" } as const;

/** The action: a booking, a callback request, or the free times asked for without JavaScript. */
export async function testDriveAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const copy = request.clone();
  // The form keeps its key through failures: the same booking sent again (after a timeout) is the same request.
  const form = await readVisitorForm(request, context, "test-drive-booking");
  const { input, values, formKey } = form;
  // The schedule shown again is that of the dealer the form will show: without JavaScript a changed
  // city still posts the old city's dealer, and the form answers with the new city's first one.
  const scheduleFor = async () => {
    const key = scheduleKey(shownDealer(await loadTestDriveChoices(context), input), input.model);
    return key ? loadSchedule(context, key, request.signal) : undefined;
  };
  if (input[bookingModeField] !== "booking") {
    const answer = await submitLead({
      request: copy,
      context,
      type: "test-drive",
      schema: testDriveRequestSchema,
      check: testDriveCheck,
      serverCheck: async (posted) => {
        const choices = await loadTestDriveChoices(context);
        // Without the list the dealer API has the last word on the dealer.
        return choices ? dealerCityCheck(choices, posted) : null;
      },
    });
    // A refused request is shown again with the schedule of the model and dealer it named: without
    // JavaScript that is what keeps the form the callback form (the service still down) or turns it
    // into the calendar (the service back), instead of a calendar waiting for scripts to load it.
    return answer.data.ok ? answer : data<TestDriveResult>({ ...answer.data, schedule: await scheduleFor() }, answer.init ?? undefined);
  }

  const refuse = async (status: number, message: string, fields?: LeadFieldErrors, notice?: true) =>
    data<TestDriveResult>(
      {
        ok: false,
        message,
        ...(fields ? { fields } : {}),
        ...(notice ? { notice } : {}),
        values,
        nextKey: formKey,
        schedule: await scheduleFor(),
      },
      { status },
    );

  if (form.robot) return refuse(400, leadMessages.spam);
  if (input[scheduleIntent.name] === scheduleIntent.value) {
    return input.model
      ? refuse(200, scheduleTexts.shownFor, undefined, true)
      : refuse(400, leadTexts.checkFields, { model: leadMessages.modelRequired });
  }

  const slot = splitSlot(input.slot);
  const bookingInput = { ...input, date: slot?.date ?? "", time: slot?.time ?? "" };
  const checked = validateLead(testDriveBookingSchema, bookingInput);
  const choices = checked ? null : await loadTestDriveChoices(context);
  const fields = slotFields(checked) ?? (choices ? dealerCityCheck(choices, input) : null);
  if (fields) return refuse(400, leadTexts.checkFields, fields);

  const { idempotency_key: _key, website: _honeypot, ...body } = testDriveBookingSchema.parse(bookingInput);
  const headers = form.headersFor(body);
  try {
    // The service that showed the time books it (docs/product.md §7: multipart, method=request, the request's fields).
    const form = new FormData();
    form.set("method", scheduleMethods.request);
    for (const [name, value] of Object.entries(body)) if (value !== undefined) form.set(name, String(value));
    // Any answer with success true means the time is booked; the embedded service's details are a bonus.
    const answered: unknown = await getServerApi(context).postDealerRequest(scheduleServiceUrl(context), form, {
      headers,
      signal: request.signal,
    });
    const accepted = bookingAcceptedSchema.safeParse(answered);
    if (accepted.success) {
      return data<TestDriveResult>(
        { ok: true, kind: "test-drive", id: accepted.data.id, number: requestNumber(accepted.data.id), booking: accepted.data.booking },
        { status: 200 },
      );
    }
    logError("Сервис расписания подтвердил запись на тест-драйв без подробностей; подтверждение собрано из заявки", accepted.error);
    const id = serviceIdOf(answered) ?? headers.get("Idempotency-Key") ?? formKey;
    const booking = bookingFromRequest(await loadTestDriveChoices(context), body);
    return data<TestDriveResult>(
      { ok: true, kind: "test-drive", id, number: requestNumber(id), ...(booking ? { booking } : {}) },
      { status: 200 },
    );
  } catch (error) {
    if (request.signal.aborted) throw error;
    // Someone else was faster: say so, with the schedule as it is now.
    const reason =
      error instanceof ApiError && error.status === 409 ? (error.body as { data?: { reason?: string } } | null)?.data?.reason : undefined;
    if (reason === "taken") return refuse(409, bookingMessages.slotTaken, { slot: bookingMessages.slotTaken });
    const failure = describeFailure(error);
    if (failure.status !== 400 && failure.status !== 409 && failure.status !== 429)
      logError(`Запись на тест-драйв не отправлена: ${failure.message}`, error);
    // The schedule service is down (or answered nonsense): the visitor can still ask for the drive. The
    // chosen day and its part of the day go to the dealer as a callback request, stored by the site.
    if (failure.status === 502) {
      const callback = await submitLead({
        request: await asCallbackRequest(copy, bookingInput),
        context,
        type: "test-drive",
        schema: testDriveRequestSchema,
        check: testDriveCheck,
      });
      if (callback.data.ok) return callback;
    }
    return refuse(failure.status, failure.message, slotFields(failure.fields ?? null) ?? undefined);
  }
}

/** The service's own number of the booking, when its answer names one (`{ id: 5123 }`). */
function serviceIdOf(answered: unknown): string | null {
  const id = (answered as { id?: unknown } | null)?.id;
  return typeof id === "string" || typeof id === "number" ? String(id).slice(0, 64) || null : null;
}

/** The booked visit as the visitor chose it, for a service that confirmed without details. */
function bookingFromRequest(choices: TestDriveChoices | null, body: TestDriveBooking): BookingAccepted["booking"] | null {
  const dealer = choices?.cities.flatMap((city) => city.dealers).find((d) => d.id === body.dealer);
  const day = fromDayKey(body.date);
  const minutes = fromTimeKey(body.time);
  if (!dealer || !day || minutes === null) return null;
  const start = momentOf(day, minutes);
  return {
    model: body.model,
    dealerId: dealer.id,
    dealerName: dealer.name,
    address: dealer.address,
    date: body.date,
    time: body.time,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + assumedVisitMinutes * 60_000).toISOString(),
  };
}

/** A visit's length when the service does not say it: the embedded schedule's hour. */
const assumedVisitMinutes = 60;

/** The booking's form as a callback request: the chosen day, and the part of the day its time falls in. */
async function asCallbackRequest(original: Request, input: Record<string, string>): Promise<Request> {
  const form = await original.formData();
  const day = fromDayKey(input.date ?? "");
  const minutes = fromTimeKey(input.time ?? "");
  form.delete("slot");
  form.set(bookingModeField, "callback");
  if (day) form.set("preferred_date", day);
  if (minutes !== null) form.set("preferred_time", minutes < 12 * 60 ? "morning" : minutes < 17 * 60 ? "day" : "evening");
  const headers = new Headers(original.headers);
  headers.delete("Content-Type");
  headers.delete("Content-Length");
  return new Request(original.url, { method: "POST", body: form, headers, signal: original.signal });
}

/** The booking's date and time errors belong to the one slot choice the visitor sees. */
function slotFields(fields: LeadFieldErrors | null): LeadFieldErrors | null {
  if (!fields) return null;
  const { date, time, ...rest } = fields;
  const slot = time ?? date;
  const merged = slot ? { ...rest, slot } : rest;
  return Object.keys(merged).length > 0 ? merged : null;
}
