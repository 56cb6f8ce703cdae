// amoCRM as the sales system (CRM_KIND=amocrm, docs/decisions/0110-crm-adapters.md): a lead is a form in
// the account's «Неразобранное» (POST /api/v4/leads/unsorted/forms) with our lead's id as source_uid, sent
// with a long-lived token (AMOCRM_TOKEN, Bearer). amoCRM keeps no key of ours it can be asked for directly,
// so an uncertain earlier call (a timeout, a process stopped mid-call) is followed by a look through the
// newest forms of «Неразобранное» for that source_uid before a second post; amo's uid, once returned, is
// kept in the call's record on the lead's page. The token travels in a header only and is cut from every text.
import { z } from "zod";
import type { CrmAnswer, CrmCallOptions } from "./crm-client";
import {
  callCrmJson,
  crmRefusalBody,
  crmLeadLanding,
  crmLeadPage,
  crmLeadPrice,
  crmLeadTitle,
  crmRefusal,
  failureKindOfStatus,
  unixSeconds,
  type CrmAcceptance,
  type CrmAdapter,
  type CrmLeadRecord,
} from "./crm-lead-words";

type FieldValue = { field_code: "PHONE" | "EMAIL"; values: { value: string; enum_code: "WORK" }[] };

/**
 * amoCRM's own fields of a deal for where it came from (tracking data, present in every account, named by
 * code, so no setting of field ids): the ad's tags, Yandex Direct's click id and the visitor's Metrika ClientID,
 * which the dealer's offline conversions are matched by (docs/decisions/0114).
 */
const trackingFields = [
  ["UTM_SOURCE", "source"],
  ["UTM_MEDIUM", "medium"],
  ["UTM_CAMPAIGN", "campaign"],
  ["UTM_CONTENT", "content"],
  ["UTM_TERM", "term"],
  ["YCLID", "yclid"],
  ["_YM_UID", "clientId"],
] as const satisfies readonly (readonly [string, keyof CrmLeadRecord["utm"]])[];
type TrackingValue = { field_code: (typeof trackingFields)[number][0]; values: { value: string }[] };

/** One form of POST /api/v4/leads/unsorted/forms (the body is an array of them). */
export type AmoUnsortedForm = {
  source_uid: string;
  source_name: string;
  pipeline_id?: number;
  created_at: number;
  _embedded: {
    leads: { name: string; price?: number; custom_fields_values?: TrackingValue[] }[];
    contacts: { name: string; first_name: string; last_name?: string; custom_fields_values: FieldValue[] }[];
  };
  metadata: { form_id: string; form_name: string; form_page: string; ip?: string; form_sent_at: number; referer?: string };
};

/** The account and how the site reaches it. */
export type AmoCrmTarget = { baseUrl: string; token: string; pipelineId?: number; siteUrl: string };

/** Our lead as an amoCRM form: the deal's title, price and source, the visitor as its contact, the form's metadata. */
export function reshapeLeadForAmoCrm(lead: CrmLeadRecord, target: Omit<AmoCrmTarget, "token">): AmoUnsortedForm {
  const price = crmLeadPrice(lead);
  const fields: FieldValue[] = [{ field_code: "PHONE", values: [{ value: lead.phone, enum_code: "WORK" }] }];
  if (lead.email) fields.push({ field_code: "EMAIL", values: [{ value: lead.email, enum_code: "WORK" }] });
  const contact = { name: [lead.name, lead.surname].filter(Boolean).join(" "), first_name: lead.name, custom_fields_values: fields };
  const title = crmLeadTitle(lead);
  const landing = crmLeadLanding(lead, target.siteUrl);
  const tracking: TrackingValue[] = trackingFields.flatMap(([code, key]) => {
    const value = lead.utm[key];
    return value ? [{ field_code: code, values: [{ value }] }] : [];
  });
  return {
    source_uid: lead.leadId,
    source_name: `Сайт ${new URL(target.siteUrl).host}`,
    ...(target.pipelineId === undefined ? {} : { pipeline_id: target.pipelineId }),
    created_at: unixSeconds(lead.createdAt),
    _embedded: {
      leads: [{ name: title, ...(price === null ? {} : { price }), ...(tracking.length > 0 ? { custom_fields_values: tracking } : {}) }],
      contacts: [lead.surname ? { ...contact, last_name: lead.surname } : contact],
    },
    metadata: {
      form_id: lead.leadType,
      form_name: title,
      form_page: crmLeadPage(lead, target.siteUrl) ?? target.siteUrl,
      // The dealer's own account records where the form came from; the visitor agreed to the transfer.
      ...(lead.clientIp ? { ip: lead.clientIp } : {}),
      form_sent_at: unixSeconds(lead.createdAt),
      // The page the visit began on: its query carries the ad's tags and click id to the unsorted lead's card.
      ...(landing ? { referer: landing } : {}),
    },
  };
}

const unsortedItem = z.object({
  uid: z.string().min(1),
  source_uid: z.string().nullish(),
  _embedded: z.object({ leads: z.array(z.object({ id: z.number().int() })).optional() }).optional(),
});
const unsortedAnswer = z.object({ _embedded: z.object({ unsorted: z.array(unsortedItem) }) });
const addedAnswer = z.object({ _embedded: z.object({ unsorted: z.array(unsortedItem).min(1) }) });
const problemAnswer = z.object({
  title: z.string().optional(),
  detail: z.string().optional(),
  "validation-errors": z
    .array(
      z.object({ errors: z.array(z.object({ code: z.string().optional(), path: z.string().optional(), detail: z.string().optional() })) }),
    )
    .optional(),
});

/** How many of the newest forms a repeat looks through for its source_uid (amo's largest page). */
const lookedThrough = 250;

/** amoCRM behind the outbox. */
export function amoCrmAdapter(target: AmoCrmTarget): CrmAdapter {
  const secrets = [target.token];
  const headers = { accept: "application/json", authorization: `Bearer ${target.token}` };
  const url = (path: string) => new URL(path, target.baseUrl.endsWith("/") ? target.baseUrl : `${target.baseUrl}/`);
  const call = <T>(address: () => URL, init: RequestInit, schema: z.ZodType<T>, opts: CrmCallOptions) =>
    callCrmJson("amoCRM", address, init, schema, { ...opts, secrets }, (answer) => refusalOf(answer, secrets));
  return {
    kind: "amocrm",
    async send(lead, opts): Promise<CrmAcceptance> {
      if (lead.repeat) {
        const newestForms = () => {
          const list = url("api/v4/leads/unsorted");
          list.searchParams.set("filter[category][]", "forms");
          if (target.pipelineId !== undefined) list.searchParams.set("filter[pipeline_id]", String(target.pipelineId));
          list.searchParams.set("order[created_at]", "desc");
          list.searchParams.set("limit", String(lookedThrough));
          return list;
        };
        const found = await call(newestForms, { headers }, unsortedAnswer, opts);
        const same = found.data?._embedded.unsorted.find((item) => item.source_uid === lead.leadId);
        if (same) return { status: found.status, answer: `amoCRM: заявка уже в «Неразобранном»${described(same)}, вторая не добавлена` };
      }
      const body = JSON.stringify([reshapeLeadForAmoCrm(lead, target)]);
      const added = await call(
        () => url("api/v4/leads/unsorted/forms"),
        { method: "POST", headers: { ...headers, "content-type": "application/json" }, body },
        addedAnswer,
        opts,
      );
      const made = added.data?._embedded.unsorted[0];
      if (!made)
        throw crmRefusal(`amoCRM ответил ${added.status} без неразобранного, заявка будет отправлена снова`, null, added.status, "retry");
      return { status: added.status, answer: `amoCRM: добавлено в «Неразобранное»${described(made)}` };
    },
  };
}

/** amo's uid and the deal's id, as staff and a support request name them. */
function described(item: z.infer<typeof unsortedItem>): string {
  const deal = item._embedded?.leads?.[0]?.id;
  return ` (uid ${item.uid}${deal === undefined ? "" : `, сделка ${deal}`})`;
}

/** An amoCRM refusal in staff's words, its own detail kept for them (never the token). */
function refusalOf({ status, text, headers }: CrmAnswer, secrets: readonly string[]) {
  const said = crmRefusalBody(text, problemAnswer);
  const invalid = said?.["validation-errors"]?.flatMap((group) => group.errors) ?? [];
  const words = invalid.length
    ? invalid.map((error) => [error.path, error.detail, error.code && `(${error.code})`].filter(Boolean).join(" ")).join("; ")
    : (said?.detail ?? said?.title ?? null);
  if (status === 429) {
    const retryAfterMs = retryAfter(headers.get("retry-after"));
    return crmRefusal(`amoCRM просит реже обращаться к нему (429), заявка будет отправлена снова`, words, status, "retry", {
      secrets,
      retryAfterMs,
    });
  }
  // 402: the account is not paid for; like a revoked token, only a person mends it.
  const kind = status === 402 ? "attention" : failureKindOfStatus(status);
  const prefix =
    kind === "attention"
      ? `amoCRM не принимает доступ сайта (${status}): проверьте AMOCRM_TOKEN и аккаунт в CRM_URL, заявка будет отправлена снова через час`
      : kind === "refused"
        ? `amoCRM отклонил заявку (${status}), повторно не отправляется`
        : `amoCRM ответил ${status}, заявка будет отправлена снова`;
  return crmRefusal(prefix, words, status, kind, { secrets });
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; null when absent or unreadable. */
function retryAfter(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}
