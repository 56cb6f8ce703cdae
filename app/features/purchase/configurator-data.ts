import type { ModelColour } from "~/features/models/content/types";
import { getModelContent } from "~/features/models/model-content";
import type { PackageView } from "~/features/models/model-format";
import { modelFamilies, type ModelFamily } from "~/features/models/model-pages";
import { loadModelPackages } from "~/features/models/packages";

/** What the configurator offers for one model: packages, paints and interiors. */
export type ConfiguratorModel = {
  code: ModelFamily["code"];
  configuratorCode: string;
  fullName: string;
  body: ModelFamily["body"];
  homePath: string;
  stockHref: string;
  packages: PackageView[];
  colours: readonly ModelColour[];
  interiors: readonly ModelColour[];
  defaultColourId: string;
};

/**
 * The five models with their choices, for the configurator's loader. Packages come through
 * loadModelPackages, so the complectation API replaces the content modules there, not here.
 */
export async function loadConfiguratorModels(): Promise<ConfiguratorModel[]> {
  return Promise.all(
    modelFamilies.map(async (family) => {
      const content = getModelContent(family.code);
      return {
        code: family.code,
        configuratorCode: family.configuratorCode,
        fullName: family.fullName,
        body: family.body,
        homePath: family.pages.find((p) => p.kind === "home")?.path ?? "/models.html",
        stockHref: `/avto-v-nalicii.html?model=${family.code}`,
        packages: await loadModelPackages(family.code),
        colours: content.colours,
        interiors: content.interiors,
        defaultColourId: content.heroColourId,
      };
    }),
  );
}
