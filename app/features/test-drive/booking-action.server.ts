// The action of /test-drive.html, which the page's form and the popup's post to: a booking of a slot
// (sent to the schedule service that showed it) when the form carries the calendar, the callback request when the schedule could not be shown, and
// without JavaScript a request for the free times of another model or dealer.
import { data, type AppLoadContext } from "react-router";
import { leadMessages, testDriveRequestSchema, type LeadFieldErrors } from "@contract/leads";
import { bookingAcceptedSchema, bookingMessages, scheduleMethods, splitSlot, testDriveBookingSchema } from "@contract/test-drive";
import { clientIp, describeFailure, submitLead } from "~/features/leads/lead-action.server";
import { formInput, formValues, leadTexts, requestNumber, validateLead } from "~/features/leads/lead-result";
import { formKeyOf, requestKeyOf } from "~/features/leads/submission-key.server";
import { ApiError } from "~/lib/api-client";
import { logError } from "~/lib/log";
import { getServerApi } from "~/lib/server-api.server";
import { dealerCityCheck, shownDealer, testDriveCheck } from "./test-drive-choices";
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
  const formData = await request.formData();
  const input = formInput(formData);
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

  const values = formValues(formData);
  const ip = clientIp(request, context);
  const agent = request.headers.get("User-Agent");
  // The form keeps its key through failures: the same booking sent again (after a timeout) is the same request.
  const formKey = formKeyOf(input.idempotency_key, { type: "test-drive-booking", clientIp: ip, userAgent: agent });
  const refuse = async (status: number, message: string, fields?: LeadFieldErrors, notice?: true) =>
    data<TestDriveResult>(
      { ok: false, message, ...(fields ? { fields } : {}), ...(notice ? { notice } : {}), values, nextKey: formKey, schedule: await scheduleFor() },
      { status },
    );

  if (input.website) return refuse(400, leadMessages.spam);
  if (input[scheduleIntent.name] === scheduleIntent.value) {
    return input.model ? refuse(200, scheduleTexts.shownFor, undefined, true) : refuse(400, leadTexts.checkFields, { model: leadMessages.modelRequired });
  }

  const slot = splitSlot(input.slot);
  const bookingInput = { ...input, date: slot?.date ?? "", time: slot?.time ?? "" };
  const checked = validateLead(testDriveBookingSchema, bookingInput);
  const choices = checked ? null : await loadTestDriveChoices(context);
  const fields = slotFields(checked) ?? (choices ? dealerCityCheck(choices, input) : null);
  if (fields) return refuse(400, leadTexts.checkFields, fields);

  const { idempotency_key: _key, website: _honeypot, ...body } = testDriveBookingSchema.parse(bookingInput);
  const headers = new Headers({ "Idempotency-Key": requestKeyOf(formKey, "test-drive-booking", body) });
  if (ip) headers.set("X-Forwarded-For", ip);
  if (agent) headers.set("User-Agent", agent);
  try {
    // The service that showed the time books it (SPEC §7: multipart, method=request, the request's fields).
    const form = new FormData();
    form.set("method", scheduleMethods.request);
    for (const [name, value] of Object.entries(body)) if (value !== undefined) form.set(name, String(value));
    const accepted = await getServerApi(context).postDealerRequest(scheduleServiceUrl(context), form, { headers, schema: bookingAcceptedSchema, signal: request.signal });
    return data<TestDriveResult>({ ok: true, id: accepted.id, number: requestNumber(accepted.id), booking: accepted.booking }, { status: 200 });
  } catch (error) {
    if (request.signal.aborted) throw error;
    // Someone else was faster: say so, with the schedule as it is now.
    if (error instanceof ApiError && error.status === 409 && (error.body as { data?: { reason?: string } } | null)?.data?.reason === "taken") {
      return refuse(409, bookingMessages.slotTaken, { slot: bookingMessages.slotTaken });
    }
    const failure = describeFailure(error);
    if (failure.status !== 400 && failure.status !== 429) logError(`Запись на тест-драйв не отправлена: ${failure.message}`, error);
    return refuse(failure.status, failure.message, slotFields(failure.fields ?? null) ?? undefined);
  }
}

/** The booking's date and time errors belong to the one slot choice the visitor sees. */
function slotFields(fields: LeadFieldErrors | null): LeadFieldErrors | null {
  if (!fields) return null;
  const { date, time, ...rest } = fields;
  const slot = time ?? date;
  const merged = slot ? { ...rest, slot } : rest;
  return Object.keys(merged).length > 0 ? merged : null;
}
