// The one way a lead form's route action reaches the dealer API (DESIGN «Writes and outside systems»):
// check the honeypot, validate with the contract schema (a 400 sends nothing), post with the attempt's
// idempotency key and the visitor's address, and turn every answer into a result the form can show.
import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { leadAcceptedSchema, leadMessages, leadRejectedSchema, type LeadFieldErrors, type LeadType } from "@contract/leads";
import { ApiError } from "~/lib/api-client";
import { errorMessages } from "~/lib/error-messages";
import { logError } from "~/lib/log";
import { getServerApi } from "~/lib/server-api.server";
import { formKeyOf, requestKeyOf } from "./submission-key.server";
import { formInput, formValues, leadTexts, requestNumber, validateLead, type LeadCheck, type LeadResult } from "./lead-result";
import { readFormData } from "~/lib/form-fields";

/** Dealer API path of each kind of request (docs/product.md §7), below the dealer base. */
export const leadPaths: Record<LeadType, string> = {
  "test-drive": "/v1/request",
  service: "/v1/request/service",
  order: "/v1/request/order",
  "trade-in": "/v1/request/trade-in",
  configurator: "/v1/request/configurator",
};

/** What {@link submitLead} needs: the action's request and context, the kind, its schema and checks. */
export type LeadSubmission = {
  request: Request;
  context: AppLoadContext;
  type: LeadType;
  schema: z.ZodType;
  /** The form's extra check, the same the browser runs. */
  check?: LeadCheck;
  /** A check only the server can make (e.g. the dealer belongs to the chosen city). */
  serverCheck?: (input: Record<string, string>) => Promise<LeadFieldErrors | null>;
};

/**
 * What every form action of a visitor reads first, the same for each (DESIGN «Writes and outside
 * systems»): the form (a body no browser makes is a thrown 400), its text fields and the values to show
 * again, the visitor's address and browser, the attempt's key (kept through failures, so the same
 * fields sent again are the same request), whether the honeypot was filled, and the headers that carry
 * all of it to the dealer API.
 */
export async function readVisitorForm(request: Request, context: AppLoadContext, keyType: string) {
  const formData = await readFormData(request);
  const input = formInput(formData);
  const ip = clientIp(request, context);
  const agent = request.headers.get("User-Agent");
  const formKey = formKeyOf(input.idempotency_key, { type: keyType, clientIp: ip, userAgent: agent });
  return {
    formData,
    input,
    values: formValues(formData),
    formKey,
    /** A robot filled the hidden field: such a form gets the spam answer and sends nothing. */
    robot: Boolean(input.website),
    /** The headers of the call to the dealer API for this body: its key, the visitor's address and browser. */
    headersFor: (body: Record<string, unknown>) => {
      const headers = new Headers({ "Idempotency-Key": requestKeyOf(formKey, keyType, body) });
      if (ip) headers.set("X-Forwarded-For", ip);
      if (agent) headers.set("User-Agent", agent);
      return headers;
    },
  };
}

/** Validates a posted lead form and sends it to the dealer API; the answer carries the HTTP status to give. */
export async function submitLead(submission: LeadSubmission) {
  const { request, context, type, schema } = submission;
  const form = await readVisitorForm(request, context, type);
  const { input, values, formKey } = form;
  const refuse = (status: number, failure: Omit<Extract<LeadResult, { ok: false }>, "ok" | "values" | "nextKey">) =>
    data<LeadResult>({ ok: false, ...failure, values, nextKey: formKey }, { status });

  // A robot filled the hidden field: tell it nothing useful and send nothing.
  if (form.robot) return refuse(400, { message: leadMessages.spam });

  const fields = validateLead(schema, input, submission.check) ?? (await submission.serverCheck?.(input)) ?? null;
  if (fields) return refuse(400, { message: leadTexts.checkFields, fields });

  const { idempotency_key: _key, website: _honeypot, ...body } = schema.parse(input) as Record<string, unknown>;
  try {
    const accepted = await getServerApi(context).postDealerRequest(leadPaths[type], body, {
      headers: form.headersFor(body),
      schema: leadAcceptedSchema,
      signal: request.signal,
    });
    return data<LeadResult>({ ok: true, kind: type, id: accepted.id, number: requestNumber(accepted.id) }, { status: 200 });
  } catch (error) {
    if (request.signal.aborted) throw error;
    const failure = describeFailure(error);
    if (failure.status !== 400 && failure.status !== 409 && failure.status !== 429)
      logError(`Заявка «${type}» не отправлена: ${failure.message}`, error);
    return refuse(failure.status, { message: failure.message, ...(failure.fields ? { fields: failure.fields } : {}) });
  }
}

/** The visitor's address: the one the web server resolved, else the first a proxy in front named. */
export function clientIp(request: Request, context: AppLoadContext): string | undefined {
  if (context.clientIp) return context.clientIp;
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  return forwarded || undefined;
}

/** The status to answer and the visitor's message for a failed call (docs/product.md §8: 'Ошибка: "{message}"'). */
export function describeFailure(error: unknown): { status: number; message: string; fields?: LeadFieldErrors } {
  if (!(error instanceof ApiError)) return { status: 502, message: errorMessages.dealerRequestFailed(leadTexts.unavailable) };
  // 200 with success false: the client already worded it as the spec says; a malformed answer is worded here.
  if (error.status === 200) {
    return {
      status: 502,
      message: error.message === errorMessages.invalidResponse ? errorMessages.dealerRequestFailed(error.message) : error.message,
    };
  }
  const body = envelope(error.body);
  // The dealer names the wait («через 10 мин»); without its words, a general «try later».
  if (error.status === 429) return { status: 429, message: body?.message || leadTexts.retryLater };
  // A conflict the dealer words (a time just taken, as many test drives ahead as one person may hold).
  if (error.status === 409 && body?.message) return { status: 409, message: errorMessages.dealerRequestFailed(body.message) };
  if (error.status === 400) {
    const rejected = leadRejectedSchema.safeParse(body?.data);
    const { form, ...fields } = rejected.success ? rejected.data.fields : {};
    // `form` speaks of the whole request, not of a field the visitor can fix.
    if (form) return { status: 400, message: errorMessages.dealerRequestFailed(form) };
    if (Object.keys(fields).length > 0) return { status: 400, message: leadTexts.checkFields, fields };
    return { status: 400, message: errorMessages.dealerRequestFailed(body?.message || leadTexts.unavailable) };
  }
  // 5xx and network failures: the backend's own words when it sent an envelope, never an address or an English status text.
  return { status: 502, message: errorMessages.dealerRequestFailed(body?.message || leadTexts.unavailable) };
}

function envelope(body: unknown): { message?: string; data?: unknown } | null {
  if (typeof body !== "object" || body === null) return null;
  const record = body as Record<string, unknown>;
  return { message: typeof record.message === "string" ? record.message : undefined, data: record.data };
}
