import { type Complectation, complectationListSchema } from "@contract/catalogue";
import { type ConfiguratorData, configuratorDataSchema } from "@contract/configurator";
import type { Api } from "~/lib/api-client";
import { getCached } from "~/lib/cached-get.server";

/** The packages of a model, G90 L included (GET /v1/complectation?withG90l=1&modelCode=…); rejects on failure. */
export function getComplectations(api: Api, modelCode: string): Promise<Complectation[]> {
  const query = { withG90l: 1, modelCode };
  return getCached(api, "/v1/complectation", { query, schema: complectationListSchema });
}

/** Paints, trims, equipment and packages of every model (GET /configurator/json-data); rejects on failure. */
export function getConfiguratorData(api: Api): Promise<ConfiguratorData> {
  return getCached(api, "/configurator/json-data", { schema: configuratorDataSchema });
}
