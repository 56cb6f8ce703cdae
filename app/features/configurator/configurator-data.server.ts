import type { ConfiguratorData } from "@contract/configurator";
import { getConfiguratorData } from "~/features/models/catalogue-api.server";
import type { PackageView } from "~/features/models/model-format";
import { familyHomePath, modelFamilies, stockHref, type ModelFamily } from "~/features/models/model-pages";
import { loadModelPackages } from "~/features/models/packages.server";
import type { Api } from "~/lib/api-client";
import { errorMessages } from "~/lib/error-messages";
import { logLoadFailure } from "~/lib/log";

/** A paint or an interior trim the configurator offers; `priceRub` is its surcharge (0 when included). */
export type ConfiguratorOption = { id: string; name: string; hex: string; priceRub: number };

/** What the configurator offers for one model: packages, paints and interiors (all from the API). */
export type ConfiguratorModel = {
  code: ModelFamily["code"];
  configuratorCode: string;
  fullName: string;
  body: ModelFamily["body"];
  homePath: string;
  stockHref: string;
  /** Empty when the complectation API failed: the model's step then says so. */
  packages: PackageView[];
  colours: ConfiguratorOption[];
  interiors: ConfiguratorOption[];
  defaultColourId: string;
  /** Equipment and figures of each package by id (GET /v1/feature/{id}, /v1/specification/{id}), keyed by package code. */
  equipmentIds: Record<string, { features: number[]; specifications: number[] }>;
};

const toOption = (item: { code: string; name: string; hex: string; price: number }): ConfiguratorOption => ({
  id: item.code,
  name: item.name,
  hex: item.hex,
  priceRub: item.price,
});

/**
 * The five models with their choices, for the configurator's loader: packages from the complectation
 * API, paints and trims from GET /configurator/json-data (docs/product.md §7), both cached. Failures are logged
 * and leave the lists empty, so the page still renders.
 */
export async function loadConfiguratorModels(api: Api): Promise<ConfiguratorModel[]> {
  const data: ConfiguratorData | null = await getConfiguratorData(api).catch((error: unknown) => {
    logLoadFailure(errorMessages.configuratorLoadFailed, error, "конфигуратор без цветов кузова, отделки салона и названий оборудования");
    return null;
  });
  return Promise.all(
    modelFamilies.map(async (family) => {
      const colours = (data?.colorExterior ?? []).filter((c) => c.modelCode === family.code).map(toOption);
      return {
        code: family.code,
        configuratorCode: family.configuratorCode,
        fullName: family.fullName,
        body: family.body,
        homePath: familyHomePath(family),
        stockHref: stockHref(family.code),
        packages: (await loadModelPackages(api, family.code, data?.featureCategory ?? [])) ?? [],
        colours,
        interiors: (data?.colorInterior ?? []).filter((c) => c.modelCode === family.code).map(toOption),
        defaultColourId: colours[0]?.id ?? "",
        equipmentIds: Object.fromEntries(
          (data?.package ?? [])
            .filter((p) => p.modelCode === family.code)
            .map((p) => [p.code, { features: p.featureIds, specifications: p.specificationIds }]),
        ),
      };
    }),
  );
}
