// What the CRM adapters share (docs/decisions/0110-crm-adapters.md): the lead as the outbox claims it, the
// adapter's shape, the words a person reads in the CRM (the lead's title and what the visitor chose) and the
// reading of an answer with zod. Raw CRM shapes stay in each adapter's module.
import { detailLabels, detailValueText, leadKindLabel, staffDetails, staffModelName } from "@contract/staff-labels";
import type { z } from "zod";
import { withoutTexts } from "../http/safe-address";
import { callCrm, CrmDeliveryError, type CrmAnswer, type CrmCallOptions, type CrmFailureKind, type CrmLead } from "./crm-client";
import type { CrmKind } from "./crm-kinds";
import type { LeadUtm } from "./schema";

/** A lead as the outbox hands it to an adapter: the spec's fields and what a CRM of its own keeps beside them. */
export type CrmLeadRecord = CrmLead & {
  details: Record<string, unknown>;
  utm: LeadUtm;
  page: string | null;
  place: string | null;
  clientIp: string | null;
  dealerName: string | null;
  createdAt: Date;
  /**
   * An earlier call may have reached the CRM: one failed (a timeout may hide a success) or a claim ran out
   * without an outcome (a process stopped mid-call). An adapter whose CRM keeps no lead_id looks first.
   */
  repeat: boolean;
};

/** A CRM's acceptance: its HTTP status and, in its own words, what it made (the lead's number there). */
export type CrmAcceptance = { status: number; answer: string | null };

/** One CRM behind the outbox: sends a lead, resolves when the CRM has it, throws a CrmDeliveryError otherwise. */
export type CrmAdapter = {
  kind: CrmKind;
  send(lead: CrmLeadRecord, opts: CrmCallOptions): Promise<CrmAcceptance>;
};

/** The lead's title in the CRM: its kind and model, as staff name them («Запись на тест-драйв: Genesis G80»). */
export function crmLeadTitle(lead: CrmLeadRecord): string {
  const kind = leadKindLabel({ type: lead.leadType, booked: textOf(lead.details.slot_date), intent: textOf(lead.details.intent) });
  return lead.model ? `${kind}: ${staffModelName(lead.model)}` : kind;
}

/** What the visitor chose, a line each, in staff's words: the model, the form's fields (package, car, slot …), the dealer. */
export function crmLeadChoices(lead: CrmLeadRecord): string[] {
  const lines: string[] = [];
  if (lead.model) lines.push(`Модель: ${staffModelName(lead.model)}`);
  for (const [key, value] of staffDetails(lead.details)) {
    if (value === null || value === "") continue;
    lines.push(`${detailLabels[key] ?? key}: ${detailValueText(key, value)}`);
  }
  if (lead.dealerName) lines.push(`Дилерский центр: ${lead.dealerName}`);
  return lines;
}

/** The page the form was sent from, as a full address under the site's origin; null when the form named none. */
export function crmLeadPage(lead: CrmLeadRecord, siteUrl: string): string | null {
  if (!lead.page) return null;
  try {
    return new URL(lead.page, siteUrl).toString();
  } catch {
    return null;
  }
}

/** Where the lead came from, for a person reading the CRM: the site, the form's kind and its place on the page. */
export function crmLeadSource(lead: CrmLeadRecord, siteUrl: string): string {
  const parts = [`Сайт ${new URL(siteUrl).host}`, `форма «${crmLeadTitle(lead)}»`];
  if (lead.place) parts.push(`место на странице: ${lead.place}`);
  const page = crmLeadPage(lead, siteUrl);
  if (page) parts.push(`страница ${page}`);
  return parts.join(", ");
}

/**
 * Where the visit came from, a line each, for the dealer's offline conversions (docs/decisions/0114): the page it
 * began on (its address carries the ad's tags), Direct's click id and the visitor's Metrika ClientID.
 */
export function crmLeadAdvert(lead: CrmLeadRecord, siteUrl: string): string[] {
  const lines: string[] = [];
  const landing = crmLeadLanding(lead, siteUrl);
  if (landing) lines.push(`Страница входа: ${landing}`);
  if (lead.utm.yclid) lines.push(`yclid: ${lead.utm.yclid}`);
  if (lead.utm.clientId) lines.push(`ClientID Яндекс Метрики: ${lead.utm.clientId}`);
  return lines;
}

/** The page the visit began on as a full address under the site's origin; null when the form named none. */
export function crmLeadLanding(lead: CrmLeadRecord, siteUrl: string): string | null {
  if (!lead.utm.landing) return null;
  try {
    return new URL(lead.utm.landing, siteUrl).toString();
  } catch {
    return null;
  }
}

/** The configuration's price in whole roubles when the lead carries one («5 650 000 ₽» → 5650000); null otherwise. */
export function crmLeadPrice(lead: CrmLeadRecord): number | null {
  const price = lead.details.price;
  if (typeof price === "number" && Number.isSafeInteger(price) && price > 0) return price;
  if (typeof price !== "string" || !/^[\d\s\u00a0\u202f]+(?:₽|руб\.?)?$/.test(price.trim())) return null;
  const roubles = Number(price.replace(/\D/g, ""));
  return Number.isSafeInteger(roubles) && roubles > 0 ? roubles : null;
}

/** The lead's moment in Unix seconds, as both CRMs take times. */
export const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * A CRM's JSON answer read with its schema; an answer that is no JSON or not of the shape is a failure
 * retried (a proxy's page, a changed API), named with the CRM and its status, never quoting the body.
 */
export function readCrmAnswer<T>(crm: string, status: number, text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CrmDeliveryError(`${crm} ответил ${status}: ответ не JSON`, false, status);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join(".") || "ответ";
    throw new CrmDeliveryError(`${crm} ответил ${status}: неожиданный вид ответа (${where})`, false, status);
  }
  return parsed.data;
}

/**
 * One call to a CRM's JSON API: a refusal (any status but 2xx) becomes the adapter's CrmDeliveryError
 * (`refusal`), an answer is read with `schema`; 204 (amo's empty list) is null.
 */
export async function callCrmJson<T>(
  crm: string,
  address: () => URL,
  init: RequestInit,
  schema: z.ZodType<T>,
  opts: CrmCallOptions,
  refusal: (answer: CrmAnswer) => CrmDeliveryError,
): Promise<{ status: number; data: T | null }> {
  const answer = await callCrm(address, init, opts);
  if (!answer.ok) throw refusal(answer);
  if (answer.status === 204) return { status: answer.status, data: null };
  return { status: answer.status, data: readCrmAnswer(crm, answer.status, answer.text, schema) };
}

/** The JSON body of a CRM's refusal read with `schema`; null when it is no JSON or not of that shape (a proxy's page). */
export function crmRefusalBody<T>(text: string, schema: z.ZodType<T>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A refusal with the CRM's own words: «Bitrix24 отклонил заявку (400 ERROR_CORE): «…»». The words stay on
 * the lead's page; monitoring and the log drop everything from « on (crmErrorForMonitoring).
 */
export function crmRefusal(
  prefix: string,
  words: string | null,
  status: number,
  kind: CrmFailureKind,
  opts: { secrets?: readonly string[]; retryAfterMs?: number | null } = {},
): CrmDeliveryError {
  const said = words?.trim() ? `: «${withoutTexts(words.trim().slice(0, 300), opts.secrets ?? [])}»` : "";
  return new CrmDeliveryError(`${prefix}${said}`, false, status, kind, opts.retryAfterMs ?? null);
}

/**
 * What an HTTP status says of a CRM's refusal when its body names nothing we know: the site's access
 * (401, 403) and the address (404) need a person, a refused lead (400, 422) is kept for one, and the rest
 * (429, 5xx …) passes with time.
 */
export function failureKindOfStatus(status: number): CrmFailureKind {
  if (status === 401 || status === 403 || status === 404) return "attention";
  if (status === 400 || status === 422) return "refused";
  return "retry";
}

const textOf = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
