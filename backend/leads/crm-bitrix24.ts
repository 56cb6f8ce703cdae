// Bitrix24 as the sales system (CRM_KIND=bitrix24, docs/decisions/0110-crm-adapters.md): CRM_URL is the
// portal's incoming webhook (https://portal.bitrix24.ru/rest/1/key/), a lead is crm.lead.add with the
// site as ORIGINATOR_ID and our lead's id as ORIGIN_ID. Bitrix keeps no key of ours, so every call first
// asks crm.lead.list for that pair: a lead already there (a retry after a lost answer) is delivered, never
// added twice. The webhook's key is a secret in the address: it is cut from every text anyone reads.
import { z } from "zod";
import type { CrmAnswer, CrmCallOptions } from "./crm-client";
import {
  callCrmJson,
  crmRefusalBody,
  crmLeadAdvert,
  crmLeadChoices,
  crmLeadSource,
  crmLeadTitle,
  crmRefusal,
  failureKindOfStatus,
  type CrmAcceptance,
  type CrmAdapter,
  type CrmLeadRecord,
} from "./crm-lead-words";

/** A Bitrix24 multi-field (PHONE, EMAIL): one value and its type. */
type MultiField = { VALUE: string; VALUE_TYPE: "WORK" };

/** The fields of crm.lead.add this site fills (crm.lead.fields names them). */
export type Bitrix24LeadFields = {
  TITLE: string;
  NAME: string;
  LAST_NAME?: string;
  PHONE: MultiField[];
  EMAIL?: MultiField[];
  SOURCE_ID: "WEB";
  SOURCE_DESCRIPTION: string;
  COMMENTS: string;
  UTM_SOURCE?: string;
  UTM_MEDIUM?: string;
  UTM_CAMPAIGN?: string;
  UTM_CONTENT?: string;
  UTM_TERM?: string;
  ORIGINATOR_ID: string;
  ORIGIN_ID: string;
};

/** Our lead in Bitrix24's shape: the visitor as NAME, LAST_NAME and multi-fields, what they chose in COMMENTS. */
export function reshapeLeadForBitrix24(lead: CrmLeadRecord, siteUrl: string): Bitrix24LeadFields {
  const fields: Bitrix24LeadFields = {
    TITLE: crmLeadTitle(lead),
    NAME: lead.name,
    PHONE: [{ VALUE: lead.phone, VALUE_TYPE: "WORK" }],
    SOURCE_ID: "WEB",
    SOURCE_DESCRIPTION: crmLeadSource(lead, siteUrl),
    COMMENTS: [...crmLeadChoices(lead), ...crmLeadAdvert(lead, siteUrl)].join("\n"),
    ORIGINATOR_ID: bitrix24Originator(siteUrl),
    ORIGIN_ID: lead.leadId,
  };
  if (lead.surname) fields.LAST_NAME = lead.surname;
  if (lead.email) fields.EMAIL = [{ VALUE: lead.email, VALUE_TYPE: "WORK" }];
  if (lead.utm.source) fields.UTM_SOURCE = lead.utm.source;
  if (lead.utm.medium) fields.UTM_MEDIUM = lead.utm.medium;
  if (lead.utm.campaign) fields.UTM_CAMPAIGN = lead.utm.campaign;
  if (lead.utm.content) fields.UTM_CONTENT = lead.utm.content;
  if (lead.utm.term) fields.UTM_TERM = lead.utm.term;
  return fields;
}

/** The site as Bitrix24's ORIGINATOR_ID: its host, so two sites feeding one portal keep their leads apart. */
export const bitrix24Originator = (siteUrl: string) => new URL(siteUrl).host;

/** The webhook's key: the last part of /rest/{user}/{key}/, a password in all but name. */
export function bitrix24WebhookKey(webhookUrl: string): string {
  return new URL(webhookUrl).pathname.split("/").filter(Boolean).at(-1) ?? "";
}

const bitrix24Id = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String);
const addAnswer = z.object({ result: bitrix24Id });
const listAnswer = z.object({ result: z.array(z.object({ ID: bitrix24Id })) });
const errorAnswer = z.object({ error: z.string(), error_description: z.string().optional() });

// Bitrix24's words for an access it refuses: an expired or revoked webhook, a wrong key, a missing right.
const accessErrors = new Set([
  "expired_token",
  "invalid_token",
  "INVALID_CREDENTIALS",
  "NO_AUTH_FOUND",
  "insufficient_scope",
  "ACCESS_DENIED",
]);

/** Bitrix24 behind the outbox. */
export function bitrix24Adapter(webhookUrl: string, siteUrl: string): CrmAdapter {
  const base = webhookUrl.endsWith("/") ? webhookUrl : `${webhookUrl}/`;
  const secrets = [bitrix24WebhookKey(webhookUrl)];
  const call = <T>(method: string, body: unknown, schema: z.ZodType<T>, opts: CrmCallOptions) =>
    callCrmJson(
      "Bitrix24",
      () => new URL(`${method}.json`, base),
      { method: "POST", headers: { accept: "application/json", "content-type": "application/json" }, body: JSON.stringify(body) },
      schema,
      { ...opts, secrets },
      (answer) => refusalOf(answer, secrets),
    );
  return {
    kind: "bitrix24",
    async send(lead, opts): Promise<CrmAcceptance> {
      const fields = reshapeLeadForBitrix24(lead, siteUrl);
      const filter = { ORIGINATOR_ID: fields.ORIGINATOR_ID, ORIGIN_ID: fields.ORIGIN_ID };
      const found = await call("crm.lead.list", { filter, select: ["ID"] }, listAnswer, opts);
      const existing = found.data?.result[0];
      if (existing) return { status: found.status, answer: `Bitrix24: лид ${existing.ID} уже создан раньше, второй не добавлен` };
      const added = await call("crm.lead.add", { fields, params: { REGISTER_SONET_EVENT: "Y" } }, addAnswer, opts);
      if (!added.data)
        throw crmRefusal(`Bitrix24 ответил ${added.status} без номера лида, заявка будет отправлена снова`, null, added.status, "retry");
      return { status: added.status, answer: `Bitrix24: создан лид ${added.data.result}` };
    },
  };
}

/** A Bitrix24 refusal in staff's words, with its code and description kept for them (never the webhook's key). */
function refusalOf({ status, text }: CrmAnswer, secrets: readonly string[]) {
  const said = crmRefusalBody(text, errorAnswer);
  const code = said?.error ? ` ${said.error}` : "";
  const words = said?.error_description ?? null;
  if (said?.error === "QUERY_LIMIT_EXCEEDED") {
    return crmRefusal(`Bitrix24 просит реже обращаться к нему (${status}${code}), заявка будет отправлена снова`, words, status, "retry", {
      secrets,
    });
  }
  const kind = said && accessErrors.has(said.error) ? "attention" : failureKindOfStatus(status);
  const prefix =
    kind === "attention"
      ? `Bitrix24 не принимает доступ сайта (${status}${code}): проверьте входящий вебхук в CRM_URL, заявка будет отправлена снова через час`
      : kind === "refused"
        ? `Bitrix24 отклонил заявку (${status}${code}), повторно не отправляется`
        : `Bitrix24 ответил ${status}${code}, заявка будет отправлена снова`;
  return crmRefusal(prefix, words, status, kind, { secrets });
}
