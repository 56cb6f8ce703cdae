// Which CRM the outbox delivers to (CRM_KIND, docs/decisions/0110-crm-adapters.md): the spec's leads API
// (the default), Bitrix24 or amoCRM, each one integration module behind the same outbox.
import { sendLeadToCrm } from "./crm-client";
import { amoCrmAdapter } from "./crm-amocrm";
import { bitrix24Adapter } from "./crm-bitrix24";
import type { CrmKind } from "./crm-kinds";
import type { CrmAdapter } from "./crm-lead-words";

/** A CRM as the settings name it. */
export type CrmTarget = {
  kind: CrmKind;
  /** CRM_URL: the leads API's base, Bitrix24's incoming webhook, or the amoCRM account. */
  url: string;
  /** The site's public origin: the CRM is told which site a lead came from. */
  siteUrl: string;
  /** AMOCRM_TOKEN and AMOCRM_PIPELINE_ID (amoCRM only). */
  amoCrm?: { token: string; pipelineId?: number };
};

/** The spec's leads API (GET crm/send-pdf-to-crm/), which keeps each lead_id once itself. */
export function leadsApiAdapter(crmUrl: string): CrmAdapter {
  return { kind: "leads-api", send: async (lead, opts) => ({ status: await sendLeadToCrm(crmUrl, lead, opts), answer: null }) };
}

/** The adapter of a configured CRM. */
export function crmAdapter(target: CrmTarget): CrmAdapter {
  switch (target.kind) {
    case "leads-api":
      return leadsApiAdapter(target.url);
    case "bitrix24":
      return bitrix24Adapter(target.url, target.siteUrl);
    case "amocrm":
      if (!target.amoCrm) throw new Error("Для amoCRM нужен AMOCRM_TOKEN");
      return amoCrmAdapter({ baseUrl: target.url, siteUrl: target.siteUrl, ...target.amoCrm });
  }
}
