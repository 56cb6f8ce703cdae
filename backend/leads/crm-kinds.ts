/** The CRMs a site can deliver its leads to (CRM_KIND, docs/decisions/0110-crm-adapters.md). */
export const crmKinds = ["leads-api", "bitrix24", "amocrm"] as const;
export type CrmKind = (typeof crmKinds)[number];
