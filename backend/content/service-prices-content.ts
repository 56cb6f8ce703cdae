// The service centre's prices as the studio edits them (issue 36; docs/decisions/0112): one item, "catalogue",
// whose data are the maintenance prices of every model and each service's «от» price and note. Like the home
// page (docs/decisions/0108) it has no table of its own: what the site shows is the revision the item publishes
// (`content_items.published`, whose change bumps the content version), and before any publish the prices as
// they shipped. It is always on the site: changed, never taken down.
import { contentMessages } from "@contract/content";
import { servicePriceMessages, servicePricesDraftSchema, servicePricesItemId, type ServicePrices } from "@contract/service-prices";
import { shippedServicePrices } from "@contract/service-prices-shipped";
import { and, eq } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Db } from "../db/database";
import { HttpError } from "../http/http-error";
import { parseQuery, querySchema } from "../http/query";
import { sendOk } from "../http/respond";
import { FieldsError } from "./fields-error";
import { permanentItemAdapter, revisionNamedBy } from "./revisions";
import { contentItems, contentRevisions } from "./schema";

/** Each refused field by its place in the form (`maintenance.g70.1`, `services.elektrika.priceNote`), the first message of each. */
function fieldsOfDraft(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The form checked as the studio stores it: every price read as typed, every model and service once. */
export async function checkServicePricesDraft(_db: Db, itemId: string | null, input: unknown): Promise<ServicePrices> {
  if (itemId !== servicePricesItemId) throw new HttpError(404, contentMessages.notFound);
  const parsed = servicePricesDraftSchema.safeParse(input);
  if (!parsed.success) throw new FieldsError(fieldsOfDraft(parsed.error.issues));
  return parsed.data;
}

/** The prices the site shows: the published revision, or the prices as they shipped. */
export async function getServicePrices(db: Db): Promise<ServicePrices> {
  const [row] = await db
    .select({ data: contentRevisions.data })
    .from(contentItems)
    .innerJoin(contentRevisions, revisionNamedBy(contentItems.published))
    .where(and(eq(contentItems.kind, "service-prices"), eq(contentItems.itemId, servicePricesItemId)));
  const parsed = servicePricesDraftSchema.safeParse(row?.data);
  return parsed.success ? parsed.data : shippedServicePrices;
}

const noQuery = querySchema({});

/** GET /v1/service-prices: the maintenance and service prices, as published in the studio. */
export function servicePricesHandler(db: Db): RequestHandler {
  return async (req, res) => {
    parseQuery(noQuery, req);
    sendOk(res, await getServicePrices(db));
  };
}

export const servicePricesAdapter = permanentItemAdapter({
  kind: "service-prices",
  itemId: servicePricesItemId,
  live: getServicePrices,
  // A revision saved before a change of the schema (a service added since) is refused rather than shown half.
  publish: async (_db, data) => void servicePricesDraftSchema.parse(data),
  permanent: servicePriceMessages.permanent,
});
