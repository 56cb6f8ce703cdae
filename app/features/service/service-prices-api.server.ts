import type { AppLoadContext } from "react-router";
import { servicePricesSchema, type ServicePrices } from "@contract/service-prices";
import { shippedServicePrices } from "@contract/service-prices-shipped";
import { getCached } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { logLoadFailure } from "~/lib/log";
import { getServerApi } from "~/lib/server-api.server";

/**
 * The maintenance and service prices as published in the studio (GET /v1/service-prices, docs/decisions/0112),
 * cached until the content changes; the prices as the site shipped them when the API fails (logged), so the
 * service pages always show a price.
 */
export async function loadServicePrices(context: AppLoadContext): Promise<ServicePrices> {
  try {
    return await getCached(getServerApi(context), "/v1/service-prices", { schema: servicePricesSchema });
  } catch (error) {
    logLoadFailure(errorMessages.servicePricesLoadFailed, error, "страницы сервиса показаны с ценами, с которыми сайт поставлялся");
    return shippedServicePrices;
  }
}
