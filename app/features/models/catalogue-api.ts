import { type Complectation, complectationListSchema } from "@contract/catalogue";
import { type ConfiguratorData, configuratorDataSchema } from "@contract/configurator";
import type { Api } from "~/lib/api-client";
import { createCache } from "~/lib/cache";

// Cached per address for a minute (SPEC §4): pages render without a call, new prices show soon after.
const complectationsCache = createCache<Complectation[]>({ ttlMs: 60_000, maxSize: 32 });
const configuratorCache = createCache<ConfiguratorData>({ ttlMs: 60_000, maxSize: 4 });

/** The packages of a model, G90 L included (GET /v1/complectation?withG90l=1&modelCode=…); rejects on failure. */
export function getComplectations(api: Api, modelCode: string): Promise<Complectation[]> {
  const query = { withG90l: 1, modelCode };
  return complectationsCache.getOrLoad(api.url("/v1/complectation", { query }), () =>
    api.get("/v1/complectation", { query, schema: complectationListSchema }),
  );
}

/** Paints, trims, equipment and packages of every model (GET /configurator/json-data); rejects on failure. */
export function getConfiguratorData(api: Api): Promise<ConfiguratorData> {
  return configuratorCache.getOrLoad(api.url("/configurator/json-data"), () =>
    api.get("/configurator/json-data", { schema: configuratorDataSchema }),
  );
}
